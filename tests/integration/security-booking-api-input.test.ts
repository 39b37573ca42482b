import crypto from 'node:crypto'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { BOOKING_MESSAGES } from '../../src/booking/booking-messages'
import { closeBookingPool } from '../../src/booking/db/pool.server'
import { upsertInventory } from '../../src/booking/inventory/inventory-repository'

import { API, checkoutBody, closeBookingApiServers, serveBookingApi } from './support/booking-api-server'
import { concessionRow, inventoryRow, migratedBookingDatabase } from './support/booking-factory'

/**
 * Issue 23 point 7 on the booking API, as an anonymous caller would send it over real HTTP: a NUL
 * byte in a path, a query or a body, and numbers past what PostgreSQL's columns hold, answer 400
 * (or the route's own refusal), never a failed query's 500.
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

const NUL_REFUSAL = `ERROR: ${BOOKING_MESSAGES.nulCharacter}`

async function call(method: string, path: string, body?: string) {
  const response = await fetch(`${base}${API}${path}`, {
    method,
    headers: { 'x-forwarded-for': `10.39.${crypto.randomInt(0, 255)}.${crypto.randomInt(1, 254)}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body,
  })
  const text = await response.text()
  let errorCode: string | undefined
  try {
    errorCode = (JSON.parse(text) as { errorCode?: string }).errorCode
  } catch {
    errorCode = undefined
  }
  return { status: response.status, errorCode }
}

describe('the booking API refuses what PostgreSQL cannot take', () => {
  it('answers a NUL byte in a path, a query or a body with 400 and says why', async () => {
    const basketId = crypto.randomUUID()
    const attempts: Array<[string, string, string?]> = [
      ['GET', '/events/booking/pottery%00'],
      ['GET', '/baskets/email?eventSlug=a%00b'],
      ['GET', `/baskets/${basketId}%00`],
      ['GET', '/events/assets?bookingId=HCC-2222-2222&eventSlug=/hals/x&email=a%00@example.org'],
      ['POST', '/events/waitlist/link?email=a%00@example.org'],
      ['GET', `/baskets/${basketId}/paid?callingApplicationTransactionReference=a%00&transactionReference=b`],
      ['POST', '/baskets/checkout', JSON.stringify({ eventId: '1', concessionsToAddList: [{ concessionId: 'a\u0000', ticketsToAdd: 1 }] })],
      ['POST', `/baskets/${basketId}/customer`, JSON.stringify({ firstName: 'A\u0000' })],
    ]
    for (const [method, path, body] of attempts) {
      expect(await call(method, path, body), `${method} ${path}`).toEqual({ status: 400, errorCode: NUL_REFUSAL })
    }
  })

  it('answers numbers past the columns with a 4xx, never a 500', async () => {
    const basketId = crypto.randomUUID()
    const attempts: Array<[string, string, string?]> = [
      ['DELETE', `/baskets/${basketId}/events/2147483648`],
      ['DELETE', `/baskets/${basketId}/events/99999999999999999999`],
      ['POST', '/baskets/checkout', checkoutBody('1', 'a', 2147483648)],
      ['POST', '/baskets/checkout', '{"eventId":"1","concessionsToAddList":[{"concessionId":"a","ticketsToAdd":1e400}]}'],
      ['POST', '/events/waitlist?eventID=2147483648&email=a@example.org&firstName=A&lastName=B'],
      ['POST', '/events/waitlist?eventID=1e400&email=a@example.org&firstName=A&lastName=B'],
      ['DELETE', '/events/waitlist?waitingListID=99999999999999999999&token=x'],
      ['GET', '/console/event/getattendees?guid=2147483648'],
    ]
    for (const [method, path, body] of attempts) {
      const { status } = await call(method, path, body)
      expect(status, `${method} ${path}`).toBeGreaterThanOrEqual(400)
      expect(status, `${method} ${path}`).toBeLessThan(500)
    }
  })

  it('still books as before', async () => {
    const adult = concessionRow()
    const event = inventoryRow({ capacity: 10, concessions: [adult] })
    await upsertInventory(pool, event)
    expect((await call('POST', '/baskets/checkout', checkoutBody(event.eventId, adult.concessionId, 1))).status).toBe(201)
  })
})
