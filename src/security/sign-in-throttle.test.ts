import { describe, expect, it } from 'vitest'

import { boundedAccount, FORGET_AFTER_MS, MAX_ACCOUNT_LENGTH, SIGN_IN_RULES, throttleClient, throttledMessage, throttleEntries, verdictOf, waitSeconds } from './sign-in-throttle'

const owner = { client: '192.0.2.1', account: 'Admin@example.gov.uk' }
const stranger = { client: '198.51.100.1', account: 'admin@example.gov.uk' }

describe('the sign-in throttle\'s rules', () => {
  it('lets the free failures through, then waits 2^n seconds, capped', () => {
    expect(waitSeconds(SIGN_IN_RULES.accountAndClient, 4)).toBe(0)
    expect(waitSeconds(SIGN_IN_RULES.accountAndClient, 5)).toBe(1)
    expect(waitSeconds(SIGN_IN_RULES.accountAndClient, 8)).toBe(8)
    expect(waitSeconds(SIGN_IN_RULES.accountAndClient, 40)).toBe(15 * 60)
    expect(waitSeconds(SIGN_IN_RULES.account, 200)).toBe(30)
  })

  it('waits for the longest of the three counts, from its last failure, and forgets a count an hour old', () => {
    const [pair, client, account] = throttleEntries(SIGN_IN_RULES, stranger).map(([key]) => key)
    const now = 10_000_000
    const counters = new Map([
      [pair!, { failures: 6, lastFailureMs: now - 1_000 }],
      [client!, { failures: 23, lastFailureMs: now - 2_000 }],
      [account!, { failures: 101, lastFailureMs: now }],
    ])
    // The pair waits 2 s (1 s left), the client 8 s (6 s left), the account 2 s.
    expect(verdictOf(throttleEntries(SIGN_IN_RULES, stranger), counters, now)).toEqual({ allowed: false, retryAfterSeconds: 6 })
    expect(verdictOf(throttleEntries(SIGN_IN_RULES, stranger), counters, now + 6_000)).toEqual({ allowed: true })
    const old = new Map([[client!, { failures: 50, lastFailureMs: now - FORGET_AFTER_MS - 1 }]])
    expect(verdictOf(throttleEntries(SIGN_IN_RULES, stranger), old, now)).toEqual({ allowed: true })
  })

  it('keys an account in lower case, so the owner and a stranger share the account count but not the pair', () => {
    const [ownerPair, ownerClient, ownerAccount] = throttleEntries(SIGN_IN_RULES, owner).map(([key]) => key)
    const [strangerPair, strangerClient, strangerAccount] = throttleEntries(SIGN_IN_RULES, stranger).map(([key]) => key)
    expect(ownerAccount).toBe(strangerAccount)
    expect(ownerPair).not.toBe(strangerPair)
    expect(ownerClient).not.toBe(strangerClient)
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
    const first = throttleEntries(SIGN_IN_RULES, { client: 'c'.repeat(10_000), account: 'A'.repeat(1_000_000) }).map(([key]) => key)
    const second = throttleEntries(SIGN_IN_RULES, { client: '192.0.2.9', account: 'a'.repeat(1_000_001) }).map(([key]) => key)
    expect(new Set([...first, ...second]).size).toBe(6)
    expect(Math.max(...[...first, ...second].map((key) => key.length))).toBeLessThan(400)
  })
})
