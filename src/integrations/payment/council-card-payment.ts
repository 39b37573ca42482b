import { z } from 'zod'

import { paymentFormFields, PAYMENT_FIELD_NAMES, type PaymentFormField } from '../../domain/payment'

import { isCouncilPaymentLiveHost, PAYMENT_SECRET_HEADER, type CouncilPaymentSettings } from './council-payment-settings'
import { penceOfProviderAmount, stateOfResponseCode } from './council-response-codes'
import type { PaymentProvider, PaymentRequest, ProviderPaymentStatus, RefundResult, StartedPayment } from './payment-provider'

/**
 * The council's card-payment page (spec 000 section 7 'Browser form submit (GET) to a council
 * card-payment provider'): the browser is handed a GET form with exactly the spec's fields, sent to
 * the live page on a live host and to the test page elsewhere. The outcome is never read from the
 * browser: status() asks the provider server to server with a shared secret (ARCHITECTURE.md
 * 'Payments'). Decision 0021.
 */
export const COUNCIL_PROVIDER_NAME = 'council'

export class CouncilPaymentNotConfiguredError extends Error {
  constructor(host: string) {
    super(`The host ${host} is listed in COUNCIL_PAYMENT_LIVE_HOSTS but COUNCIL_PAYMENT_LIVE_URL is not set`)
    this.name = 'CouncilPaymentNotConfiguredError'
  }
}

/** The status query's answer; the provider may add fields we do not read. */
const statusAnswer = z.object({
  responseCode: z.string().min(1).max(20),
  responseDescription: z.string().max(500).optional(),
  amount: z.union([z.string(), z.number()]).optional(),
  providerReference: z.string().max(200).optional(),
})

const refundAnswer = z.object({
  refunded: z.boolean(),
  providerReference: z.string().max(200).optional(),
  description: z.string().max(500).optional(),
})

/** Said when a live payment's refund is asked for: the live page has no refund call we know of. */
export const LIVE_REFUND_BY_HAND =
  'The council card-payment page has no refund service: the refund has been recorded for a member of staff to make by hand in the payment system.'

/** Said when the status query could not be answered: the payment is asked about again later. */
export const STATUS_UNAVAILABLE = 'The card-payment service could not be asked about this payment just now.'

export interface CouncilCardPaymentOptions {
  /** The network edge; global fetch by default (tests of the service use the real thing). */
  fetch?: typeof fetch
}

/** Whether a payment request came through a live host: decides the address and the account. */
export function isLiveRequest(request: Pick<PaymentRequest, 'host'>, settings: Pick<CouncilPaymentSettings, 'liveHosts'>): boolean {
  return isCouncilPaymentLiveHost(request.host, settings)
}

/** The form's fields, from the one builder of spec 000 section 7's list (src/domain/payment.ts). */
export function councilFormFields(request: PaymentRequest, settings: CouncilPaymentSettings): PaymentFormField[] {
  const live = isLiveRequest(request, settings)
  const timestamp = Number(/-(\d+)$/.exec(request.transactionReference)?.[1] ?? Number.NaN)
  const fields = paymentFormFields({
    callingApplicationId: settings.callingApplicationId,
    returnUrl: request.returnUrl,
    backButtonUrl: request.backButtonUrl,
    receiptFinishUrl: request.receiptFinishUrl,
    basketId: request.basketId,
    ledger: request.ledger,
    environment: live ? { live: true } : { live: false, testAccount: settings.testAccount },
    totalPence: request.amountPence,
    now: Number.isSafeInteger(timestamp) ? new Date(timestamp) : new Date(),
    purchaser: {
      firstName: request.purchaser.firstName,
      lastName: request.purchaser.lastName,
      email: request.purchaser.email,
      telephoneNumber: request.purchaser.telephoneNumber,
      bookingQuestions: request.purchaser.bookingQuestions,
      address: request.purchaser.address,
    },
    tickets: request.tickets,
  })
  // The checkout service made the reference and stored it on the payment row; the form carries
  // that very value, whatever its shape, so the return and the status query find the row.
  return fields.map((field) => (field.name === PAYMENT_FIELD_NAMES.transactionReference ? { ...field, value: request.transactionReference } : field))
}

export function createCouncilCardPayment(settings: CouncilPaymentSettings, options: CouncilCardPaymentOptions = {}): PaymentProvider {
  const send = options.fetch ?? fetch

  async function start(request: PaymentRequest): Promise<StartedPayment> {
    const live = isLiveRequest(request, settings)
    if (live && !settings.liveUrl) throw new CouncilPaymentNotConfiguredError(request.host)
    const action = live ? settings.liveUrl! : settings.testUrl
    return { handOff: { kind: 'form', action, method: 'get', fields: councilFormFields(request, settings) } }
  }

  async function status(payment: { transactionReference: string }): Promise<ProviderPaymentStatus> {
    const url = new URL(settings.statusUrl)
    url.searchParams.set('transactionReference', payment.transactionReference)
    let response: Response
    try {
      response = await send(url, {
        method: 'GET',
        headers: { accept: 'application/json', [PAYMENT_SECRET_HEADER]: settings.statusSecret },
        signal: AbortSignal.timeout(settings.statusTimeoutMs),
        redirect: 'error',
      })
    } catch {
      // Down, slow or unreachable: nothing is known, so ask again later; never a success.
      return { state: 'pending', description: STATUS_UNAVAILABLE }
    }
    if (response.status === 404) {
      await response.body?.cancel()
      return { state: 'unknown' }
    }
    if (!response.ok) {
      await response.body?.cancel()
      return { state: 'pending', description: STATUS_UNAVAILABLE }
    }
    const parsed = statusAnswer.safeParse(await response.json().catch(() => null))
    if (!parsed.success) return { state: 'pending', description: STATUS_UNAVAILABLE }
    const answer = parsed.data
    const amountPence = penceOfProviderAmount(answer.amount)
    return {
      state: stateOfResponseCode(answer.responseCode),
      responseCode: answer.responseCode,
      ...(amountPence === undefined ? {} : { amountPence }),
      ...(answer.responseDescription === undefined ? {} : { description: answer.responseDescription }),
      ...(answer.providerReference === undefined ? {} : { providerReference: answer.providerReference }),
    }
  }

  async function refund(payment: { transactionReference: string; amountPence: number }): Promise<RefundResult> {
    // A live deployment's status address is the council's; it has no refund call we know of.
    if (settings.liveHosts.length > 0) return { ok: false, description: LIVE_REFUND_BY_HAND }
    let response: Response
    try {
      response = await send(new URL('refund', settings.statusUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', [PAYMENT_SECRET_HEADER]: settings.statusSecret },
        body: JSON.stringify({ transactionReference: payment.transactionReference, amountPence: payment.amountPence }),
        signal: AbortSignal.timeout(settings.statusTimeoutMs),
        redirect: 'error',
      })
    } catch {
      return { ok: false, description: 'The test card-payment service could not be reached to refund this payment.' }
    }
    const parsed = refundAnswer.safeParse(await response.json().catch(() => null))
    if (!parsed.success) return { ok: false, description: `The test card-payment service refused the refund (HTTP ${response.status}).` }
    return {
      ok: parsed.data.refunded,
      ...(parsed.data.providerReference === undefined ? {} : { providerReference: parsed.data.providerReference }),
      ...(parsed.data.description === undefined ? {} : { description: parsed.data.description }),
    }
  }

  return { name: COUNCIL_PROVIDER_NAME, start, status, refund }
}
