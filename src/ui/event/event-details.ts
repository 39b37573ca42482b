import type { BookingPanel, DateWindow, EventStatusInput } from '@/domain/event-status'
import { earlyBirdPercentInForce } from '@/domain/event-status'
import { concessionUnitPrice, ticketsFromText } from '@/domain/prices'
import type { Event, Media, Venue } from '@/payload-types'
import { mediaUrl } from '@/domain/media'

/**
 * Small readings of an event for its page. Rules (status, prices) come from src/domain; these only
 * pick fields and decide what to show where the spec is silent.
 */

/** What an e-learning event shows as its location (spec 000 section 2 does not say; see docs/decisions). */
export const ONLINE_LOCATION_TEXT = 'Online'

/** The populated venue, or null when there is none or it was not populated. */
export function populatedVenue(event: Pick<Event, 'venue'>): Venue | null {
  return event.venue && typeof event.venue === 'object' ? event.venue : null
}

/**
 * The location line (spec 000 section 3: "location from venue or room name"): 'Online' for
 * e-learning, else the room and the venue ('Community room, Hertford Library'), or whichever of
 * the two is set; undefined when neither is.
 */
export function eventLocationText(event: Pick<Event, 'elearning' | 'venue' | 'roomSpace'>): string | undefined {
  if (event.elearning) return ONLINE_LOCATION_TEXT
  const parts = [event.roomSpace?.trim(), populatedVenue(event)?.name.trim()].filter((part): part is string => Boolean(part))
  return parts.length > 0 ? parts.join(', ') : undefined
}

type StatusFields = Pick<
  Event,
  'slug' | 'price' | 'freeOrPaid' | 'earlyBirdDiscount' | 'externalListingUrl' | 'ticketsAvailable' | 'ticketSalesDateWindow' | 'discountWindow'
>

/**
 * The inputs of the domain's status rule, read from the content entry and the tickets left now
 * (capacity - sold - unexpired holds, src/loaders/site/availability.server.ts). Without a live count the
 * content's capacity stands in.
 */
export function statusInputOf(event: StatusFields, ticketsLeft: number = event.ticketsAvailable): EventStatusInput & { slug: string } {
  return {
    slug: event.slug,
    price: event.price,
    freeOrPaid: event.freeOrPaid,
    earlyBirdDiscount: event.earlyBirdDiscount,
    externalListingUrl: event.externalListingUrl,
    ticketsAvailable: ticketsLeft,
    ticketSalesDateWindow: event.ticketSalesDateWindow,
    discountWindow: event.discountWindow,
  }
}

/**
 * What the booking panel reads besides the status (domain BookingPanelInput): whether the event has a
 * concession to choose, and whether booking is required.
 */
export function bookingChoiceOf(event: Pick<Event, 'concessions' | 'preBookingRequired'>): { hasConcessions: boolean; preBookingRequired: boolean | null | undefined } {
  return { hasConcessions: (event.concessions ?? []).length > 0, preBookingRequired: event.preBookingRequired }
}

/**
 * The price line (spec 000 section 9, with the pence shown as decision 0030 says): 'Tickets from
 * £7.50', 'Tickets from £7', 'Free event' or 'Price not set', from each concession's price in force
 * now (early bird applied).
 */
export function eventPriceText(event: Pick<Event, 'concessions' | 'earlyBirdDiscount' | 'discountWindow'>, now: Date): string {
  const percent = earlyBirdPercentInForce(event, now)
  const prices = (event.concessions ?? []).map((concession) => concessionUnitPrice(concession, percent))
  return ticketsFromText(prices)
}

/**
 * When a closed event's sales open later, the instant they open; undefined when sales have ended
 * (or the event is not closed). Lets the panel say 'Booking opens ...' instead of only 'Closed'.
 */
export function bookingOpensAt(window: DateWindow | null | undefined, now: Date): Date | undefined {
  const from = window?.from
  if (from === null || from === undefined || from === '') return undefined
  const opens = new Date(from)
  if (Number.isNaN(opens.getTime())) return undefined
  return now.getTime() < opens.getTime() ? opens : undefined
}

/** The waiting-list section's anchor: the closed and sold-out controls link here. */
export const WAITING_LIST_ID = 'waiting-list'

/** The text of the waiting-list or notify link for an unavailable event (spec 000 section 2). */
export function waitingListLinkText(control: Extract<BookingPanel, { kind: 'unavailable' }>['control']): string {
  return control === 'waitingList' ? 'Join the waiting list' : 'Get notified about this event'
}

export interface ResourceLink {
  key: string
  title: string
  href: string
}

type Resource = NonNullable<Event['publicResources']>[number]

/**
 * Public resources as links (spec 000 section 2 "resources"): an uploaded file links to the file,
 * an external link to its address. A resource whose file is gone or whose address is blank is
 * left out rather than shown as a dead link.
 */
export function resourceLinks(resources: readonly Resource[] | null | undefined): ResourceLink[] {
  return (resources ?? []).flatMap((resource, index) => {
    const title = resource.title.trim()
    const href = resource.type === 'internalAsset' ? mediaUrl(resource.media as number | Media | null | undefined) : resource.uri?.trim()
    return title && href ? [{ key: resource.id ?? String(index), title, href }] : []
  })
}
