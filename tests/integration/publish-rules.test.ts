import { ValidationError, type Payload } from 'payload'
import type { Event } from '../../src/payload-types'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getBookingView } from '../../src/booking/basket/basket-service.server'
import { closeBookingPool } from '../../src/booking/db/pool.server'
import { CONCESSION_NEEDED_TO_PUBLISH } from '../../src/content/validation'
import { offersBooking } from '../../src/domain/event-status'

import { seededPayload } from './support/seeded-payload'

/**
 * Issue 9 point 8: an event booked here cannot be published without a concession (a field error on
 * the concessions field), while a draft can be saved without one and events that need no booking are
 * published as before, with nothing to book on the booking page.
 */
const NOW = new Date()
const DAY = 24 * 60 * 60 * 1000
let payload: Payload
let made = 0

beforeAll(async () => {
  payload = await seededPayload(NOW)
})

afterAll(async () => {
  await closeBookingPool()
})

function eventData(overrides: Partial<Event> = {}) {
  made += 1
  const stamp = `${made}-${Date.now()}`
  return {
    contentType: 'eventCorporate' as const,
    title: `Publish rules ${stamp}`,
    slug: `publish-rules-${stamp}`,
    dateTime: new Date(NOW.getTime() + 14 * DAY).toISOString(),
    price: 1000,
    freeOrPaid: 'paid' as const,
    ticketsAvailable: 20,
    ticketSalesDateWindow: { from: new Date(NOW.getTime() - DAY).toISOString(), to: new Date(NOW.getTime() + 13 * DAY).toISOString() },
    preBookingRequired: true,
    concessions: [] as NonNullable<Event['concessions']>,
    ...overrides,
  }
}

/** The field errors of a refused save, as the admin shows them beside each field. */
async function refusal(save: Promise<unknown>): Promise<{ path: string; message: string }[]> {
  const error = await save.then(
    () => undefined,
    (thrown: unknown) => thrown,
  )
  expect(error).toBeInstanceOf(ValidationError)
  return (error as ValidationError).data.errors.map(({ path, message }) => ({ path, message }))
}

describe('publishing an event without concessions', () => {
  it('is refused with a field error on the concessions when booking is required', async () => {
    const errors = await refusal(payload.create({ collection: 'events', data: { ...eventData(), _status: 'published' }, overrideAccess: true }))
    expect(errors).toEqual([{ path: 'concessions', message: CONCESSION_NEEDED_TO_PUBLISH }])
  })

  it('accepts a draft, refuses to publish it until it has a concession, then publishes it', async () => {
    const draft = await payload.create({ collection: 'events', data: { ...eventData(), _status: 'draft' }, draft: true, overrideAccess: true })
    expect(draft._status).toBe('draft')

    const errors = await refusal(payload.update({ collection: 'events', id: draft.id, data: { _status: 'published' }, overrideAccess: true }))
    expect(errors).toEqual([{ path: 'concessions', message: CONCESSION_NEEDED_TO_PUBLISH }])
    expect(await getBookingView(draft.slug, NOW)).toBeNull()

    const published = await payload.update({
      collection: 'events',
      id: draft.id,
      data: { _status: 'published', concessions: [{ title: 'Adult', concessionPrice: 1000, numTicketsUsed: 1 }] },
      overrideAccess: true,
    })
    expect(published._status).toBe('published')
    expect((await getBookingView(published.slug, NOW))?.concessions.map((c) => c.title)).toEqual(['Adult'])
  })

  it('refuses to take the last concession away from a published event', async () => {
    const event = await payload.create({
      collection: 'events',
      data: { ...eventData({ concessions: [{ title: 'Adult', concessionPrice: 1000, numTicketsUsed: 1 }] }), _status: 'published' },
      overrideAccess: true,
    })
    const errors = await refusal(payload.update({ collection: 'events', id: event.id, data: { concessions: [] }, overrideAccess: true }))
    expect(errors.map((error) => error.path)).toEqual(['concessions'])
    expect((await getBookingView(event.slug, NOW))?.concessions).toHaveLength(1)
  })

  it('publishes an event that needs no booking, e-learning or an external listing, and offers nothing to book here', async () => {
    const exempt: Partial<Event>[] = [
      { preBookingRequired: false, price: 0, freeOrPaid: 'free' },
      { elearning: true },
      { externalListingUrl: 'https://example.org/event' },
    ]
    for (const overrides of exempt) {
      const event = await payload.create({ collection: 'events', data: { ...eventData(overrides), _status: 'published' }, overrideAccess: true })
      expect(event._status).toBe('published')
      const view = await getBookingView(event.slug, NOW)
      expect(view?.concessions).toEqual([])
      expect(offersBooking(view!.status, view!.concessions.length > 0)).toBe(false)
    }
  })
})
