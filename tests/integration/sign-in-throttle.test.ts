import pg from 'pg'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { FORGET_AFTER_MS, signInThrottlesOver, type ThrottleStore } from '../../src/security/sign-in-throttle'
import { addFailure, forgetFailures, readFailures } from '../../src/booking/sign-in/sign-in-failures-repository'
import { signInThrottles } from '../../src/wiring/sign-in-throttles.server'

import { migratedBookingDatabase } from './support/booking-factory'

/**
 * The staff sign-in throttle (decision 0017) counting in PostgreSQL (booking.sign_in_failures), as
 * every web server does: two servers count the same failures, so a guesser gains nothing by being
 * spread over them (issue 25). Times are given, so the hour of forgetting is tried without waiting.
 */
const owner = { client: '192.0.2.1', account: 'Admin@example.gov.uk' }
const stranger = { client: '198.51.100.1', account: 'admin@example.gov.uk' }
let pool: pg.Pool

/** A second web server's throttles: the same table through a pool of its own. */
function anotherServersThrottles() {
  const store: ThrottleStore = {
    read: (throttle, keys, sinceMs) => readFailures(pool, throttle, keys, sinceMs),
    addFailure: (throttle, keys, nowMs, forgetBeforeMs) => addFailure(pool, throttle, keys, nowMs, forgetBeforeMs),
    forget: (throttle, key) => forgetFailures(pool, throttle, key),
  }
  return signInThrottlesOver(store)
}

async function rows(): Promise<Array<{ throttle: string; key: string; failures: number }>> {
  return (await pool.query<{ throttle: string; key: string; failures: number }>('SELECT throttle, key, failures FROM booking.sign_in_failures ORDER BY throttle, key')).rows
}

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: await migratedBookingDatabase(), max: 2 })
})

beforeEach(async () => {
  await pool.query('DELETE FROM booking.sign_in_failures')
})

afterAll(async () => {
  await pool.end()
})

describe('the sign-in throttle in PostgreSQL', () => {
  it("slows the stranger's client without keeping the owner out", async () => {
    const { signIn } = signInThrottles()
    const now = 1_000_000_000
    for (let i = 0; i < 50; i++) await signIn.recordFailure(stranger, now)
    expect(await signIn.check(stranger, now)).toEqual({ allowed: false, retryAfterSeconds: 15 * 60 })
    expect(await signIn.check(owner, now)).toEqual({ allowed: true })
  })

  it('counts the failures made through two servers together', async () => {
    const now = 1_000_000_000
    for (let i = 0; i < 3; i++) await signInThrottles().signIn.recordFailure(stranger, now)
    for (let i = 0; i < 3; i++) await anotherServersThrottles().signIn.recordFailure(stranger, now)
    // Six failures of one pair: past the five free, whichever server is asked.
    expect(await signInThrottles().signIn.check(stranger, now)).toEqual({ allowed: false, retryAfterSeconds: 2 })
    expect(await anotherServersThrottles().signIn.check(stranger, now)).toEqual({ allowed: false, retryAfterSeconds: 2 })
    expect((await rows()).map((row) => row.failures)).toEqual([6, 6, 6])
  })

  it('compares accounts in lower case, and forgives a pair on success', async () => {
    const { signIn } = signInThrottles()
    for (let i = 0; i < 6; i++) await signIn.recordFailure(owner, 0)
    expect((await signIn.check({ ...owner, account: 'admin@EXAMPLE.gov.uk' }, 0)).allowed).toBe(false)
    await signIn.recordSuccess(owner)
    expect(await signIn.check(owner, 0)).toEqual({ allowed: true })
  })

  it('forgets failures after an hour without one, counts from one again, and deletes what it forgot', async () => {
    const { signIn } = signInThrottles()
    for (let i = 0; i < 30; i++) await signIn.recordFailure(stranger, 0)
    expect(await signIn.check(stranger, FORGET_AFTER_MS + 1)).toEqual({ allowed: true })
    await signIn.recordFailure(stranger, FORGET_AFTER_MS + 1)
    expect((await rows()).map((row) => row.failures)).toEqual([1, 1, 1])
    // Another client's failure an hour later still: the stranger's forgotten counts are deleted.
    await signIn.recordFailure({ client: '203.0.113.9', account: 'someone@example.gov.uk' }, 3 * FORGET_AFTER_MS)
    expect((await rows()).map((row) => row.key)).toEqual(['account someone@example.gov.uk', 'client 203.0.113.9', 'pair someone@example.gov.uk 203.0.113.9'])
  })

  it('counts every address of one IPv6 /64 as one client, so spraying from a /64 is slowed', async () => {
    const { signIn } = signInThrottles()
    // A different address of the same /64, and a different account, for every guess.
    for (let i = 1; i <= 50; i++) await signIn.recordFailure({ client: `2001:db8:1:2::${i.toString(16)}`, account: `guess${i}@example.gov.uk` }, 0)
    expect(await signIn.check({ client: '2001:db8:1:2:ffff:ffff:ffff:ffff', account: 'another@example.gov.uk' }, 0)).toEqual({ allowed: false, retryAfterSeconds: 15 * 60 })
    // The next /64 is another client.
    expect(await signIn.check({ client: '2001:db8:1:3::1', account: 'another@example.gov.uk' }, 0)).toEqual({ allowed: true })
  })

  it('keeps sign-ins and password resets apart', async () => {
    const { signIn, passwordReset } = signInThrottles()
    for (let i = 0; i < 4; i++) await passwordReset.recordFailure(owner, 0)
    expect((await passwordReset.check(owner, 0)).allowed).toBe(false)
    expect(await signIn.check(owner, 0)).toEqual({ allowed: true })
  })
})
