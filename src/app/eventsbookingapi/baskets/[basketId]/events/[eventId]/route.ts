import type { NextRequest } from 'next/server'

import { basketResponse } from '@/booking/api/responses'
import { removeEventFromBasket } from '@/booking/basket/basket-service.server'
import { BASKET_COOKIE, basketCookieOptions } from '@/booking/basket/cookie'

export const dynamic = 'force-dynamic'

/**
 * DELETE /eventsbookingapi/baskets/{basketId}/events/{eventId} (spec 000 section 7): gives that
 * event's tickets back at once. When the basket is the one the cookie names and it is now empty, the
 * cookie goes too.
 */
export async function DELETE(request: NextRequest, { params }: { params: Promise<{ basketId: string; eventId: string }> }) {
  const { basketId, eventId } = await params
  const result = await removeEventFromBasket(basketId, eventId)
  const response = basketResponse(result)
  if (result.body.errorCode === '' && result.body.basketLines.length === 0 && request.cookies.get(BASKET_COOKIE)?.value === basketId) {
    response.cookies.set(BASKET_COOKIE, '', { ...basketCookieOptions(), maxAge: 0 })
  }
  return response
}
