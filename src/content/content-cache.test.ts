import { describe, expect, it, vi } from 'vitest'

import { ContentCache } from './content-cache'

const options = { ttlMs: 1000, settleMs: 100, maxEntries: 3 }

describe('ContentCache', () => {
  it('loads once and serves the stored value until it expires', async () => {
    const cache = new ContentCache(options)
    const load = vi.fn(async () => 'settings')
    expect(await cache.read('k', load, 0)).toBe('settings')
    expect(await cache.read('k', load, 999)).toBe('settings')
    expect(load).toHaveBeenCalledTimes(1)
    await cache.read('k', load, 1000)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('shares one load between concurrent readers', async () => {
    const cache = new ContentCache(options)
    const load = vi.fn(async () => 42)
    const [a, b] = await Promise.all([cache.read('k', load, 0), cache.read('k', load, 0)])
    expect([a, b]).toEqual([42, 42])
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('does not keep a failed load', async () => {
    const cache = new ContentCache(options)
    await expect(cache.read('k', () => Promise.reject(new Error('down')), 0)).rejects.toThrow('down')
    expect(await cache.read('k', async () => 'back', 1)).toBe('back')
  })

  it('forgets everything on invalidation and stores nothing while the change settles', async () => {
    const cache = new ContentCache(options)
    await cache.read('k', async () => 'old', 0)
    cache.invalidate(10)
    const load = vi.fn(async () => 'new')
    expect(await cache.read('k', load, 50)).toBe('new')
    expect(cache.size).toBe(0)
    await cache.read('k', load, 109)
    expect(load).toHaveBeenCalledTimes(2)
    await cache.read('k', load, 110)
    await cache.read('k', load, 111)
    expect(load).toHaveBeenCalledTimes(3)
    expect(cache.size).toBe(1)
  })

  it('keeps at most maxEntries, dropping the least recently used', async () => {
    const cache = new ContentCache(options)
    for (const key of ['a', 'b', 'c']) await cache.read(key, async () => key, 0)
    await cache.read('a', async () => 'a again', 1)
    await cache.read('d', async () => 'd', 2)
    expect(cache.size).toBe(3)
    const reloadB = vi.fn(async () => 'b2')
    expect(await cache.read('b', reloadB, 3)).toBe('b2')
    expect(await cache.read('a', async () => 'not used', 4)).toBe('a')
  })
})
