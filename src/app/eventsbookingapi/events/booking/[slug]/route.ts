import { NextResponse } from 'next/server'

import { NO_STORE } from '@/booking/api/headers'
import { getBookingView } from '@/booking/basket/basket-service.server'
import { BOOKING_MESSAGES } from '@/booking/basket/errors'
import { serverErrorCode } from '@/domain/server-errors'

export const dynamic = 'force-dynamic'

/** GET /eventsbookingapi/events/booking/{slug} (spec 000 section 7): the booking view, or 404. */
export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  const view = await getBookingView(slug)
  if (!view) return NextResponse.json({ errorCode: serverErrorCode(BOOKING_MESSAGES.eventNotFound) }, { status: 404, headers: NO_STORE })
  return NextResponse.json(view, { headers: NO_STORE })
}
