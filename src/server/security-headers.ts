import type { IncomingMessage, ServerResponse } from 'node:http'

import helmet from 'helmet'

/**
 * The security headers of every answer (issue 10 point 7, docs/decisions/0019-security-headers-and-cache-keys.md,
 * docs/security/headers-and-cache.md), in two layers:
 *
 * - `withSecurityHeaders` (helmet, in src/server/http-server.ts) sets them on every answer the web
 *   server gives, whichever handler answers (Next.js's pages, the Payload admin and REST API, the
 *   booking API's Fastify edge, a refusal of our own): nosniff, Referrer-Policy, HSTS when the site is
 *   https, X-Frame-Options, Cross-Origin-Opener-Policy, our Permissions-Policy, and a Content-Security-
 *   Policy that allows nothing (JSON, files, redirects need nothing: `default-src 'none'`).
 * - src/proxy.ts replaces that CSP on every page (the site, the console, the Payload admin) with
 *   `pageContentSecurityPolicy`, whose script-src holds a fresh nonce per render: Next.js puts it on
 *   its own scripts, and our root layouts on their inline scripts (Next.js's documented approach).
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
}

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
export function pageContentSecurityPolicy({ nonce, dev, https, translateScriptUrl, admin = false, formActionOrigins = [] }: PageCspOptions): string {
  const widget = originOf(translateScriptUrl)
  const directives: Array<[string, ...string[]]> = [
    ['default-src', "'self'"],
    ['script-src', "'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(dev ? ["'unsafe-eval'"] : []), ...(widget ? [widget] : [])],
    ['style-src', "'self'", "'unsafe-inline'", ...(widget ? [widget] : [])],
    ['img-src', "'self'", 'data:', 'blob:', ...(admin ? [GRAVATAR_ORIGIN] : []), ...(widget ? [widget] : [])],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...(widget ? [widget] : [])],
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

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void

/**
 * Sets the headers every answer carries, before the handler runs: the handler may replace the CSP
 * (the proxy does, on pages) but the rest stay. HSTS only when the site is served over https: on
 * http it is ignored by browsers anyway, and on a developer's localhost it would stick.
 */
export function securityHeadersMiddleware({ https }: { https: boolean }): (req: IncomingMessage, res: ServerResponse) => void {
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] },
    },
    // Images and files of ours may be shown elsewhere (an e-mail's images in a webmail).
    crossOriginResourcePolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  }) as unknown as Middleware
  return (req, res) => {
    middleware(req, res, () => undefined)
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY)
  }
}
