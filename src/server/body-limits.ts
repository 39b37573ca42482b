import type { IncomingMessage, ServerResponse } from 'node:http'

/**
 * How many bytes of request body each route of Payload's REST API (/api) may send (issue 23 point 1,
 * docs/security/content.md). Payload reads a body whole, of any size, before it looks at it: one
 * 60 MB sign-in raised the server's memory by 520 MB. The web server answers 413 from the request's
 * Content-Length before reading a byte, and counts a chunked body as it arrives, holding at most the
 * limit, so Next.js and Payload only ever see a body within it.
 *
 * The booking API has its own limit (BOOKING_API_BODY_LIMIT_BYTES), the test card-payment service
 * Fastify's (1 MiB by default), the GOV.UK Pay fake its own; pages take bodies only as server
 * actions, which Next.js limits (1 MB by default).
 */
export const KIB = 1024
export const MIB = 1024 * KIB

/** Sign-in, password reset, account unlock and the private-file download: an e-mail, a password, a reference. */
export const AUTH_BODY_LIMIT_BYTES = 64 * KIB
/** Every other call: a document saved from the admin (a form field Payload takes up to 1 MB, its default), a query. */
export const API_BODY_LIMIT_BYTES = 2 * MIB
/**
 * A file uploaded to Media or Private files from the admin: Payload's own multipart limit (its
 * default, 50 MB a request; 20 MB a file), so every upload that worked before still does.
 */
export const UPLOAD_BODY_LIMIT_BYTES = 50 * MIB

/** The upload collections (src/content/collections/media.ts, private-files.ts). */
const UPLOAD_COLLECTIONS = ['media', 'private-files']

function pathOf(url: string | undefined): string {
  return (url ?? '/').split('?')[0] ?? '/'
}

/**
 * The limit for a request, or null when the web server leaves its body to whoever answers it (a
 * page's server action, the booking API, the payment services: see above).
 */
export function bodyLimitOf(method: string | undefined, url: string | undefined): number | null {
  const path = pathOf(url)
  if (path !== '/api' && !path.startsWith('/api/')) return null
  const segments = path.split('/').filter((segment) => segment !== '')
  const [, collection, id, action] = segments
  // POST /api/users/login, /forgot-password, /reset-password, /unlock, /first-register, /refresh-token, /logout...
  if (collection === 'users' && id !== undefined && action === undefined && !/^\d+$/.test(id)) return AUTH_BODY_LIMIT_BYTES
  if (collection === 'private-files' && action === 'download') return AUTH_BODY_LIMIT_BYTES
  // A new file (POST /api/media) or a replaced one (PATCH /api/media/{id}): multipart with the file.
  const verb = (method ?? '').toUpperCase()
  if (collection !== undefined && UPLOAD_COLLECTIONS.includes(collection) && action === undefined && (verb === 'POST' || verb === 'PATCH' || verb === 'PUT')) {
    return UPLOAD_BODY_LIMIT_BYTES
  }
  return API_BODY_LIMIT_BYTES
}

export function tooLargeMessage(limitBytes: number): string {
  const size = limitBytes >= MIB ? `${limitBytes / MIB} MB` : `${limitBytes / KIB} KB`
  return `This request is too large. At most ${size} can be sent here.`
}

/** The declared Content-Length, or null for none (Node's parser has refused one that is not a number). */
function declaredLength(req: IncomingMessage): number | null {
  const value = req.headers['content-length']
  return value === undefined ? null : Number(value)
}

function answerTooLarge(req: IncomingMessage, res: ServerResponse, limitBytes: number): void {
  if (res.headersSent) {
    res.destroy()
    return
  }
  const body = JSON.stringify({ errors: [{ message: tooLargeMessage(limitBytes) }] })
  // Connection: close, so Node does not read the rest of the body to keep the connection for
  // another request (it would read up to whatever the client sends).
  res.writeHead(413, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'close',
    'content-length': String(Buffer.byteLength(body)),
  })
  res.end(body)
  req.socket.once('error', () => undefined)
}

/**
 * Passes the request on (`proceed`) only with a body within `limitBytes`, else answers 413:
 * - with a Content-Length (every browser request), from it, before any of the body is read; Node's
 *   parser never gives a handler more body than the Content-Length says;
 * - with a chunked body (no Content-Length), by counting the chunks as the parser delivers them:
 *   they are held back (at most the limit) until the body ends, then handed on as if they had just
 *   arrived; past the limit they are dropped and the answer is 413. The parser delivers a body
 *   through the request's own `push` (node:_http_common), so that is where they are counted: a
 *   listener on the request instead would take the chunks from whoever reads it later.
 */
export function withBoundedBody(req: IncomingMessage, res: ServerResponse, limitBytes: number, proceed: () => void): void {
  const length = declaredLength(req)
  if (length !== null) {
    if (!(length <= limitBytes)) return answerTooLarge(req, res, limitBytes)
    return proceed()
  }
  if (req.headers['transfer-encoding'] === undefined) return proceed()

  const push = req.push.bind(req)
  const held: Buffer[] = []
  let received = req.readableLength
  let refused = false
  req.push = (chunk: unknown, encoding?: BufferEncoding): boolean => {
    if (refused) return false
    if (chunk === null) {
      req.push = push
      for (const part of held) push(part)
      held.length = 0
      push(null)
      proceed()
      return false
    }
    const part = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, encoding)
    received += part.length
    if (received > limitBytes) {
      refused = true
      held.length = 0
      answerTooLarge(req, res, limitBytes)
      return false
    }
    held.push(part)
    // True: keep reading; what is held is bounded by the limit.
    return true
  }
}
