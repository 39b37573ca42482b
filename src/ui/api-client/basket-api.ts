import type { Basket, CheckoutRequest } from '@/contracts/basket'
import { bookingApiPaths } from '@/domain/paths'
import { FETCH_TIMEOUT_MS } from '@/domain/retry-policies'
import { serverErrorMessage } from '@/domain/server-errors'

/**
 * The browser's calls to the booking API (spec 000 section 7): real HTTP, one attempt each
 * (spec 001 section 9: "no retries for basket calls"), given up after 40 s (FETCH_TIMEOUT_MS).
 * The answer is checked with the engine's Basket schema; its errorCode decides success
 * (spec 000 section 8: 'ERROR: <message>' is thrown as the message, other values are ignored).
 *
 * The schema (and Zod with it, about 25 KB gzip) is loaded when the first call starts, not with the
 * page: the event page's first view needs none of it (issue 27 point 3).
 */
const basketSchemaOnce = () => import('@/contracts/basket').then((contracts) => contracts.basketSchema)

export type BasketCallResult = { ok: true; basket: Basket } | { ok: false; message: string }

type Fetch = typeof fetch

/** The message for a failed call: the server's own text when it sent one, else `fallback`. */
async function basketResult(response: Response, fallback: string, schema: ReturnType<typeof basketSchemaOnce>): Promise<BasketCallResult> {
  let json: unknown
  try {
    json = await response.json()
  } catch {
    return { ok: false, message: fallback }
  }
  const errorCode = typeof json === 'object' && json !== null ? (json as { errorCode?: unknown }).errorCode : undefined
  const message = serverErrorMessage(errorCode)
  if (message !== undefined) return { ok: false, message: message || fallback }
  let basketSchema: Awaited<typeof schema>
  try {
    basketSchema = await schema
  } catch {
    return { ok: false, message: fallback }
  }
  const parsed = basketSchema.safeParse(json)
  if (!response.ok || !parsed.success) return { ok: false, message: fallback }
  return { ok: true, basket: parsed.data }
}

async function call(fetchImpl: Fetch, url: string, init: RequestInit, fallback: string): Promise<BasketCallResult> {
  // Fetched while the call is under way, so the answer never waits for it.
  const schema = basketSchemaOnce()
  schema.catch(() => undefined)
  let response: Response
  try {
    response = await fetchImpl(url, {
      ...init,
      credentials: 'same-origin',
      cache: 'no-store',
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    })
  } catch {
    return { ok: false, message: fallback }
  }
  return basketResult(response, fallback, schema)
}

/** POST /eventsbookingapi/baskets/checkout: reserves the tickets and sets the basket cookie. */
export function postCheckout(request: CheckoutRequest, fallback: string, fetchImpl: Fetch = fetch): Promise<BasketCallResult> {
  return call(
    fetchImpl,
    bookingApiPaths.checkout(),
    { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(request) },
    fallback,
  )
}

/** GET /eventsbookingapi/baskets/{basketId}: the server's basket (no lines once expired or cleared). */
export function getBasketFromApi(basketId: string, fallback: string, fetchImpl: Fetch = fetch): Promise<BasketCallResult> {
  return call(fetchImpl, bookingApiPaths.basket(basketId), { method: 'GET', headers: { accept: 'application/json' } }, fallback)
}

/** DELETE /eventsbookingapi/baskets/{basketId}/events/{eventId}: gives the event's tickets back. */
export function deleteBasketEvent(basketId: string, eventId: string, fallback: string, fetchImpl: Fetch = fetch): Promise<BasketCallResult> {
  return call(fetchImpl, bookingApiPaths.basketEvent(basketId, eventId), { method: 'DELETE', headers: { accept: 'application/json' } }, fallback)
}

/** POST /eventsbookingapi/baskets/{basketId}/extend: 10 more minutes to finish (decision 0022). */
export function postBasketHoldExtension(basketId: string, fallback: string, fetchImpl: Fetch = fetch): Promise<BasketCallResult> {
  return call(fetchImpl, bookingApiPaths.extendBasketHold(basketId), { method: 'POST', headers: { accept: 'application/json' } }, fallback)
}
