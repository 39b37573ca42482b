/** What the benches share: percentiles, the production server's environment, waiting for it to answer, a light HTTP client. */
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http'

/** The p-th percentile of an ascending list (nearest rank); NaN when empty. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

/**
 * The environment of a benchmarked production system: production, on the given database, paying
 * through the built-in test card service as a demonstration (DEMO_PAYMENTS=on), with secrets random
 * for the run. No SITE_URL: the system's one address is its site address (startSystem sets it).
 */
export function benchServerEnv(databaseUrl: string): NodeJS.ProcessEnv {
  const { SITE_URL: _siteUrl, ...inherited } = process.env
  return {
    ...inherited,
    DATABASE_URL: databaseUrl,
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? randomBytes(32).toString('hex'),
    COUNCIL_PAYMENT_STATUS_SECRET: process.env.COUNCIL_PAYMENT_STATUS_SECRET ?? randomBytes(32).toString('hex'),
    DEMO_PAYMENTS: 'on',
    NODE_ENV: 'production' as const,
    LIVE_HOSTS: 'none.invalid',
    LOG_LEVEL: 'warn',
  }
}

/** A running process's resident memory in MB (Linux's /proc), or null when it is gone. */
export function residentMemoryMb(pid: number | undefined): number | null {
  if (pid === undefined) return null
  try {
    const kilobytes = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
    return kilobytes === undefined ? null : Math.round(Number(kilobytes) / 1024)
  } catch {
    return null
  }
}

export interface BenchAnswer {
  status: number
  headers: IncomingHttpHeaders
  body: string
}

const keepAlive = new Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY })

/**
 * One HTTP/1.1 request on a kept-alive connection, the whole answer read; redirects are not followed.
 * Node's own client: the load generator shares the 2 cores with the server and PostgreSQL, and
 * fetch (undici) spent about twice the CPU per request here.
 */
export function httpCall(url: URL | string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<BenchAnswer> {
  return new Promise((resolve, reject) => {
    const target = typeof url === 'string' ? new URL(url) : url
    const outgoing = httpRequest(target, { method: options.method ?? 'GET', headers: options.body === undefined ? options.headers : { ...options.headers, 'content-length': String(Buffer.byteLength(options.body)) }, agent: keepAlive }, (incoming) => {
      const chunks: Buffer[] = []
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks).toString('utf8') }))
      incoming.on('error', reject)
    })
    outgoing.on('error', reject)
    outgoing.end(options.body)
  })
}
