import pino from 'pino'
import { describe, expect, it } from 'vitest'

import { env } from '../../config/env'
import { testBasket } from '../../ui/booking/test-basket'
import { signedBasketCookieValue } from '../../booking/basket/cookie'
import { BasketNotFoundError, HoldExtensionRefusedError } from '../../booking/basket/errors'
import { BOOKING_MESSAGES } from '../../booking/booking-messages'
import { createBookingApi } from '../booking-api'
import type { BookingApiDeps } from '../route-group'

/** POST /baskets/{basketId}/extend at the edge, with a stand-in service: ownership and the refusal's mapping. */
describe('the hold extension route', () => {
  const BASKET = testBasket()
  const deps = (extend: (basketId: string) => Promise<typeof BASKET>): BookingApiDeps => ({
    basketService: {
      getBookingView: async () => null,
      checkoutBasket: async () => BASKET,
      getBasket: async () => {
        throw new BasketNotFoundError()
      },
      removeEventFromBasket: async () => BASKET,
    },
    holdExtension: { extendBasketHold: extend },
    health: async () => ({ status: 'ok', database: 'ok' }),
  })
  const options = { logger: pino({ level: 'silent' }) }
  const url = `/eventsbookingapi/baskets/${BASKET.id}/extend`

  it('answers the owner\'s extended basket', async () => {
    const calls: string[] = []
    const api = createBookingApi(
      deps(async (basketId) => {
        calls.push(basketId)
        return { ...BASKET, basketTime: BASKET.basketTime + 600 }
      }),
      options,
    )
    const answer = await api.inject({ method: 'POST', url, headers: { cookie: `basketId=${signedBasketCookieValue(BASKET.id, env().PAYLOAD_SECRET)}` } })
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['cache-control']).toBe('no-store')
    expect(answer.json()).toMatchObject({ id: BASKET.id, basketTime: BASKET.basketTime + 600, errorCode: '' })
    expect(calls).toEqual([BASKET.id])
  })

  it('tells anyone whose cookie does not name the basket that it is not found, without calling the service', async () => {
    let called = false
    const api = createBookingApi(
      deps(async () => {
        called = true
        return BASKET
      }),
      options,
    )
    const answer = await api.inject({ method: 'POST', url, headers: { cookie: `basketId=${signedBasketCookieValue('00000000-0000-4000-8000-000000000000', env().PAYLOAD_SECRET)}` } })
    expect(answer.statusCode).toBe(404)
    expect(answer.json()).toMatchObject({ id: '', errorCode: `ERROR: ${BOOKING_MESSAGES.basketNotFound}` })
    expect(called).toBe(false)
  })

  it('answers a refused extension 409 with its message, in the basket shape', async () => {
    for (const [reason, message] of [
      ['limitReached', BOOKING_MESSAGES.holdExtensionLimit],
      ['expired', BOOKING_MESSAGES.holdExpired],
    ] as const) {
      const api = createBookingApi(
        deps(async () => {
          throw new HoldExtensionRefusedError(reason)
        }),
        options,
      )
      const answer = await api.inject({ method: 'POST', url, headers: { cookie: `basketId=${signedBasketCookieValue(BASKET.id, env().PAYLOAD_SECRET)}` } })
      expect(answer.statusCode).toBe(409)
      expect(answer.json()).toMatchObject({ basketLines: [], errorCode: `ERROR: ${message}` })
    }
  })
})
