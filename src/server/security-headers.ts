import type { ServerResponse } from 'node:http'

/**
 * The security headers of every answer (issue 10 point 7, docs/decisions/0019-security-headers-and-cache-keys.md,
 * docs/security/headers-and-cache.md), in two layers:
 *
 * - `SECURITY_HEADERS` on every answer, whichever process gives it: nosniff, Referrer-Policy,
 *   X-Frame-Options, Cross-Origin-Opener-Policy, our Permissions-Policy, HSTS when the site is https,
 *   and a Content-Security-Policy that allows nothing on what is not a page (JSON, files, redirects
 *   need nothing: `default-src 'none'`). The web server declares them in next.config.ts, the booking
 *   API's and the fixtures' servers set them (guarded-server.ts).
 * - src/proxy.ts gives every page (the site, the console, the Payload admin)
 *   `pageContentSecurityPolicy`, whose script-src holds a fresh nonce per render: Next.js puts it on
 *   its own scripts, and our root layouts on their inline scripts (Next.js's documented approach),
 *   and HSTS from SITE_URL.
 */

/** No camera, microphone, location, payment or sensors for the page or anything it embeds. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ')

/** The console's check-in page (decision 0044) reads tickets' codes with the camera: the page itself, nothing it embeds. */
export const CHECK_IN_PATH = '/console/check-in'
export const CHECK_IN_PERMISSIONS_POLICY = PERMISSIONS_POLICY.replace('camera=()', 'camera=(self)')

/** Payload's admin shows users' avatars from Gravatar unless `admin.avatar` is set otherwise. */
const GRAVATAR_ORIGIN = 'https://www.gravatar.com'

/** The event page's map (src/ui/event/venue-map.ts). */
const MAP_FRAME_ORIGIN = 'https://www.openstreetmap.org'

export interface PageCspOptions {
  /** A fresh random value for this render (`newNonce`). */
  nonce: string
  /** `npm run dev`: React's development build evaluates code (its call stacks), so 'unsafe-eval'. */
  dev: boolean
  /** SITE_URL is https: every http:// address on the page is fetched over https. */
  https: boolean
  /** The translate widget's script, when configured (TRANSLATE_WIDGET_SCRIPT_URL, decision 0004). */
  translateScriptUrl?: string
  /** A Payload admin page: it shows each user's Gravatar (Payload's default avatar). */
  admin?: boolean
  /**
   * Other origins a page's form may be sent to: the council card-payment page's (the payment
   * hand-off submits a GET form there; decision 0021). Our own test service is 'self'.
   */
  formActionOrigins?: readonly string[]
  /** A host where the tag manager may load (TAG_MANAGER_HOSTS; decision 0046): its and analytics' origins. */
  tagManager?: boolean
}

/** Google Tag Manager's script and what its usual analytics tags reach (Google's CSP guidance for GTM). */
const TAG_MANAGER_ORIGINS = ['https://www.googletagmanager.com'] as const
const ANALYTICS_ORIGINS = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'] as const

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined
  try {
    return new URL(url).origin
  } catch {
    return undefined
  }
}

/**
 * The CSP of a page. Scripts: only those carrying this render's nonce, and what they load
 * ('strict-dynamic'), so an injected <script> or on* attribute never runs. Styles may be inline
 * ('unsafe-inline'): React and next/image write style attributes, which a nonce cannot cover, and CSS
 * cannot run code. The event page embeds the OpenStreetMap map; nothing may embed a page of ours.
 */
export function pageContentSecurityPolicy({ nonce, dev, https, translateScriptUrl, admin = false, formActionOrigins = [], tagManager = false }: PageCspOptions): string {
  const widget = originOf(translateScriptUrl)
  const tags = tagManager && !admin ? [...TAG_MANAGER_ORIGINS, ...ANALYTICS_ORIGINS] : []
  const directives: Array<[string, ...string[]]> = [
    ['default-src', "'self'"],
    ['script-src', "'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(dev ? ["'unsafe-eval'"] : []), ...(widget ? [widget] : []), ...(tags.length > 0 ? TAG_MANAGER_ORIGINS : [])],
    ['style-src', "'self'", "'unsafe-inline'", ...(widget ? [widget] : [])],
    ['img-src', "'self'", 'data:', 'blob:', ...(admin ? [GRAVATAR_ORIGIN] : []), ...(widget ? [widget] : []), ...tags],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...(widget ? [widget] : []), ...tags],
    ['frame-src', "'self'", MAP_FRAME_ORIGIN, ...(widget ? [widget] : [])],
    ['media-src', "'self'"],
    ['object-src', "'none'"],
    ['worker-src', "'self'", 'blob:'],
    ['manifest-src', "'self'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'", ...(admin ? [] : formActionOrigins)],
    ['frame-ancestors', "'none'"],
  ]
  if (https) directives.push(['upgrade-insecure-requests'])
  return directives.map((directive) => directive.join(' ')).join('; ')
}

/** A nonce: 128 random bits, base64 (Web Crypto, so it works in the proxy as anywhere). */
export function newNonce(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return btoa(String.fromCharCode(...bytes))
}

/** The policy of every answer that is not a page (JSON, files, redirects, refusals): nothing may run or load. */
export const NO_CONTENT_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

/** HSTS, sent only when the site is https: on http browsers ignore it, and on a developer's localhost it would stick. */
export const STRICT_TRANSPORT_SECURITY = { name: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' } as const

/**
 * The headers every answer carries, whoever gives it (helmet's set as it was configured here before,
 * decision 0019): one list for the web server (next.config.ts `headers()`, with NO_CONTENT_POLICY on
 * the paths src/proxy.ts does not answer, since the proxy gives every page its own policy) and for
 * the booking API's and the payment fixtures' servers (guarded-server.ts, with NO_CONTENT_POLICY).
 * Images and files of ours may be shown elsewhere (an e-mail's images in a webmail): no
 * Cross-Origin-Resource-Policy.
 */
export const SECURITY_HEADERS: ReadonlyArray<{ name: string; value: string }> = [
  { name: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  { name: 'Origin-Agent-Cluster', value: '?1' },
  { name: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { name: 'X-Content-Type-Options', value: 'nosniff' },
  { name: 'X-DNS-Prefetch-Control', value: 'off' },
  { name: 'X-Download-Options', value: 'noopen' },
  { name: 'X-Frame-Options', value: 'DENY' },
  { name: 'X-Permitted-Cross-Domain-Policies', value: 'none' },
  { name: 'X-XSS-Protection', value: '0' },
  { name: 'Permissions-Policy', value: PERMISSIONS_POLICY },
]

/**
 * Sets the headers every answer of a server of ours carries (the booking API's, the payment
 * fixtures'), before the handler runs: the handler may replace the CSP, the rest stay.
 */
export function setSecurityHeaders(res: ServerResponse, { https }: { https: boolean }): void {
  for (const { name, value } of SECURITY_HEADERS) res.setHeader(name, value)
  res.setHeader('Content-Security-Policy', NO_CONTENT_POLICY)
  if (https) res.setHeader(STRICT_TRANSPORT_SECURITY.name, STRICT_TRANSPORT_SECURITY.value)
}
