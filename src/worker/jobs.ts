import type { Env } from '../config/env'
import { purgeSummary, type PurgeReport } from '../booking/basket/basket-purge'
import { reconcileSummary, type ReconcileReport } from '../booking/checkout/payment-reconcile'
import { outboxSummary, type OutboxLog, type OutboxRunReport } from '../booking/email/email-outbox-job'
import { retentionSummary, type RetentionReport } from '../booking/retention/retention-job'
import { offersSummary, type OffersRunReport } from '../booking/waiting-list/offers'
import { remindersSummary, type RemindersReport } from '../booking/reminders/session-reminders'

/**
 * The booking module's background work, in one place: what each job does, how often, and what its
 * log line says. The worker process (src/worker/main.ts) runs them on its scheduler
 * (src/worker/scheduler.ts: each job once per period across every worker). Each job also shares
 * its work itself (rows claimed with FOR UPDATE SKIP LOCKED, or an advisory lock), so even two runs
 * at once would never do one piece twice.
 */
export interface JobWork {
  /** Expired and emptied baskets purged (basket-purge.ts; one server at a time). */
  purgeBaskets: (now: Date) => Promise<PurgeReport>
  /** The e-mail outbox sent (decision 0023; rows claimed with SKIP LOCKED, so no message goes twice). */
  sendDueEmails: (log: OutboxLog) => (now: Date) => Promise<OutboxRunReport>
  /** Payments whose return never arrived, settled by asking the provider (payment-reconcile.ts). */
  reconcilePayments: () => Promise<ReconcileReport>
  /** Refunds of cancellations the provider did not make, tried again (each claimed with SKIP LOCKED). */
  retryDueRefunds: () => Promise<number>
  /** Returned places offered to waiting lists, ended offers passed on (each event claimed with SKIP LOCKED). */
  runOffers: () => Promise<OffersRunReport>
  /** Reminders written before each session of a course (session-reminders.ts; a once key each, so never twice). */
  queueSessionReminders: (now: Date) => Promise<RemindersReport>
  /** Personal details anonymised RETENTION_DAYS after their event (decision 0027; one server at a time). */
  anonymiseDueData: (now: Date) => Promise<RetentionReport>
  /**
   * The sold-out watch (decision 0012): events announced as sold out whose tickets came back by
   * holds expiring (which write nothing) are announced back, once, whichever server gets there first.
   */
  reopenSoldOutEvents: (now: Date) => Promise<number[]>
}

/** How often each job runs, in seconds (the sold-out watch in milliseconds); 0 turns a job off in this process. */
export interface JobIntervals {
  purgeSeconds: number
  outboxSeconds: number
  reconcileSeconds: number
  refundsSeconds: number
  offersSeconds: number
  retentionSeconds: number
  remindersSeconds: number
  soldOutWatchMs: number
}

/** The sold-out watch's period: Sold Out reaches every page within 5 seconds of tickets coming back. */
export const SOLD_OUT_WATCH_INTERVAL_MS = 3_000

/** Every job off: a test turns on the one it runs. */
export const JOBS_OFF: JobIntervals = { purgeSeconds: 0, outboxSeconds: 0, reconcileSeconds: 0, refundsSeconds: 0, offersSeconds: 0, retentionSeconds: 0, remindersSeconds: 0, soldOutWatchMs: 0 }

/** The periods the environment sets (src/config/env.ts); refunds are retried as often as payments are reconciled. */
export function jobIntervalsFrom(settings: Env): JobIntervals {
  return {
    purgeSeconds: settings.BASKET_PURGE_INTERVAL_SECONDS,
    outboxSeconds: settings.EMAIL_OUTBOX_INTERVAL_SECONDS,
    reconcileSeconds: settings.PAYMENT_RECONCILE_INTERVAL_SECONDS,
    refundsSeconds: settings.PAYMENT_RECONCILE_INTERVAL_SECONDS,
    offersSeconds: settings.WAITING_LIST_OFFERS_INTERVAL_SECONDS,
    retentionSeconds: settings.RETENTION_INTERVAL_SECONDS,
    remindersSeconds: settings.SESSION_REMINDERS_INTERVAL_SECONDS,
    soldOutWatchMs: SOLD_OUT_WATCH_INTERVAL_MS,
  }
}

export interface BackgroundJob {
  name: string
  intervalMs: number
  run: () => Promise<unknown>
  summary: (report: unknown) => string | null
}

function job<R>(name: string, intervalMs: number, run: (() => Promise<R>) | undefined, summary: (report: R) => string | null): BackgroundJob[] {
  if (!run || intervalMs <= 0) return []
  return [{ name, intervalMs, run, summary: summary as (report: unknown) => string | null }]
}

/** The jobs to run, each with its period; a job whose work is not given, or whose interval is 0, is left out. */
export function backgroundJobs(work: Partial<JobWork>, intervals: JobIntervals, log: OutboxLog): BackgroundJob[] {
  const { purgeBaskets, sendDueEmails, reconcilePayments, retryDueRefunds, runOffers, queueSessionReminders, anonymiseDueData, reopenSoldOutEvents } = work
  const send = sendDueEmails?.(log)
  return [
    ...job('basket purge', intervals.purgeSeconds * 1000, purgeBaskets && (() => purgeBaskets(new Date())), purgeSummary),
    ...job('email outbox', intervals.outboxSeconds * 1000, send && (() => send(new Date())), outboxSummary),
    ...job('payment reconciliation', intervals.reconcileSeconds * 1000, reconcilePayments, reconcileSummary),
    ...job('refunds', intervals.refundsSeconds * 1000, retryDueRefunds, (sent) => (sent > 0 ? `${sent} refunds tried again` : null)),
    ...job('waiting-list offers', intervals.offersSeconds * 1000, runOffers, offersSummary),
    ...job('session reminders', intervals.remindersSeconds * 1000, queueSessionReminders && (() => queueSessionReminders(new Date())), remindersSummary),
    ...job('retention', intervals.retentionSeconds * 1000, anonymiseDueData && (() => anonymiseDueData(new Date())), retentionSummary),
    // Nothing is logged for a check that announced events: each announcement is its own notice.
    ...job('sold-out watch', intervals.soldOutWatchMs, reopenSoldOutEvents && (() => reopenSoldOutEvents(new Date())), () => null),
  ]
}
