import { describe, expect, it } from 'vitest'

import {
  canOrderMove,
  canPaymentMove,
  CLOSED_ATTEMPT_STATES,
  isClosedAttempt,
  nextCheckDelaySeconds,
  ORDER_STATE_NAMES,
  ORDER_TRANSITIONS,
  orderStatesThatMayBecome,
  PAYMENT_STATE_NAMES,
  PAYMENT_TRANSITIONS,
  paymentStatesThatMayBecome,
} from './order-state'

describe('the order and payment state tables', () => {
  it('lets a placed order be confirmed once and never leave confirmed', () => {
    expect(canOrderMove('placed', 'confirmed')).toBe(true)
    expect(ORDER_STATE_NAMES.filter((to) => canOrderMove('confirmed', to))).toEqual([])
  })

  it('refunds only through refund_due, and a refunded order is final', () => {
    expect(canOrderMove('placed', 'refunded')).toBe(false)
    expect(canOrderMove('refund_due', 'refunded')).toBe(true)
    expect(ORDER_TRANSITIONS.refunded).toEqual([])
  })

  it('settles a created payment once, and refunds only a successful one', () => {
    for (const outcome of ['success', 'declined', 'cancelled', 'error', 'abandoned'] as const) expect(canPaymentMove('created', outcome)).toBe(true)
    expect(canPaymentMove('created', 'refunded')).toBe(false)
    expect(canPaymentMove('success', 'refunded')).toBe(true)
    expect(canPaymentMove('refund_failed', 'refunded')).toBe(true)
  })

  it('lets an attempt we closed become a success, the provider having taken the money later, and nothing else', () => {
    expect(CLOSED_ATTEMPT_STATES).toEqual(['declined', 'cancelled', 'error', 'abandoned'])
    for (const closed of CLOSED_ATTEMPT_STATES) expect(PAYMENT_TRANSITIONS[closed]).toEqual(['success'])
    expect(paymentStatesThatMayBecome('success')).toEqual(['created', 'declined', 'cancelled', 'error', 'abandoned'])
    expect(canPaymentMove('refunded', 'success')).toBe(false)
  })

  it('lets an order we closed be confirmed or owed back by such a payment, never a refunded one', () => {
    expect(orderStatesThatMayBecome('confirmed')).toEqual(['placed', 'failed', 'abandoned'])
    expect(canOrderMove('failed', 'refund_due')).toBe(true)
    expect(canOrderMove('refunded', 'confirmed')).toBe(false)
  })

  it('names every state of the tables as a key', () => {
    expect(Object.keys(ORDER_TRANSITIONS).sort()).toEqual([...ORDER_STATE_NAMES].sort())
    expect(Object.keys(PAYMENT_TRANSITIONS).sort()).toEqual([...PAYMENT_STATE_NAMES].sort())
  })

  it('waits at least the grace period before asking again, longer for older payments, never over 15 minutes', () => {
    expect(nextCheckDelaySeconds(0, 120)).toBe(120)
    expect(nextCheckDelaySeconds(600, 120)).toBe(300)
    expect(nextCheckDelaySeconds(86_400, 120)).toBe(900)
    expect(nextCheckDelaySeconds(-5, 0)).toBe(1)
  })
})

describe('isClosedAttempt (issue 23 point 2)', () => {
  it('is true for an attempt we closed that may still become a success, and false for one still open or settled', () => {
    expect(isClosedAttempt('declined')).toBe(true)
    expect(isClosedAttempt('cancelled')).toBe(true)
    expect(isClosedAttempt('created')).toBe(false)
    expect(isClosedAttempt('success')).toBe(false)
  })
})
