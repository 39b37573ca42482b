import { NextResponse } from 'next/server'

import { NO_STORE } from './headers'
import type { Basket } from './schemas'

export function basketResponse(result: { status: number; body: Basket }): NextResponse<Basket> {
  return NextResponse.json(result.body, { status: result.status, headers: NO_STORE })
}
