import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { FORWARDED_FOR_HEADER } from '../../src/server/client-address'

import { startPayloadRestServer } from './support/payload-rest-server'
import { seededPayload } from './support/seeded-payload'

/**
 * Issue 10 point 2, tried as an attacker would, on Payload's own REST sign-in (POST /api/users/login,
 * which a stranger can call without our /login page) over real HTTP on a real PostgreSQL. The
 * client's address arrives as nginx sets it (X-Forwarded-For, src/server/client-address.ts); a test picks it
 * with the `x-test-client` header. Each test fails without the fix (docs/decisions/0017).
 */
const ADMIN = { email: 'admin@example.gov.uk', password: 'admin-demo-password' }

let base: string
let closeServer: (() => Promise<void>) | undefined

beforeAll(async () => {
  await seededPayload(new Date())
  const rest = await startPayloadRestServer((req) => {
    req.headers[FORWARDED_FOR_HEADER] = String(req.headers['x-test-client'] ?? '203.0.113.1')
  })
  base = rest.base
  closeServer = rest.close
})

afterAll(async () => {
  await closeServer?.()
  const { closeBookingPool } = await import('../../src/booking/db/pool.server')
  await closeBookingPool()
})

beforeEach(async () => {
  // Every test starts with no failures counted (they are kept in the booking database, decision 0017).
  const { bookingPool } = await import('../../src/booking/db/pool.server')
  await bookingPool().query('DELETE FROM booking.sign_in_failures')
  expect((await bookingPool().query('SELECT 1 FROM booking.sign_in_failures')).rowCount).toBe(0)
})

async function logIn(email: string, password: string, client: string): Promise<{ status: number; message: string; ms: number; retryAfter: string | null }> {
  const started = performance.now()
  const response = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-test-client': client },
    body: JSON.stringify({ email, password }),
  })
  const body = (await response.json()) as { errors?: Array<{ message: string }>; message?: string }
  return { status: response.status, message: body.errors?.[0]?.message ?? body.message ?? '', ms: performance.now() - started, retryAfter: response.headers.get('retry-after') }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

describe('a stranger cannot lock a staff account', () => {
  it("leaves the admin's real password working after 50 wrong ones from another client", async () => {
    for (let i = 0; i < 50; i++) {
      const attempt = await logIn(ADMIN.email, `wrong-${i}`, `198.51.100.${i % 250}`)
      expect([401, 429]).toContain(attempt.status)
    }
    const owner = await logIn(ADMIN.email, ADMIN.password, '192.0.2.7')
    expect(owner.status).toBe(200)
  }, 120_000)

  it('makes a single client hammering one account wait, with Retry-After, and says the same for an unknown account', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 8; i++) statuses.push((await logIn(ADMIN.email, `wrong-${i}`, '198.51.100.9')).status)
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401])
    expect(statuses).toContain(429)
    const throttled = await logIn(ADMIN.email, ADMIN.password, '198.51.100.9')
    expect(throttled.status).toBe(429)
    expect(throttled.retryAfter).toMatch(/^\d+$/)
    expect(throttled.message).toMatch(/^Too many attempts\. Wait \d+ (seconds?|minutes?), then try again\.$/)

    for (let i = 0; i < 8; i++) await logIn('nobody@example.gov.uk', `wrong-${i}`, '198.51.100.10')
    const unknown = await logIn('nobody@example.gov.uk', 'wrong', '198.51.100.10')
    expect(unknown.status).toBe(429)
    expect(unknown.message.replace(/\d+ \w+,/, 'N,')).toBe(throttled.message.replace(/\d+ \w+,/, 'N,'))
  }, 120_000)
})

describe('sign-in failures reveal nothing about the account', () => {
  it('gives one message and takes as long for an unknown account as for a real one', async () => {
    const real: number[] = []
    const unknown: number[] = []
    let realMessage = ''
    let unknownMessage = ''
    for (let i = 0; i < 4; i++) {
      const a = await logIn(ADMIN.email, `wrong-${i}`, `192.0.2.${20 + i}`)
      const b = await logIn(`nobody-${i}@example.gov.uk`, `wrong-${i}`, `192.0.2.${40 + i}`)
      expect(a.status).toBe(401)
      expect(b.status).toBe(401)
      real.push(a.ms)
      unknown.push(b.ms)
      realMessage = a.message
      unknownMessage = b.message
    }
    expect(unknownMessage).toBe(realMessage)
    // Without the fix an unknown account answered in a few ms against 100+ ms for a real one.
    expect(median(unknown)).toBeGreaterThan(median(real) / 3)
  }, 120_000)
})

describe('password resets are throttled', () => {
  it('answers an unknown account as a real one, then refuses a flood from one client with 429', async () => {
    const forgot = (email: string) =>
      fetch(`${base}/api/users/forgot-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-test-client': '198.51.100.77' },
        body: JSON.stringify({ email }),
      })
    const realAnswer = await forgot(ADMIN.email)
    const unknownAnswer = await forgot('nobody@example.gov.uk')
    expect(unknownAnswer.status).toBe(realAnswer.status)
    expect(await unknownAnswer.json()).toEqual(await realAnswer.json())
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) statuses.push((await forgot(`someone-${i}@example.gov.uk`)).status)
    expect(statuses).toContain(429)
  }, 120_000)
})
