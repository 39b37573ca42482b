import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'

import type { Env } from '../config/env'
import { bookingApiPaths } from '../domain/paths'
import {
  councilPaymentSettingsFrom,
  isTestServiceServed,
  TEST_CARD_PAYMENT_PREFIX,
  testCardPaymentPaths,
} from '../integrations/payment/council-payment-settings'

/**
 * At start, the server asks whether the addresses it hands out for payments reach it (issue 22
 * point 2): the provider's return (SITE_URL + /eventsbookingapi/baskets/{id}/paid, where the card
 * page sends the resident back) and, while it is the built-in test service, the status query that
 * confirms a payment (SITE_URL + /test-card-payment/status). A SITE_URL that names another port or
 * host sends residents and status queries elsewhere, and nothing else would say so.
 *
 * The server asks itself over HTTP, at those addresses, for a self-check path beside each one, with
 * a random challenge; the answer must be an HMAC of it under a key derived from PAYLOAD_SECRET. So an
 * answer proves the request reached a server of this deployment (any instance behind a load
 * balancer shares the secret), not merely something listening on that port, and the key signs
 * nothing else. The check runs after the server listens, each request bounded by a timeout, and
 * only logs: it never holds up or stops the start.
 */
export const SELF_CHECK_PATHS = {
  // Under the booking API's prefix, as the return is: a proxy that routes the prefix elsewhere shows.
  bookingApi: '/eventsbookingapi/self-check',
  testCardPayment: `${TEST_CARD_PAYMENT_PREFIX}/self-check`,
} as const

/** How long one probe may take: a start is never held up for long by an address that does not answer. */
export const SELF_CHECK_TIMEOUT_MS = 3_000

function proofKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('council-events site self-check key').digest()
}

/** The answer a server with `secret` gives to `challenge`. */
export function selfCheckProof(secret: string, challenge: string): string {
  return createHmac('sha256', proofKey(secret)).update(`self-check:${challenge}`).digest('hex')
}

function pathAndQuery(url: string | undefined): { path: string; challenge: string | null } {
  const parsed = new URL(url ?? '/', 'http://self-check.invalid')
  return { path: parsed.pathname, challenge: parsed.searchParams.get('challenge') }
}

/** Whether a request is a self-check probe (a GET of one of the two paths). */
export function isSelfCheckRequest(req: Pick<IncomingMessage, 'method' | 'url'>): boolean {
  if (req.method !== 'GET') return false
  const { path } = pathAndQuery(req.url)
  return path === SELF_CHECK_PATHS.bookingApi || path === SELF_CHECK_PATHS.testCardPayment
}

/** Answers a probe with the proof of its challenge (400 without a sensible one). Never cached. */
export function answerSelfCheck(req: IncomingMessage, res: ServerResponse, secret: string): void {
  const { challenge } = pathAndQuery(req.url)
  const headers = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }
  if (!challenge || !/^[0-9a-f]{16,128}$/.test(challenge)) {
    res.writeHead(400, headers).end('A self-check needs a challenge.')
    return
  }
  res.writeHead(200, headers).end(selfCheckProof(secret, challenge))
}

export interface SelfCheckTarget {
  /** What the address is for, as the log says it. */
  name: string
  /** The address as the provider or the resident uses it (shown in the log). */
  address: string
  /** Where the probe goes: the self-check path beside it. */
  probe: string
  /** Set when the address cannot work whatever answers (the test service is not served there). */
  problem?: string
  /** What to change when it does not reach this server. */
  fix: string
}

/** The payment addresses this environment hands out that must reach this server. */
export function selfCheckTargets(settings: Env): SelfCheckTarget[] {
  const site = new URL(settings.SITE_URL)
  const targets: SelfCheckTarget[] = [
    {
      name: 'payment return address',
      address: `${site.origin}${bookingApiPaths.basketPaid('{id}').replace(encodeURIComponent('{id}'), '{id}')}`,
      probe: `${site.origin}${SELF_CHECK_PATHS.bookingApi}`,
      fix: 'residents who pay are sent back to an address that is not this site. Set SITE_URL to the address this site is reached at',
    },
  ]
  if (settings.PAYMENT_PROVIDER === 'council') {
    const council = councilPaymentSettingsFrom(settings)
    const status = new URL(council.statusUrl)
    // Only the built-in test service's status query is ours to check; a provider's own is not.
    if (status.pathname === testCardPaymentPaths.status) {
      targets.push({
        name: 'payment status address',
        address: status.href,
        probe: new URL(SELF_CHECK_PATHS.testCardPayment, status).href,
        ...(isTestServiceServed(status.host, council)
          ? {}
          : { problem: `the built-in test card-payment service is not served on ${status.hostname} (COUNCIL_PAYMENT_LIVE_HOSTS, TEST_CARD_PAYMENT_SERVICE)` }),
        fix: 'no payment can be confirmed, since the status query that confirms it goes nowhere. Set SITE_URL, or COUNCIL_PAYMENT_STATUS_URL to the provider’s status address',
      })
    }
  }
  return targets
}

export interface SelfCheckResult {
  target: SelfCheckTarget
  /** Null when the address reached this server; otherwise why not. */
  problem: string | null
}

/** Probes each target once, in parallel, each within `timeoutMs`. Never throws. */
export async function checkAddressesReachThisServer(
  targets: readonly SelfCheckTarget[],
  secret: string,
  timeoutMs = SELF_CHECK_TIMEOUT_MS,
): Promise<SelfCheckResult[]> {
  return Promise.all(targets.map(async (target) => ({ target, problem: target.problem ?? (await probe(target.probe, secret, timeoutMs)) })))
}

async function probe(address: string, secret: string, timeoutMs: number): Promise<string | null> {
  const challenge = randomBytes(16).toString('hex')
  const url = new URL(address)
  url.searchParams.set('challenge', challenge)
  let response: Response
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { 'cache-control': 'no-cache' } })
  } catch (error) {
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return `no answer within ${timeoutMs / 1000} s`
    const cause = (error as { cause?: { code?: string; message?: string } }).cause
    return `it could not be reached: ${cause?.code ?? cause?.message ?? String(error)}`
  }
  const body = (await response.text().catch(() => '')).trim()
  if (!response.ok) return `it answered ${response.status}, not this server's self-check`
  const expected = Buffer.from(selfCheckProof(secret, challenge))
  const given = Buffer.from(body)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'another server answered there'
  return null
}

export interface SelfCheckLog {
  info(message: string): void
  error(message: string): void
}

/** A problem that may pass once the rest of the system has started: nginx found no process yet, or nothing listened. */
function mayPass(problem: string | null): boolean {
  return problem !== null && (/^it answered 50[234],/.test(problem) || problem.startsWith('it could not be reached'))
}

/**
 * Runs the check and logs one line per address that does not reach this server, or one line that all
 * do. With `settleMs`, an address that cannot be reached yet, or that nginx answers 502-504 for (the
 * booking API's process still starting beside this one), is asked again every second until then.
 */
export async function logSelfCheck(settings: Env, log: SelfCheckLog, timeoutMs = SELF_CHECK_TIMEOUT_MS, options: { settleMs?: number } = {}): Promise<SelfCheckResult[]> {
  const targets = selfCheckTargets(settings)
  const deadline = Date.now() + (options.settleMs ?? 0)
  let results = await checkAddressesReachThisServer(targets, settings.PAYLOAD_SECRET, timeoutMs)
  while (results.some((result) => mayPass(result.problem)) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    results = await checkAddressesReachThisServer(targets, settings.PAYLOAD_SECRET, timeoutMs)
  }
  const failed = results.filter((result) => result.problem !== null)
  for (const { target, problem } of failed) {
    log.error(`The ${target.name} ${target.address} does not reach this server (${problem}): ${target.fix}.`)
  }
  if (failed.length === 0) log.info(`Payment addresses reach this server: ${results.map(({ target }) => `${target.name} ${target.address}`).join(', ')}`)
  return results
}
