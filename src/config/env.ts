import { randomBytes } from 'node:crypto'

import { z } from 'zod'

import { RETENTION_DAYS_DEFAULT, RETENTION_DAYS_MAX, RETENTION_DAYS_MIN } from '../domain/retention'

/**
 * The whole process configuration, read once from the environment and validated.
 * Development gets sensible defaults; production fails fast on anything unsafe
 * (the README lists every variable with its default).
 */
const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes')

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// connection string')
      .optional(),
    PAYLOAD_SECRET: z.string().min(32, 'PAYLOAD_SECRET must be at least 32 characters').optional(),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    /**
     * The site's public address: payment returns, the built-in status query, e-mail links, canonical
     * links. Unset, the address this process serves, http://localhost:{PORT} (parseEnv); a production
     * server on a real database refuses to start without it (siteUrlRefusal).
     */
    SITE_URL: z.url().optional(),
    COUNCIL_NAME: z.string().min(1).default('Hertfordshire County Council'),
    COUNCIL_SITE_URL: z.url().default('https://www.hertfordshire.gov.uk'),
    WEB_TEAM_EMAIL: z.email().default('events@example.gov.uk'),
    /** Hosts treated as live for the maintenance redirect (spec 001 section 4); '*' means every host. */
    LIVE_HOSTS: z.string().default('*'),
    EMBEDDED_PG_DIR: z.string().default('.data/pg'),
    SEED_ON_EMPTY: booleanish.default(true),
    /** The most tickets one basket may hold (issue 5; docs/booking.md). Counts tickets, not units. */
    BASKET_TICKET_LIMIT: z.coerce.number().int().min(1).max(1000).default(10),
    /** Connections in each web process's booking pool (src/booking/db/pool.server.ts). */
    BOOKING_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
    /**
     * How long a shared cache (nginx in front, a CDN) may keep an anonymous public page: its
     * `s-maxage` (src/server/cache-policy.ts, decisions 0012 and 0040); 0 turns sharing off. With
     * PAGE_CACHE_STALE_SECONDS it bounds how old a page a visitor can see: 2 + 1 s by default (and a
     * browser may show its own copy for the stale second too), so
     * Sold Out shows within 5 seconds of the last ticket going.
     */
    PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(2),
    /** How much longer a shared cache may serve such a page, once, while it fetches a fresh one (`stale-while-revalidate`). */
    PAGE_CACHE_STALE_SECONDS: z.coerce.number().int().min(0).max(3600).default(1),
    /**
     * Node's HTTP server timeouts (src/server/guarded-server.ts; the keep-alive also `next start`'s, scripts/lib/processes.ts; docs/security/headers-and-cache.md): how
     * long a client may take to send a request's headers (a slow-loris holds a connection by never
     * finishing them), its whole request, and how long an idle keep-alive connection is kept.
     * Behind a load balancer, keep HTTP_KEEP_ALIVE_TIMEOUT_MS above its idle timeout.
     */
    HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(20_000),
    HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(120_000),
    HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
    /**
     * Anonymous reads of the content REST API (issue 10 point 8, src/content/public-api-limits.ts):
     * at most this many documents a page (`limit=0` and `pagination=false` included) ...
     */
    CONTENT_API_MAX_LIMIT: z.coerce.number().int().min(1).max(1000).default(20),
    /** ... with relations populated at most this many levels deep. */
    CONTENT_API_MAX_DEPTH: z.coerce.number().int().min(0).max(10).default(1),
    /**
     * The first administrator a production start makes on a system without accounts (issue 10
     * point 5): this address, with ADMIN_PASSWORD, or a one-time password printed on the console.
     */
    ADMIN_EMAIL: z.email().default('admin@example.gov.uk'),
    ADMIN_PASSWORD: z.string().min(12, 'ADMIN_PASSWORD must be at least 12 characters').optional(),
    /**
     * Which proxies in front of the server to believe about the client's address (X-Forwarded-For),
     * Fastify's `trustProxy` (docs/security/booking-api.md, decision 0016): 'false' (the default:
     * the client is the TCP peer), 'true' (every proxy; only when nothing can reach the server but
     * your proxies), a number of hops, or a comma-separated list of proxy addresses or CIDRs.
     */
    TRUST_PROXY: z
      .string()
      .regex(/^(true|false|\d{1,2}|[0-9a-fA-F:.,/ ]+)$/, 'TRUST_PROXY must be true, false, a number of hops or a list of addresses')
      .default('false'),
    /** Baskets one client (address) may create per BASKET_RATE_WINDOW_SECONDS; 0 turns the limit off. */
    BASKET_RATE_LIMIT_PER_CLIENT: z.coerce.number().int().min(0).max(100_000).default(30),
    /** Baskets one browser session (the bookingSession cookie) may create per window; 0 turns it off. */
    BASKET_RATE_LIMIT_PER_SESSION: z.coerce.number().int().min(0).max(100_000).default(10),
    BASKET_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
    /**
     * Open (unexpired, unconfirmed) baskets one client may hold at once; 0 turns the cap off. Two
     * (issue 23 point 7): a browser holds one (each checkout gives the last one back), one more for a
     * second tab; so one client holds at most 2 x BASKET_TICKET_LIMIT tickets (docs/security/booking-api.md).
     */
    BASKET_OPEN_LIMIT_PER_CLIENT: z.coerce.number().int().min(0).max(100_000).default(2),
    /** How often the worker purges old baskets (0 turns the purge off in this worker). */
    BASKET_PURGE_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
    /** How long an expired or emptied basket is kept before the purge removes it. */
    BASKET_PURGE_GRACE_MINUTES: z.coerce.number().int().min(1).max(525_600).default(60),
    /**
     * Payments (issue 11, docs/decisions/0021-council-card-payment-page-and-test-service.md,
     * docs/operations.md 'Taking real payments'). The council's card-payment page or GOV.UK Pay (issue 14).
     */
    PAYMENT_PROVIDER: z.enum(['council', 'govuk-pay']).default('council'),
    /**
     * GOV.UK Pay (issue 14, PAYMENT_PROVIDER=govuk-pay): the API's address, the account's API key and
     * the webhook signing secret (secrets: never logged). GOVUK_PAY_FAKE=on serves the local fake of
     * GOV.UK Pay at /govuk-pay-fake on this server and uses it instead (the demo and the tests; it
     * takes no money).
     */
    GOVUK_PAY_API_URL: z.url({ protocol: /^https?$/ }).default('https://publicapi.payments.service.gov.uk'),
    GOVUK_PAY_API_KEY: z.string().min(10).optional(),
    GOVUK_PAY_WEBHOOK_SECRET: z.string().min(10).optional(),
    GOVUK_PAY_FAKE: z.enum(['on', 'off']).default('off'),
    /**
     * Host names on which the council's LIVE card-payment page takes real money (spec 000 section 7:
     * live or test address, chosen by whether the host is live). Empty: every host uses the test page.
     * Not LIVE_HOSTS (the maintenance redirect, '*' by default): money is never switched on by a wildcard.
     */
    COUNCIL_PAYMENT_LIVE_HOSTS: z
      .string()
      .refine((value) => !value.split(',').some((host) => host.trim() === '*'), 'COUNCIL_PAYMENT_LIVE_HOSTS lists host names; "*" is not allowed')
      .default(''),
    /** The council card-payment page's live form address. */
    COUNCIL_PAYMENT_LIVE_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** The test card-payment form: the built-in test service on the same host by default (root-relative). */
    COUNCIL_PAYMENT_TEST_URL: z
      .string()
      .refine((value) => value.startsWith('/') ? !value.startsWith('//') : /^https?:\/\//.test(value), 'COUNCIL_PAYMENT_TEST_URL must be a root-relative path or an http(s) address')
      .default('/test-card-payment/pay'),
    /** The provider's server-to-server status query; the built-in test service's on SITE_URL by default. */
    COUNCIL_PAYMENT_STATUS_URL: z.url({ protocol: /^https?$/ }).optional(),
    /**
     * Shared secret sent with every status query (and the test service's refunds). Never logged.
     * Required by a production start that may take a council payment (production-start.ts); unset
     * elsewhere, a random one for this process only (`npm start` and `npm run dev` keep one in .data/).
     */
    COUNCIL_PAYMENT_STATUS_SECRET: z.string().min(16, 'COUNCIL_PAYMENT_STATUS_SECRET must be at least 16 characters').optional(),
    /** How long a status query may take before it counts as 'ask again later'. */
    COUNCIL_PAYMENT_STATUS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    /** The calling application id field of the payment form (spec 000 section 7). */
    COUNCIL_PAYMENT_CALLING_APPLICATION_ID: z.string().min(1).max(100).default('COUNCIL-EVENTS'),
    /** The fixed account of the payment line on hosts that are not live (spec 000 section 9). */
    COUNCIL_PAYMENT_TEST_ACCOUNT: z.string().min(1).max(100).regex(/^[^|]+$/, 'COUNCIL_PAYMENT_TEST_ACCOUNT must not contain "|"').default('TESTACCOUNT0000'),
    /**
     * The built-in test card-payment service (/test-card-payment): unset, served unless
     * COUNCIL_PAYMENT_LIVE_HOSTS is set; 'on' always; 'off' never. Off, it answers 404.
     */
    TEST_CARD_PAYMENT_SERVICE: z.enum(['on', 'off']).optional(),
    /**
     * A demonstration that takes no real money (issue 23 point 3, decision 0033): 'on' lets a
     * production start take payments through the built-in test card service or the GOV.UK Pay fake,
     * and every page then says so. A production start refuses either without it
     * (src/config/production-start.ts). `npm start` on the embedded database turns it on itself.
     */
    DEMO_PAYMENTS: z.enum(['on', 'off']).default('off'),
    /**
     * The SMTP server confirmation e-mails go through (src/integrations/email, decision 0023), e.g.
     * smtp://user:password@mail.example:587 or smtps://... Unset, messages are rendered and kept in
     * the outbox for staff to read, never sent. Never logged: it may carry a password.
     */
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'SMTP_URL must be an smtp:// or smtps:// address' }).optional(),
    /**
     * How e-mail is sent (decision 0045): 'smtp' through SMTP_URL (unset: kept in the outbox, not
     * sent), or 'notify' through GOV.UK Notify with the NOTIFY_ settings below, which also sends the
     * sessions' reminders as text messages to bookers who gave a UK mobile number.
     */
    EMAIL_CHANNEL: z.enum(['smtp', 'notify']).default('smtp'),
    /** GOV.UK Notify's API (or the local fake's address, which `npm start` sets itself with NOTIFY_FAKE=on). */
    NOTIFY_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.notifications.service.gov.uk'),
    /** A Notify API key, `{key name}-{service id}-{secret}`: a secret, never logged. */
    NOTIFY_API_KEY: z
      .string()
      .regex(/-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'NOTIFY_API_KEY must be a GOV.UK Notify API key: its name, the service id and the secret')
      .optional(),
    /** The Notify templates (docs/notify-templates.md): the e-mail's, and the text message's (unset: no text messages). */
    NOTIFY_EMAIL_TEMPLATE_ID: z.uuid().optional(),
    NOTIFY_SMS_TEMPLATE_ID: z.uuid().optional(),
    /** The reply-to address Notify sends e-mail with, by its id in Notify (unset: the service's default). */
    NOTIFY_EMAIL_REPLY_TO_ID: z.uuid().optional(),
    /** The local fake of GOV.UK Notify (src/integrations/email/notify-fake.ts), served by the payment fixtures, with its own key and templates. */
    NOTIFY_FAKE: z.enum(['on', 'off']).default('off'),
    /** The From header of every e-mail the service sends. */
    EMAIL_FROM: z.string().min(3).default('Council events <events@example.gov.uk>'),
    /** How often the worker sends the due e-mails of the outbox (0 turns sending off in this worker). */
    EMAIL_OUTBOX_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
    /**
     * The e-mail marketing sign-up endpoint the newsletter tick box posts the purchaser's address to
     * (spec 000 section 7; src/integrations/newsletter). Unset, a sign-up is only logged, without the address.
     */
    NEWSLETTER_SIGNUP_URL: z.url({ protocol: /^https?$/ }).optional(),
    /**
     * Payments (decision 0020): how long after the buyer is sent to the provider the reconciliation
     * job first asks about a payment whose return has not arrived, and how often the worker runs
     * the job (0 turns it off in this worker).
     */
    PAYMENT_RETURN_GRACE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(120),
    PAYMENT_RECONCILE_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
    /**
     * Waiting lists (issue 13, decision 0028): how long an offer holds returned places for the next
     * person on the list, how often the worker looks for places to offer and offers that ended (0
     * turns the job off in this worker), and how long a management link from the e-mail works.
     */
    WAITING_LIST_OFFER_HOURS: z.coerce.number().int().min(1).max(168).default(24),
    WAITING_LIST_OFFERS_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
    WAITING_LIST_LINK_HOURS: z.coerce.number().int().min(1).max(168).default(24),
    /**
     * Retention (issue 13 point 5, docs/decisions/0027-retention.md): personal details in an event's
     * bookings, tickets, answers and waiting-list entries are anonymised this many days after the
     * event; the worker runs the job every RETENTION_INTERVAL_SECONDS (0 turns it off in that worker).
     */
    RETENTION_DAYS: z.coerce.number().int().min(RETENTION_DAYS_MIN).max(RETENTION_DAYS_MAX).default(RETENTION_DAYS_DEFAULT),
    RETENTION_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(3600),
    /** How often the worker writes the reminders due before courses' sessions (issue 26; 0 turns the job off in that worker). */
    SESSION_REMINDERS_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /**
     * Optional third-party widgets (spec 000 section 1), deliberately without defaults: unset, no
     * page loads anything from another host (docs/decisions/0004-third-party-widgets-off-by-default.md).
     */
    TRANSLATE_WIDGET_SCRIPT_URL: z.url({ protocol: /^https?$/ }).optional(),
    /**
     * The host names (comma-separated, no wildcard) where the tag manager of Settings may load, and
     * there only for residents who accept analytics cookies (decision 0046). Unset: nowhere, so test
     * and staging hosts never load it.
     */
    TAG_MANAGER_HOSTS: z
      .string()
      .default('')
      .refine((value) => !value.split(',').some((host) => host.trim() === '*'), 'TAG_MANAGER_HOSTS lists host names; "*" is not allowed'),
    /**
     * The listing's postcode filter (issue 26 point 4; src/integrations/postcode): 'postcodes.io' asks
     * the public postcode service (answers kept a day, the offline district table when it does not
     * answer within POSTCODE_LOOKUP_TIMEOUT_MS); 'offline' uses the district table alone.
     */
    POSTCODE_LOOKUP: z.enum(['postcodes.io', 'offline']).default('postcodes.io'),
    POSTCODES_IO_URL: z.url({ protocol: /^https?$/ }).default('https://api.postcodes.io'),
    POSTCODE_LOOKUP_TIMEOUT_MS: z.coerce.number().int().min(100).max(10_000).default(2000),
    /** The feedback form behind 'Rate this page'; '{url}' in it is replaced by the page's address. */
    RATE_PAGE_URL: z.url({ protocol: /^https?$/ }).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.NODE_ENV === 'production' && !value.PAYLOAD_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['PAYLOAD_SECRET'], message: 'PAYLOAD_SECRET is required in production' })
    }
    if (value.NODE_ENV === 'production' && value.COUNCIL_PAYMENT_LIVE_HOSTS.trim() !== '') {
      // Real money: the live page, its status query and the shared secret must all be configured.
      for (const name of ['COUNCIL_PAYMENT_LIVE_URL', 'COUNCIL_PAYMENT_STATUS_URL', 'COUNCIL_PAYMENT_STATUS_SECRET'] as const) {
        if (!value[name]) ctx.addIssue({ code: 'custom', path: [name], message: `${name} is required in production when COUNCIL_PAYMENT_LIVE_HOSTS is set` })
      }
    }
    if (value.PAYMENT_PROVIDER === 'govuk-pay' && value.GOVUK_PAY_FAKE === 'off') {
      for (const name of ['GOVUK_PAY_API_KEY', 'GOVUK_PAY_WEBHOOK_SECRET'] as const) {
        if (!value[name]) ctx.addIssue({ code: 'custom', path: [name], message: `${name} is required when PAYMENT_PROVIDER is govuk-pay (or set GOVUK_PAY_FAKE=on for the local fake)` })
      }
    }
    if (value.EMAIL_CHANNEL === 'notify' && value.NOTIFY_FAKE === 'off') {
      for (const name of ['NOTIFY_API_KEY', 'NOTIFY_EMAIL_TEMPLATE_ID'] as const) {
        if (!value[name]) ctx.addIssue({ code: 'custom', path: [name], message: `${name} is required when EMAIL_CHANNEL is notify (or set NOTIFY_FAKE=on for the local fake)` })
      }
    }
    if (value.HTTP_HEADERS_TIMEOUT_MS > value.HTTP_REQUEST_TIMEOUT_MS) {
      ctx.addIssue({ code: 'custom', path: ['HTTP_HEADERS_TIMEOUT_MS'], message: 'HTTP_HEADERS_TIMEOUT_MS must not exceed HTTP_REQUEST_TIMEOUT_MS' })
    }
  })

export type Env = z.infer<typeof envSchema> & { PAYLOAD_SECRET: string; COUNCIL_PAYMENT_STATUS_SECRET: string; SITE_URL: string }

/**
 * A secret the environment leaves unset, outside a production start that requires it: random, made
 * once per process, so no secret is ever a constant in the source (issue 23 point 3). It signs
 * nothing that must outlive the process; `npm start` and `npm run dev` keep theirs in .data/
 * (scripts/lib/secret.ts), a deployment sets its own.
 */
const processSecrets = new Map<string, string>()

function processSecret(name: string): string {
  let secret = processSecrets.get(name)
  if (!secret) {
    secret = randomBytes(32).toString('hex')
    processSecrets.set(name, secret)
  }
  return secret
}

export class InvalidEnvironmentError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid environment:\n  ${issues.join('\n  ')}`)
    this.name = 'InvalidEnvironmentError'
  }
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  // Empty strings count as unset, so `FOO= npm start` falls back to the default.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''))
  const result = envSchema.safeParse(cleaned)
  if (!result.success) {
    throw new InvalidEnvironmentError(result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`))
  }
  return {
    ...result.data,
    PAYLOAD_SECRET: result.data.PAYLOAD_SECRET ?? processSecret('PAYLOAD_SECRET'),
    // The address it serves (issue 22 point 2): `PORT=3100 npm start` lives at localhost:3100.
    SITE_URL: result.data.SITE_URL ?? `http://localhost:${result.data.PORT}`,
    COUNCIL_PAYMENT_STATUS_SECRET: result.data.COUNCIL_PAYMENT_STATUS_SECRET ?? processSecret('COUNCIL_PAYMENT_STATUS_SECRET'),
  }
}

/**
 * Why a production server must not start with this environment's SITE_URL, or null when it may.
 * Production with SITE_URL unset is allowed only on the embedded database (DATABASE_URL unset):
 * that is `npm start` on a machine's own copy, which serves http://localhost:{PORT}. A server on a
 * real database is a deployment that people reach at some other address, which it cannot know; a
 * guess there sends residents back from the card-payment page, and the status query that confirms
 * their payment, to the wrong place (docs/operations.md 'The site's address').
 */
export function siteUrlRefusal(source: Record<string, string | undefined>): string | null {
  if (source.NODE_ENV !== 'production' || (source.SITE_URL ?? '') !== '' || (source.DATABASE_URL ?? '') === '') return null
  return (
    'SITE_URL is required in production: set it to the address residents reach this site at, e.g. ' +
    'SITE_URL=https://events.example.gov.uk. Payment returns, the payment status query and the links in ' +
    'e-mails are made from it. (Only `npm start` on the embedded database, without DATABASE_URL, serves ' +
    'http://localhost:{PORT} without one.)'
  )
}

let cached: Env | undefined

/** The validated environment of this process, parsed on first use. */
export function env(): Env {
  cached ??= parseEnv(process.env)
  return cached
}

/** Whether a request host counts as live for the maintenance redirect. */
export function isLiveHost(host: string, liveHosts: string): boolean {
  const hostname = host.replace(/:\d+$/, '').toLowerCase()
  const list = liveHosts.split(',').map((h) => h.trim().toLowerCase()).filter(Boolean)
  return list.includes('*') || list.includes(hostname)
}
