import { beforeEach, describe, expect, it, vi } from 'vitest'

/**
 * The console's no-JavaScript cancel and release answer their confirmation step (which names the
 * tickets back) only to staff the operation would let in: without a session the form goes to the
 * sign-in page, with a role that may not use the console it is refused (403), and nothing runs.
 * Next.js's request and navigation are stood in for (the actions read them); the staff session is
 * the one the operation asks for.
 */
const next = vi.hoisted(() => {
  class Interrupted extends Error {
    constructor(readonly kind: 'redirect' | 'forbidden', readonly location?: string) {
      super(`${kind} ${location ?? ''}`)
    }
  }
  return { staff: null as { email: string; roles: ('admin' | 'editor' | 'staff')[] } | null, Interrupted }
})

vi.mock('server-only', () => ({}))
vi.mock('next/cache', () => ({ revalidatePath: () => undefined }))
vi.mock('next/headers', () => ({
  headers: async () => new Headers(),
  cookies: async () => ({ get: () => undefined, set: () => undefined }),
}))
vi.mock('next/navigation', () => ({
  redirect: (location: string) => {
    throw new next.Interrupted('redirect', location)
  },
  forbidden: () => {
    throw new next.Interrupted('forbidden')
  },
}))
vi.mock('@/loaders/console/auth.server', () => ({ currentStaffUser: async () => next.staff }))
vi.mock('@/loaders/site/basket-cookie.server', () => ({ basketIdFromCookie: async () => undefined }))

const { cancelTickets } = await import('./actions')
const { releaseTicket } = await import('../release-ticket/actions')

function cancelForm(): FormData {
  const form = new FormData()
  form.set('basketId', 'b-123')
  form.append('ticketId', 't-1')
  form.append('ticketId', 't-2')
  return form
}

function releaseForm(): FormData {
  const form = new FormData()
  form.set('eventId', '12')
  form.set('ticketId', 't-1')
  return form
}

async function interruption(run: () => Promise<unknown>): Promise<InstanceType<typeof next.Interrupted>> {
  const error = await run().then(
    () => null,
    (thrown: unknown) => thrown,
  )
  expect(error).toBeInstanceOf(next.Interrupted)
  return error as InstanceType<typeof next.Interrupted>
}

describe("the console's confirmation steps", () => {
  beforeEach(() => {
    next.staff = null
  })

  it('send a visitor without a staff session to sign in, naming no tickets', async () => {
    expect(await interruption(() => cancelTickets({ status: 'idle' }, cancelForm()))).toMatchObject({ kind: 'redirect', location: '/login' })
    expect(await interruption(() => releaseTicket({}, releaseForm()))).toMatchObject({ kind: 'redirect', location: '/login' })
  })

  it('refuse a signed-in editor, who may not use the console', async () => {
    next.staff = { email: 'editor@council.example', roles: ['editor'] }
    expect(await interruption(() => cancelTickets({ status: 'idle' }, cancelForm()))).toMatchObject({ kind: 'forbidden' })
    expect(await interruption(() => releaseTicket({}, releaseForm()))).toMatchObject({ kind: 'forbidden' })
  })

  it('ask booking staff to confirm', async () => {
    next.staff = { email: 'officer@council.example', roles: ['staff'] }
    await expect(cancelTickets({ status: 'idle' }, cancelForm())).resolves.toEqual({ status: 'confirming', ticketIds: ['t-1', 't-2'], refund: false })
    await expect(releaseTicket({}, releaseForm())).resolves.toEqual({ confirming: true })
  })
})
