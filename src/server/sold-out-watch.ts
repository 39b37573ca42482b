import { reopenSoldOutEvents } from '../booking/inventory/availability.server'

import { serverLogger } from './server-log'

/**
 * The sold-out watch (docs/decisions/0012): holds that expire write nothing, so an event announced
 * as sold out whose tickets came back that way would stay Sold Out in every page cache. Every
 * server runs booking.reopen_sold_out_events every few seconds; the statement looks only at events
 * announced as sold out and announces each one back exactly once, whichever server gets there
 * first, with the same notice a release sends (content-notify.ts turns it into emptied caches).
 */
export const SOLD_OUT_WATCH_INTERVAL_MS = 3_000

type Reopen = (now: Date) => Promise<number[]>

export interface SoldOutWatch {
  /** Runs the check once now (tests); resolves with the events announced. */
  runOnce(): Promise<number[]>
  stop(): void
}

export function watchSoldOutEvents(
  reopen: Reopen = reopenSoldOutEvents,
  intervalMs = SOLD_OUT_WATCH_INTERVAL_MS,
): SoldOutWatch {
  let running: Promise<number[]> | undefined
  let failing = false
  const runOnce = () => {
    // A slow database must not pile up checks: one at a time.
    running ??= reopen(new Date())
      .then((events) => {
        if (failing) serverLogger().info('sold-out watch: reaching the database again')
        failing = false
        return events
      })
      .catch((error: unknown) => {
        // Said once per outage, not every few seconds; the page caches still expire on their own.
        if (!failing) serverLogger().warn(`sold-out watch: cannot reach the database, retrying: ${error instanceof Error ? error.message : String(error)}`)
        failing = true
        return []
      })
      .finally(() => {
        running = undefined
      })
    return running
  }
  const timer = setInterval(() => void runOnce(), intervalMs)
  timer.unref()
  return {
    runOnce,
    stop: () => clearInterval(timer),
  }
}
