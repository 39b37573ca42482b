import { describe, expect, it } from 'vitest'

import { boundedAccount, FORGET_AFTER_MS, MAX_ACCOUNT_LENGTH, SIGN_IN_RULES, SignInThrottle, throttleClient, throttledMessage, waitSeconds } from './sign-in-throttle'

const owner = { client: '192.0.2.1', account: 'Admin@example.gov.uk' }
const stranger = { client: '198.51.100.1', account: 'admin@example.gov.uk' }

describe('SignInThrottle', () => {
  it('lets the free failures through, then waits 2^n seconds, capped', () => {
    expect(waitSeconds(SIGN_IN_RULES.accountAndClient, 4)).toBe(0)
    expect(waitSeconds(SIGN_IN_RULES.accountAndClient, 5)).toBe(1)
    expect(waitSeconds(SIGN_IN_RULES.accountAndClient, 8)).toBe(8)
    expect(waitSeconds(SIGN_IN_RULES.accountAndClient, 40)).toBe(15 * 60)
    expect(waitSeconds(SIGN_IN_RULES.account, 200)).toBe(30)
  })

  it("slows the stranger's client without keeping the owner out", () => {
    const throttle = new SignInThrottle(SIGN_IN_RULES)
    const now = 1_000_000
    for (let i = 0; i < 50; i++) throttle.recordFailure(stranger, now)
    expect(throttle.check(stranger, now)).toEqual({ allowed: false, retryAfterSeconds: 15 * 60 })
    expect(throttle.check(owner, now)).toEqual({ allowed: true })
  })

  it('compares accounts in lower case, and forgives a pair on success', () => {
    const throttle = new SignInThrottle(SIGN_IN_RULES)
    for (let i = 0; i < 6; i++) throttle.recordFailure(owner, 0)
    expect(throttle.check({ ...owner, account: 'admin@EXAMPLE.gov.uk' }, 0).allowed).toBe(false)
    throttle.recordSuccess(owner)
    expect(throttle.check(owner, 0)).toEqual({ allowed: true })
  })

  it('forgets failures after an hour without one', () => {
    const throttle = new SignInThrottle(SIGN_IN_RULES)
    for (let i = 0; i < 30; i++) throttle.recordFailure(stranger, 0)
    expect(throttle.check(stranger, FORGET_AFTER_MS + 1)).toEqual({ allowed: true })
  })

  it('counts every address of one IPv6 /64 as one client, so spraying from a /64 is slowed', () => {
    const throttle = new SignInThrottle(SIGN_IN_RULES)
    // A different address of the same /64, and a different account, for every guess.
    for (let i = 1; i <= 50; i++) throttle.recordFailure({ client: `2001:db8:1:2::${i.toString(16)}`, account: `guess${i}@example.gov.uk` }, 0)
    expect(throttle.check({ client: '2001:db8:1:2:ffff:ffff:ffff:ffff', account: 'another@example.gov.uk' }, 0)).toEqual({ allowed: false, retryAfterSeconds: 15 * 60 })
    // The next /64 is another client.
    expect(throttle.check({ client: '2001:db8:1:3::1', account: 'another@example.gov.uk' }, 0)).toEqual({ allowed: true })
  })

  it('keys an IPv4 client by its address, an IPv4-mapped IPv6 address as that IPv4 address, and IPv6 by its /64', () => {
    expect(throttleClient('192.0.2.1')).toBe('192.0.2.1')
    expect(throttleClient('::ffff:192.0.2.1')).toBe('192.0.2.1')
    expect(throttleClient('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe(throttleClient('2001:DB8:1:2::1'))
    expect(throttleClient('2001:db8:1:2::1')).not.toBe(throttleClient('2001:db8:1:3::1'))
  })
})

describe('throttledMessage', () => {
  it('says how long to wait in seconds or whole minutes', () => {
    expect(throttledMessage(1)).toBe('Too many attempts. Wait 1 second, then try again.')
    expect(throttledMessage(30)).toBe('Too many attempts. Wait 30 seconds, then try again.')
    expect(throttledMessage(61)).toBe('Too many attempts. Wait 2 minutes, then try again.')
  })
})

describe('boundedAccount', () => {
  it('keeps an address as Payload compares it, and a longer text as a prefix, its length and its hash', () => {
    expect(boundedAccount('  Admin@Example.gov.uk ')).toBe('admin@example.gov.uk')
    const long = `${'a'.repeat(5_000_000)}@example.gov.uk`
    const bounded = boundedAccount(long)
    expect(bounded.length).toBeLessThan(200)
    expect(bounded).toMatch(/^a{32}\.\.\. \(5000015 characters, sha256 [0-9a-f]{64}\)$/)
    expect(boundedAccount(`b${long}`)).not.toBe(bounded)
    expect(boundedAccount('x'.repeat(MAX_ACCOUNT_LENGTH))).toBe('x'.repeat(MAX_ACCOUNT_LENGTH))
  })

  it('keeps throttle keys short whatever the account and client sent, and still counts each apart', () => {
    const throttle = new SignInThrottle(SIGN_IN_RULES)
    throttle.recordFailure({ client: 'c'.repeat(10_000), account: 'A'.repeat(1_000_000) }, 1)
    throttle.recordFailure({ client: '192.0.2.9', account: 'a'.repeat(1_000_001) }, 1)
    expect(throttle.size).toBe(6)
    expect(Math.max(...throttle.keys().map((key) => key.length))).toBeLessThan(400)
  })
})
