/**
 * Cancelling tickets of a confirmed booking (issue 14 point 3), as rules on data and `now`.
 */

/** A ticket being cancelled, with its hold: the unit price and how many tickets a unit uses. */
export interface CancelledTicket {
  holdId: number
  unitPrice: number
  ticketsPerUnit: number
  /** Tickets of the hold cancelled before this cancellation. */
  cancelledInHoldBefore: number
}

/**
 * What cancelling these tickets gives back, in pence: a unit's price for each unit whose last ticket
 * is now cancelled (a family ticket of four places is refunded when all four are cancelled, as a
 * release gives its concession a unit back then).
 */
export function refundForCancellation(tickets: readonly CancelledTicket[]): number {
  const byHold = new Map<number, { ticket: CancelledTicket; count: number }>()
  for (const ticket of tickets) {
    const entry = byHold.get(ticket.holdId)
    if (entry) entry.count += 1
    else byHold.set(ticket.holdId, { ticket, count: 1 })
  }
  let pence = 0
  for (const { ticket, count } of byHold.values()) {
    const perUnit = Math.max(1, ticket.ticketsPerUnit)
    const units = Math.floor((ticket.cancelledInHoldBefore + count) / perUnit) - Math.floor(ticket.cancelledInHoldBefore / perUnit)
    pence += units * ticket.unitPrice
  }
  return pence
}

/** Tries of a refund before it is left to staff (it then shows among the payments that need attention). */
export const MAX_REFUND_ATTEMPTS = 8

/** When a refund the provider did not make is tried again: 5 minutes, doubling, at most 6 hours; null: give up. */
export function nextRefundAttempt(attemptsMade: number, now: Date): Date | null {
  if (attemptsMade >= MAX_REFUND_ATTEMPTS) return null
  const minutes = Math.min(360, 5 * 2 ** Math.max(0, attemptsMade - 1))
  return new Date(now.getTime() + minutes * 60_000)
}

/** The last day a resident may cancel their own booking: `cutoffDays` whole days before the event starts. */
export function residentCancellationDeadline(eventStart: Date, cutoffDays: number): Date {
  return new Date(eventStart.getTime() - cutoffDays * 86_400_000)
}

export function canResidentCancel(eventStart: Date, cutoffDays: number, now: Date): boolean {
  return now.getTime() < residentCancellationDeadline(eventStart, cutoffDays).getTime()
}
