import { randomBytes, randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'

import { DEMONSTRATION_LABEL, DEMONSTRATION_TAG, DEMONSTRATION_TEXT } from '../../../config/demonstration'

import { createPaymentBody, GOVUK_PAY_CODES, GOVUK_PAY_TOO_MANY_REQUESTS, refundBody, type GovUkPayment, type GovUkPayWebhookMessage, type GovUkRefund } from './govuk-pay-api'
import { PAY_SIGNATURE_HEADER, webhookSignature } from './webhook-signature'
import { requestBodyText } from '../../fakes/request-body'

/**
 * A local stand-in for GOV.UK Pay (issue 14 point 2), following its published API: create, get and
 * refund payments, a hosted card page at each payment's next_url, webhooks signed as GOV.UK Pay
 * signs them, and 429s past 15 creations a second per account. It stands at the edge of the world
 * we do not run: the tests use it (never the real service), and the demo can. Memory only.
 */
export interface GovUkPayFakeOptions {
  /** The API key a caller must present as a Bearer token. */
  apiKey: string
  /** Where the fake is reached, for next_url and self links (no trailing slash). */
  publicUrl: string
  /** Creations allowed per second per account before 429 (GOV.UK Pay's is 15). */
  createsPerSecond?: number
  /** Where webhooks go, and the secret they are signed with; none sent without both. */
  webhook?: { url: string; secret: string }
  clock?: () => Date
}

/**
 * The banner every page of a demonstration carries (decision 0033): the fake never takes money, and
 * a production server serves it only as a demonstration, so its card page always carries it.
 */
const DEMONSTRATION_BANNER = `<div role="region" aria-label="${DEMONSTRATION_LABEL}" style="border-bottom:1px solid #b1b4b6;padding:.5rem 0;margin-bottom:1rem"><p><strong style="background:#cce2d8;color:#005a30;padding:2px 8px;margin-right:10px">${DEMONSTRATION_TAG}</strong>${DEMONSTRATION_TEXT}</p></div>`

/** Cards the hosted page knows (GOV.UK Pay's own test cards). */
export const GOVUK_PAY_FAKE_CARDS = { success: '4444333333333333', declined: '4000000000000002', error: '4000000000000119' } as const

export type FakeOutcome = 'success' | 'declined' | 'cancelled' | 'expired' | 'error'

/** What a refund answered 'submitted' becomes when it is next read: GOV.UK Pay finishes refunds after answering. */
export type FakeRefundOutcome = 'success' | 'error' | 'submitted'

interface FakeRefund {
  refund: GovUkRefund
  /** What it becomes when next read. */
  becomes: FakeRefundOutcome
}

interface FakePayment {
  payment: GovUkPayment
  refunds: Map<string, FakeRefund>
  refunded: number
  idempotencyKey: string | null
  events: number
}

export interface GovUkPayFake {
  handle(req: IncomingMessage, res: ServerResponse): void
  /** Every payment made, by id. */
  payments(): GovUkPayment[]
  /** How many creations were refused with 429. */
  tooManyRequests(): number
  /** The next `count` creations are answered 429 whatever the rate. */
  refuseNextCreations(count: number): void
  /**
   * Ends a payment as the hosted page or GOV.UK Pay itself would (expired: after 90 minutes), and
   * sends its webhook unless told not to (a webhook that never arrives).
   */
  finish(paymentId: string, outcome: FakeOutcome, options?: { webhook?: boolean }): Promise<void>
  /**
   * What refunds made from now on become when next read after their 'submitted' answer (success
   * unless told). An error gives the amount back to what can be refunded, as GOV.UK Pay does.
   */
  settleRefundsAs(outcome: FakeRefundOutcome): void
  /** The webhook message and its signature for a payment as it stands, as GOV.UK Pay would send it. */
  webhookFor(paymentId: string, eventType?: string): { body: string; signature: string; message: GovUkPayWebhookMessage }
}

const FINISHED: Record<FakeOutcome, GovUkPayment['state']> = {
  success: { status: 'success', finished: true },
  declined: { status: 'failed', finished: true, code: GOVUK_PAY_CODES.rejected, message: 'Payment method rejected' },
  cancelled: { status: 'failed', finished: true, code: GOVUK_PAY_CODES.cancelledByUser, message: 'Payment was cancelled by the user' },
  expired: { status: 'failed', finished: true, code: GOVUK_PAY_CODES.expired, message: 'Payment expired' },
  error: { status: 'error', finished: true, code: GOVUK_PAY_CODES.providerError, message: 'Payment provider returned an error' },
}

const EVENT_TYPES: Record<FakeOutcome, string> = {
  success: 'card_payment_succeeded',
  declined: 'card_payment_failed',
  cancelled: 'card_payment_cancelled',
  expired: 'card_payment_expired',
  error: 'card_payment_failed',
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers })
  res.end(JSON.stringify(body))
}

const bodyOf = (req: IncomingMessage) => requestBodyText(req, 64 * 1024)

function json(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export function createGovUkPayFake(options: GovUkPayFakeOptions): GovUkPayFake {
  const clock = options.clock ?? (() => new Date())
  const limit = options.createsPerSecond ?? 15
  const store = new Map<string, FakePayment>()
  const byKey = new Map<string, string>()
  let creations: number[] = []
  let refusedNext = 0
  let refundsBecome: FakeRefundOutcome = 'success'
  let refused = 0

  const self = (id: string) => ({ href: `${options.publicUrl}/v1/payments/${id}`, method: 'GET' })

  function webhookFor(paymentId: string, eventType?: string) {
    const found = store.get(paymentId)
    if (!found) throw new Error(`no payment ${paymentId}`)
    const message: GovUkPayWebhookMessage = {
      webhook_message_id: randomUUID(),
      created_date: clock().toISOString(),
      resource_id: paymentId,
      api_version: 1,
      resource_type: 'payment',
      event_type: eventType ?? (found.payment.state.status === 'success' ? 'card_payment_succeeded' : 'card_payment_failed'),
      resource: found.payment,
    }
    const body = JSON.stringify(message)
    return { body, signature: webhookSignature(body, options.webhook?.secret ?? ''), message }
  }

  async function finish(paymentId: string, outcome: FakeOutcome, finishing: { webhook?: boolean } = {}): Promise<void> {
    const found = store.get(paymentId)
    if (!found) throw new Error(`no payment ${paymentId}`)
    if (found.payment.state.finished) return
    found.payment.state = { ...FINISHED[outcome] }
    found.payment._links.next_url = null
    if (outcome === 'success') found.payment.refund_summary = { status: 'available', amount_available: found.payment.amount, amount_submitted: 0 }
    if (options.webhook && finishing.webhook !== false) {
      const { body, signature } = webhookFor(paymentId, EVENT_TYPES[outcome])
      // Sent once, as GOV.UK Pay does at first; a failure is not the payment's.
      await fetch(options.webhook.url, { method: 'POST', headers: { 'content-type': 'application/json', [PAY_SIGNATURE_HEADER]: signature }, body }).catch(() => undefined)
    }
  }

  async function create(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const key = req.headers['idempotency-key']
    const idempotencyKey = typeof key === 'string' && key !== '' ? key : null
    const known = idempotencyKey ? byKey.get(idempotencyKey) : undefined
    if (known) return send(res, 200, store.get(known)!.payment)
    const now = clock().getTime()
    creations = creations.filter((at) => at > now - 1000)
    if (refusedNext > 0 || creations.length >= limit) {
      refusedNext = Math.max(0, refusedNext - 1)
      refused += 1
      return send(res, 429, { code: GOVUK_PAY_TOO_MANY_REQUESTS, description: 'Too many requests' }, { 'retry-after': '1' })
    }
    const parsed = createPaymentBody.safeParse(json(await bodyOf(req)))
    if (!parsed.success) {
      const field = String(parsed.error.issues[0]?.path[0] ?? '')
      return send(res, 422, { field, code: 'P0102', description: `Invalid attribute value: ${field}` })
    }
    creations.push(now)
    const id = randomBytes(13).toString('hex')
    const payment: GovUkPayment = {
      payment_id: id,
      amount: parsed.data.amount,
      reference: parsed.data.reference,
      description: parsed.data.description,
      return_url: parsed.data.return_url,
      state: { status: 'created', finished: false },
      created_date: new Date(now).toISOString(),
      refund_summary: { status: 'pending', amount_available: 0, amount_submitted: 0 },
      _links: { self: self(id), next_url: { href: `${options.publicUrl}/secure/${id}`, method: 'GET' }, refunds: { href: `${options.publicUrl}/v1/payments/${id}/refunds`, method: 'GET' } },
    }
    store.set(id, { payment, refunds: new Map(), refunded: 0, idempotencyKey, events: 0 })
    if (idempotencyKey) byKey.set(idempotencyKey, id)
    send(res, 201, payment)
  }

  async function refundPayment(id: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
    const found = store.get(id)
    if (!found) return send(res, 404, { code: 'P0700', description: 'Not found' })
    const parsed = refundBody.safeParse(json(await bodyOf(req)))
    if (!parsed.success) return send(res, 422, { code: 'P0602', description: 'Invalid attribute value: amount' })
    const summary = found.payment.refund_summary
    if (found.payment.state.status !== 'success' || !summary) return send(res, 412, { code: 'P0603', description: 'The payment is not available for refund' })
    if (parsed.data.refund_amount_available !== undefined && parsed.data.refund_amount_available !== summary.amount_available) {
      return send(res, 412, { code: 'P0604', description: 'Refund amount available mismatch' })
    }
    if (parsed.data.amount > summary.amount_available) return send(res, 400, { code: 'P0603', description: 'The payment is not available for refund' })
    summary.amount_available -= parsed.data.amount
    summary.amount_submitted += parsed.data.amount
    summary.status = summary.amount_available === 0 ? 'full' : 'available'
    found.refunded += parsed.data.amount
    const refund: GovUkRefund = { refund_id: randomBytes(13).toString('hex'), amount: parsed.data.amount, status: 'submitted', created_date: clock().toISOString() }
    found.refunds.set(refund.refund_id, { refund, becomes: refundsBecome })
    send(res, 202, refund)
  }

  /** GET /v1/payments/{id}/refunds/{refundId}: a submitted refund is finished as it was told to be when it is read. */
  function readRefund(paymentId: string, refundId: string, res: ServerResponse): void {
    const found = store.get(paymentId)
    const held = found?.refunds.get(refundId)
    if (!found || !held) return send(res, 404, { code: 'P0700', description: 'Not found' })
    if (held.refund.status === 'submitted' && held.becomes !== 'submitted') {
      held.refund.status = held.becomes
      const summary = found.payment.refund_summary
      if (held.becomes === 'error' && summary) {
        summary.amount_available += held.refund.amount
        summary.amount_submitted -= held.refund.amount
        summary.status = 'available'
        found.refunded -= held.refund.amount
      }
    }
    send(res, 200, held.refund)
  }

  /** The hosted card page at next_url: a card number, Continue and Cancel, then back to return_url. */
  async function hostedPage(id: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
    const found = store.get(id)
    if (!found) {
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' })
      return void res.end('<!doctype html><html lang="en"><title>Not found</title><main><h1>This payment link is not valid</h1></main></html>')
    }
    if (req.method === 'POST') {
      const form = new URLSearchParams(await bodyOf(req))
      const card = (form.get('cardNumber') ?? '').replace(/\s/g, '')
      const outcome: FakeOutcome =
        form.get('action') === 'cancel' ? 'cancelled' : card === GOVUK_PAY_FAKE_CARDS.success ? 'success' : card === GOVUK_PAY_FAKE_CARDS.error ? 'error' : 'declined'
      if (!found.payment.state.finished) found.payment.state = { status: 'started', finished: false }
      await finish(id, outcome)
      res.writeHead(303, { location: found.payment.return_url })
      return void res.end()
    }
    if (!found.payment.state.finished) found.payment.state = { status: 'started', finished: false }
    const amount = `£${(found.payment.amount / 100).toFixed(2)}`
    // Its own policy: the form posts here, and its answer goes back to the service's return address.
    const policy = `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${new URL(found.payment.return_url).origin}; frame-ancestors 'none'; base-uri 'none'`
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'content-security-policy': policy })
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Enter card details - GOV.UK Pay (test)</title>
<style>body{font-family:Arial,sans-serif;margin:0 auto;max-width:40rem;padding:1rem;color:#0b0c0c}label{display:block;font-weight:bold;margin:1rem 0 .3rem}input{font-size:1.2rem;padding:.3rem;width:100%;max-width:20rem;border:2px solid #0b0c0c}button{font-size:1.1rem;margin:1rem 1rem 0 0;padding:.5rem 1rem}.pay{background:#00703c;color:#fff;border:0}</style></head>
<body>${DEMONSTRATION_BANNER}<main><p>GOV.UK Pay (local test service)</p><h1>Enter card details</h1><p>${escape(found.payment.description)}</p><p>Total amount: <strong>${amount}</strong></p>
<form method="post"><label for="cardNumber">Card number</label><input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number">
<button class="pay" type="submit" name="action" value="pay">Continue</button><button type="submit" name="action" value="cancel">Cancel payment</button></form></main></body></html>`)
  }

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake')
    const hosted = /^\/secure\/([0-9a-f]{26})$/.exec(url.pathname)
    if (hosted) return hostedPage(hosted[1]!, req, res)
    if (req.headers.authorization !== `Bearer ${options.apiKey}`) return send(res, 401, { code: 'P0920', description: 'Credentials are required to access this resource' })
    if (url.pathname === '/v1/payments' && req.method === 'POST') return create(req, res)
    const one = /^\/v1\/payments\/([^/]+)$/.exec(url.pathname)
    if (one && req.method === 'GET') {
      const found = store.get(decodeURIComponent(one[1]!))
      return found ? send(res, 200, found.payment) : send(res, 404, { code: 'P0200', description: 'Not found' })
    }
    const refunds = /^\/v1\/payments\/([^/]+)\/refunds$/.exec(url.pathname)
    if (refunds && req.method === 'POST') return refundPayment(decodeURIComponent(refunds[1]!), req, res)
    const oneRefund = /^\/v1\/payments\/([^/]+)\/refunds\/([^/]+)$/.exec(url.pathname)
    if (oneRefund && req.method === 'GET') return readRefund(decodeURIComponent(oneRefund[1]!), decodeURIComponent(oneRefund[2]!), res)
    send(res, 404, { code: 'P0000', description: 'Not found' })
  }

  return {
    handle: (req, res) => {
      route(req, res).catch(() => {
        if (!res.headersSent) send(res, 400, { code: 'P0000', description: 'Bad request' })
        else res.end()
      })
    },
    payments: () => [...store.values()].map((entry) => entry.payment),
    tooManyRequests: () => refused,
    refuseNextCreations: (count) => {
      refusedNext = count
    },
    settleRefundsAs: (outcome) => {
      refundsBecome = outcome
    },
    finish,
    webhookFor,
  }
}
