/** What the benches share: percentiles, the production server's environment, waiting for it to answer, a light HTTP client. */
import { randomBytes } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { availableParallelism } from 'node:os'

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

/** Linux's clock ticks per second for /proc/<pid>/stat (USER_HZ: 100 on every Linux we run). */
const CLOCK_TICKS_PER_SECOND = 100

/** Which part of the system a process is, from its command line; null for the rest of the machine. */
function roleOf(pid: number, commandLine: string): string | null {
  if (pid === process.pid) return 'bench (load generator)'
  if (/^nginx/.test(commandLine)) return 'nginx'
  if (/(^|\/)postgres[: ]/.test(commandLine)) return 'PostgreSQL'
  if (commandLine.includes('booking-api.mjs')) return 'booking API'
  if (commandLine.includes('next-server') || /next(\.js)? (start|dev)/.test(commandLine)) return 'web server'
  if (commandLine.includes('worker.mjs')) return 'worker'
  if (commandLine.includes('payment-fixtures.mjs')) return 'payment fixtures'
  return null
}

/**
 * CPU seconds (user + system) each part of the system has used so far, summed over its processes
 * (nginx's workers, PostgreSQL's backends): two snapshots around a run show where the cores went.
 * Only the system's own processes (`ours`, and their children) count for nginx and Node.js; every
 * PostgreSQL process on the machine counts, so run it on an otherwise idle server.
 */
export function cpuSecondsByRole(ours: ReadonlySet<number>): Map<string, number> {
  const totals = new Map<string, number>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const commandLine = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ').trim()
      const role = roleOf(Number(entry), commandLine)
      if (role === null) continue
      // The fields after the command name in parentheses: utime and stime are the 12th and 13th.
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ')
      const parent = Number(fields[1])
      if (role !== 'PostgreSQL' && role !== 'bench (load generator)' && !ours.has(Number(entry)) && !ours.has(parent)) continue
      const ticks = Number(fields[11]) + Number(fields[12])
      totals.set(role, (totals.get(role) ?? 0) + ticks / CLOCK_TICKS_PER_SECOND)
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return totals
}

/** Each part's share of the machine between two snapshots of cpuSecondsByRole, over `seconds` of wall time. */
export function cpuShares(before: Map<string, number>, after: Map<string, number>, seconds: number): Array<Record<string, string | number>> {
  const cores = availableParallelism()
  return [...after]
    .map(([role, total]) => ({ role, used: total - (before.get(role) ?? 0) }))
    .filter(({ used }) => used > 0.05)
    .sort((a, b) => b.used - a.used)
    .map(({ role, used }) => ({ part: role, 'CPU s': Number(used.toFixed(1)), 'share of the cores': `${Math.round((100 * used) / (seconds * cores))} %` }))
}
