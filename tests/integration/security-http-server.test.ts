import { createServer, type Server } from 'node:http'
import { connect, type AddressInfo } from 'node:net'

import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { bookingApiDeps } from '../../src/api/booking-api'
import { closeBookingPool } from '../../src/booking/db/pool.server'
import { parseEnv } from '../../src/config/env'
import { createBookingApiServer } from '../../src/server/booking-api-server'
import { logSelfCheck } from '../../src/server/site-self-check'

import { migratedBookingDatabase } from './support/booking-factory'

/**
 * Attacks on our own HTTP server (issue 10 points 1, 7 and 9), the one the booking API's processes
 * (booking-api-server.ts) and the payment fixtures run (guarded-server.ts), over real HTTP on a real
 * PostgreSQL: a slow-loris, TRACE, missing security headers; and the start's self-check, which the
 * booking API's process runs. The web server is Next.js's own (`next start`, decision 0042): the same
 * attacks on it, through nginx, are in tests/e2e/security-headers.spec.ts; bodies in
 * security-bodies.test.ts.
 */
const servers: Array<{ server: Server; close?: () => Promise<unknown> }> = []

async function listening(made: { server: Server; close?: () => Promise<unknown> }): Promise<string> {
  servers.push(made)
  await new Promise<void>((resolve) => made.server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(made.server.address() as AddressInfo).port}`
}

/** The booking API's own server with these settings. */
async function serve(timeouts = { headersTimeoutMs: 20_000, requestTimeoutMs: 60_000, keepAliveTimeoutMs: 5_000 }, https = false) {
  const security = { timeouts, https, logger: pino({ level: 'silent' }) }
  const api = await createBookingApiServer(bookingApiDeps(), { logger: pino({ level: 'silent' }) }, security)
  return listening({ server: api.server, close: () => api.api.close() })
}

let base: string

beforeAll(async () => {
  await migratedBookingDatabase()
  base = await serve()
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
  expect(csp).toContain("default-src 'none'")
  expect(csp).toContain("frame-ancestors 'none'")
  expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  expect(response.headers.get('permissions-policy')).toContain('camera=()')
  expect(response.headers.get('permissions-policy')).toContain('geolocation=()')
  expect(response.headers.get('x-frame-options')).toBe('DENY')
  expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin')
}

describe('security headers', () => {
  it('are on a booking API call', async () => {
    const api = await fetch(`${base}/eventsbookingapi/health`)
    expect(api.status).toBe(200)
    expectSecurityHeaders(api)
    expect(api.headers.get('strict-transport-security')).toBeNull()
  })

  it('include HSTS only when the site is served over https', async () => {
    const httpsBase = await serve(undefined, true)
    const answer = await fetch(`${httpsBase}/eventsbookingapi/health`)
    expect(answer.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
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

describe('methods the booking API does not serve', () => {
  it('answers TRACE with 405, the methods allowed and the security headers', async () => {
    const answer = await rawExchange(base, 'TRACE /eventsbookingapi/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n')
    expect(answer).toMatch(/^HTTP\/1\.1 405 /)
    expect(answer).toMatch(/\r\nallow: GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS\r\n/i)
    expect(answer).toMatch(/\r\nx-content-type-options: nosniff\r\n/i)
  })

  it('leaves the API its methods', async () => {
    const apiDelete = await fetch(`${base}/eventsbookingapi/baskets/00000000-0000-4000-8000-000000000000/events/1`, { method: 'DELETE' })
    expect(apiDelete.status).not.toBe(405)
  })
})

describe('timeouts', () => {
  it('cuts off a slow-loris whose headers never finish', async () => {
    const quick = await serve({ headersTimeoutMs: 300, requestTimeoutMs: 1_000, keepAliveTimeoutMs: 200 })
    const started = Date.now()
    // The request line and one header, then nothing: the connection is held open until the server ends it.
    const answer = await rawExchange(quick, 'GET /eventsbookingapi/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: 1', { end: false })
    expect(answer).toMatch(/^HTTP\/1\.1 408 /)
    expect(Date.now() - started).toBeLessThan(5_000)
  })

  it('sets the header, request and keep-alive timeouts it is given on the server', async () => {
    const api = servers[0]!.server
    expect(api.headersTimeout).toBe(20_000)
    expect(api.requestTimeout).toBe(60_000)
    expect(api.keepAliveTimeout).toBe(5_000)
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
