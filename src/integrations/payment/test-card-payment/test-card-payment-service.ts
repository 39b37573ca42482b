import { randomBytes, timingSafeEqual } from 'node:crypto'

import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify'
import type pg from 'pg'
import pino from 'pino'
import { z } from 'zod'

import { formatPaymentAmount, PAYMENT_FIELD_NAMES } from '../../../domain/payment'
import { isTestServiceServed, PAYMENT_SECRET_HEADER, TEST_CARD_PAYMENT_PREFIX, testCardPaymentPaths, type CouncilPaymentSettings } from '../council-payment-settings'
import { COUNCIL_RESPONSE_CODES } from '../council-response-codes'

import { readPaymentForm, type PaymentFormValues } from './payment-form-request'
import { notFoundPage, payPage, problemPage, refusedPage, type CardField } from './test-card-payment-page'
import { findTestPayment, recordAttempt, refundPayment, takeStatusOutage, type TestPayment } from './test-card-payment-store'
import { CANCELLED_DESCRIPTION, testCardOf } from './test-cards'

/**
 * The built-in test card-payment service (issue 11, decision 0021): a stand-in for the council's
 * card-payment page on hosts that are not live, served by the payment fixtures' process under
 * /test-card-payment (src/server/payment-fixtures-server.ts) as a Fastify app of its own. It is not part of the
 * booking API. It takes the spec's GET form, shows a card form, records the outcome in PostgreSQL,
 * sends the browser to the return URL with the provider's query, and answers the server-to-server
 * status query and refunds behind a shared secret.
 */
export interface TestCardPaymentServiceOptions {
  settings: Pick<CouncilPaymentSettings, 'liveHosts' | 'testService' | 'statusSecret'>
  /** Where it records payments (its own schema, test_card_payment): the booking pool, handed in by the wiring (src/wiring/services.server.ts). */
  pool: () => pg.Pool
  logger?: FastifyBaseLogger
  now?: () => Date
}

export type TestCardPaymentApp = FastifyInstance

/** Whether a path belongs to the test service. */
export function isTestCardPaymentPath(url: string | undefined): boolean {
  if (url === undefined || !url.startsWith(TEST_CARD_PAYMENT_PREFIX)) return false
  const next = url.charAt(TEST_CARD_PAYMENT_PREFIX.length)
  return next === '' || next === '/' || next === '?'
}

const formInput = z.record(z.string(), z.union([z.string().max(10_000), z.array(z.string().max(10_000))]))

const CARD_MESSAGES = {
  cardNumber: 'Enter your card number',
  notATestCard: 'Enter one of the test card numbers listed on this page',
  expiryDate: 'Enter the expiry date',
  expiryFormat: 'Enter the expiry date in the format MM/YY',
  expired: 'The card has expired',
  securityCode: 'Enter the card security code',
  securityCodeFormat: 'Enter a 3 or 4 digit card security code',
  cardholderName: 'Enter the name on the card',
} as const

const cardDetails = z.object({
  cardNumber: z.string().trim().min(1, CARD_MESSAGES.cardNumber).max(40, CARD_MESSAGES.notATestCard).refine((value) => testCardOf(value) !== undefined, CARD_MESSAGES.notATestCard),
  expiryDate: z.string().trim().min(1, CARD_MESSAGES.expiryDate).regex(/^(0[1-9]|1[0-2])\/\d{2}$/, CARD_MESSAGES.expiryFormat),
  securityCode: z.string().trim().min(1, CARD_MESSAGES.securityCode).regex(/^\d{3,4}$/, CARD_MESSAGES.securityCodeFormat),
  cardholderName: z.string().trim().min(1, CARD_MESSAGES.cardholderName).max(100, CARD_MESSAGES.cardholderName),
})

const CARD_FIELD_NAMES = ['cardNumber', 'expiryDate', 'securityCode', 'cardholderName'] as const

const statusQuery = z.object({ transactionReference: z.string().min(1).max(200) })
const refundBody = z.object({ transactionReference: z.string().min(1).max(200), amountPence: z.number().int().min(0).optional() }).strict()

/** The host the browser asked for (Host, or the proxy's X-Forwarded-Host), lower case. */
function requestHost(request: FastifyRequest): string {
  const forwarded = request.headers['x-forwarded-host']
  const host = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0] ?? request.headers.host ?? ''
  return host.trim().toLowerCase()
}

/** The host of an address or origin, lower case; '' when it cannot be read. */
function hostOf(url: string): string {
  try {
    return new URL(url).host.toLowerCase()
  } catch {
    return ''
  }
}

function secretMatches(given: string | string[] | undefined, secret: string): boolean {
  if (typeof given !== 'string') return false
  const a = Buffer.from(given)
  const b = Buffer.from(secret)
  return a.length === b.length && timingSafeEqual(a, b)
}

function statusJson(payment: TestPayment) {
  return {
    responseCode: payment.responseCode,
    responseDescription: payment.responseDescription,
    amount: formatPaymentAmount(payment.amountPence),
    providerReference: payment.providerReference,
    state: payment.state,
  }
}

/** Where the browser goes after an attempt: the return URL with the provider's query. */
function returnAddress(values: PaymentFormValues, payment: TestPayment): string {
  const url = new URL(values[PAYMENT_FIELD_NAMES.returnUrl]!)
  url.searchParams.set('responseCode', payment.responseCode)
  url.searchParams.set('responseDescription', payment.responseDescription)
  url.searchParams.set('transactionReference', payment.transactionReference)
  url.searchParams.set('providerReference', payment.providerReference)
  url.searchParams.set('amount', formatPaymentAmount(payment.amountPence))
  return url.href
}

export function createTestCardPaymentService(options: TestCardPaymentServiceOptions): TestCardPaymentApp {
  const { settings } = options
  const now = options.now ?? (() => new Date())
  const { pool } = options
  const app = Fastify({
    loggerInstance: options.logger ?? pino({ level: 'info' }),
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 64 * 1024,
  })
  app.removeContentTypeParser('text/plain')
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    const fields: Record<string, string | string[]> = {}
    for (const [name, value] of new URLSearchParams(body as string)) {
      const previous = fields[name]
      fields[name] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value]
    }
    done(null, fields)
  })

  const nonceOf = (reply: FastifyReply) => {
    const nonce = randomBytes(16).toString('base64')
    reply.header('cache-control', 'no-store')
    return nonce
  }
  const html = (reply: FastifyReply, status: number, nonce: string, body: string, formOrigins: string[] = []) =>
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header(
        'content-security-policy',
        `default-src 'none'; style-src 'nonce-${nonce}'; img-src 'self'; form-action 'self' ${formOrigins.join(' ')}; frame-ancestors 'none'; base-uri 'none'`.replace(' ;', ';'),
      )
      .send(body)

  // Off, or on a live host unless switched on on purpose: as if the service did not exist.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'no-store')
    // Both the Host and a proxy's X-Forwarded-Host must be hosts it may serve, so a header a client
    // sends itself cannot reach it on a live host.
    const hosts = [request.headers.host ?? '', requestHost(request)]
    if (!hosts.every((host) => isTestServiceServed(host, settings))) {
      const nonce = nonceOf(reply)
      return html(reply, 404, nonce, notFoundPage(nonce))
    }
  })

  // The service sends the browser only back to the host it came from: it is no open redirect.
  const sameHost = (request: FastifyRequest) => (url: string) => hostOf(url) === requestHost(request)
  const originsOf = (values: PaymentFormValues) =>
    [values[PAYMENT_FIELD_NAMES.returnUrl], values[PAYMENT_FIELD_NAMES.backButtonUrl]].flatMap((url) => (url ? [new URL(url).origin] : []))

  app.get(testCardPaymentPaths.pay, async (request, reply) => {
    const nonce = nonceOf(reply)
    const input = formInput.safeParse(request.query)
    if (!input.success) return html(reply, 400, nonce, problemPage({ missing: [], unknown: [], invalid: ['the query string'] }, nonce))
    const reading = readPaymentForm(input.data, sameHost(request))
    if (!reading.ok) return html(reply, 400, nonce, problemPage(reading.problems, nonce))
    return html(reply, 200, nonce, payPage({ values: reading.values, amountPence: reading.amountPence, nonce }), originsOf(reading.values))
  })

  app.post(testCardPaymentPaths.pay, async (request, reply) => {
    const nonce = nonceOf(reply)
    // The form sits on our own host: a post from another site's page is refused unread.
    const origin = request.headers.origin
    if (typeof origin !== 'string' || hostOf(origin) !== requestHost(request)) {
      return html(reply, 403, nonce, refusedPage(nonce, 'This form was sent from another website, so it has not been accepted.'))
    }
    const input = formInput.safeParse(request.body ?? {})
    if (!input.success) return html(reply, 400, nonce, problemPage({ missing: [], unknown: [], invalid: ['the form'] }, nonce))
    const { cardNumber, expiryDate, securityCode, cardholderName, action, ...paymentFields } = input.data
    const reading = readPaymentForm(paymentFields, sameHost(request))
    if (!reading.ok) return html(reply, 400, nonce, problemPage(reading.problems, nonce))
    const { values, amountPence } = reading
    const attempt = {
      transactionReference: values[PAYMENT_FIELD_NAMES.transactionReference]!,
      amountPence,
      basketId: values[PAYMENT_FIELD_NAMES.basketId]!,
      paymentLine: values[PAYMENT_FIELD_NAMES.paymentLine]!,
    }
    if (action === 'cancel') {
      await recordAttempt(pool(), { ...attempt, state: 'cancelled', responseCode: COUNCIL_RESPONSE_CODES.cancelled, responseDescription: CANCELLED_DESCRIPTION })
      return reply.redirect(values[PAYMENT_FIELD_NAMES.backButtonUrl]!, 303)
    }
    if (action !== 'pay') return html(reply, 400, nonce, problemPage({ missing: [], unknown: [], invalid: ['action (pay or cancel)'] }, nonce))
    const card = { cardNumber, expiryDate, securityCode, cardholderName }
    const given = Object.fromEntries(CARD_FIELD_NAMES.map((name) => [name, typeof card[name] === 'string' ? card[name] : ''])) as Record<CardField, string>
    const parsed = cardDetails.safeParse(given)
    const errors: Partial<Record<CardField, string>> = {}
    if (!parsed.success) for (const issue of parsed.error.issues) errors[issue.path[0] as CardField] ??= issue.message
    const [month, year] = given.expiryDate.trim().split('/').map(Number)
    if (parsed.success && month !== undefined && year !== undefined) {
      const today = now()
      if (2000 + year < today.getUTCFullYear() || (2000 + year === today.getUTCFullYear() && month < today.getUTCMonth() + 1)) errors.expiryDate = CARD_MESSAGES.expired
    }
    if (Object.keys(errors).length > 0) {
      return html(reply, 400, nonce, payPage({ values, amountPence, nonce, card: { ...given, cardNumber: '', securityCode: '' }, errors }), originsOf(values))
    }
    const testCard = testCardOf(given.cardNumber)!
    const state = testCard.responseCode === COUNCIL_RESPONSE_CODES.success ? 'success' : testCard.responseCode === COUNCIL_RESPONSE_CODES.providerError ? 'error' : 'declined'
    const { payment } = await recordAttempt(pool(), {
      ...attempt,
      state,
      responseCode: testCard.responseCode,
      responseDescription: testCard.responseDescription,
      statusOutageAsks: testCard.statusOutageAsks ?? 0,
    })
    if (payment.state === 'cancelled') return reply.redirect(values[PAYMENT_FIELD_NAMES.backButtonUrl]!, 303)
    return reply.redirect(returnAddress(values, payment), 303)
  })

  app.get(testCardPaymentPaths.status, async (request, reply) => {
    if (!secretMatches(request.headers[PAYMENT_SECRET_HEADER], settings.statusSecret)) return reply.code(401).send({ error: 'The shared secret is missing or wrong' })
    const query = statusQuery.safeParse(request.query)
    if (!query.success) return reply.code(400).send({ error: 'transactionReference is required' })
    // A test card's outage: the status service is down for this payment's first few queries.
    if (await takeStatusOutage(pool(), query.data.transactionReference)) return reply.code(503).send({ error: 'The status service is unavailable just now' })
    const payment = await findTestPayment(pool(), query.data.transactionReference)
    if (!payment) return reply.code(404).send({ error: 'No payment has this transaction reference' })
    return reply.send(statusJson(payment))
  })

  app.post(testCardPaymentPaths.refund, async (request, reply) => {
    if (!secretMatches(request.headers[PAYMENT_SECRET_HEADER], settings.statusSecret)) return reply.code(401).send({ refunded: false, description: 'The shared secret is missing or wrong' })
    const body = refundBody.safeParse(request.body)
    if (!body.success) return reply.code(400).send({ refunded: false, description: 'Send JSON {"transactionReference": "...", "amountPence": 1250}' })
    const outcome = await refundPayment(pool(), body.data.transactionReference, body.data.amountPence)
    if (outcome.kind === 'unknown') return reply.code(404).send({ refunded: false, description: 'No payment has this transaction reference' })
    if (outcome.kind === 'not-refundable') return reply.code(409).send({ refunded: false, description: 'Only a successful payment can be refunded', state: outcome.payment.state })
    if (outcome.kind === 'wrong-amount') return reply.code(422).send({ refunded: false, description: 'Only the whole amount of a payment can be refunded', amount: formatPaymentAmount(outcome.payment.amountPence) })
    return reply.send({ refunded: true, providerReference: outcome.payment.refundReference, description: outcome.first ? 'Refunded' : 'Already refunded', amount: formatPaymentAmount(outcome.payment.amountPence) })
  })

  app.setNotFoundHandler((_request, reply) => {
    const nonce = nonceOf(reply)
    return html(reply, 404, nonce, notFoundPage(nonce))
  })
  app.setErrorHandler((error, request, reply) => {
    const reference = randomBytes(6).toString('hex')
    const status = (error as { statusCode?: number }).statusCode
    if (status !== undefined && status >= 400 && status < 500) return reply.code(status).send({ error: 'The request could not be read' })
    request.log.error({ err: error, reference, url: request.url.split('?')[0] }, 'test card-payment service fault')
    return reply.code(500).send({ error: `The test card-payment service had a problem (reference ${reference})` })
  })
  return app
}
