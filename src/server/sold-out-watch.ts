import { reopenSoldOutEvents } from '../booking/inventory/availability.server'
import { scheduleJob, type ScheduledJob } from '../booking/jobs/scheduled-job'

import { serverLogger } from './server-log'

/**
 * The sold-out watch (docs/decisions/0012): holds that expire write nothing, so an event announced
 * as sold out whose tickets came back that way would stay Sold Out in every page cache. Every
 * server runs booking.reopen_sold_out_events every few seconds; the statement looks only at events
 * announced as sold out and announces each one back exactly once, whichever server gets there
 * first, with the same notice a release sends (content-notify.ts turns it into emptied caches).
 * It runs on the booking jobs' scheduler (src/booking/jobs/scheduled-job.ts): one check at a time,
 * a lost database said once per outage; while it is down the page caches still expire on their own.
 */
export const SOLD_OUT_WATCH_INTERVAL_MS = 3_000

type Reopen = (now: Date) => Promise<number[]>

/** The logger is made on first use (it reads the environment), so it is looked up per line, not at import. */
const watchLog = {
  info: (message: string) => serverLogger().info(message),
  warn: (message: string) => serverLogger().warn(message),
}

export function watchSoldOutEvents(
  reopen: Reopen = reopenSoldOutEvents,
  intervalMs = SOLD_OUT_WATCH_INTERVAL_MS,
): ScheduledJob<number[]> {
  // Nothing is logged for a check that announced events: each announcement is its own notice.
  return scheduleJob('sold-out watch', () => reopen(new Date()), () => null, intervalMs, watchLog)
}
