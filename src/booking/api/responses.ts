import { NextResponse } from 'next/server'

import { BOOKING_MESSAGES } from '../basket/errors'
import { serverErrorCode } from '../../domain/server-errors'

import { errorBasket, type Basket } from './schemas'

/** Every booking answer is personal and current: never cached by a browser or a proxy. */
export const NO_STORE = { 'Cache-Control': 'no-store' } as const

export function basketResponse(result: { status: number; body: Basket }): NextResponse<Basket> {
  return NextResponse.json(result.body, { status: result.status, headers: NO_STORE })
}

/** A body that is not JSON at all: 400 with the errorCode, never a 500. */
export function unreadableBodyResponse(): NextResponse<Basket> {
  return NextResponse.json(errorBasket(serverErrorCode(BOOKING_MESSAGES.invalidRequest('the request body is not JSON'))), {
    status: 400,
    headers: NO_STORE,
  })
}

/** The JSON body of a request, or undefined when it cannot be read as JSON. */
export async function readJson(request: Request): Promise<{ ok: true; value: unknown } | { ok: false }> {
  try {
    return { ok: true, value: JSON.parse(await request.text()) as unknown }
  } catch {
    return { ok: false }
  }
}
