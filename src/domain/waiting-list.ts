import { isWithinWindow } from './event-status'

/**
 * When a waiting list may be joined (issue 13 point 1: "on sold-out and closed events"): a list
 * is for a place that is not there to book. An event still on sale with tickets left is booked,
 * not waited for; an event that has taken place has no place to offer.
 */
export type WaitingListOpening = 'open' | 'hasTickets' | 'past'

export function waitingListOpening(event: { ticketsAvailable: number; salesFrom: Date | null; salesTo: Date | null; dateTime: Date }, now: Date): WaitingListOpening {
  if (event.dateTime.getTime() < now.getTime()) return 'past'
  const onSale = isWithinWindow({ from: event.salesFrom, to: event.salesTo }, now)
  return onSale && event.ticketsAvailable > 0 ? 'hasTickets' : 'open'
}

/**
 * How long a join's confirmation link works (issue 23 point 5, docs/decisions/0028): an entry not
 * confirmed by then gets no offer and is removed.
 */
export const WAITING_LIST_CONFIRM_HOURS = 24
