import { describe, expect, it } from 'vitest'

import { createCouncilCardPayment, CouncilPaymentNotConfiguredError, LIVE_REFUND_BY_HAND } from './council-card-payment'
import type { CouncilPaymentSettings } from './council-payment-settings'
import type { PaymentRequest } from './payment-provider'

/**
 * The hand-off to the council's card-payment page, field by field against spec 000 section 7's
 * list ('calling application id, payment source code, return URL, back button URL, receipt finish
 * URL, payment line, payment total, transaction reference (basket id plus timestamp), purchaser
 * name, email, phone, questions (encoded), address fields, basket id, ticket count, and one Person_n
 * entry per ticket (first;last;ticketId;requirements;questions)') and section 9's formats.
 */
const settings: CouncilPaymentSettings = {
  callingApplicationId: 'COUNCIL-EVENTS',
  liveHosts: ['events.example.gov.uk'],
  liveUrl: 'https://payments.example.gov.uk/card/pay',
  testUrl: '/test-card-payment/pay',
  testAccount: 'TESTACCOUNT0000',
  statusUrl: 'https://payments.example.gov.uk/status',
  statusSecret: 'a-secret-of-sixteen-or-more',
  statusTimeoutMs: 1000,
}

const basketId = '5f0c2f9e-3b1a-4c7d-9e2f-1a2b3c4d5e6f'

function request(host: string): PaymentRequest {
  return {
    paymentId: 'p-1',
    basketId,
    transactionReference: `${basketId}-1767225600000`,
    amountPence: 1205,
    returnUrl: `https://${host}/eventsbookingapi/baskets/${basketId}/paid`,
    backButtonUrl: `https://${host}/checkout`,
    receiptFinishUrl: `https://${host}/checkout/finish?basketId=${basketId}`,
    host: `https://${host}`,
    ledger: { gl: 'GL42', costCode: 'C7' },
    purchaser: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.org',
      telephoneNumber: '01234 567890',
      bookingQuestions: { 'How did you hear?': 'Radio; TV' },
      address: { streetAddress: '1 High Street', postOfficeBoxNumber: 'PO 5', addressLocality: 'Hertford', addressRegion: 'Herts', country: 'UK', postalCode: 'SG13 8DQ' },
    },
    tickets: [
      { ticketId: 't-1', firstName: 'Ada;', lastName: 'Lovelace', specialRequirements: 'Wheelchair; space', ticketQuestions: { 'Diet;': 'Vegan;' } },
      { ticketId: 't-2', firstName: 'Charles', lastName: 'Babbage', specialRequirements: '', ticketQuestions: {} },
    ],
    description: 'Pottery for beginners',
  }
}

async function handOff(host: string) {
  const started = await createCouncilCardPayment(settings).start(request(host))
  if (started.handOff.kind !== 'form') throw new Error('expected a form')
  return started.handOff
}

describe('the council card-payment hand-off', () => {
  it('sends exactly the spec fields, one by one, in the spec order', async () => {
    const form = await handOff('test.example.gov.uk')
    expect(form.method).toBe('get')
    const fields = [...form.fields]
    const next = () => fields.shift()
    expect(next()).toEqual({ name: 'callingApplicationId', value: 'COUNCIL-EVENTS' })
    expect(next()).toEqual({ name: 'paymentSourceCode', value: '01' })
    expect(next()).toEqual({ name: 'returnUrl', value: `https://test.example.gov.uk/eventsbookingapi/baskets/${basketId}/paid` })
    expect(next()).toEqual({ name: 'backButtonUrl', value: 'https://test.example.gov.uk/checkout' })
    expect(next()).toEqual({ name: 'receiptFinishUrl', value: `https://test.example.gov.uk/checkout/finish?basketId=${basketId}` })
    expect(next()).toEqual({ name: 'paymentLine', value: 'TESTACCOUNT0000|04|12.05|AZ|' })
    expect(next()).toEqual({ name: 'paymentTotal', value: '12.05' })
    expect(next()).toEqual({ name: 'callingApplicationTransactionReference', value: `${basketId}-1767225600000` })
    expect(next()).toEqual({ name: 'firstName', value: 'Ada' })
    expect(next()).toEqual({ name: 'lastName', value: 'Lovelace' })
    expect(next()).toEqual({ name: 'email', value: 'ada@example.org' })
    expect(next()).toEqual({ name: 'telephoneNumber', value: '01234 567890' })
    expect(next()).toEqual({ name: 'bookingQuestions', value: encodeURIComponent('{"How did you hear?":"Radio; TV"}') })
    expect(next()).toEqual({ name: 'streetAddress', value: '1 High Street' })
    expect(next()).toEqual({ name: 'postOfficeBoxNumber', value: 'PO 5' })
    expect(next()).toEqual({ name: 'addressLocality', value: 'Hertford' })
    expect(next()).toEqual({ name: 'addressRegion', value: 'Herts' })
    expect(next()).toEqual({ name: 'country', value: 'UK' })
    expect(next()).toEqual({ name: 'postalCode', value: 'SG13 8DQ' })
    expect(next()).toEqual({ name: 'basketId', value: basketId })
    expect(next()).toEqual({ name: 'numberOfTickets', value: '2' })
    expect(next()).toEqual({ name: 'Person_1', value: 'Ada;Lovelace;t-1;Wheelchair space;{"Diet":"Vegan"}' })
    expect(next()).toEqual({ name: 'Person_2', value: 'Charles;Babbage;t-2;;{}' })
    expect(fields).toEqual([])
  })

  it('goes to the test page with the fixed test account on a host that is not live', async () => {
    const form = await handOff('test.example.gov.uk')
    expect(form.action).toBe('/test-card-payment/pay')
    expect(form.fields.find((field) => field.name === 'paymentLine')?.value).toBe('TESTACCOUNT0000|04|12.05|AZ|')
  })

  it("goes to the live page with the event's ledger account on a live host, whatever its port or case", async () => {
    for (const host of ['events.example.gov.uk', 'Events.Example.gov.uk:443']) {
      const form = await handOff(host)
      expect(form.action).toBe('https://payments.example.gov.uk/card/pay')
      expect(form.fields.find((field) => field.name === 'paymentLine')?.value).toBe('GL42C7|04|12.05|AZ|')
    }
  })

  it('carries the transaction reference the checkout service made, whatever its shape', async () => {
    const started = await createCouncilCardPayment(settings).start({ ...request('test.example.gov.uk'), transactionReference: 'REF-ABC' })
    const fields = started.handOff.kind === 'form' ? started.handOff.fields : []
    expect(fields.find((field) => field.name === 'callingApplicationTransactionReference')?.value).toBe('REF-ABC')
  })

  it('refuses to hand off on a live host when the live address is not configured', async () => {
    const { liveUrl: _unset, ...withoutLive } = settings
    await expect(createCouncilCardPayment(withoutLive).start(request('events.example.gov.uk'))).rejects.toBeInstanceOf(CouncilPaymentNotConfiguredError)
  })
})

describe('the status query', () => {
  const answering = (status: number, body: unknown) =>
    (async (url: URL | RequestInfo, init?: RequestInit) => {
      answering.calls.push({ url: String(url), headers: init?.headers as Record<string, string> })
      return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
    }) as typeof fetch
  answering.calls = [] as Array<{ url: string; headers: Record<string, string> }>

  it('sends the transaction reference as query and the shared secret in a header', async () => {
    answering.calls.length = 0
    await createCouncilCardPayment(settings, { fetch: answering(200, { responseCode: '00000', amount: '12.05' }) }).status({ paymentId: 'p-1', transactionReference: 'R 1&2' })
    expect(answering.calls[0]?.url).toBe('https://payments.example.gov.uk/status?transactionReference=R+1%262')
    expect(answering.calls[0]?.headers['x-council-payment-secret']).toBe('a-secret-of-sixteen-or-more')
  })

  it.each([
    ['00000', 'success'],
    ['10001', 'declined'],
    ['10002', 'declined'],
    ['20001', 'cancelled'],
    ['30001', 'error'],
    ['99999', 'error'],
  ] as const)('reads response code %s as %s, with the amount in pence', async (responseCode, state) => {
    const fetchStub = answering(200, { responseCode, responseDescription: 'Said by the provider', amount: '12.05', providerReference: 'R-9' })
    const status = await createCouncilCardPayment(settings, { fetch: fetchStub }).status({ paymentId: 'p-1', transactionReference: 'x' })
    expect(status).toEqual({ state, responseCode, amountPence: 1205, description: 'Said by the provider', providerReference: 'R-9' })
  })

  it('reads an unknown payment as unknown, and a refusal, a fault or an unreadable answer as pending', async () => {
    const ask = (status: number, body: unknown) => createCouncilCardPayment(settings, { fetch: answering(status, body) }).status({ paymentId: 'p-1', transactionReference: 'x' })
    expect((await ask(404, {})).state).toBe('unknown')
    expect((await ask(401, {})).state).toBe('pending')
    expect((await ask(503, 'down')).state).toBe('pending')
    expect((await ask(200, 'not json')).state).toBe('pending')
    expect((await ask(200, { amount: '1.00' })).state).toBe('pending')
  })

  it('reads a network failure as pending, never as success', async () => {
    const failing = (async () => {
      throw new TypeError('fetch failed')
    }) as typeof fetch
    expect((await createCouncilCardPayment(settings, { fetch: failing }).status({ paymentId: 'p-1', transactionReference: 'x' })).state).toBe('pending')
  })
})

describe('refunds', () => {
  it('on a live deployment are left to staff, by hand', async () => {
    const refund = await createCouncilCardPayment(settings).refund({ paymentId: 'p-1', transactionReference: 'x', amountPence: 100 })
    expect(refund).toEqual({ ok: false, description: LIVE_REFUND_BY_HAND })
  })
})
