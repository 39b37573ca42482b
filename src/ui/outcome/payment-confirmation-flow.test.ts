import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { MISSING_BASKET_ID_TEXT, MISSING_PAYLOAD_TEXT } from '@/domain/payment-outcome'

import { customerPayloadFrom, removeCheckoutAnswers } from './customer-payload'
import { confirmPayment, type ConfirmationCalls, type ConfirmationStep } from './payment-confirmation-flow'

const TEXTS = { updateFailed: 'Update failed: e-mail web@council.example', verificationFailed: 'Not verified: e-mail web@council.example' }
const BASKET = '6f1c1d2e-0000-4000-8000-000000000001'
const PAYLOAD = customerPayloadFrom({ basketId: BASKET, transactionReference: 'T-1' }, undefined)!

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

/** The calls with real setTimeout waits (faked), answering from the given lists one attempt at a time. */
function calls(customerAnswers: boolean[], verificationAnswers: Array<boolean | null | 'failed'>) {
  const log: string[] = []
  const result: ConfirmationCalls = {
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    sendCustomerDetails: async (basketId) => {
      log.push(`customer ${basketId} at ${Date.now()}`)
      return customerAnswers.shift() ?? false
    },
    getPostCheckoutBasket: async (basketId) => {
      log.push(`verify ${basketId} at ${Date.now()}`)
      const answer = verificationAnswers.shift()
      if (answer === null || answer === undefined) throw new Error('network down')
      if (answer === 'failed') return { paymentCompleted: false, callingApplicationTransactionReference: 'T-1', paymentOutcome: 'failed' as const }
      return { paymentCompleted: answer, callingApplicationTransactionReference: 'T-1', paymentOutcome: answer ? ('paid' as const) : ('pending' as const) }
    },
  }
  return { calls: result, log }
}

async function run(customerAnswers: boolean[], verificationAnswers: Array<boolean | null | 'failed'>, input = { basketId: BASKET as string | undefined, payload: PAYLOAD as typeof PAYLOAD | undefined }) {
  const steps: ConfirmationStep[] = []
  const { calls: c, log } = calls(customerAnswers, verificationAnswers)
  vi.setSystemTime(0)
  const done = confirmPayment(input, c, TEXTS, (step) => steps.push(step))
  await vi.runAllTimersAsync()
  return { last: await done, steps, log }
}

describe('confirming a payment after the return', () => {
  it('sends the details, verifies the payment and ends paid when both succeed at once', async () => {
    const { last, steps, log } = await run([true], [true])
    expect(last).toEqual({ kind: 'paid', transactionReference: 'T-1' })
    expect(steps.map((step) => ('text' in step ? step.text : step.kind))).toEqual([
      'Submitting your booking details... Attempt 1 of 5',
      'Booking details updated. Verifying payment... Attempt 1 of 5',
      'paid',
    ])
    expect(log).toEqual([`customer ${BASKET} at 0`, `verify ${BASKET} at 0`])
  })

  it('tries the customer update five times, five seconds apart, showing each attempt, then says Attention! with the update-failed text', async () => {
    const { last, steps, log } = await run([false, false, false, false, false, true], [true])
    expect(steps).toEqual([
      ...[1, 2, 3, 4, 5].map((n) => ({ kind: 'progress', text: `Submitting your booking details... Attempt ${n} of 5` })),
      { kind: 'attention', heading: 'Attention!', text: TEXTS.updateFailed },
    ])
    expect(last).toEqual({ kind: 'attention', heading: 'Attention!', text: TEXTS.updateFailed })
    expect(log).toEqual([0, 5000, 10000, 15000, 20000].map((ms) => `customer ${BASKET} at ${ms}`))
  })

  it('stops asking and ends failed as soon as the server says the provider failed the payment', async () => {
    const { last, log } = await run([true], [false, 'failed', true])
    expect(last).toEqual({ kind: 'failed' })
    expect(log).toEqual([`customer ${BASKET} at 0`, `verify ${BASKET} at 0`, `verify ${BASKET} at 5000`])
  })

  it('goes on to verification as soon as an update is accepted, after earlier refusals', async () => {
    const { last, log } = await run([false, true], [true])
    expect(last.kind).toBe('paid')
    expect(log).toEqual([`customer ${BASKET} at 0`, `customer ${BASKET} at 5000`, `verify ${BASKET} at 5000`])
  })

  it('verifies five times, five seconds apart, through unpaid answers and failed calls, then says Attention! with the verification-failed text', async () => {
    const { last, steps, log } = await run([true], [false, null, false, null, false, true])
    expect(steps.slice(1)).toEqual([
      ...[1, 2, 3, 4, 5].map((n) => ({ kind: 'progress', text: `Booking details updated. Verifying payment... Attempt ${n} of 5` })),
      { kind: 'attention', heading: 'Attention!', text: TEXTS.verificationFailed },
    ])
    expect(last).toMatchObject({ kind: 'attention', text: TEXTS.verificationFailed })
    expect(log.filter((line) => line.startsWith('verify'))).toEqual([0, 5000, 10000, 15000, 20000].map((ms) => `verify ${BASKET} at ${ms}`))
  })

  it('ends paid on the third verification when the payment lands late', async () => {
    const { last, steps } = await run([true], [false, false, true])
    expect(last.kind).toBe('paid')
    expect(steps.at(-2)).toEqual({ kind: 'progress', text: 'Booking details updated. Verifying payment... Attempt 3 of 5' })
  })

  it("says the spec's payload error, and calls nothing, when there is no payload", async () => {
    const { last, log } = await run([true], [true], { basketId: BASKET, payload: undefined })
    expect(last).toEqual({ kind: 'error', text: MISSING_PAYLOAD_TEXT })
    expect(last).toEqual({ kind: 'error', text: 'Error in sendCustomerDetaisSaga: Missing the payload!' })
    expect(log).toEqual([])
  })

  it("says the spec's basket id error before verifying when the basket id is missing", async () => {
    const { last, log } = await run([true], [true], { basketId: undefined, payload: PAYLOAD })
    expect(last).toEqual({ kind: 'error', text: 'Error in getPostCheckoutBasketSaga: Missing the basket id!' })
    expect(MISSING_BASKET_ID_TEXT).toBe(last.kind === 'error' ? last.text : '')
    expect(log).toEqual([`customer ${BASKET} at 0`])
  })
})

describe('the customer payload', () => {
  it('is rebuilt from the query and the stored checkout answers of that basket', () => {
    const purchaserData = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      telephoneNumber: '01234 567890',
      currentDomain: '',
      bookingQuestions: '{}',
      userAddress: { streetAddress: '1 High St', postOfficeBoxNumber: '', addressLocality: 'Hertford', addressRegion: '', country: '', postalCode: 'SG13 8DE' },
    }
    const stored = new Map([[`checkout-answers:${BASKET}`, JSON.stringify({ purchaserData, ticketNameAndRequirements: [{ ticketId: 't1', ticketHolderName: 'Ada Lovelace' }] })]])
    const storage = { getItem: (key: string) => stored.get(key) ?? null, setItem: () => undefined, removeItem: () => undefined }
    expect(customerPayloadFrom({ basketId: BASKET, transactionReference: 'T-7' }, storage)).toEqual({
      basketId: BASKET,
      byPass: false,
      callingApplicationTransactionReference: 'T-7',
      incomeManagementReceiptNumber: '',
      purchaserData,
      ticketNameAndRequirements: [{ ticketId: 't1', ticketHolderName: 'Ada Lovelace', ticketSpecialRequirements: '', ticketQuestions: '{}' }],
    })
  })

  it("reads the checkout form's key too, and ignores answers that are not in the payload's shape", () => {
    const stored = new Map([[`checkoutAnswers:${BASKET}`, JSON.stringify({ ticketNameAndRequirements: [{ ticketId: 't2', ticketHolderName: 'Grace Hopper' }] })]])
    const storage = { getItem: (key: string) => stored.get(key) ?? null, setItem: () => undefined, removeItem: (key: string) => void stored.delete(key) }
    expect(customerPayloadFrom({ basketId: BASKET, transactionReference: 'T' }, storage)?.ticketNameAndRequirements).toEqual([
      { ticketId: 't2', ticketHolderName: 'Grace Hopper', ticketSpecialRequirements: '', ticketQuestions: '{}' },
    ])
    stored.set(`checkoutAnswers:${BASKET}`, JSON.stringify({ firstName: 'Grace', 'ticket-0-firstName': 'Grace' }))
    expect(customerPayloadFrom({ basketId: BASKET, transactionReference: 'T' }, storage)?.ticketNameAndRequirements).toEqual([])
    stored.set(`checkout-answers:${BASKET}`, '{}')
    removeCheckoutAnswers(storage, BASKET)
    expect(stored.size).toBe(0)
  })

  it('is empty but present when nothing readable is stored, and absent without a basket id', () => {
    const storage = { getItem: () => 'not json', setItem: () => undefined, removeItem: () => undefined }
    const empty = customerPayloadFrom({ basketId: BASKET, transactionReference: undefined }, storage)
    expect(empty).toEqual({ basketId: BASKET, byPass: false, callingApplicationTransactionReference: '', incomeManagementReceiptNumber: '', ticketNameAndRequirements: [] })
    expect(JSON.parse(JSON.stringify(empty))).not.toHaveProperty('purchaserData')
    expect(customerPayloadFrom({ basketId: undefined, transactionReference: 'T' }, storage)).toBeUndefined()
  })
})
