import { describe, expect, it, vi } from 'vitest'

import { ContentCache, type ContentVersion } from './content-cache'

const options = { ttlMs: 1000, settleMs: 100, versionCheckMs: 50, maxEntries: 3 }

/** A version source the test moves by hand, counting how often it is asked. */
function versionSource(start: ContentVersion = { version: 1, settling: false }) {
  let current = start
  const ask = vi.fn(async () => current)
  return {
    ask,
    move(next: ContentVersion) {
      current = next
    },
  }
}

describe('ContentCache', () => {
  it('loads once and serves the stored value until it expires', async () => {
    const cache = new ContentCache(versionSource().ask, options)
    const load = vi.fn(async () => 'settings')
    expect(await cache.read('k', load, 0)).toBe('settings')
    expect(await cache.read('k', load, 999)).toBe('settings')
    expect(load).toHaveBeenCalledTimes(1)
    await cache.read('k', load, 1000)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('shares one load between concurrent readers', async () => {
    const cache = new ContentCache(versionSource().ask, options)
    const load = vi.fn(async () => 42)
    const [a, b] = await Promise.all([cache.read('k', load, 0), cache.read('k', load, 0)])
    expect([a, b]).toEqual([42, 42])
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('does not keep a failed load', async () => {
    const cache = new ContentCache(versionSource().ask, options)
    await expect(cache.read('k', () => Promise.reject(new Error('down')), 0)).rejects.toThrow('down')
    expect(await cache.read('k', async () => 'back', 1)).toBe('back')
  })

  it('asks the version at most once per check interval', async () => {
    const source = versionSource()
    const cache = new ContentCache(source.ask, options)
    for (const now of [0, 10, 49]) await cache.read('k', async () => 'v', now)
    expect(source.ask).toHaveBeenCalledTimes(1)
    await cache.read('k', async () => 'v', 50)
    expect(source.ask).toHaveBeenCalledTimes(2)
    expect(source.ask).toHaveBeenLastCalledWith(100)
  })

  it('stops serving what it kept once the version moves, and keeps nothing while the change settles', async () => {
    const source = versionSource()
    const cache = new ContentCache(source.ask, options)
    await cache.read('k', async () => 'old', 0)
    source.move({ version: 2, settling: true })
    // Within the check interval the old version is still what the cache knows.
    expect(await cache.read('k', async () => 'not asked', 10)).toBe('old')
    const load = vi.fn(async () => 'new')
    expect(await cache.read('k', load, 60)).toBe('new')
    expect(await cache.read('k', load, 70)).toBe('new')
    expect(load).toHaveBeenCalledTimes(2)
    source.move({ version: 2, settling: false })
    await cache.read('k', load, 120)
    await cache.read('k', load, 130)
    expect(load).toHaveBeenCalledTimes(3)
    expect(cache.size).toBe(1)
  })

  it('does not keep what a load started under the old version brings back after the version moved', async () => {
    const source = versionSource()
    const cache = new ContentCache(source.ask, options)
    let finish: (value: string) => void = () => undefined
    const slow = cache.read('k', () => new Promise<string>((resolve) => (finish = resolve)), 0)
    await vi.waitFor(() => expect(cache.size).toBe(1))
    source.move({ version: 2, settling: false })
    finish('read before the change committed')
    expect(await slow).toBe('read before the change committed')
    expect(await cache.read('k', async () => 'after the change', 60)).toBe('after the change')
  })

  it('serves what it kept when the version cannot be asked, and asks again on the next read', async () => {
    const ask = vi.fn<(settleMs: number) => Promise<ContentVersion>>(async () => ({ version: 1, settling: false }))
    const cache = new ContentCache(ask, options)
    await cache.read('k', async () => 'kept', 0)
    ask.mockRejectedValueOnce(new Error('database down'))
    expect(await cache.read('k', async () => 'not asked', 60)).toBe('kept')
    expect(await cache.read('k', async () => 'not asked', 61)).toBe('kept')
    expect(ask).toHaveBeenCalledTimes(3)
  })

  it('keeps at most maxEntries, dropping the least recently used', async () => {
    const cache = new ContentCache(versionSource().ask, options)
    for (const key of ['a', 'b', 'c']) await cache.read(key, async () => key, 0)
    await cache.read('a', async () => 'a again', 1)
    await cache.read('d', async () => 'd', 2)
    expect(cache.size).toBe(3)
    const reloadB = vi.fn(async () => 'b2')
    expect(await cache.read('b', reloadB, 3)).toBe('b2')
    expect(await cache.read('a', async () => 'not used', 4)).toBe('a')
  })
})
