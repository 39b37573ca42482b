import http, { type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { freePort } from '../../scripts/lib/free-port'
import { startNginx, type Nginx } from '../../scripts/lib/system'

import { seededPayload } from './support/seeded-payload'

/**
 * Issue 23 point 1, tried as the probe did: bodies of any size sent anonymously to Payload's REST
 * API (sign-in, password reset, a new event, the private-file download), over real HTTP through
 * Debian's nginx with the deployments' own configuration (deploy/nginx.conf, which bounds each
 * route's body; decision 0042), with Payload's real REST handler on a real PostgreSQL behind it in
 * place of Next.js. The stand-in reads the body as Next.js does (it iterates the request) and counts
 * what it read, so a test sees whether any of an oversize body got past nginx.
 */
const ADMIN = { email: 'admin@example.gov.uk', password: 'admin-demo-password' }

/** deploy/nginx.conf's limits: sign-in, reset and download / anything else / an upload to Media or Private files. */
const AUTH_BODY_LIMIT_BYTES = 64 * 1024
const API_BODY_LIMIT_BYTES = 2 * 1024 * 1024
const UPLOAD_BODY_LIMIT_BYTES = 50 * 1024 * 1024

let web: Server | undefined
let nginx: Nginx | undefined
let port = 0
let payload: Payload
const behind = { requests: 0, bytes: 0 }

/** Payload's REST handler, as Next.js mounts it at /api, reading the body as Next.js does. */
async function payloadRest(req: IncomingMessage, res: ServerResponse): Promise<void> {
  behind.requests += 1
  const [{ handleEndpoints }, { default: config }] = [await import('payload'), await import('../../src/payload.config')]
  const chunks: Buffer[] = []
  for await (const chunk of req) {
    behind.bytes += (chunk as Buffer).length
    chunks.push(chunk as Buffer)
  }
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string' && name !== 'transfer-encoding') headers.set(name, value)
  const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined
  const response = await handleEndpoints({ config, request: new Request(`http://${req.headers.host}${req.url}`, { method: req.method, headers, body }) })
  res.writeHead(response.status, Object.fromEntries(response.headers))
  res.end(Buffer.from(await response.arrayBuffer()))
}

beforeAll(async () => {
  payload = await seededPayload(new Date())
  web = http.createServer((req, res) => void payloadRest(req, res))
  await new Promise<void>((resolve) => web!.listen(0, '127.0.0.1', resolve))
  const restPort = (web.address() as AddressInfo).port
  port = await freePort()
  nginx = startNginx({ port, host: '127.0.0.1', webPorts: [restPort], apiPorts: [restPort], stdio: ['ignore', 'inherit', 'inherit'] })
  // Listening once it answers.
  for (let tries = 0; ; tries += 1) {
    try {
      await fetch(`http://127.0.0.1:${port}/api/nothing-here`)
      break
    } catch (error) {
      if (tries > 200) throw error
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
}, 120_000)

afterAll(async () => {
  await nginx?.stop()
  if (web) {
    web.closeAllConnections()
    await new Promise((resolve) => web!.close(resolve))
  }
  const { closeBookingPool } = await import('../../src/booking/db/pool.server')
  await closeBookingPool()
})

beforeEach(() => {
  delete (globalThis as { __councilSignInThrottles?: unknown }).__councilSignInThrottles
  behind.requests = 0
  behind.bytes = 0
})

interface Answer {
  status: number
  body: string
  /** How many body bytes the client managed to send before the answer came. */
  sent: number
}

function collect(response: IncomingMessage): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    response.on('data', (chunk: Buffer) => chunks.push(chunk))
    response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }))
    response.on('error', reject)
  })
}

/**
 * Declares a body of `declaredBytes` but sends only its first `firstBytes`, then waits for the
 * answer: one that comes proves the server answered without reading the body.
 */
function declareHugeBody(path: string, declaredBytes: number, first: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path, method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(declaredBytes) } })
    request.on('response', (response) => {
      collect(response).then((answer) => {
        request.destroy()
        resolve({ ...answer, sent: first.length })
      }, reject)
    })
    request.on('error', reject)
    request.write(first)
  })
}

/** Streams a chunked body of 16 KB chunks until the server answers, or `maxBytes` have gone. */
function streamChunked(path: string, maxBytes: number, prefix = '{"email":"'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let sent = 0
    let answered = false
    const request = http.request({ host: '127.0.0.1', port, path, method: 'POST', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } })
    request.on('response', (response) => {
      answered = true
      collect(response).then((answer) => {
        request.destroy()
        resolve({ ...answer, sent })
      }, reject)
    })
    // Writing on after the server closed the connection fails: expected once it has answered.
    request.on('error', (error) => {
      if (!answered) setTimeout(() => (answered ? undefined : reject(error)), 1_000)
    })
    const chunk = 'a'.repeat(16 * 1024)
    const writeMore = () => {
      while (!answered && sent < maxBytes) {
        const data = sent === 0 ? prefix + chunk.slice(prefix.length) : chunk
        sent += data.length
        if (!request.write(data)) {
          request.once('drain', writeMore)
          return
        }
      }
      if (!answered) request.end()
    }
    writeMore()
  })
}

async function logIn(email: string, password: string): Promise<Response> {
  return fetch(`http://127.0.0.1:${port}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) })
}

describe('an oversize body is refused before it reaches a web server', () => {
  it('answers a 60 MB sign-in 413 from its Content-Length, without reading it or passing it on', async () => {
    const answer = await declareHugeBody('/api/users/login', 60 * 1024 * 1024, `{"email":"${'a'.repeat(1000)}`)
    expect(answer.status).toBe(413)
    expect(JSON.parse(answer.body)).toEqual({ errors: [{ message: 'This request is too large. At most 64 KB can be sent here.' }] })
    expect(behind.requests).toBe(0)
  })

  it('answers an oversize password reset, new event and private-file download 413 the same way', async () => {
    expect((await declareHugeBody('/api/users/forgot-password', 20 * 1024 * 1024, '{"email":"')).status).toBe(413)
    expect((await declareHugeBody('/api/private-files/1/download', AUTH_BODY_LIMIT_BYTES + 1, '{"email":"')).status).toBe(413)
    const event = await declareHugeBody('/api/events', 20 * 1024 * 1024, '{"title":"')
    expect(event.status).toBe(413)
    expect(JSON.parse(event.body).errors[0].message).toBe('This request is too large. At most 2 MB can be sent here.')
    expect(behind.requests).toBe(0)
  })

  it('cuts off a chunked sign-in at the limit: 413, and nothing of it reaches Payload', async () => {
    const answer = await streamChunked('/api/users/login', 50 * 1024 * 1024)
    expect(answer.status).toBe(413)
    // nginx answers once the limit is passed and reads what the client still sends into nothing
    // (its lingering close) instead of holding it: nothing of it is passed on.
    expect(behind.requests).toBe(0)
    expect(behind.bytes).toBe(0)
    const reset = await streamChunked('/api/users/forgot-password', 50 * 1024 * 1024)
    expect(reset.status).toBe(413)
    const event = await streamChunked('/api/events', 50 * 1024 * 1024, '{"title":"')
    expect(event.status).toBe(413)
    expect(event.sent).toBeGreaterThan(API_BODY_LIMIT_BYTES)
    expect(behind.bytes).toBe(0)
  }, 60_000)
})

describe('a body abandoned half way', () => {
  it('is let go, and the next request is answered', async () => {
    await new Promise<void>((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port, path: '/api/users/login', method: 'POST', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } })
      request.on('error', () => undefined)
      request.write('{"email":"half', (error) => {
        if (error) return reject(error)
        setImmediate(() => {
          request.destroy()
          resolve()
        })
      })
    })
    const next = await logIn(ADMIN.email, ADMIN.password)
    expect(next.status).toBe(200)
    expect(behind.requests).toBe(1)
  })
})

describe('a body within the limit still works', () => {
  it('signs the admin in, with the body sent whole or chunked', async () => {
    const whole = await logIn(ADMIN.email, ADMIN.password)
    expect(whole.status).toBe(200)
    expect(((await whole.json()) as { user?: { email?: string } }).user?.email).toBe(ADMIN.email)

    const chunked = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port, path: '/api/users/login', method: 'POST', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } })
      request.on('response', (response) => collect(response).then(resolve, reject))
      request.on('error', reject)
      const body = JSON.stringify(ADMIN)
      request.write(body.slice(0, 10))
      request.write(body.slice(10))
      request.end()
    })
    expect(chunked.status).toBe(200)
    expect((JSON.parse(chunked.body) as { user?: { email?: string } }).user?.email).toBe(ADMIN.email)
    expect(behind.bytes).toBe(2 * JSON.stringify(ADMIN).length)
  })

  it('passes an upload to Media larger than the API limit on to Payload, and refuses one over the upload limit', async () => {
    const form = new FormData()
    form.append('file', new Blob([Buffer.alloc(API_BODY_LIMIT_BYTES + 1024 * 1024)], { type: 'application/pdf' }), 'programme.pdf')
    form.append('_payload', JSON.stringify({ alt: 'Programme' }))
    const upload = await fetch(`http://127.0.0.1:${port}/api/media`, { method: 'POST', body: form })
    // Anonymous: Payload itself refuses it, having read it whole.
    expect(upload.status).toBe(403)
    expect(behind.requests).toBe(1)
    expect(behind.bytes).toBeGreaterThan(API_BODY_LIMIT_BYTES)
    const huge = await declareHugeBody('/api/media', UPLOAD_BODY_LIMIT_BYTES + 1, '--boundary')
    expect(huge.status).toBe(413)
    expect(JSON.parse(huge.body).errors[0].message).toBe('This request is too large. At most 50 MB can be sent here.')
    expect(behind.requests).toBe(1)
  })

  it('keeps the log line and the throttle keys of a failed sign-in short, whatever e-mail was sent', async () => {
    const warn = vi.spyOn(payload.logger, 'warn')
    try {
      const email = `${'x'.repeat(AUTH_BODY_LIMIT_BYTES - 200)}@example.gov.uk`
      const response = await logIn(email, 'wrong')
      expect(response.status).toBeGreaterThanOrEqual(400)
      expect(response.status).toBeLessThan(500)
      const failed = warn.mock.calls.find((call) => call[1] === 'Failed sign-in')
      expect(failed).toBeDefined()
      const line = JSON.stringify(failed)
      expect(line.length).toBeLessThan(400)
      expect(line).toContain(`${'x'.repeat(32)}... (${email.length} characters, sha256 `)
      const { bookingPool } = await import('../../src/booking/db/pool.server')
      const keys = (await bookingPool().query<{ key: string }>("SELECT key FROM booking.sign_in_failures WHERE throttle = 'sign-in' AND key LIKE $1", [`%${'x'.repeat(32)}...%`])).rows.map((row) => row.key)
      expect(keys).toHaveLength(2)
      for (const key of keys) expect(key.length).toBeLessThan(400)
    } finally {
      warn.mockRestore()
    }
  })
})
