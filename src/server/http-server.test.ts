import { createServer, get as httpGet, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync, gzipSync } from 'node:zlib'

import { afterEach, describe, expect, it } from 'vitest'

import { announceContentChanged, announceSoldOutChanged, onContentChanged, onSoldOutChanged } from './content-signal'
import { withPageCache } from './http-server'
import { PageCache } from './page-cache'
import { signedToken } from '../../tests/support/staff-token'

/**
 * The page cache in front of a stand-in for Next.js's handler, over real HTTP: the stand-in writes
 * its page in several chunks, the way a streamed render does, and counts how often it renders.
 */
let server: Server | undefined

async function closeServer() {
  const closing = server
  server = undefined
  if (!closing) return
  closing.closeAllConnections()
  await new Promise((resolve) => closing.close(resolve))
}

afterEach(closeServer)

async function serve(render: (req: IncomingMessage, res: ServerResponse) => void, cache: PageCache): Promise<string> {
  server = createServer(withPageCache(render, cache))
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

const SHARED = 'public, s-maxage=60, stale-while-revalidate=20'

function streamedPage(renders: { count: number }, extraHeaders: Record<string, string> = {}) {
  return (req: IncomingMessage, res: ServerResponse) => {
    renders.count += 1
    res.setHeader('cache-control', SHARED)
    const gzip = /gzip/.test(req.headers['accept-encoding'] ?? '')
    const html = `<html><body>render ${renders.count} of ${req.url}</body></html>`
    res.statusCode = req.url === '/missing' ? 404 : 200
    res.setHeader('content-type', 'text/html; charset=utf-8')
    for (const [name, value] of Object.entries(extraHeaders)) res.setHeader(name, value)
    const body = gzip ? gzipSync(html) : Buffer.from(html)
    if (gzip) res.setHeader('content-encoding', 'gzip')
    res.write(body.subarray(0, 10))
    res.end(body.subarray(10))
  }
}

const newCache = () => new PageCache({ settleMs: 0, maxBytes: 1_000_000 })

describe('withPageCache', () => {
  it('renders a public page once and answers the next request with the same bytes', async () => {
    const renders = { count: 0 }
    const base = await serve(streamedPage(renders), newCache())
    const first = await fetch(`${base}/hals`)
    expect(first.headers.get('x-page-cache')).toBe('miss')
    expect(await first.text()).toBe('<html><body>render 1 of /hals</body></html>')
    const second = await fetch(`${base}/hals`)
    expect(second.headers.get('x-page-cache')).toBe('hit')
    expect(second.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(second.headers.get('cache-control')).toBe(SHARED)
    expect(second.headers.get('age')).toMatch(/^\d+$/)
    expect(await second.text()).toBe('<html><body>render 1 of /hals</body></html>')
    expect(renders.count).toBe(1)
  })

  it('keeps a compressed answer apart from a plain one', async () => {
    const renders = { count: 0 }
    const base = await serve(streamedPage(renders), newCache())
    const get = (encoding: string) =>
      new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
        httpGet(`${base}/events`, { headers: { 'accept-encoding': encoding } }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }))
        }).on('error', reject)
      })
    const zipped = await get('gzip')
    const plain = await get('identity')
    const zippedAgain = await get('gzip')
    expect(zipped.encoding).toBe('gzip')
    expect(plain.encoding).toBeUndefined()
    expect(gunzipSync(zippedAgain.body).toString()).toBe('<html><body>render 1 of /events</body></html>')
    expect(zippedAgain.encoding).toBe('gzip')
    expect(plain.body.toString()).toBe('<html><body>render 2 of /events</body></html>')
    expect(renders.count).toBe(2)
  })

  it('renders every time for a staff session, a 404 or an answer that sets a cookie', async () => {
    const renders = { count: 0 }
    const base = await serve(streamedPage(renders), newCache())
    const session = `payload-token=${signedToken({ id: 1, collection: 'users', exp: Math.floor(Date.now() / 1000) + 60 })}`
    await fetch(`${base}/hals`, { headers: { cookie: session } })
    await fetch(`${base}/hals`, { headers: { cookie: session } })
    await fetch(`${base}/missing`)
    await fetch(`${base}/missing`)
    expect(renders.count).toBe(4)

    const cookieRenders = { count: 0 }
    await closeServer()
    const cookieBase = await serve(streamedPage(cookieRenders, { 'set-cookie': 'a=1' }), newCache())
    await fetch(`${cookieBase}/hals`)
    await fetch(`${cookieBase}/hals`)
    expect(cookieRenders.count).toBe(2)
  })

  it('answers cookies the page never reads and a made-up session from the cache (issue 23 point 6)', async () => {
    const renders = { count: 0 }
    const base = await serve(streamedPage(renders), newCache())
    await fetch(`${base}/hals`)
    for (const cookie of ['bookingSession=abc', 'payload-token=made-up', '_ga=1; basketId=2']) {
      const answer = await fetch(`${base}/hals`, { headers: { cookie } })
      expect(answer.headers.get('x-page-cache'), cookie).toBe('hit')
    }
    expect(renders.count).toBe(1)
  })

  it('keeps a dismissed-alerts page, private to other caches, under its ids, and an RSC payload apart', async () => {
    const renders = { count: 0 }
    const page = (req: IncomingMessage, res: ServerResponse) => {
      renders.count += 1
      const payload = req.headers.rsc === '1'
      res.setHeader('cache-control', /dismissed_alerts/.test(req.headers.cookie ?? '') ? 'private, no-store' : SHARED)
      res.setHeader('content-type', payload ? 'text/x-component' : 'text/html; charset=utf-8')
      res.end(`render ${renders.count}`)
    }
    const base = await serve(page, newCache())
    const text = async (headers: Record<string, string>) => {
      const answer = await fetch(`${base}/hals`, { headers })
      return `${answer.headers.get('x-page-cache')} ${await answer.text()}`
    }
    expect(await text({ cookie: 'dismissed_alerts=7' })).toBe('miss render 1')
    expect(await text({ cookie: 'dismissed_alerts=7; other=1' })).toBe('hit render 1')
    expect(await text({})).toBe('miss render 2')
    expect(await text({ rsc: '1' })).toBe('miss render 3')
    expect(await text({ rsc: '1', cookie: 'bookingSession=x' })).toBe('hit render 3')
    expect(await text({})).toBe('hit render 2')
  })

  it('renders afresh after a content change empties the cache', async () => {
    const renders = { count: 0 }
    const cache = newCache()
    const stop = onContentChanged(() => cache.invalidate())
    try {
      const base = await serve(streamedPage(renders), cache)
      await fetch(`${base}/hals`)
      announceContentChanged()
      expect(await (await fetch(`${base}/hals`)).text()).toBe('<html><body>render 2 of /hals</body></html>')
      expect(renders.count).toBe(2)
    } finally {
      stop()
    }
  })

  it('keeps only what the answer\'s own Cache-Control lets a shared cache keep', async () => {
    for (const cacheControl of ['private, no-store', 'public, no-cache', 'public, max-age=60', 'private, no-cache, no-store, max-age=0, must-revalidate']) {
      const renders = { count: 0 }
      await closeServer()
      const base = await serve(streamedPage(renders, { 'cache-control': cacheControl }), newCache())
      await fetch(`${base}/hals`)
      const again = await fetch(`${base}/hals`)
      expect(again.headers.get('x-page-cache')).toBe('miss')
      expect(renders.count).toBe(2)
    }
  })

  it('renders afresh after an event\'s sold-out change, and never keeps a render that began before it', async () => {
    const renders = { count: 0 }
    const cache = newCache()
    const stop = onSoldOutChanged(() => cache.invalidate(Date.now(), { settle: false }))
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    const slow = (req: IncomingMessage, res: ServerResponse) => {
      if (renders.count === 0) {
        renders.count += 1
        res.setHeader('cache-control', SHARED)
        res.setHeader('content-type', 'text/html; charset=utf-8')
        res.write('<html><body>Book Tickets')
        void held.then(() => res.end('</body></html>'))
        return
      }
      streamedPage(renders)(req, res)
    }
    try {
      const base = await serve(slow, cache)
      const inFlight = fetch(`${base}/hals/pottery`).then((res) => res.text())
      await expect.poll(() => renders.count).toBe(1)
      announceSoldOutChanged(42)
      release()
      expect(await inFlight).toContain('Book Tickets')
      expect((await fetch(`${base}/hals/pottery`)).headers.get('x-page-cache')).toBe('miss')
      expect((await fetch(`${base}/hals/pottery`)).headers.get('x-page-cache')).toBe('hit')
      expect(renders.count).toBe(2)
    } finally {
      stop()
    }
  })
})
