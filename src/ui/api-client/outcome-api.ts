import { z } from 'zod'

import {
  calendarEngagementSchema,
  finishResponseSchema,
  postCheckoutBasketSchema,
  type CalendarEngagement,
  type FinishResponse,
  type PostCheckoutBasket,
} from '@/contracts/checkout'
import { bookingApiPaths } from '@/domain/paths'
import { FETCH_TIMEOUT_MS } from '@/domain/retry-policies'
import { isServerError } from '@/domain/server-errors'

import type { CustomerInfoPayload } from '../outcome/customer-payload'

/**
 * The outcome pages' calls to the booking API (spec 000 section 7), one attempt each: the retries
 * are the callers' (payment-confirmation-flow.ts, finish-polling.ts, calendar-fetch.ts), by the
 * domain's retry policies. Each answers null, never throws, when the call fails or its answer is
 * not the expected shape.
 */

type Fetch = typeof fetch

async function json(fetchImpl: Fetch, url: string, init: RequestInit = {}): Promise<unknown> {
  try {
    const response = await fetchImpl(url, {
      ...init,
      headers: { accept: 'application/json', ...init.headers },
      credentials: 'same-origin',
      cache: 'no-store',
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    })
    if (!response.ok) return null
    const body: unknown = await response.json()
    // Spec 000 section 8: an 'ERROR:' errorCode is a failure whatever the status says.
    if (typeof body === 'object' && body !== null && isServerError((body as { errorCode?: unknown }).errorCode)) return null
    return body
  } catch {
    return null
  }
}

/** POST /baskets/{basketId}/customer: true when the server accepted the details. */
export async function sendCustomerDetails(basketId: string, payload: CustomerInfoPayload, fetchImpl: Fetch = fetch): Promise<boolean> {
  const body = await json(fetchImpl, bookingApiPaths.basketCustomer(basketId), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  })
  return body !== null
}

/** GET /baskets/{basketId}/post-checkout: whether the payment completed. */
export async function getPostCheckoutBasket(basketId: string, fetchImpl: Fetch = fetch): Promise<PostCheckoutBasket | null> {
  const parsed = postCheckoutBasketSchema.safeParse(await json(fetchImpl, bookingApiPaths.basketPostCheckout(basketId)))
  return parsed.success ? parsed.data : null
}

/** GET /checkout/{basketId}/finish (spec 000 section 7). */
export async function getFinish(basketId: string, fetchImpl: Fetch = fetch): Promise<FinishResponse | null> {
  const parsed = finishResponseSchema.safeParse(await json(fetchImpl, bookingApiPaths.checkoutFinish(basketId)))
  return parsed.success ? parsed.data : null
}

/** GET /baskets/{basketId}/calendar: the booking's engagements. */
export async function getCalendar(basketId: string, fetchImpl: Fetch = fetch): Promise<CalendarEngagement[] | null> {
  const parsed = z.array(calendarEngagementSchema).safeParse(await json(fetchImpl, bookingApiPaths.basketCalendar(basketId)))
  return parsed.success ? parsed.data : null
}

/** setTimeout as a promise: the waits between attempts in the page. */
export function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
