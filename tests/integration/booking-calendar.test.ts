import ICAL from 'ical.js'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { bookingApiDeps } from '../../src/api/booking-api'
import { checkoutReads } from '../../src/booking/checkout/checkout-reads'
import { bookingLinkToken } from '../../src/booking/checkout/booking-access'
import { closeBookingPool } from '../../src/booking/db/pool.server'
import { env } from '../../src/config/env'
import { upsertInventory } from '../../src/booking/inventory/inventory-repository'

import { basketCookie } from './support/basket-cookie'
import { API, checkoutBody, closeBookingApiServers, cookieSet, serveBookingApi } from './support/booking-api-server'
import { inventoryRow, migratedBookingDatabase } from './support/booking-factory'

/**
 * The calendar of a confirmed booking (spec 000 sections 7 and 9, issue 11 point 10) over real HTTP
 * on a real PostgreSQL: the engagements for the add-to-calendar control and the .ics download.
 * The confirmation itself is the checkout service's (another branch); here a booking is confirmed
 * the way it leaves the database: the order 'confirmed', the basket 'paid'.
 */
let pool: pg.Pool
let base: string

beforeAll(async () => {
  const url = await migratedBookingDatabase()
  pool = new pg.Pool({ connectionString: url, max: 2 })
  base = await serveBookingApi({ trustProxy: '127.0.0.1' })
})

afterAll(async () => {
  await closeBookingApiServers()
  await pool?.end()
  await closeBookingPool()
})

let buyers = 0

/** A basket holding one ticket for a new event, made through the API as a buyer would. */
async function basketFor(overrides: Parameters<typeof inventoryRow>[0] = {}) {
  const event = inventoryRow(overrides)
  await upsertInventory(pool, event)
  buyers += 1
  const response = await fetch(`${base}${API}/baskets/checkout`, {
    method: 'POST',
    body: checkoutBody(event.eventId, event.concessions[0]!.concessionId, 1),
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.19.0.${buyers}` },
  })
  expect(response.status).toBe(201)
  return { event, basketId: cookieSet(response, 'basketId')!.split('.')[0]! }
}

async function order(basketId: string, eventId: number, state: 'placed' | 'confirmed' | 'failed', reference: string | null) {
  await pool.query(
    `INSERT INTO booking.orders (basket_id, event_id, state, purchaser, total_pence, booking_reference, created_at, updated_at, confirmed_at)
     VALUES ($1, $2, $3::booking.order_state, '{"firstName":"Ada"}', 1250, $4, now(), now(), CASE WHEN $3::booking.order_state = 'confirmed' THEN now() END)`,
    [basketId, eventId, state, reference],
  )
  if (state === 'confirmed') await pool.query(`UPDATE booking.baskets SET state = 'paid' WHERE id = $1`, [basketId])
}

async function locate(eventId: number, locationTitle: string) {
  await pool.query(
    'UPDATE booking.booking_events SET location_title = $2 WHERE event_id = $1',
    [eventId, locationTitle],
  )
}

describe('GET /baskets/{basketId}/calendar', () => {
  it("answers a confirmed booking's event name, start and end, with no basket cookie", async () => {
    const { event, basketId } = await basketFor({ title: 'Watercolour for beginners', dateTime: '2030-06-01T09:30:00.000Z', endDateTime: '2030-06-01T12:00:00.000Z' })
    await order(basketId, event.eventId, 'confirmed', `REF-${event.eventId}`)
    const response = await fetch(`${base}${API}/baskets/${basketId}/calendar`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual([{ name: 'Watercolour for beginners', dates: ['2030-06-01T09:30:00.000Z'], endDates: ['2030-06-01T12:00:00.000Z'] }])
  })

  it('ends an event with no end time an hour after its start', async () => {
    const { event, basketId } = await basketFor({ title: 'Drop-in', dateTime: '2030-06-02T09:30:00.000Z', endDateTime: null })
    await order(basketId, event.eventId, 'confirmed', `REF-${event.eventId}`)
    expect(await (await fetch(`${base}${API}/baskets/${basketId}/calendar`)).json()).toEqual([{ name: 'Drop-in', dates: ['2030-06-02T09:30:00.000Z'], endDates: ['2030-06-02T10:30:00.000Z'] }])
  })

  it('is 404 for a basket whose order is only placed, one with no order, and an id that is not a basket', async () => {
    const placed = await basketFor()
    await order(placed.basketId, placed.event.eventId, 'placed', null)
    const unordered = await basketFor()
    for (const id of [placed.basketId, unordered.basketId, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const response = await fetch(`${base}${API}/baskets/${id}/calendar`)
      expect(response.status, id).toBe(404)
      expect(await response.json()).toEqual({ errorCode: 'ERROR: We could not find a confirmed booking for this basket.' })
    }
  })
})

describe('the finish answer', () => {
  it("gives the booking's engagement the event's end, as the calendar call does", async () => {
    const { event, basketId } = await basketFor({ title: 'Pottery', dateTime: '2030-06-03T09:30:00.000Z', endDateTime: '2030-06-03T11:45:00.000Z' })
    await order(basketId, event.eventId, 'confirmed', `REF-${event.eventId}`)
    const finish = await checkoutReads(pool).finishCheckout(basketId)
    expect(finish.engagements).toEqual([{ name: 'Pottery', dates: ['2030-06-03T09:30:00.000Z'], endDates: ['2030-06-03T11:45:00.000Z'] }])
    expect(finish.engagements).toEqual(await (await fetch(`${base}${API}/baskets/${basketId}/calendar`)).json())
  })
})

describe('GET /baskets/{basketId}/calendar.ics', () => {
  it('downloads the booking as an iCalendar file in Europe/London with the place, the address of the event and an hour', async () => {
    const { event, basketId } = await basketFor({ title: 'Pottery; and clay', dateTime: '2030-07-01T09:00:00.000Z' })
    await order(basketId, event.eventId, 'confirmed', `REF-${event.eventId}`)
    await locate(event.eventId, 'Hertford Library')
    const response = await fetch(`${base}${API}/baskets/${basketId}/calendar.ics`, { headers: { cookie: basketCookie(basketId) } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="booking.ics"')
    const calendar = new ICAL.Component(ICAL.parse(await response.text()))
    ICAL.TimezoneService.register(new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!))
    const entry = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!)
    expect(entry.summary).toBe('Pottery; and clay')
    expect(entry.location).toBe('Hertford Library')
    expect(entry.startDate.zone?.tzid).toBe('Europe/London')
    expect([entry.startDate.hour, entry.endDate.hour]).toEqual([10, 11])
    expect(entry.startDate.toJSDate().toISOString()).toBe('2030-07-01T09:00:00.000Z')
    expect(String(entry.component.getFirstPropertyValue('url'))).toMatch(new RegExp(`${event.uri}$`))
    expect(entry.description).toContain(`REF-${event.eventId}`)
  })

  it('holds every session of a course with its real end and place, and the links name the first of them (issue 26)', async () => {
    const id = `calendar-course-${Date.now()}`
    const sessions = [
      { sessionId: `${id}-1`, startsAt: '2030-09-01T17:00:00.000Z', endsAt: '2030-09-01T19:00:00.000Z', place: null },
      { sessionId: `${id}-2`, startsAt: '2030-09-08T17:00:00.000Z', endsAt: '2030-09-08T19:00:00.000Z', place: 'Hall, Ware Annexe' },
      { sessionId: `${id}-3`, startsAt: '2030-09-15T17:00:00.000Z', endsAt: '2030-09-15T19:30:00.000Z', place: null },
    ]
    const { event, basketId } = await basketFor({ title: 'Life drawing course', dateTime: sessions[0]!.startsAt, endDateTime: sessions[2]!.endsAt, sessions })
    await order(basketId, event.eventId, 'confirmed', `REF-${event.eventId}`)
    await locate(event.eventId, 'Hertford Library')
    const engagements = [{ name: 'Life drawing course: first of 3 sessions', dates: ['2030-09-01T17:00:00.000Z'], endDates: ['2030-09-01T19:00:00.000Z'] }]
    expect(await (await fetch(`${base}${API}/baskets/${basketId}/calendar`)).json()).toEqual(engagements)
    expect((await checkoutReads(pool).finishCheckout(basketId)).engagements).toEqual(engagements)
    const calendar = new ICAL.Component(ICAL.parse(await (await fetch(`${base}${API}/baskets/${basketId}/calendar.ics`)).text()))
    ICAL.TimezoneService.register(new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!))
    const entries = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component))
    expect(entries.map((entry) => entry.summary)).toEqual([1, 2, 3].map((n) => `Life drawing course (session ${n} of 3)`))
    expect(entries.map((entry) => [entry.startDate.toJSDate().toISOString(), entry.endDate.toJSDate().toISOString()])).toEqual(
      sessions.map((session) => [session.startsAt, session.endsAt]),
    )
    expect(entries.map((entry) => entry.location)).toEqual(['Hertford Library', 'Hall, Ware Annexe', 'Hertford Library'])
  })

  it('names the booking reference only to the basket cookie\'s owner or the e-mailed link, not to whoever knows the basket id (issue 23 point 4)', async () => {
    const { event, basketId } = await basketFor({ title: 'Knitting' })
    const reference = `REF-${event.eventId}`
    await order(basketId, event.eventId, 'confirmed', reference)
    const descriptionOf = async (path: string, headers: Record<string, string> = {}) => {
      const response = await fetch(`${base}${API}${path}`, { headers })
      expect(response.status).toBe(200)
      return new ICAL.Event(new ICAL.Component(ICAL.parse(await response.text())).getFirstSubcomponent('vevent')!).description
    }
    const ics = `/baskets/${basketId}/calendar.ics`
    // A stranger: the id alone, a forged cookie, a token that is not the link's, another basket's token.
    expect(await descriptionOf(ics)).not.toContain(reference)
    expect(await descriptionOf(ics, { cookie: `basketId=${basketId}` })).not.toContain(reference)
    expect(await descriptionOf(`${ics}?token=${'A'.repeat(43)}`)).not.toContain(reference)
    expect(await descriptionOf(`${ics}?token=${bookingLinkToken('00000000-0000-4000-8000-000000000000', env().PAYLOAD_SECRET)}`)).not.toContain(reference)
    expect((await fetch(`${base}${API}${ics}?token=${'x'.repeat(101)}`)).status).toBe(400)
    // The owner, and the holder of the confirmation e-mail's link.
    expect(await descriptionOf(ics, { cookie: basketCookie(basketId) })).toContain(reference)
    expect(await descriptionOf(`${ics}?token=${bookingLinkToken(basketId, env().PAYLOAD_SECRET)}`)).toContain(reference)
  })

  it("ends the calendar file's entry when the event ends, as the confirmation e-mail's file does", async () => {
    const { event, basketId } = await basketFor({ title: 'Life drawing', dateTime: '2030-07-02T17:00:00.000Z', endDateTime: '2030-07-02T19:30:00.000Z' })
    await order(basketId, event.eventId, 'confirmed', `REF-${event.eventId}`)
    const calendar = new ICAL.Component(ICAL.parse(await (await fetch(`${base}${API}/baskets/${basketId}/calendar.ics`)).text()))
    ICAL.TimezoneService.register(new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!))
    const entry = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!)
    // 17:00 to 19:30 UTC is 6pm to 8:30pm in British Summer Time.
    expect([entry.startDate.hour, entry.endDate.hour, entry.endDate.minute]).toEqual([18, 20, 30])
    expect(entry.endDate.toJSDate().toISOString()).toBe('2030-07-02T19:30:00.000Z')
  })

  it('is 404 for a booking not confirmed', async () => {
    const { event, basketId } = await basketFor()
    await order(basketId, event.eventId, 'failed', null)
    expect((await fetch(`${base}${API}/baskets/${basketId}/calendar.ics`)).status).toBe(404)
  })
})

describe('GET /baskets/{basketId}/post-checkout', () => {
  it("answers the checkout service's post-checkout basket, given the basket cookie as its context", async () => {
    const asked: unknown[] = []
    const wired = await serveBookingApi({ trustProxy: '127.0.0.1' }, {
      ...bookingApiDeps(),
      // The checkout service is another branch's; here only the edge's wiring is under test.
      postCheckoutBasket: async (basketId, context) => {
        asked.push([basketId, context])
        return { paymentCompleted: true, callingApplicationTransactionReference: `T-${basketId}` }
      },
    })
    const basketId = '00000000-0000-4000-8000-000000000001'
    const response = await fetch(`${wired}${API}/baskets/${basketId}/post-checkout`, { headers: { cookie: basketCookie(basketId) } })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ paymentCompleted: true, callingApplicationTransactionReference: `T-${basketId}` })
    expect(asked).toEqual([[basketId, { cookieBasketId: basketId }]])
  })

  it('is 404 where no checkout service is wired', async () => {
    const response = await fetch(`${base}${API}/baskets/00000000-0000-4000-8000-000000000002/post-checkout`)
    expect(response.status).toBe(404)
  })
})
