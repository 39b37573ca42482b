import { describe, expect, it } from 'vitest'

import { clientLimit } from './client-limit'

describe('a per-client limit', () => {
  it('allows max requests in the window, then refuses with the seconds left', async () => {
    const limit = clientLimit(3, 60_000)
    const verdicts = []
    for (let n = 0; n < 4; n++) verdicts.push(await limit.hit('203.0.113.9'))
    expect(verdicts.slice(0, 3)).toEqual([{ allowed: true }, { allowed: true }, { allowed: true }])
    expect(verdicts[3]).toMatchObject({ allowed: false })
    expect((verdicts[3] as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(0)
    expect((verdicts[3] as { retryAfterSeconds: number }).retryAfterSeconds).toBeLessThanOrEqual(60)
  })

  it('counts each client apart, and an IPv6 /64 as one client', async () => {
    const limit = clientLimit(1, 60_000)
    expect(await limit.hit('2001:db8:1:2::1')).toEqual({ allowed: true })
    expect(await limit.hit('2001:db8:1:2::ffff')).toMatchObject({ allowed: false })
    expect(await limit.hit('2001:db8:1:3::1')).toEqual({ allowed: true })
    expect(await limit.hit('198.51.100.1')).toEqual({ allowed: true })
  })
})
