import pino from 'pino'
import { describe, expect, it } from 'vitest'

import { BasketNoLongerValidError, CheckoutValidationError, PaymentUnavailableError, TooManyPaymentAttemptsError } from '../booking/checkout/errors'

import { createBookingApi } from './booking-api'
import { type BookingApiDeps } from './route-group'

/** The checkout routes' mapping as Fastify applies it, without a database: the service is a stand-in. */
const BASKET = '0b0c0d0e-0000-4000-8000-000000000001'
const body = {
  purchaserData: { firstName: 'A', lastName: 'B', email: 'a@b.org', telephoneNumber: '1', userAddress: { streetAddress: 's', addressLocality: 'l', postalCode: 'p' } },
  ticketNameAndRequirements: [],
}

function api(start: () => Promise<{ redirectUrl: string }>, staffAuth: BookingApiDeps['staffAuth'] = async () => null) {
  const refuse = async () => {
    throw new Error('not used')
  }
  const deps: BookingApiDeps = {
    basketService: { getBookingView: async () => null, checkoutBasket: refuse, getBasket: refuse, removeEventFromBasket: refuse },
    health: async () => ({ status: 'ok', database: 'ok' }),
    checkout: {
      startCheckout: start,
      bypassCheckout: async () => ({ redirectUrl: '/bypass-success?bookingReference=x&basketId=x' }),
      finishCheckout: refuse,
      paymentReturn: async () => ({ location: '/booking-status?responseCode=90001&basketId=x', confirmed: false }),
      recordCustomer: refuse,
      reconcilePayments: refuse,
      paymentWebhook: refuse,
    },
    staffAuth,
  }
  return createBookingApi(deps, { logger: pino({ level: 'silent' }) })
}

describe('the checkout calls at the edge', () => {
  it('answers a validation refusal 422 with the first message and every field', async () => {
    const app = api(async () => {
      throw new CheckoutValidationError([
        { field: 'purchaserData.firstName', message: 'First name is required' },
        { field: 'purchaserData.email', message: 'Email is required' },
      ])
    })
    const answer = await app.inject({ method: 'POST', url: `/eventsbookingapi/checkout/${BASKET}/start`, payload: body })
    expect(answer.statusCode).toBe(422)
    expect(answer.json()).toEqual({
      errorCode: 'ERROR: First name is required',
      fieldErrors: [
        { field: 'purchaserData.firstName', message: 'First name is required' },
        { field: 'purchaserData.email', message: 'Email is required' },
      ],
    })
    expect(answer.headers['cache-control']).toBe('no-store')
  })

  it('maps an expired basket to 409, too many attempts to 429 and an unreachable provider to 503', async () => {
    for (const [error, status] of [
      [new BasketNoLongerValidError(), 409],
      [new TooManyPaymentAttemptsError(), 429],
      [new PaymentUnavailableError(), 503],
    ] as const) {
      const answer = await api(async () => {
        throw error
      }).inject({ method: 'POST', url: `/eventsbookingapi/checkout/${BASKET}/start`, payload: body })
      expect(answer.statusCode).toBe(status)
      expect(answer.json()).toEqual({ errorCode: `ERROR: ${error.message}` })
    }
  })

  it('refuses a bypass without a session (401) and from an editor (403), and serves staff', async () => {
    const url = `/eventsbookingapi/checkout/${BASKET}/bypass`
    const start = async () => ({ redirectUrl: '/checkout/payment' })
    expect((await api(start).inject({ method: 'POST', url, payload: body })).statusCode).toBe(401)
    expect((await api(start, async () => ({ email: 'e@x.org', roles: ['editor'] })).inject({ method: 'POST', url, payload: body })).statusCode).toBe(403)
    const served = await api(start, async () => ({ email: 's@x.org', roles: ['staff'] })).inject({ method: 'POST', url: `/eventsbookingapi/baskets/${BASKET}/orders`, payload: { byPass: true, ...body } })
    expect(served.statusCode).toBe(200)
  })

  it('sends the browser on from the return with 303, even from another site', async () => {
    const answer = await api(async () => ({ redirectUrl: '' })).inject({
      method: 'GET',
      url: `/eventsbookingapi/baskets/${BASKET}/paid?callingApplicationTransactionReference=x`,
      headers: { 'sec-fetch-site': 'cross-site' },
    })
    expect(answer.statusCode).toBe(303)
    expect(answer.headers.location).toBe('/booking-status?responseCode=90001&basketId=x')
  })
})
