import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { connect, type AddressInfo } from 'node:net'

import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { bookingApiDeps } from '../../src/api/booking-api'
import { closeBookingPool } from '../../src/booking/db/pool.server'
import { parseEnv } from '../../src/config/env'
import { createBookingApiServer } from '../../src/server/booking-api-server'
import { createWebServer } from '../../src/server/http-server'
import { logSelfCheck } from '../../src/server/site-self-check'

import { migratedBookingDatabase } from './support/booking-factory'

/**
 * Attacks on the web server itself (issue 10 points 1, 7 and 9), over real HTTP through the servers
 * every environment uses (src/server/http-server.ts for the site, booking-api-server.ts for the booking
 * API on a real PostgreSQL), with a stand-in for Next.js: a slow-loris, TRACE, a cross-site server action, missing security headers,
 * and a fault that escapes the site's handler. (Random query strings against the pages nginx keeps:
 * tests/integration/one-address.test.ts.)
 */
const servers: Array<{ server: Server; close?: () => Promise<unknown> }> = []

/** A stand-in for Next.js's handler: a public listing page. */
function stubSite(renders: { count: number }) {
  return (req: IncomingMessage, res: ServerResponse) => {
    if (req.url?.startsWith('/broken')) return Promise.reject(new Error('render failed'))
    renders.count += 1
    res.setHeader('cache-control', 'public, s-maxage=60, stale-while-revalidate=20')
    res.setHeader('content-type', 'text/html; charset=utf-8')
    res.end(`<html><body>${'listing '.repeat(100)} ${req.url}</body></html>`)
  }
}

async function listening(made: { server: Server; close?: () => Promise<unknown> }): Promise<string> {
  servers.push(made)
  await new Promise<void>((resolve) => made.server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(made.server.address() as AddressInfo).port}`
}

/** The web server around `site`; and the booking API's own server with the same settings, at `apiBase`. */
async function serve(site: (req: IncomingMessage, res: ServerResponse) => unknown, timeouts = { headersTimeoutMs: 20_000, requestTimeoutMs: 60_000, keepAliveTimeoutMs: 5_000 }, https = false) {
  const security = { timeouts, https, logger: pino({ level: 'silent' }) }
  const web = createWebServer(site as never, security)
  const api = await createBookingApiServer(bookingApiDeps(), { logger: pino({ level: 'silent' }) }, security)
  const webBase = await listening(web)
  lastApiBase = await listening({ server: api.server, close: () => api.api.close() })
  return webBase
}

let lastApiBase = ''
let base: string
let apiBase: string
const renders = { count: 0 }

beforeAll(async () => {
  await migratedBookingDatabase()
  base = await serve(stubSite(renders))
  apiBase = lastApiBase
})

afterAll(async () => {
  for (const { server, close } of servers) {
    await close?.()
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
  await closeBookingPool()
})

function expectSecurityHeaders(response: Response) {
  const csp = response.headers.get('content-security-policy') ?? ''
  expect(csp).toContain("frame-ancestors 'none'")
  expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  expect(response.headers.get('permissions-policy')).toContain('camera=()')
  expect(response.headers.get('permissions-policy')).toContain('geolocation=()')
  expect(response.headers.get('x-frame-options')).toBe('DENY')
}

describe('security headers', () => {
  it('are on a booking API call, a page and a refusal', async () => {
    const api = await fetch(`${apiBase}/eventsbookingapi/health`)
    expect(api.status).toBe(200)
    expectSecurityHeaders(api)
    expect(api.headers.get('content-security-policy')).toContain("default-src 'none'")
    expect(api.headers.get('strict-transport-security')).toBeNull()

    const page = await fetch(`${base}/hals`)
    expect(page.status).toBe(200)
    expectSecurityHeaders(page)

    expectSecurityHeaders(await fetch(`${base}/`, { method: 'DELETE' }))
  })

  it('include HSTS only when the site is served over https', async () => {
    const httpsBase = await serve(stubSite({ count: 0 }), undefined, true)
    const answer = await fetch(`${lastApiBase}/eventsbookingapi/health`)
    expect(answer.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
    expect((await fetch(`${httpsBase}/hals`)).headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
  })
})

/** Sends raw bytes and resolves with everything the server answered before closing. */
function rawExchange(url: string, request: string, { end = true } = {}): Promise<string> {
  const { port } = new URL(url)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => {
      socket.write(request)
      if (end) socket.end()
    })
    let answer = ''
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')))
    socket.on('close', () => resolve(answer))
    socket.on('error', reject)
  })
}

describe('methods and origins the site does not serve', () => {
  it('answers TRACE / with 405 and the methods allowed, before Next.js sees it', async () => {
    const before = renders.count
    const answer = await rawExchange(base, 'TRACE / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n')
    expect(answer).toMatch(/^HTTP\/1\.1 405 /)
    expect(answer).toMatch(/\r\nallow: GET, HEAD, POST\r\n/i)
    expect(renders.count).toBe(before)
  })

  it('answers PUT on a page with 405 but leaves the APIs their methods', async () => {
    const put = await fetch(`${base}/events`, { method: 'PUT' })
    expect(put.status).toBe(405)
    expect(put.headers.get('allow')).toBe('GET, HEAD, POST')
    expect(await put.text()).toBe('The method PUT is not allowed here.')
    const apiDelete = await fetch(`${apiBase}/eventsbookingapi/baskets/00000000-0000-4000-8000-000000000000/events/1`, { method: 'DELETE' })
    expect(apiDelete.status).not.toBe(405)
  })

  it('refuses a server action posted from another site with 403 and a message, as a form or a fetch', async () => {
    const before = renders.count
    const form = await fetch(`${base}/login`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'multipart/form-data; boundary=x' },
      body: '--x\r\nContent-Disposition: form-data; name="$ACTION_ID_abc"\r\n\r\n\r\n--x--\r\n',
    })
    expect(form.status).toBe(403)
    expect(await form.text()).toContain('sent from another website')
    const action = await fetch(`${base}/events`, { method: 'POST', headers: { 'next-action': 'abc', 'sec-fetch-site': 'cross-site' }, body: '[]' })
    expect(action.status).toBe(403)
    expect(renders.count).toBe(before)
  })

  it('lets a server action from the site itself through', async () => {
    const own = await fetch(`${base}/events`, { method: 'POST', headers: { 'next-action': 'abc', origin: base, 'sec-fetch-site': 'same-origin' } })
    expect(own.status).toBe(200)
  })
})

describe('timeouts', () => {
  it('cuts off a slow-loris whose headers never finish', async () => {
    const quick = await serve(stubSite({ count: 0 }), { headersTimeoutMs: 300, requestTimeoutMs: 1_000, keepAliveTimeoutMs: 200 })
    const started = Date.now()
    // The request line and one header, then nothing: the connection is held open until the server ends it.
    const answer = await rawExchange(quick, 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: 1', { end: false })
    expect(answer).toMatch(/^HTTP\/1\.1 408 /)
    expect(Date.now() - started).toBeLessThan(5_000)
  })

  it('configures the header, request and keep-alive timeouts from the environment\'s defaults', async () => {
    const web = servers[0]!.server
    expect(web.headersTimeout).toBe(20_000)
    expect(web.requestTimeout).toBe(60_000)
    expect(web.keepAliveTimeout).toBe(5_000)
  })
})

describe('faults', () => {
  it('answers a fault that escapes the site\'s handler with a 500 and a reference, never silence', async () => {
    const answer = await fetch(`${base}/broken`)
    expect(answer.status).toBe(500)
    expect(await answer.text()).toMatch(/Reference: [0-9a-f-]{36}/)
  })
})

describe('the start’s check that the payment addresses reach this server (issue 22 point 2)', () => {
  /** What logSelfCheck writes, line by line. */
  function recorder() {
    const lines: Array<{ level: 'info' | 'error'; message: string }> = []
    return { lines, log: { info: (message: string) => lines.push({ level: 'info', message }), error: (message: string) => lines.push({ level: 'error', message }) } }
  }

  /** A server that answers 200 to everything: some other site on the port SITE_URL names. */
  async function anotherSite(): Promise<{ url: string; close: () => Promise<void> }> {
    const other = createServer((_req, res) => res.end('a different site'))
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve))
    return { url: `http://127.0.0.1:${(other.address() as AddressInfo).port}`, close: () => new Promise((resolve) => other.close(() => resolve())) }
  }

  it('finds the return and the status address on this server when SITE_URL is its address', async () => {
    const { lines, log } = recorder()
    const results = await logSelfCheck(parseEnv({ ...process.env, SITE_URL: base }), log)
    expect(results.map((result) => [result.target.name, result.problem])).toEqual([
      ['payment return address', null],
      ['payment status address', null],
    ])
    expect(lines).toEqual([{ level: 'info', message: expect.stringContaining(`payment return address ${base}/eventsbookingapi/baskets/{id}/paid`) as string }])
  })

  it('logs a clear error for each address when SITE_URL names another server', async () => {
    const other = await anotherSite()
    try {
      const { lines, log } = recorder()
      await logSelfCheck(parseEnv({ ...process.env, SITE_URL: other.url }), log)
      expect(lines.map((line) => line.level)).toEqual(['error', 'error'])
      expect(lines[0]!.message).toBe(
        `The payment return address ${other.url}/eventsbookingapi/baskets/{id}/paid does not reach this server (another server answered there): ` +
          'residents who pay are sent back to an address that is not this site. Set SITE_URL to the address this site is reached at.',
      )
      expect(lines[1]!.message).toMatch(/^The payment status address .*\/test-card-payment\/status does not reach this server \(another server answered there\): no payment can be confirmed/)
    } finally {
      await other.close()
    }
  })

  it('asks again, while it settles, an address the proxy answers 502 for until the rest of the system has started', async () => {
    // A proxy in front of this server that answers 502 twice (the booking API's process still starting), then passes the probe on.
    let asked = 0
    const proxy = createServer((req, res) => {
      asked += 1
      if (asked <= 2) return void res.writeHead(502).end('bad gateway')
      void fetch(`${base}${req.url}`).then(async (answer) => res.writeHead(answer.status).end(await answer.text()))
    })
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
    try {
      const url = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
      const settings = parseEnv({ ...process.env, SITE_URL: url, COUNCIL_PAYMENT_STATUS_URL: 'https://pay.example.com/api/status' })
      const once = recorder()
      await logSelfCheck(settings, once.log)
      expect(once.lines[0]!.message).toContain("(it answered 502, not this server's self-check)")
      const settling = recorder()
      await logSelfCheck(settings, settling.log, undefined, { settleMs: 10_000 })
      expect(settling.lines).toEqual([{ level: 'info', message: expect.stringContaining(`payment return address ${url}/eventsbookingapi/baskets/{id}/paid`) as string }])
      expect(asked).toBe(3)
    } finally {
      proxy.closeAllConnections()
      await new Promise((resolve) => proxy.close(resolve))
    }
  })

  it('logs an error, within its timeout, when nothing listens at SITE_URL', async () => {
    const other = await anotherSite()
    await other.close()
    const { lines, log } = recorder()
    const started = Date.now()
    await logSelfCheck(parseEnv({ ...process.env, SITE_URL: other.url }), log, 1_000)
    expect(Date.now() - started).toBeLessThan(5_000)
    expect(lines.map((line) => line.level)).toEqual(['error', 'error'])
    expect(lines[0]!.message).toContain('(it could not be reached: ECONNREFUSED)')
  })

  it('answers a probe with a proof only a server with the secret can give, never cached', async () => {
    const answer = await fetch(`${base}/eventsbookingapi/self-check?challenge=00112233445566778899aabbccddeeff`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    const { selfCheckProof } = await import('../../src/server/site-self-check')
    expect(await answer.text()).toBe(selfCheckProof(parseEnv(process.env).PAYLOAD_SECRET, '00112233445566778899aabbccddeeff'))
    expect((await fetch(`${base}/test-card-payment/self-check`)).status).toBe(400)
  })
})
