import type { Event } from '@/payload-types'

import { paths } from './paths'

/**
 * An event's listing status (spec 000 section 4, spec 001 section 4). The event page uses the same rule:
 * the spec says the page's own calculation is "not shown", and one rule means a card and its page can
 * never disagree (a card saying "Sold Out" over a page offering "Book Tickets").
 */
export type EventStatus = 'closed' | 'listing' | 'soldOut' | 'free' | 'earlyBird' | 'paid'

/**
 * Status labels, verbatim from spec 001 section 9. The spec lists no label for a paid event, so it gets no
 * tag: the price text ('Starts at £..') already says it is paid.
 */
export const EVENT_STATUS_LABELS = {
  closed: 'Closed',
  listing: 'Listing',
  soldOut: 'Sold Out',
  free: 'Free Event',
  earlyBird: 'Early Bird',
  paid: null,
} as const satisfies Record<EventStatus, string | null>

export type EventStatusLabel = NonNullable<(typeof EVENT_STATUS_LABELS)[EventStatus]>

/** The tag text for a status, or null for a paid event (no tag). */
export function eventStatusLabel(status: EventStatus): EventStatusLabel | null {
  return EVENT_STATUS_LABELS[status]
}

/** A date window as the content model stores it (ISO strings), or as Dates. */
export interface DateWindow {
  from?: string | Date | null
  to?: string | Date | null
}

/**
 * Whether `now` is inside a window. Both ends are inclusive: sales open at the instant `from` and are still
 * open at the instant `to`, matching spec 001 section 9 ("shown if the sales window end is absent or not
 * earlier than now"). A missing or empty end (or a missing window) leaves that side open-ended. An end that cannot
 * be read as a date makes the window contain no instant at all, so a broken date closes rather than opens.
 * SQL asks the same of an event's sales window with booking.on_sale (src/booking/db/sql/on_sale.sql).
 */
export function isWithinWindow(window: DateWindow | null | undefined, now: Date): boolean {
  const time = now.getTime()
  const from = window?.from
  const to = window?.to
  // Written as !(a >= b) so that an unreadable end (NaN) fails the test and closes the window.
  if (isSet(from) && !(time >= new Date(from).getTime())) return false
  if (isSet(to) && !(time <= new Date(to).getTime())) return false
  return true
}

/** Payload stores a cleared date as null; forms may send ''. Both mean "no end". */
function isSet(end: string | Date | null | undefined): end is string | Date {
  return end !== null && end !== undefined && end !== ''
}

/** The fields of an event the status rule reads; a subset of the Payload `Event`. */
export type EventStatusInput = Pick<Event, 'freeOrPaid' | 'earlyBirdDiscount' | 'externalListingUrl'> & {
  /** Headline price in pence; null or missing means "Price not set". */
  price?: number | null
  /**
   * Tickets left now (capacity minus sold minus unexpired holds, from the inventory module), not the
   * capacity in the content entry.
   */
  ticketsAvailable: number
  ticketSalesDateWindow?: DateWindow | null
  discountWindow?: DateWindow | null
}

/** True when the event is booked on another site (spec 000 section 4, rule 2). */
export function isExternallyListed(event: Pick<EventStatusInput, 'externalListingUrl'>): boolean {
  return typeof event.externalListingUrl === 'string' && event.externalListingUrl.trim() !== ''
}

/**
 * The early bird percentage in force at `now`, or 0 (spec 000 section 4, rule 5). The percentage is
 * clamped to 0..100. A discount with no discount window at all never applies: "early" needs a window, and
 * an editor who typed a percentage but no dates should not start a permanent discount by accident. A
 * window with only one end set is open-ended on the other side (see `isWithinWindow`).
 */
export function earlyBirdPercentInForce(
  event: Pick<EventStatusInput, 'earlyBirdDiscount' | 'discountWindow'>,
  now: Date,
): number {
  const percent = Math.min(100, Math.max(0, event.earlyBirdDiscount ?? 0))
  if (!(percent > 0)) return 0
  const window = event.discountWindow
  const hasWindow = isSet(window?.from) || isSet(window?.to)
  return hasWindow && isWithinWindow(window, now) ? percent : 0
}

/** Free when the price is zero, or when the event is marked free (spec 000 section 4, rule 4). */
export function isFreeEvent(event: Pick<EventStatusInput, 'price' | 'freeOrPaid'>): boolean {
  return event.price === 0 || event.freeOrPaid === 'free'
}

/**
 * The status, in the spec's order (spec 000 section 4 / spec 001 section 4):
 * closed, listing, sold out, free, early bird, paid.
 * Early bird also needs a price above zero (an unset price cannot be discounted); a paid event whose price
 * is not set is 'paid' and its price text says 'Price not set'.
 */
export function eventStatus(event: EventStatusInput, now: Date): EventStatus {
  if (!isWithinWindow(event.ticketSalesDateWindow, now)) return 'closed'
  if (isExternallyListed(event)) return 'listing'
  if (event.ticketsAvailable <= 0) return 'soldOut'
  if (isFreeEvent(event)) return 'free'
  if ((event.price ?? 0) > 0 && earlyBirdPercentInForce(event, now) > 0) return 'earlyBird'
  return 'paid'
}

/**
 * Spec 000 section 4 "Availability": booking is available unless booking is required and availability is 0.
 * A negative count (more sold than the pool, after an editor lowered it) counts as 0.
 */
export function isBookingAvailable(event: { preBookingRequired?: boolean | null; ticketsAvailable: number }): boolean {
  return !(event.preBookingRequired === true && event.ticketsAvailable <= 0)
}

/** The booking panel on the event page's sidebar (spec 000 section 2, spec 001 section 4). */
export type BookingPanel =
  | {
      kind: 'unavailable'
      status: 'closed' | 'soldOut'
      /** Text of the disabled control. */
      label: 'Closed' | 'Sold Out'
      tag: { text: 'Closed' | 'Sold Out'; colour: 'red' }
      /**
       * Sold out offers the waiting-list join (spec 001 section 2: "A form on sold-out events"); closed
       * offers "notify me", which uses the same join so staff can tell people about later dates.
       */
      control: 'waitingList' | 'notify'
    }
  | { kind: 'visitSite'; text: 'Visit Site'; href: string; opensInNewWindow: true }
  | { kind: 'bookTickets'; text: 'Book Tickets'; href: string }
  /**
   * On sale but with no concession to choose (issue 9 point 8): 'Book Tickets' would lead to a booking
   * page with nothing on it, so there is no booking control. `bookingRequired` false is a drop-in event.
   */
  | { kind: 'noTickets'; bookingRequired: boolean }

/** What bookingPanel reads beyond the status: the event's slug and whether it has ticket types. */
export type BookingPanelInput = EventStatusInput & {
  slug: string
  /** Whether the event has at least one concession (ticket type); missing counts as yes. */
  hasConcessions?: boolean
  /** Booking required (spec 001 section 3, preBookingRequired); missing or null counts as yes. */
  preBookingRequired?: boolean | null
}

/**
 * Whether tickets can be chosen for the event: its status is on sale (free, early bird or paid) and it
 * has a concession to choose. The booking page shows its ticket selector only then, so it never shows
 * an empty form; the event page's panel follows the same rule.
 */
export function offersBooking(status: EventStatus, hasConcessions: boolean): boolean {
  return hasConcessions && (status === 'free' || status === 'earlyBird' || status === 'paid')
}

/**
 * Which booking panel the event page shows. Closed and sold out: a disabled label, a waiting-list or notify
 * control and a red tag; listing: 'Visit Site' to the external listing in a new window; anything else
 * (free, early bird, paid): 'Book Tickets' to /booking/{slug} (spec 001 section 2 route table), unless
 * there is no concession to choose (no booking control then: see `offersBooking`).
 */
export function bookingPanel(event: BookingPanelInput, now: Date): BookingPanel {
  const status = eventStatus(event, now)
  if (status === 'closed' || status === 'soldOut') {
    const label = EVENT_STATUS_LABELS[status]
    return {
      kind: 'unavailable',
      status,
      label,
      tag: { text: label, colour: 'red' },
      control: status === 'soldOut' ? 'waitingList' : 'notify',
    }
  }
  if (status === 'listing') {
    return { kind: 'visitSite', text: 'Visit Site', href: String(event.externalListingUrl).trim(), opensInNewWindow: true }
  }
  if (!offersBooking(status, event.hasConcessions !== false)) {
    return { kind: 'noTickets', bookingRequired: event.preBookingRequired !== false }
  }
  return { kind: 'bookTickets', text: 'Book Tickets', href: paths.booking(event.slug) }
}
