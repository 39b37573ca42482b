import { NextResponse, type NextRequest } from 'next/server'

import { answerCheckout, CHECKOUT_BODY_LIMIT_BYTES, oversizedCheckoutAnswer } from '@/booking/api/checkout-endpoint'
import { NO_STORE } from '@/booking/api/headers'
import { BASKET_COOKIE, basketCookieOptions } from '@/booking/basket/cookie'

export const dynamic = 'force-dynamic'

/**
 * POST /eventsbookingapi/baskets/checkout (spec 000 section 7): takes the tickets. The basket cookie
 * names the buyer's previous basket, which the same transaction clears; on success the cookie names
 * the new one. The production server answers this path itself with the same answerCheckout
 * (src/server/http-server.ts); this handler serves it under `next dev`.
 */
export async function POST(request: NextRequest) {
  const text = await request.text()
  const answer =
    Buffer.byteLength(text) > CHECKOUT_BODY_LIMIT_BYTES ? oversizedCheckoutAnswer() : await answerCheckout(text, request.cookies.get(BASKET_COOKIE)?.value)
  const response = NextResponse.json(answer.body, { status: answer.status, headers: NO_STORE })
  if (answer.basketCookie) response.cookies.set(BASKET_COOKIE, answer.basketCookie, basketCookieOptions())
  return response
}
