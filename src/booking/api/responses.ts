import { NextResponse } from 'next/server'

import type { Basket } from './schemas'

import { NO_STORE } from './headers'

export { NO_STORE }

export function basketResponse(result: { status: number; body: Basket }): NextResponse<Basket> {
  return NextResponse.json(result.body, { status: result.status, headers: NO_STORE })
}
