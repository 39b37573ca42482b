import type { Env } from '../../config/env'
import { isDemonstration } from '../../config/demonstration'

/**
 * The council card-payment settings (env.ts COUNCIL_PAYMENT_*, TEST_CARD_PAYMENT_SERVICE) in the
 * shape the adapter and the test service use, so both can be built in a test from plain values.
 * Decision 0021 says why live is decided per host and why the test service is off on live hosts.
 */
export interface CouncilPaymentSettings {
  callingApplicationId: string
  /** Host names (lower case, no port) that take real money; empty: none. */
  liveHosts: readonly string[]
  /** The live form address; required for a live host to hand off at all. */
  liveUrl?: string
  /** The test form address: root-relative (same host as the page) or absolute. */
  testUrl: string
  testAccount: string
  statusUrl: string
  statusSecret: string
  statusTimeoutMs: number
  /**
   * TEST_CARD_PAYMENT_SERVICE as set; undefined: served unless live hosts are configured. A
   * production server that is not a demonstration never serves it (decision 0033).
   */
  testService?: 'on' | 'off'
}

/** The header carrying the shared secret of the status query and the test service's refunds. */
export const PAYMENT_SECRET_HEADER = 'x-council-payment-secret'

/** Where the built-in test service lives at the site's address (the payment fixtures' process, behind nginx). */
export const TEST_CARD_PAYMENT_PREFIX = '/test-card-payment'

export const testCardPaymentPaths = {
  pay: `${TEST_CARD_PAYMENT_PREFIX}/pay`,
  status: `${TEST_CARD_PAYMENT_PREFIX}/status`,
  refund: `${TEST_CARD_PAYMENT_PREFIX}/refund`,
} as const

/** A comma-separated host list as lower-case host names without ports. */
export function hostList(text: string): string[] {
  return text
    .split(',')
    .map((host) => hostnameOf(host.trim()))
    .filter((host) => host !== '')
}

/** The host name of a host header, origin or address ('' when it has none), lower case, no port. */
export function hostnameOf(hostOrOrigin: string): string {
  const text = hostOrOrigin.trim()
  if (text === '') return ''
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `http://${text}`).hostname.toLowerCase()
  } catch {
    return ''
  }
}

export function councilPaymentSettingsFrom(settings: Env): CouncilPaymentSettings {
  return {
    callingApplicationId: settings.COUNCIL_PAYMENT_CALLING_APPLICATION_ID,
    liveHosts: hostList(settings.COUNCIL_PAYMENT_LIVE_HOSTS),
    ...(settings.COUNCIL_PAYMENT_LIVE_URL ? { liveUrl: settings.COUNCIL_PAYMENT_LIVE_URL } : {}),
    testUrl: settings.COUNCIL_PAYMENT_TEST_URL,
    testAccount: settings.COUNCIL_PAYMENT_TEST_ACCOUNT,
    statusUrl: settings.COUNCIL_PAYMENT_STATUS_URL ?? new URL(testCardPaymentPaths.status, settings.SITE_URL).href,
    statusSecret: settings.COUNCIL_PAYMENT_STATUS_SECRET,
    statusTimeoutMs: settings.COUNCIL_PAYMENT_STATUS_TIMEOUT_MS,
    ...testServiceSwitch(settings),
  }
}

/**
 * The test service's switch: as set, and 'off' in production unless this is a demonstration
 * (issue 23 point 3). A production start refuses TEST_CARD_PAYMENT_SERVICE=on without
 * DEMO_PAYMENTS=on (src/config/production-start.ts); this keeps the service shut even for a server
 * started some other way.
 */
function testServiceSwitch(settings: Pick<Env, 'NODE_ENV' | 'TEST_CARD_PAYMENT_SERVICE' | 'DEMO_PAYMENTS'>): Pick<CouncilPaymentSettings, 'testService'> {
  if (settings.NODE_ENV === 'production' && !isDemonstration(settings)) return { testService: 'off' }
  return settings.TEST_CARD_PAYMENT_SERVICE ? { testService: settings.TEST_CARD_PAYMENT_SERVICE } : {}
}

/** Whether payments made through this host go to the council's live page (spec 000 section 7). */
export function isCouncilPaymentLiveHost(host: string, settings: Pick<CouncilPaymentSettings, 'liveHosts'>): boolean {
  const hostname = hostnameOf(host)
  return hostname !== '' && settings.liveHosts.includes(hostname)
}

/**
 * Whether the built-in test service answers on this host: 'on' everywhere, 'off' nowhere, and unset
 * on every host but the live ones, so it "cannot be reached on a live host unless configured on
 * purpose" (issue 11).
 */
export function isTestServiceServed(host: string, settings: Pick<CouncilPaymentSettings, 'liveHosts' | 'testService'>): boolean {
  if (settings.testService === 'on') return true
  if (settings.testService === 'off') return false
  return !isCouncilPaymentLiveHost(host, settings)
}

/**
 * The origins a page's form may be sent to for a payment (its CSP form-action): the live page's and
 * an absolute test address's. A root-relative test address is the page's own origin ('self').
 */
export function paymentFormOrigins(settings: Pick<CouncilPaymentSettings, 'liveUrl' | 'testUrl'>): string[] {
  const origins = new Set<string>()
  for (const url of [settings.liveUrl, settings.testUrl]) {
    if (!url || url.startsWith('/')) continue
    try {
      origins.add(new URL(url).origin)
    } catch {
      // env.ts has validated both; an address that still cannot be read adds nothing.
    }
  }
  return [...origins]
}
