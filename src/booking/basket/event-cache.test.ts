import { describe, expect, it, vi } from 'vitest'

import type { BookableEvent } from './basket-repository'
import { cachedEvent, forgetCachedEvent } from './event-cache'

const event = (eventId: number) => ({ eventId, title: `Event ${eventId}` }) as BookableEvent

describe('the checkout event cache', () => {
  it('loads an event once within two seconds, again after, and at once after being forgotten', async () => {
    const load = vi.fn(async () => event(1))
    await cachedEvent(1, load, 10_000)
    await cachedEvent(1, load, 11_999)
    expect(load).toHaveBeenCalledTimes(1)
    await cachedEvent(1, load, 12_000)
    expect(load).toHaveBeenCalledTimes(2)
    forgetCachedEvent(1)
    await cachedEvent(1, load, 12_001)
    expect(load).toHaveBeenCalledTimes(3)
  })

  it('does not remember an event that was not found', async () => {
    const load = vi.fn(async () => null)
    expect(await cachedEvent(2, load, 0)).toBeNull()
    expect(await cachedEvent(2, load, 1)).toBeNull()
    expect(load).toHaveBeenCalledTimes(2)
  })
})
