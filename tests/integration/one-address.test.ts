import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { freePort } from '../../scripts/lib/free-port'
import { startNginx, type Nginx } from '../../scripts/lib/system'

/**
 * The one address (deploy/nginx.conf, decision 0039), with Debian's nginx running the deployments'
 * own configuration in front of stand-ins that say who answered and what they were sent: which paths
 * reach the booking API, whose address the processes are told, what is refused before it reaches
 * them, that a booking is never sent twice, and that nginx keeps pages only where it is asked to.
 */
interface Seen {
  method: string
  url: string
  forwardedFor: string | undefined
  host: string | undefined
  bytes: number
}

interface StandIn {
  name: string
  server: Server
  port: number
  seen: Seen[]
}

const standIns: StandIn[] = []
const running: Nginx[] = []

async function standIn(name: string, answer?: (req: IncomingMessage, respond: (status: number, headers?: Record<string, string>) => void, seen: Seen) => void): Promise<StandIn> {
  const seen: Seen[] = []
  const server = createServer((req, res) => {
    let bytes = 0
    req.on('data', (chunk: Buffer) => (bytes += chunk.length))
    req.on('end', () => {
      const record = { method: String(req.method), url: String(req.url), forwardedFor: req.headers['x-forwarded-for'] as string | undefined, host: req.headers.host, bytes }
      seen.push(record)
      const respond = (status: number, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'text/plain', 'cache-control': 'no-store', ...headers })
        res.end(name)
      }
      if (answer) answer(req, respond, record)
      else respond(200)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const made = { name, server, port: (server.address() as AddressInfo).port, seen }
  standIns.push(made)
  return made
}

async function nginxFor(web: StandIn[], api: StandIn[], loadBalancer?: string): Promise<string> {
  const port = await freePort()
  const nginx = startNginx({ port, host: '127.0.0.1', webPorts: web.map((one) => one.port), apiPorts: api.map((one) => one.port), loadBalancer, stdio: ['ignore', 'inherit', 'inherit'] })
  running.push(nginx)
  const base = `http://127.0.0.1:${port}`
  // Listening once it answers (a stand-in's 200, or nginx's own 502 for one that is down).
  for (let tries = 0; tries < 200; tries += 1) {
    try {
      await fetch(`${base}/eventsbookingapi/health`)
      return base
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
  throw new Error('nginx did not start')
}

let web: StandIn
let api: StandIn
let base: string

beforeAll(async () => {
  web = await standIn('site')
  api = await standIn('booking API')
  base = await nginxFor([web], [api])
})

afterEach(() => {
  web.seen.length = 0
  api.seen.length = 0
})

afterAll(async () => {
  for (const nginx of running) await nginx.stop()
  for (const { server } of standIns) {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
})

describe('the one address', () => {
  it('sends /eventsbookingapi and every path below it to the booking API, and everything else to the site', async () => {
    for (const url of ['/eventsbookingapi', '/eventsbookingapi/', '/eventsbookingapi/baskets/checkout', '/eventsbookingapi?x=1', '/eventsbookingapi/health?probe=lb']) {
      const answer = await fetch(`${base}${url}`)
      expect(await answer.text(), url).toBe('booking API')
    }
    for (const url of ['/', '/events', '/eventsbookingapix', '/eventsbookingapi-old/x', '/EVENTSBOOKINGAPI/health', '/booking/eventsbookingapi', '/test-card-payment/pay']) {
      const answer = await fetch(`${base}${url}`)
      expect(await answer.text(), url).toBe('site')
    }
    // The path and query reach the process as the client sent them.
    expect(api.seen.map((seen) => seen.url)).toContain('/eventsbookingapi/health?probe=lb')
  })

  it("tells the processes the connecting address, never the client's own X-Forwarded-For, and the Host with its port", async () => {
    await fetch(`${base}/eventsbookingapi/baskets/checkout`, { method: 'POST', headers: { 'x-forwarded-for': '6.6.6.6', 'content-type': 'application/json' }, body: '{}' })
    await fetch(`${base}/login`, { headers: { 'x-forwarded-for': '6.6.6.6, 7.7.7.7' } })
    expect(api.seen[0]).toMatchObject({ forwardedFor: '127.0.0.1', host: new URL(base).host })
    expect(web.seen[0]).toMatchObject({ forwardedFor: '127.0.0.1', host: new URL(base).host })
  })

  it("behind a load balancer it names (the 'lb:' lines), passes on the resident's address that balancer gives, and only that balancer's", async () => {
    const balancedWeb = await standIn('site behind a balancer')
    const balancedApi = await standIn('booking API behind a balancer')
    const trusting = await nginxFor([balancedWeb], [balancedApi], '127.0.0.1')
    balancedApi.seen.length = 0
    await fetch(`${trusting}/eventsbookingapi/baskets/checkout`, { method: 'POST', headers: { 'x-forwarded-for': '203.0.113.7', 'content-type': 'application/json' }, body: '{}' })
    // A resident's own made-up entry before the balancer's is not believed: the last untrusted address counts.
    await fetch(`${trusting}/login`, { headers: { 'x-forwarded-for': '6.6.6.6, 198.51.100.9' } })
    expect(balancedApi.seen[0]).toMatchObject({ forwardedFor: '203.0.113.7' })
    expect(balancedWeb.seen[0]).toMatchObject({ forwardedFor: '198.51.100.9' })
    // Named another balancer, nginx believes nobody's header here: the connecting address goes on.
    const elsewhere = await nginxFor([balancedWeb], [balancedApi], '192.0.2.1')
    await fetch(`${elsewhere}/login`, { headers: { 'x-forwarded-for': '198.51.100.9' } })
    expect(balancedWeb.seen.at(-1)).toMatchObject({ url: '/login', forwardedFor: '127.0.0.1' })
  })

  it("refuses a booking API body over 64 KB with 413 before the API reads it, and lets a page's larger body through", async () => {
    const large = 'x'.repeat(65 * 1024 + 1)
    const refused = await fetch(`${base}/eventsbookingapi/baskets/checkout`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: large })
    expect(refused.status).toBe(413)
    expect(api.seen).toHaveLength(0)
    const upload = await fetch(`${base}/api/media`, { method: 'POST', headers: { 'content-type': 'application/octet-stream' }, body: large })
    expect(upload.status).toBe(200)
    expect(web.seen[0]?.bytes).toBe(large.length)
  })

  it('never sends a booking twice: a POST the instance dropped is answered 502, not retried on the other instance', async () => {
    const dropping = await standIn('dropping API', (req) => req.socket.destroy())
    const healthy = await standIn('healthy API')
    const pair = await nginxFor([web], [dropping, healthy])
    const posts = (standIn: StandIn) => standIn.seen.filter((seen) => seen.method === 'POST').length
    const gets = (standIn: StandIn) => standIn.seen.filter((seen) => seen.method === 'GET').length
    const statuses: number[] = []
    // Round robin: at least one of two POSTs reaches the dropping instance.
    for (let n = 0; n < 2; n += 1) {
      const answer = await fetch(`${pair}/eventsbookingapi/baskets/checkout`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
      statuses.push(answer.status)
    }
    expect(posts(dropping)).toBeGreaterThan(0)
    expect(statuses.filter((status) => status === 502)).toHaveLength(posts(dropping))
    // Each POST reached exactly one instance once.
    expect(posts(dropping) + posts(healthy)).toBe(2)
    // A GET is safe to send again: whichever instance it reaches first, the healthy one answers it.
    const getsBefore = gets(healthy)
    for (let n = 0; n < 2; n += 1) expect((await fetch(`${pair}/eventsbookingapi/health`)).status).toBe(200)
    expect(gets(healthy) - getsBefore).toBe(2)
  })

  it('keeps anonymous pages for as long as their own Cache-Control allows, never a personal request, and nothing private', async () => {
    const shared = await standIn('shared page', (req, respond) =>
      respond(200, { 'cache-control': req.url?.startsWith('/checkout') ? 'private, no-store' : 'public, s-maxage=60, stale-while-revalidate=20' }),
    )
    const caching = await nginxFor([shared], [api])
    expect((await fetch(`${caching}/events`)).headers.get('x-cache-status')).toBe('MISS')
    expect((await fetch(`${caching}/events`)).headers.get('x-cache-status')).toBe('HIT')
    expect(shared.seen).toHaveLength(1)
    // A signed-in officer's request, or one with a dismissed alert, is neither served from the cache nor kept in it.
    expect((await fetch(`${caching}/events`, { headers: { cookie: 'payload-token=x' } })).headers.get('x-cache-status')).toBe('BYPASS')
    expect((await fetch(`${caching}/events`, { headers: { cookie: 'basketId=1; dismissed_alerts=3' } })).headers.get('x-cache-status')).toBe('BYPASS')
    expect(shared.seen).toHaveLength(3)
    // A cookie the pages never read is answered from the cache.
    expect((await fetch(`${caching}/events`, { headers: { cookie: 'basketId=1; _ga=GA1' } })).headers.get('x-cache-status')).toBe('HIT')
    // What the site says is private is asked for every time.
    for (let n = 0; n < 2; n += 1) expect((await fetch(`${caching}/checkout`)).headers.get('x-cache-status')).toBe('MISS')
    expect(shared.seen).toHaveLength(5)
  })

  it('answers from its own copy for as long as the page allows, then fetches it once while the old copy answers', async () => {
    let version = 0
    const shared = await standIn('short-lived page', (_req, respond) => {
      version += 1
      respond(200, { 'cache-control': 'public, s-maxage=1, stale-while-revalidate=5', 'x-version': String(version) })
    })
    const caching = await nginxFor([shared], [api])
    expect((await fetch(`${caching}/hals`)).headers.get('x-version')).toBe('1')
    expect((await fetch(`${caching}/hals`)).headers.get('x-cache-status')).toBe('HIT')
    // Past its s-maxage the next request is answered with the old copy while nginx fetches the new one
    // (STALE or UPDATING); once that is in, the new copy is served.
    const statuses = new Set<string | null>()
    await expect
      .poll(
        async () => {
          const answer = await fetch(`${caching}/hals`)
          statuses.add(answer.headers.get('x-cache-status'))
          return answer.headers.get('x-version')
        },
        { timeout: 10_000, interval: 200 },
      )
      .toBe('2')
    expect([...statuses].some((status) => status === 'STALE' || status === 'UPDATING')).toBe(true)
    expect(statuses.has('MISS')).toBe(false)
  })

  it('keeps serving a kept page while a flood of made-up queries fills the cache with pages of their own', async () => {
    const shared = await standIn('listing', (_req, respond) => respond(200, { 'cache-control': 'public, s-maxage=60, stale-while-revalidate=20' }))
    const caching = await nginxFor([shared], [api])
    await fetch(`${caching}/events`)
    expect((await fetch(`${caching}/events`)).headers.get('x-cache-status')).toBe('HIT')
    for (let n = 0; n < 300; n += 1) {
      const answer = await fetch(`${caching}/events?utm_${n}=${Math.random().toString(36).slice(2)}`)
      expect(answer.status).toBe(200)
      await answer.arrayBuffer()
    }
    expect((await fetch(`${caching}/events`)).headers.get('x-cache-status')).toBe('HIT')
  })

})
