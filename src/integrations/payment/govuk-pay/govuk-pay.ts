import type { z } from 'zod'

import type { PaymentProvider, PaymentRequest, ProviderPaymentState, ProviderPaymentStatus, ProviderRefundState, RefundResult, StartedPayment } from '../payment-provider'

import { apiError, GOVUK_PAY_CODES, payment, refund, type CreatePaymentBody, type GovUkPayment } from './govuk-pay-api'

/**
 * GOV.UK Pay behind the payment provider interface (issue 14 point 1). A payment is created server
 * to server (amount in pence, our transaction reference, a description, the return address, which
 * names our basket, never GOV.UK Pay's id), and the browser is sent to its `next_url`. The outcome
 * is only ever read from `GET /v1/payments/{id}`. A 429 (15 creations a second per account) is
 * tried again with backoff; every creation carries our payment row's id as its Idempotency-Key, so
 * a retry never makes a second payment.
 */
export const GOVUK_PAY_PROVIDER_NAME = 'govuk-pay'

export interface GovUkPaySettings {
  /** https://publicapi.payments.service.gov.uk, or the local fake's address. */
  baseUrl: string
  /** The account's API key (a secret: never logged). */
  apiKey: string
  /** Tries of a request answered 429, the first included. */
  maxAttempts?: number
  /** The first backoff; it doubles each time (a Retry-After from GOV.UK Pay wins when longer, up to 5 s). */
  backoffMs?: number
  /** Each request's time limit. */
  timeoutMs?: number
}

/** GOV.UK Pay answered in a way the adapter cannot use, or kept refusing (429). The message never holds the key. */
export class GovUkPayError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message)
    this.name = 'GovUkPayError'
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** GOV.UK Pay's state as ours: unfinished is pending; failed says why by its code. */
export function providerStateOf(state: GovUkPayment['state']): ProviderPaymentState {
  switch (state.status) {
    case 'success':
      return 'success'
    case 'cancelled':
      return 'cancelled'
    case 'error':
      return 'error'
    case 'failed':
      if (state.code === GOVUK_PAY_CODES.rejected) return 'declined'
      if (state.code === GOVUK_PAY_CODES.providerError) return 'error'
      // Expired (P0020) or cancelled by the user or the service: nothing was taken, the tickets go back.
      return 'cancelled'
    default:
      return 'pending'
  }
}

export function createGovUkPay(settings: GovUkPaySettings): PaymentProvider {
  const base = settings.baseUrl.replace(/\/+$/, '')
  const maxAttempts = settings.maxAttempts ?? 4
  const backoffMs = settings.backoffMs ?? 250
  const timeoutMs = settings.timeoutMs ?? 10_000

  async function call<T>(method: 'GET' | 'POST', path: string, schema: z.ZodType<T>, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; value: T | null }> {
    for (let attempt = 1; ; attempt += 1) {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: { authorization: `Bearer ${settings.apiKey}`, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      })
      if (response.status === 429 && attempt < maxAttempts) {
        await response.body?.cancel()
        const retryAfter = Number(response.headers.get('retry-after'))
        const wait = Math.max(backoffMs * 2 ** (attempt - 1), Number.isFinite(retryAfter) ? Math.min(retryAfter * 1000, 5_000) : 0)
        await sleep(wait)
        continue
      }
      const text = await response.text()
      if (response.status === 404) return { status: 404, value: null }
      if (!response.ok) {
        const error = apiError.safeParse(safeJson(text))
        const detail = error.success ? [error.data.code, error.data.description].filter(Boolean).join(' ') : ''
        throw new GovUkPayError(`GOV.UK Pay answered ${response.status} to ${method} ${path}${detail ? `: ${detail}` : ''}`, response.status)
      }
      const parsed = schema.safeParse(safeJson(text))
      if (!parsed.success) throw new GovUkPayError(`GOV.UK Pay's answer to ${method} ${path} was not in the shape expected`, response.status)
      return { status: response.status, value: parsed.data }
    }
  }

  return {
    name: GOVUK_PAY_PROVIDER_NAME,

    async start(request: PaymentRequest): Promise<StartedPayment> {
      const body: CreatePaymentBody = {
        amount: request.amountPence,
        reference: request.transactionReference.slice(0, 255),
        description: request.description.slice(0, 255) || 'Event booking',
        // Our transaction reference names the attempt on return; GOV.UK Pay's own id never travels in the URL.
        return_url: withReference(request.returnUrl, request.transactionReference),
        email: request.purchaser.email || undefined,
        language: 'en',
        metadata: { basketId: request.basketId, gl: request.ledger.gl.slice(0, 100), costCode: request.ledger.costCode.slice(0, 100) },
      }
      const { value } = await call('POST', '/v1/payments', payment, body, { 'idempotency-key': request.paymentId })
      const next = value?._links.next_url?.href
      if (!value || !next) throw new GovUkPayError('GOV.UK Pay created a payment without a next_url', null)
      return { handOff: { kind: 'redirect', url: next }, providerReference: value.payment_id }
    },

    async status(query): Promise<ProviderPaymentStatus> {
      if (!query.providerReference) return { state: 'unknown' }
      const { value } = await call('GET', `/v1/payments/${encodeURIComponent(query.providerReference)}`, payment)
      if (!value) return { state: 'unknown' }
      return {
        state: providerStateOf(value.state),
        amountPence: value.amount,
        ...(value.state.code ? { responseCode: value.state.code } : {}),
        ...(value.state.message ? { description: value.state.message } : {}),
        providerReference: value.payment_id,
      }
    },

    /**
     * A full or partial refund. It names the amount still refundable as GOV.UK Pay last reported it,
     * so two refunds sent at once cannot both be taken (the second is refused with 412).
     */
    async refund(query): Promise<RefundResult> {
      if (!query.providerReference) return { ok: false, description: 'The payment has no GOV.UK Pay id to refund' }
      const id = encodeURIComponent(query.providerReference)
      const { value: current } = await call('GET', `/v1/payments/${id}`, payment)
      if (!current) return { ok: false, description: 'GOV.UK Pay has no such payment' }
      const available = current.refund_summary?.amount_available ?? 0
      const expected = query.refundableBeforePence ?? available
      // This refund went through before (its answer was lost): what is left is already less by it.
      if (query.refundableBeforePence !== undefined && available === expected - query.amountPence) return { ok: true, description: 'Refunded before' }
      if (available < query.amountPence) return { ok: false, description: `Only ${available} pence of this payment can still be refunded` }
      try {
        const { value } = await call('POST', `/v1/payments/${id}/refunds`, refund, { amount: query.amountPence, refund_amount_available: expected })
        if (!value || value.status === 'error') return { ok: false, description: 'GOV.UK Pay could not make the refund' }
        return { ok: true, providerReference: value.refund_id, settled: value.status === 'success' }
      } catch (error) {
        if (error instanceof GovUkPayError && error.status === 412) return { ok: false, description: 'The refundable amount is not what our records say; look at the payment before trying again' }
        throw error
      }
    },

    /** GET /v1/payments/{id}/refunds/{refundId}: 'submitted' until GOV.UK Pay has made it or given up. */
    async refundStatus(query): Promise<ProviderRefundState> {
      const { value } = await call('GET', `/v1/payments/${encodeURIComponent(query.providerReference)}/refunds/${encodeURIComponent(query.refundReference)}`, refund)
      return value ? value.status : 'unknown'
    },
  }
}

function withReference(returnUrl: string, transactionReference: string): string {
  const url = new URL(returnUrl)
  url.searchParams.set('transactionReference', transactionReference)
  return url.toString()
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}
