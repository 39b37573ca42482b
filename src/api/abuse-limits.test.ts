import { describe, expect, it } from 'vitest'

import { clientKeyOf, trustProxyOption } from './abuse-limits'

describe('TRUST_PROXY', () => {
  it('is off by default and reads true, a number of hops, or a list of proxy addresses', () => {
    expect(trustProxyOption('false')).toBe(false)
    expect(trustProxyOption('')).toBe(false)
    expect(trustProxyOption('true')).toBe(true)
    expect(trustProxyOption('127.0.0.1, 10.0.0.0/8')).toEqual(['127.0.0.1', '10.0.0.0/8'])
    const twoHops = trustProxyOption('2') as (address: string, hop: number) => boolean
    expect([twoHops('10.0.0.1', 0), twoHops('10.0.0.2', 1), twoHops('10.0.0.3', 2)]).toEqual([true, true, false])
  })
})

describe('the client a limit counts', () => {
  it('is the address, an IPv6 one taken as its /64 so that one machine cannot be many clients', () => {
    expect(clientKeyOf({ ip: '203.0.113.7' })).toBe('203.0.113.7')
    expect(clientKeyOf({ ip: '::ffff:203.0.113.7' })).toBe('203.0.113.7')
    expect(clientKeyOf({ ip: '2001:db8:1:2:aaaa::1' })).toBe(clientKeyOf({ ip: '2001:db8:1:2:bbbb::2' }))
    expect(clientKeyOf({ ip: '2001:db8:1:2::1' })).not.toBe(clientKeyOf({ ip: '2001:db8:1:3::1' }))
  })
})
