import pino from 'pino'
import { describe, expect, it } from 'vitest'

import { env } from '../config/env'
import { signedBasketCookieValue } from '../booking/basket/cookie'
import { BasketNotFoundError, BasketStateError, NotEnoughTicketsError } from '../booking/basket/errors'
import { BOOKING_MESSAGES } from '../booking/booking-messages'

import { createBookingApi } from './booking-api'
import { type BookingApiDeps } from './route-group'

/** The edge's mapping as Fastify applies it, without a database: every service is a stand-in. */
describe('the booking API edge', () => {
  const refuse = (error: Error) => async () => {
    throw error
  }
  const deps = (overrides: Partial<BookingApiDeps['basketService']> = {}): BookingApiDeps => ({
    basketService: {
      getBookingView: async () => null,
      checkoutBasket: refuse(new NotEnoughTicketsError(0)),
      getBasket: refuse(new BasketNotFoundError()),
      removeEventFromBasket: refuse(new BasketStateError('ordered')),
      ...overrides,
    },
    health: async () => ({ status: 'ok', database: 'ok' }),
  })
  const silent = () => {
    const lines: string[] = []
    return { lines, logger: pinoTo(lines) }
  }

  it('answers a basket call\'s refusal as a basket with the errorCode, and a booking view\'s as { errorCode }', async () => {
    const api = createBookingApi(deps(), silent())
    const checkout = await api.inject({ method: 'POST', url: '/eventsbookingapi/baskets/checkout', payload: { eventId: 1, concessionsToAddList: [] } })
    expect(checkout.statusCode).toBe(409)
    expect(checkout.headers['cache-control']).toBe('no-store')
    expect(checkout.json()).toMatchObject({ id: '', basketLines: [], errorCode: 'ERROR: Sorry, this event is sold out.' })
    const view = await api.inject({ method: 'GET', url: '/eventsbookingapi/events/booking/nope' })
    expect(view.statusCode).toBe(404)
    expect(view.json()).toEqual({ errorCode: `ERROR: ${BOOKING_MESSAGES.eventNotFound}` })
  })

  it('answers an unexpected error with 500 and a reference that the log records, never the error itself', async () => {
    const { lines, logger } = silent()
    const api = createBookingApi(deps({ getBasket: refuse(new Error('secret connection string')) }), { logger })
    const answer = await api.inject({
      method: 'GET',
      url: '/eventsbookingapi/baskets/00000000-0000-4000-8000-000000000000',
      headers: { cookie: `basketId=${signedBasketCookieValue('00000000-0000-4000-8000-000000000000', env().PAYLOAD_SECRET)}` },
    })
    expect(answer.statusCode).toBe(500)
    const reference = answer.headers['x-error-reference'] as string
    expect(reference).toMatch(/^[0-9a-f]{12}$/)
    expect(answer.body).not.toContain('secret')
    expect(answer.json()).toMatchObject({ errorCode: `ERROR: ${BOOKING_MESSAGES.fault(reference)}` })
    expect(lines.some((line) => line.includes(reference) && line.includes('secret connection string'))).toBe(true)
  })

  it('answers 404 in its own shape to a path or method it does not serve', async () => {
    const api = createBookingApi(deps(), silent())
    for (const [method, url] of [['GET', '/eventsbookingapi/nothing'], ['PUT', '/eventsbookingapi/baskets/checkout'], ['GET', '/eventsbookingapi']] as const) {
      const answer = await api.inject({ method, url })
      expect(answer.statusCode).toBe(404)
      expect(answer.headers['cache-control']).toBe('no-store')
      expect(answer.json()).toEqual({ errorCode: `ERROR: ${BOOKING_MESSAGES.noSuchPath}` })
    }
  })

  it('validates with the zod schemas before a service runs', async () => {
    let called = false
    const api = createBookingApi(deps({ removeEventFromBasket: async () => ((called = true), Promise.reject(new Error('unreachable'))) }), silent())
    const answer = await api.inject({ method: 'DELETE', url: '/eventsbookingapi/baskets/00000000-0000-4000-8000-000000000000/events/9999999999' })
    expect(answer.statusCode).toBe(400)
    expect(answer.json().errorCode).toMatch(/^ERROR: We could not read your ticket choice \(eventId: /)
    expect(called).toBe(false)
  })
})


function pinoTo(lines: string[]) {
  return pino({ level: 'error' }, { write: (line: string) => void lines.push(line) })
}
