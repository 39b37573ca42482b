import type { CalendarEngagement } from '@/contracts/checkout'
import { CALENDAR_RETRY } from '@/domain/retry-policies'

import { withRetries } from '../outcome/payment-confirmation-flow'

/**
 * The booking's calendar engagements with the spec's retries (spec 000 section 9: "calendar fetch
 * 5 retries, minimum timeout 1000 ms", CALENDAR_RETRY). Spec 000 section 8: "Calendar failure
 * returns silently": after the last attempt this answers null and the page shows no calendar.
 */
export async function fetchCalendar(
  basketId: string,
  calls: { getCalendar(basketId: string): Promise<CalendarEngagement[] | null>; wait(ms: number): Promise<void> },
): Promise<CalendarEngagement[] | null> {
  const engagements = await withRetries(CALENDAR_RETRY, calls.wait, () => undefined, async () => (await calls.getCalendar(basketId)) ?? undefined)
  return engagements ?? null
}
