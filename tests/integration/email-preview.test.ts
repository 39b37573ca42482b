import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { bookingApiDeps } from '../../src/api/booking-api'
import { emailSettings } from '../../src/booking/email/email-settings'
import { emailPreviewHtml } from '../../src/booking/email/email-preview'
import { formatPounds } from '../../src/domain/money'
import type { Event } from '../../src/payload-types'

import { API, closeBookingApiServers, serveBookingApi } from './support/booking-api-server'
import { seededPayload } from './support/seeded-payload'

// The page's route handler is Next.js server code; 'server-only' only refuses to load outside it.
vi.mock('server-only', () => ({}))

/**
 * The confirmation e-mail preview (spec 000 sections 2 and 7): the page /{area}/{event}/email (its
 * route handler, called as Next.js calls it) and GET /eventsbookingapi/baskets/email (over HTTP
 * through the web server) answer the same HTML, from the seeded content in Payload.
 */
let payload: Payload
let base: string
let event: Event & { uri: string }
let privateEvent: Event & { uri: string }

type RouteModule = typeof import('../../src/app/(site)/[listing]/[slug]/email/route')
let page: RouteModule['GET']

function pageFor(uri: string): Promise<Response> {
  const [, listing = '', slug = ''] = uri.split('/')
  return page(new Request(`http://localhost${uri}/email`), { params: Promise.resolve({ listing, slug }) })
}

beforeAll(async () => {
  payload = await seededPayload(new Date())
  const { docs } = await payload.find({ collection: 'events', depth: 0, limit: 2, where: { and: [{ private: { not_equals: true } }, { elearning: { not_equals: true } }, { _status: { equals: 'published' } }] } })
  const [first, second] = docs
  if (!first?.uri || !second?.uri) throw new Error('The seed has fewer than two public events with a venue')
  event = first as Event & { uri: string }
  privateEvent = (await payload.update({ collection: 'events', id: second.id, data: { private: true } })) as Event & { uri: string }
  const { basketService, health, emailPreview } = bookingApiDeps()
  base = await serveBookingApi({}, { basketService, health, ...(emailPreview ? { emailPreview } : {}) })
  page = (await import('../../src/app/(site)/[listing]/[slug]/email/route')).GET
})

afterAll(async () => {
  if (privateEvent) await payload.update({ collection: 'events', id: privateEvent.id, data: { private: false } })
  await closeBookingApiServers()
  const { closeBookingPool } = await import('../../src/booking/db/pool.server')
  await closeBookingPool()
})

describe('the confirmation e-mail preview', () => {
  it('answers the same HTML on the page and from the booking API, with sample booking data', async () => {
    const fromApi = await fetch(`${base}${API}/baskets/email?eventSlug=${encodeURIComponent(event.uri)}`)
    expect(fromApi.status).toBe(200)
    expect(fromApi.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const apiHtml = await fromApi.text()

    const fromPage = await pageFor(event.uri)
    expect(fromPage.status).toBe(200)
    expect(fromPage.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(await fromPage.text()).toBe(apiHtml)

    expect(apiHtml).toContain('SAMPLE')
    expect(apiHtml).toContain('Alex Example: Adult')
    expect(apiHtml).toContain(event.title.replace(/&/g, '&amp;'))
    expect(apiHtml).toBe(emailPreviewHtml((await payload.findByID({ collection: 'events', id: event.id, depth: 1 })) as Event, emailSettings(), new Date()))
  })

  it("shows a paid event's tickets at their prices and their total, not £0.00", async () => {
    const { docs } = await payload.find({ collection: 'events', depth: 0, limit: 200, where: { and: [{ private: { not_equals: true } }, { _status: { equals: 'published' } }, { freeOrPaid: { equals: 'paid' } }] } })
    // An event without early bird, so its prices are the concessions' own.
    const paid = docs.find((doc) => !doc.earlyBirdDiscount && (doc.concessions ?? []).length >= 2 && (doc.concessions ?? []).every((c) => c.concessionPrice > 0))
    if (!paid?.uri) throw new Error('The seed has no public paid event with two priced concessions and no early bird')
    const concessions = paid.concessions!
    const html = await (await pageFor(paid.uri)).text()
    const holders = ['Alex', 'Sam', 'Jo', 'Chris', 'Robin', 'Kim']
    concessions.forEach((concession, index) => expect(html).toContain(`${holders[index % holders.length]} Example: ${concession.title.replace(/&/g, '&amp;')}`))
    const total = concessions.reduce((sum, concession) => sum + concession.concessionPrice, 0)
    expect(html).toContain(`>${formatPounds(total)}</td>`)
    expect(html).not.toContain('£0.00')
  })

  it('is not found for an unknown event', async () => {
    const fromApi = await fetch(`${base}${API}/baskets/email?eventSlug=/hals/no-such-event`)
    expect(fromApi.status).toBe(404)
    expect(await fromApi.json()).toEqual({ errorCode: expect.stringMatching(/^ERROR:/) })
    expect((await pageFor('/hals/no-such-event')).status).toBe(404)
  })

  it('is not found for a private event', async () => {
    expect((await fetch(`${base}${API}/baskets/email?eventSlug=${encodeURIComponent(privateEvent.uri)}`)).status).toBe(404)
    const fromPage = await pageFor(privateEvent.uri)
    expect(fromPage.status).toBe(404)
    expect(await fromPage.text()).toContain('Sorry, this page isn&#39;t working')
  })

  it('refuses an eventSlug that is not an event path with a 400', async () => {
    for (const eventSlug of ['', 'hals/x', '/hals/x/y', '/HALS/<script>']) {
      const response = await fetch(`${base}${API}/baskets/email?eventSlug=${encodeURIComponent(eventSlug)}`)
      expect(response.status, eventSlug).toBe(400)
    }
    expect((await fetch(`${base}${API}/baskets/email`)).status).toBe(400)
  })
})
