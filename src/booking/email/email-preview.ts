import { earlyBirdPercentInForce } from '../../domain/event-status'
import { concessionUnitPrice } from '../../domain/prices'
import type { Event } from '../../payload-types'
import { richTextToHtml } from '../../domain/rich-text'

import { renderBookingConfirmation, sampleBooking, type EmailSettings, type SampleTicket } from './booking-confirmation'
import { eventPlaceOf } from './event-place'

type PreviewEvent = Pick<
  Event,
  'id' | 'title' | 'uri' | 'contentType' | 'dateTime' | 'serviceTerms' | 'private' | 'elearning' | 'venue' | 'roomSpace' | 'endDateTime' | 'concessions' | 'earlyBirdDiscount' | 'discountWindow'
>

/**
 * The preview's tickets: one of each of the event's concessions at the price the checkout would
 * charge for it at `now` (concessionUnitPrice with the early bird percentage in force), so the
 * preview's total is what such a booking would cost (issue 22: it said 'Total £0.00' for a paid event).
 */
export function sampleTicketsOf(event: Pick<Event, 'concessions' | 'earlyBirdDiscount' | 'discountWindow'>, now: Date): SampleTicket[] {
  const percent = earlyBirdPercentInForce(event, now)
  return (event.concessions ?? []).map((concession) => ({ concessionTitle: concession.title, unitPricePence: concessionUnitPrice(concession, percent) }))
}

/**
 * The confirmation e-mail of an event with sample booking data (spec 000 section 2, "Confirmation
 * email preview"; section 7, GET /eventsbookingapi/baskets/email): the page /{area}/{event}/email
 * and the API call both answer this, so they cannot differ. Null for a private event, which is
 * not shown to the public here (its own page is reachable only by its address).
 */
export function emailPreviewHtml(event: PreviewEvent, settings: EmailSettings, now: Date): string | null {
  if (event.private || !event.uri) return null
  const booking = sampleBooking(
    {
      id: event.id,
      title: event.title,
      uri: event.uri,
      contentType: event.contentType,
      dateTime: event.dateTime,
      // The same conversion the booking schema's copy of the terms is made with (inventory-row.ts).
      serviceTermsHtml: richTextToHtml(event.serviceTerms),
    },
    sampleTicketsOf(event, now),
  )
  return renderBookingConfirmation(booking, eventPlaceOf(event), settings).html
}

/** The event path an `eventSlug` names ('/{area}/{event}'), as the route and the page accept it. */
export const EVENT_PATH_PATTERN = /^\/[a-z0-9-]{1,100}\/[a-z0-9-]{1,200}$/
