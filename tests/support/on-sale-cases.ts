/**
 * The on-sale window's edge cases, one table for both places that decide it: isWithinWindow in
 * src/domain/event-status.ts (its unit test) and booking.on_sale in src/booking/db/sql/on_sale.sql
 * (tests/integration/sql-functions.test.ts). Both ends are inclusive; a missing end is open.
 */
export interface OnSaleCase {
  name: string
  salesFrom: string | null
  salesTo: string | null
  now: string
  onSale: boolean
}

const FROM = '2026-12-01T09:00:00.000Z'
const TO = '2026-12-20T17:00:00.000Z'

export const ON_SALE_CASES: readonly OnSaleCase[] = [
  { name: 'no window at all', salesFrom: null, salesTo: null, now: '2026-11-27T12:00:00.000Z', onSale: true },
  { name: 'a millisecond before the start', salesFrom: FROM, salesTo: TO, now: '2026-12-01T08:59:59.999Z', onSale: false },
  { name: 'exactly at the start', salesFrom: FROM, salesTo: TO, now: FROM, onSale: true },
  { name: 'inside the window', salesFrom: FROM, salesTo: TO, now: '2026-12-10T12:00:00.000Z', onSale: true },
  { name: 'exactly at the end', salesFrom: FROM, salesTo: TO, now: TO, onSale: true },
  { name: 'a millisecond after the end', salesFrom: FROM, salesTo: TO, now: '2026-12-20T17:00:00.001Z', onSale: false },
  { name: 'start only, before it', salesFrom: FROM, salesTo: null, now: '2026-11-30T23:59:59.999Z', onSale: false },
  { name: 'start only, at it', salesFrom: FROM, salesTo: null, now: FROM, onSale: true },
  { name: 'start only, long after it', salesFrom: FROM, salesTo: null, now: '2099-12-31T23:59:59.999Z', onSale: true },
  { name: 'end only, long before it', salesFrom: null, salesTo: TO, now: '1970-01-01T00:00:00.000Z', onSale: true },
  { name: 'end only, at it', salesFrom: null, salesTo: TO, now: TO, onSale: true },
  { name: 'end only, after it', salesFrom: null, salesTo: TO, now: '2026-12-20T17:00:00.001Z', onSale: false },
  { name: 'a window of one instant, at it', salesFrom: FROM, salesTo: FROM, now: FROM, onSale: true },
  { name: 'an end before the start', salesFrom: TO, salesTo: FROM, now: '2026-12-10T12:00:00.000Z', onSale: false },
]
