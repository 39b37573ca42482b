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

  it('shares one load among the requests that miss while it is under way', async () => {
    let finish: (value: BookableEvent) => void = () => undefined
    const load = vi.fn(() => new Promise<BookableEvent>((resolve) => (finish = resolve)))
    const answers = Promise.all([cachedEvent(3, load, 0), cachedEvent(3, load, 1), cachedEvent(3, load, 2)])
    finish(event(3))
    expect(await answers).toEqual([event(3), event(3), event(3)])
    expect(load).toHaveBeenCalledTimes(1)
    await cachedEvent(3, load, 3)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('loads again after a failed load, and shares nothing across it', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('pool closed')).mockResolvedValue(event(4))
    await expect(cachedEvent(4, load, 0)).rejects.toThrow('pool closed')
    await expect(cachedEvent(4, load, 1)).resolves.toEqual(event(4))
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('keeps nothing a load started before an editor changed the event brought back', async () => {
    let finish: (value: BookableEvent) => void = () => undefined
    const before = vi.fn(() => new Promise<BookableEvent>((resolve) => (finish = resolve)))
    const old = cachedEvent(5, before, 0)
    forgetCachedEvent(5)
    const after = vi.fn(async () => ({ ...event(5), title: 'Changed' }))
    await expect(cachedEvent(5, after, 1)).resolves.toMatchObject({ title: 'Changed' })
    finish(event(5))
    await old
    await expect(cachedEvent(5, after, 2)).resolves.toMatchObject({ title: 'Changed' })
    expect(after).toHaveBeenCalledTimes(1)
  })
})
