import { expect, type APIRequestContext, type APIResponse, type Page, type TestInfo } from '@playwright/test'

import { signIn } from './payload-api'

/**
 * Events made for one booking test through Payload's REST API as the admin, published, so the
 * content hook gives them inventory in the booking schema exactly as an editor's would. Each test
 * owns its events (its own capacity, nobody else's holds) and deletes them afterwards.
 */

export interface TestConcession {
  title: string
  concessionPrice: number
  numTicketsUsed?: number
  maxNumberAvailable?: number | null
  numberAvailable?: number | null
  description?: string
}

export interface TestEvent {
  id: number
  slug: string
  uri: string
  title: string
}

const DAY = 24 * 60 * 60 * 1000

let made = 0

let auth: Record<string, string> | undefined

/**
 * Calls the content API as the admin. Payload keeps a list of sessions on the user and two sign-ins
 * at the same moment (the two workers, or another spec's test) can each write the list without the
 * other's session, leaving one token refused with 403. Such a refusal signs in again and repeats
 * the call, at most twice; any other failure is the caller's to report.
 */
export async function asAdmin(request: APIRequestContext, call: (headers: Record<string, string>) => Promise<APIResponse>): Promise<APIResponse> {
  let response: APIResponse | undefined
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    auth ??= await signIn(request, 'admin@example.gov.uk', 'admin-demo-password')
    response = await call(auth)
    if (response.status() !== 401 && response.status() !== 403) return response
    auth = undefined
  }
  return response as APIResponse
}

export interface TestEventOptions {
  name: string
  capacity: number
  concessions: TestConcession[]
  /** Defaults: booking required, not e-learning, published. */
  preBookingRequired?: boolean
  elearning?: boolean
  status?: 'published' | 'draft'
  /** More event fields, as the content API takes them (content type, checkout questions, ...). */
  extra?: Record<string, unknown>
}

export async function createBookableEvent(request: APIRequestContext, testInfo: TestInfo, options: TestEventOptions): Promise<TestEvent> {
  const response = await postEvent(request, testInfo, options)
  if (!response.ok()) throw new Error(`could not create event ${options.name}: ${response.status()} ${await response.text()}`)
  const { doc } = (await response.json()) as { doc: { id: number; slug: string; uri: string; title: string } }
  return { id: doc.id, slug: doc.slug, uri: doc.uri, title: doc.title }
}

/** The content API's answer to creating the event, refused or not (for tests of the publish rules). */
export async function postEvent(request: APIRequestContext, testInfo: TestInfo, options: TestEventOptions): Promise<APIResponse> {
  made += 1
  const title = `${options.name} ${testInfo.workerIndex}-${testInfo.repeatEachIndex}-${Date.now()}-${made}`
  const prices = options.concessions.map((concession) => concession.concessionPrice)
  const lowest = prices.length > 0 ? Math.min(...prices) : 0
  return asAdmin(request, (headers) => request.post(`/api/events${options.status === 'draft' ? '?draft=true' : ''}`, {
    headers,
    data: {
      _status: options.status ?? 'published',
      contentType: 'eventCorporate',
      title,
      synopsis: 'An event made by an end-to-end test.',
      dateTime: new Date(Date.now() + 14 * DAY).toISOString(),
      duration: '2 hours',
      price: lowest,
      freeOrPaid: lowest === 0 && options.concessions.every((concession) => concession.concessionPrice === 0) ? 'free' : 'paid',
      ticketsAvailable: options.capacity,
      ticketSalesDateWindow: { from: new Date(Date.now() - DAY).toISOString(), to: new Date(Date.now() + 13 * DAY).toISOString() },
      preBookingRequired: options.preBookingRequired ?? true,
      elearning: options.elearning ?? false,
      gl: '41100',
      costCode: 'E2E01',
      concessions: options.concessions.map((concession) => ({
        numTicketsUsed: 1,
        maxNumberAvailable: null,
        numberAvailable: null,
        description: null,
        ...concession,
      })),
      ...options.extra,
    },
  }))
}

export async function deleteEvents(request: APIRequestContext, events: readonly TestEvent[]): Promise<void> {
  if (events.length === 0) return
  for (const event of events) {
    await asAdmin(request, (headers) => request.delete(`/api/events/${event.id}`, { headers }))
  }
}

/**
 * Another buyer takes tickets through the booking API (a separate API context: its own basket
 * cookie), so a test can make the pool smaller under a page that is already open.
 */
export async function takeTicketsAsAnotherBuyer(request: APIRequestContext, slug: string, concessionTitle: string, ticketsToAdd: number) {
  const view = await request.get(`/eventsbookingapi/events/booking/${slug}`)
  const body = (await view.json()) as { id: string; concessions: { id: string; title: string }[] }
  const concession = body.concessions.find((candidate) => candidate.title === concessionTitle)
  if (!concession) throw new Error(`no concession ${concessionTitle} on ${slug}`)
  const response = await request.post('/eventsbookingapi/baskets/checkout', {
    data: { eventId: body.id, concessionsToAddList: [{ concessionId: concession.id, ticketsToAdd }] },
  })
  const basket = (await response.json()) as { errorCode: string; id: string; eventId: string }
  if (basket.errorCode !== '') throw new Error(`the other buyer could not check out: ${basket.errorCode}`)
  return { basketId: basket.id, eventId: basket.eventId }
}

/** That buyer takes the event's line out of their basket again (its tickets go back to the pool). */
export async function removeBasketLineAsAnotherBuyer(request: APIRequestContext, basket: { basketId: string; eventId: string }) {
  const response = await request.delete(`/eventsbookingapi/baskets/${basket.basketId}/events/${basket.eventId}`)
  const body = (await response.json()) as { errorCode: string }
  if (!response.ok() || body.errorCode !== '') throw new Error(`the other buyer could not remove the line: ${response.status()} ${body.errorCode}`)
}

/** An editor's change to a published event, through the content API as the admin. */
export async function updateEvent(request: APIRequestContext, event: TestEvent, data: Record<string, unknown>): Promise<void> {
  const response = await asAdmin(request, (headers) => request.patch(`/api/events/${event.id}`, { headers, data }))
  if (!response.ok()) throw new Error(`could not update event ${event.title}: ${response.status()} ${await response.text()}`)
}

/** An editor saves a draft of a published event (Payload's ?draft=true): the published version stays. */
export async function saveEventDraft(request: APIRequestContext, event: TestEvent, data: Record<string, unknown>): Promise<void> {
  const response = await asAdmin(request, (headers) => request.patch(`/api/events/${event.id}?draft=true`, { headers, data: { ...data, _status: 'draft' } }))
  if (!response.ok()) throw new Error(`could not save a draft of ${event.title}: ${response.status()} ${await response.text()}`)
}

export interface TestStaffUser {
  id: number
  email: string
  password: string
}

/**
 * A member of staff of this test's own (role `staff`), made as the admin. Payload keeps a list of
 * sessions per account and two sign-ins of one account at the same moment can drop one of them, so
 * a test that signs in a browser and the API at once, beside the other worker's tests, uses its own.
 */
export async function createStaffUser(request: APIRequestContext, testInfo: TestInfo): Promise<TestStaffUser> {
  made += 1
  const email = `staff-${testInfo.workerIndex}-${Date.now()}-${made}@example.gov.uk`
  const password = `e2e-staff-password-${made}-${Date.now()}`
  const response = await asAdmin(request, (headers) => request.post('/api/users', { headers, data: { email, password, name: 'E2E Staff', roles: ['staff'] } }))
  if (!response.ok()) throw new Error(`could not create a staff user: ${response.status()} ${await response.text()}`)
  const { doc } = (await response.json()) as { doc: { id: number } }
  return { id: doc.id, email, password }
}

export async function deleteStaffUsers(request: APIRequestContext, users: readonly TestStaffUser[]): Promise<void> {
  for (const user of users) await asAdmin(request, (headers) => request.delete(`/api/users/${user.id}`, { headers }))
}

export interface BypassBooking {
  purchaser: { firstName: string; lastName: string; email: string }
  /** One ticket of the event's first concession per holder, with the answers to the ticket questions (keyed by position, as the checkout sends them). */
  holders: ReadonlyArray<{ first: string; last: string; answers?: Record<string, unknown> }>
  /** The answers to the booking questions, keyed by position. */
  bookingAnswers?: Record<string, unknown>
}

/**
 * A confirmed booking of the event made through the staff bypass as `staff`. The booking API loads
 * Payload (to verify staff) when the server starts, so a call in its first seconds may wait for it:
 * the bypass is tried again for up to 90 s. Answers the event's booking id, the basket (the booking
 * reference) and where the bypass sends the browser.
 */
export async function bookThroughStaffBypass(request: APIRequestContext, event: TestEvent, staff: TestStaffUser, booking: BypassBooking) {
  const view = (await (await request.get(`/eventsbookingapi/events/booking/${event.slug}`)).json()) as { id: string; concessions: { id: string }[] }
  const basket = (await (
    await request.post('/eventsbookingapi/baskets/checkout', { data: { eventId: view.id, concessionsToAddList: [{ concessionId: view.concessions[0]!.id, ticketsToAdd: booking.holders.length }] } })
  ).json()) as { id: string; basketLines: { tickets: { id: string }[] }[] }
  const tickets = basket.basketLines.flatMap((line) => line.tickets)
  const body = {
    purchaserData: {
      ...booking.purchaser,
      telephoneNumber: '01234 567890',
      userAddress: { streetAddress: '1 High Street', addressLocality: 'Hertford', postalCode: 'SG13 8DQ' },
      ...(booking.bookingAnswers ? { bookingQuestions: JSON.stringify(booking.bookingAnswers) } : {}),
    },
    ticketNameAndRequirements: tickets.map((ticket, index) => {
      const holder = booking.holders[index]!
      const answers = holder.answers ? { ticketQuestions: JSON.stringify(holder.answers) } : {}
      return { ticketId: ticket.id, ticketHolderName: `${holder.first} ${holder.last}`, ticketHolderFirstName: holder.first, ticketHolderLastName: holder.last, ...answers }
    }),
  }
  let redirectUrl = ''
  await expect(async () => {
    const bypass = await request.post(`/eventsbookingapi/checkout/${basket.id}/bypass`, { headers: await signIn(request, staff.email, staff.password), data: body })
    expect(bypass.ok(), await bypass.text()).toBe(true)
    redirectUrl = ((await bypass.json()) as { redirectUrl: string }).redirectUrl
  }).toPass({ timeout: 90_000 })
  return { eventId: view.id, basketId: basket.id, redirectUrl }
}

/** Signs a member of staff in on the console's /login page, as they would, and waits for the console home. */
export async function signInToConsole(page: Page, staff: Pick<TestStaffUser, 'email' | 'password'>): Promise<void> {
  await page.goto('/login')
  await page.getByLabel('Username').fill(staff.email)
  await page.getByLabel('Password').fill(staff.password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/console\/home$/)
}

/**
 * What a test made (its events and staff users), deleted after it: a spec keeps one
 * (`const made = new TestLeftovers()`), pushes what it makes, and cleans up in `test.afterEach`.
 */
export class TestLeftovers {
  events: TestEvent[] = []
  staff: TestStaffUser[] = []

  async clean(request: APIRequestContext): Promise<void> {
    const [events, staff] = [this.events, this.staff]
    this.events = []
    this.staff = []
    await deleteEvents(request, events)
    await deleteStaffUsers(request, staff)
  }
}
