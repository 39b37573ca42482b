import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'

import { ukMobileNumber } from '../../domain/phone-numbers'
import { requestBodyText } from '../fakes/request-body'

/**
 * A local stand-in for GOV.UK Notify (issue 26 point 3, decision 0045), following its published API
 * (v2): send an e-mail or a text message from a template, read notifications back by id or by
 * reference, Notify's JWT bearer tokens (HS256 under the key's secret, `iss` the service id, `iat`
 * within 30 seconds), its error bodies, and 429s past its rate limit. It stands at the edge of the world
 * we do not run: the tests use it (never the real service) and the demo can (NOTIFY_FAKE=on). Memory only.
 */
export interface NotifyFakeTemplate {
  id: string
  type: 'email' | 'sms'
  /** With ((placeholders)), as in Notify's template editor. */
  subject?: string
  body: string
}

/** The templates docs/notify-templates.md asks a council to make, with the fake's own ids. */
export const NOTIFY_FAKE_TEMPLATES: readonly NotifyFakeTemplate[] = [
  { id: 'a6d9c1b2-4e0f-4c39-9a53-6f1f2d8e0a01', type: 'email', subject: '((subject))', body: '((body))' },
  { id: 'a6d9c1b2-4e0f-4c39-9a53-6f1f2d8e0a02', type: 'sms', body: '((body))' },
]

export interface NotifyFakeOptions {
  serviceId: string
  /** The secret half of the API key: tokens signed with anything else are refused (403). */
  secret: string
  templates?: readonly NotifyFakeTemplate[]
  /** Requests a minute before 429 (Notify's is 3,000 per key). */
  requestsPerMinute?: number
  clock?: () => Date
}

export interface FakeNotification {
  id: string
  reference: string | null
  type: 'email' | 'sms'
  email_address: string | null
  phone_number: string | null
  status: 'delivered'
  template: { id: string; version: number; uri: string }
  subject: string | null
  body: string
  created_at: string
  sent_at: string
}

export interface NotifyFake {
  handle(req: IncomingMessage, res: ServerResponse): void
  /** Every notification accepted, oldest first. */
  notifications(): FakeNotification[]
  /** Requests to send that arrived, accepted or not. */
  sendRequests(): number
  /** The next `count` requests to send are answered `status` (429 unless told) whatever the rate. */
  failNextSends(count: number, status?: 400 | 429 | 500): void
}

const ERRORS = {
  400: 'BadRequestError',
  403: 'AuthError',
  404: 'NoResultFound',
  429: 'RateLimitError',
  500: 'Exception',
} as const

function answer(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
  res.end(JSON.stringify(body))
}

function refuse(res: ServerResponse, status: keyof typeof ERRORS, message: string, error: string = ERRORS[status]): void {
  answer(res, status, { errors: [{ error, message }], status_code: status })
}

const bodyOf = (req: IncomingMessage) => requestBodyText(req, 1024 * 1024)

const base64url = (buffer: Buffer) => buffer.toString('base64url')

/** Why Notify would refuse this Authorization header, or null when it would accept it. */
function tokenProblem(header: string | undefined, options: NotifyFakeOptions, now: Date): string | null {
  const token = /^Bearer (.+)$/.exec(header ?? '')?.[1]
  if (!token) return 'Unauthorized: authentication token must be provided'
  const [head, payload, signature] = token.split('.')
  if (!head || !payload || !signature) return 'Invalid token: signature, api token is not valid'
  const expected = Buffer.from(base64url(createHmac('sha256', options.secret).update(`${head}.${payload}`).digest()))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'Invalid token: API key not found'
  let claims: { iss?: unknown; iat?: unknown }
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { iss?: unknown; iat?: unknown }
  } catch {
    return 'Invalid token: signature, api token is not valid'
  }
  if (claims.iss !== options.serviceId) return 'Invalid token: service not found'
  if (typeof claims.iat !== 'number' || Math.abs(now.getTime() / 1000 - claims.iat) > 30) return 'Error: Your system clock must be accurate to within 30 seconds'
  return null
}

function filled(text: string, personalisation: Record<string, unknown>): { text: string; missing: string[] } {
  const missing: string[] = []
  const result = text.replace(/\(\(([^()]+)\)\)/g, (_, name: string) => {
    const value = personalisation[name]
    if (value === undefined || value === null) {
      missing.push(name)
      return ''
    }
    return String(value)
  })
  return { text: result, missing }
}

const EMAIL_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function createNotifyFake(options: NotifyFakeOptions): NotifyFake {
  const clock = options.clock ?? (() => new Date())
  const templates = new Map((options.templates ?? NOTIFY_FAKE_TEMPLATES).map((template) => [template.id, template]))
  const limit = options.requestsPerMinute ?? 3000
  const store: FakeNotification[] = []
  let recent: number[] = []
  let failing: { count: number; status: 400 | 429 | 500 } = { count: 0, status: 429 }
  let sendRequests = 0

  function overLimit(now: Date): boolean {
    recent = recent.filter((at) => at > now.getTime() - 60_000)
    if (recent.length >= limit) return true
    recent.push(now.getTime())
    return false
  }

  async function send(req: IncomingMessage, res: ServerResponse, type: 'email' | 'sms', now: Date): Promise<void> {
    sendRequests += 1
    if (failing.count > 0) {
      failing.count -= 1
      if (failing.status === 429) return refuse(res, 429, `Exceeded rate limit for key type LIVE of ${limit} requests per 60 seconds`)
      if (failing.status === 400) return refuse(res, 400, "Can't send to this recipient using a team-only API key")
      return refuse(res, 500, 'Internal server error')
    }
    let request: Record<string, unknown>
    try {
      request = JSON.parse(await bodyOf(req)) as Record<string, unknown>
    } catch {
      return refuse(res, 400, 'Invalid JSON supplied in POST data', 'BadRequestError')
    }
    const template = templates.get(String(request.template_id))
    if (!template || template.type !== type) return refuse(res, 400, 'Template not found')
    const personalisation = (request.personalisation ?? {}) as Record<string, unknown>
    const subject = template.subject === undefined ? null : filled(template.subject, personalisation)
    const body = filled(template.body, personalisation)
    const missing = [...(subject?.missing ?? []), ...body.missing]
    if (missing.length > 0) return refuse(res, 400, `Missing personalisation: ${[...new Set(missing)].join(', ')}`)
    const to = String((type === 'email' ? request.email_address : request.phone_number) ?? '')
    if (type === 'email' && !EMAIL_ADDRESS.test(to)) return refuse(res, 400, 'email_address Not a valid email address', 'ValidationError')
    if (type === 'sms' && !ukMobileNumber(to)) return refuse(res, 400, 'phone_number Not a UK mobile number', 'ValidationError')
    const id = randomUUID()
    const notification: FakeNotification = {
      id,
      reference: typeof request.reference === 'string' ? request.reference : null,
      type,
      email_address: type === 'email' ? to : null,
      phone_number: type === 'sms' ? to : null,
      status: 'delivered',
      template: { id: template.id, version: 1, uri: `/v2/template/${template.id}` },
      subject: subject?.text ?? null,
      body: body.text,
      created_at: now.toISOString(),
      sent_at: now.toISOString(),
    }
    store.push(notification)
    const content = type === 'email' ? { subject: notification.subject, body: notification.body, from_email: 'council.events@notifications.service.gov.uk' } : { body: notification.body, from_number: 'COUNCIL' }
    answer(res, 201, { id, reference: notification.reference, content, uri: `/v2/notifications/${id}`, template: notification.template })
  }

  function list(url: URL, res: ServerResponse): void {
    const type = url.searchParams.get('template_type')
    const reference = url.searchParams.get('reference')
    const status = url.searchParams.get('status')
    const found = store.filter((n) => (!type || n.type === type) && (!reference || n.reference === reference) && (!status || n.status === status)).reverse()
    answer(res, 200, { notifications: found.slice(0, 250), links: { current: `/v2/notifications${url.search}` } })
  }

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const now = clock()
    const problem = tokenProblem(req.headers.authorization, options, now)
    if (problem) return refuse(res, 403, problem)
    if (overLimit(now)) return refuse(res, 429, `Exceeded rate limit for key type LIVE of ${limit} requests per 60 seconds`)
    const url = new URL(req.url ?? '/', 'http://notify.invalid')
    if (req.method === 'POST' && url.pathname === '/v2/notifications/email') return send(req, res, 'email', now)
    if (req.method === 'POST' && url.pathname === '/v2/notifications/sms') return send(req, res, 'sms', now)
    if (req.method === 'GET' && url.pathname === '/v2/notifications') return list(url, res)
    const one = /^\/v2\/notifications\/([0-9a-f-]{36})$/.exec(url.pathname)
    if (req.method === 'GET' && one) {
      const found = store.find((n) => n.id === one[1])
      return found ? answer(res, 200, found) : refuse(res, 404, 'No result found')
    }
    refuse(res, 404, 'Not found', 'NotFound')
  }

  return {
    handle: (req, res) => {
      route(req, res).catch(() => {
        if (!res.headersSent) refuse(res, 400, 'Invalid request')
      })
    },
    notifications: () => [...store],
    sendRequests: () => sendRequests,
    failNextSends: (count, status = 429) => {
      failing = { count, status }
    },
  }
}

/** Where the payment fixtures serve the fake (NOTIFY_FAKE=on; src/server/payment-fixtures-server.ts). */
export const NOTIFY_FAKE_PREFIX = '/notify-fake'

export function isNotifyFakePath(url: string | undefined): boolean {
  return url?.startsWith(`${NOTIFY_FAKE_PREFIX}/`) ?? false
}

/** The fake's service id and secret for a site (derived from PAYLOAD_SECRET, never a constant) and the API key made of them. */
export function notifyFakeCredentials(payloadSecret: string): { serviceId: string; secret: string; apiKey: string } {
  const uuid = (purpose: string) => {
    const hex = createHmac('sha256', payloadSecret).update(`notify-fake:${purpose}`).digest('hex')
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`
  }
  const serviceId = uuid('service')
  const secret = uuid('secret')
  return { serviceId, secret, apiKey: `council-events-fake-${serviceId}-${secret}` }
}
