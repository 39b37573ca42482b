import { NextResponse } from 'next/server'

import { bookingPool } from '@/booking/db/pool.server'
import { checkHealth } from '@/booking/health'

export const dynamic = 'force-dynamic'

/** GET /eventsbookingapi/health: 200 when this instance can take bookings, else 503. */
export async function GET() {
  const report = await checkHealth(bookingPool())
  return NextResponse.json(report, {
    status: report.status === 'ok' ? 200 : 503,
    headers: { 'Cache-Control': 'no-store' },
  })
}
