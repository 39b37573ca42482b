import type { NextRequest } from 'next/server'

import { basketResponse, readJson, unreadableBodyResponse } from '@/booking/api/responses'
import { checkoutBasket } from '@/booking/basket/basket-service.server'
import { BASKET_COOKIE, basketCookieOptions } from '@/booking/basket/cookie'

export const dynamic = 'force-dynamic'

/**
 * POST /eventsbookingapi/baskets/checkout (spec 000 section 7): takes the tickets. The basket cookie
 * names the buyer's previous basket, which the same transaction clears; on success the cookie names
 * the new one.
 */
export async function POST(request: NextRequest) {
  const body = await readJson(request)
  if (!body.ok) return unreadableBodyResponse()
  const result = await checkoutBasket(body.value, { previousBasketId: request.cookies.get(BASKET_COOKIE)?.value ?? null })
  const response = basketResponse(result)
  if (result.body.errorCode === '') response.cookies.set(BASKET_COOKIE, result.body.id, basketCookieOptions())
  return response
}
