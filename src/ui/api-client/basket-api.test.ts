import { describe, expect, it, vi } from 'vitest'

import { FETCH_TIMEOUT_MS } from '@/domain/retry-policies'

import { deleteBasketEvent, getBasketFromApi, postBasketHoldExtension, postCheckout } from './basket-api'
import { testBasket } from '../booking/test-basket'

const FALLBACK = 'could not reserve'

function answering(status: number, body: unknown) {
  return vi.fn<typeof fetch>(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }))
}

describe('the booking API calls', () => {
  it('POST the checkout request once, as JSON, with the 40 s timeout, and return the basket', async () => {
    const basket = testBasket()
    const fetchImpl = answering(200, basket)
    const timeout = vi.spyOn(AbortSignal, 'timeout')
    const request = { eventId: 'E7', concessionsToAddList: [{ concessionId: 'adult', ticketsToAdd: 2 }] }
    expect(await postCheckout(request, FALLBACK, fetchImpl)).toEqual({ ok: true, basket })
    expect(fetchImpl).toHaveBeenCalledTimes(1)
    const [url, init] = fetchImpl.mock.calls[0] ?? []
    expect(url).toBe('/eventsbookingapi/baskets/checkout')
    expect(init?.method).toBe('POST')
    expect(JSON.parse(String(init?.body))).toEqual(request)
    expect(timeout).toHaveBeenCalledWith(FETCH_TIMEOUT_MS)
    timeout.mockRestore()
  })

  it('give the server’s message without the ERROR: prefix', async () => {
    const fetchImpl = answering(409, { ...testBasket({ basketLines: [] }), errorCode: 'ERROR: Not enough tickets available' })
    expect(await postCheckout({ eventId: 'E7', concessionsToAddList: [] }, FALLBACK, fetchImpl)).toEqual({
      ok: false,
      message: 'Not enough tickets available',
    })
  })

  it('give the fallback for an empty server message, a failed status, a body that is not a basket, or no answer', async () => {
    const request = { eventId: 'E7', concessionsToAddList: [] }
    expect(await postCheckout(request, FALLBACK, answering(400, { errorCode: 'ERROR:' }))).toEqual({ ok: false, message: FALLBACK })
    expect(await postCheckout(request, FALLBACK, answering(500, testBasket()))).toEqual({ ok: false, message: FALLBACK })
    expect(await postCheckout(request, FALLBACK, answering(200, { id: 'B1' }))).toEqual({ ok: false, message: FALLBACK })
    expect(await postCheckout(request, FALLBACK, answering(502, '<html>Bad gateway</html>'))).toEqual({ ok: false, message: FALLBACK })
    const offline = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch')
    })
    expect(await postCheckout(request, FALLBACK, offline)).toEqual({ ok: false, message: FALLBACK })
    expect(offline).toHaveBeenCalledTimes(1)
  })

  it('GET a basket and DELETE an event line at their addresses', async () => {
    const fetchImpl = answering(200, testBasket())
    await getBasketFromApi('B42', FALLBACK, fetchImpl)
    await deleteBasketEvent('B42', 'E7', FALLBACK, fetchImpl)
    expect(fetchImpl.mock.calls.map(([url, init]) => [url, init?.method])).toEqual([
      ['/eventsbookingapi/baskets/B42', 'GET'],
      ['/eventsbookingapi/baskets/B42/events/E7', 'DELETE'],
    ])
  })

  it('POST a hold extension to its address and return the basket with its new basketTime', async () => {
    const basket = testBasket({ basketTime: 1_800_000_600 })
    const fetchImpl = answering(200, basket)
    expect(await postBasketHoldExtension('B42', FALLBACK, fetchImpl)).toEqual({ ok: true, basket })
    expect(fetchImpl.mock.calls.map(([url, init]) => [url, init?.method])).toEqual([['/eventsbookingapi/baskets/B42/extend', 'POST']])
  })
})
