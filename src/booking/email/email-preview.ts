import type { Event } from '../../payload-types'
import { richTextToHtml } from '../../site/rich-text'

import { renderBookingConfirmation, sampleBooking, type EmailSettings } from './booking-confirmation'
import { eventPlaceOf } from './event-place'

type PreviewEvent = Pick<Event, 'id' | 'title' | 'uri' | 'contentType' | 'dateTime' | 'serviceTerms' | 'private' | 'elearning' | 'venue' | 'roomSpace' | 'endDateTime'>

/**
 * The confirmation e-mail of an event with sample booking data (spec 000 section 2, "Confirmation
 * email preview"; section 7, GET /eventsbookingapi/baskets/email): the page /{area}/{event}/email
 * and the API call both answer this, so they cannot differ. Null for a private event, which is
 * not shown to the public here (its own page is reachable only by its address).
 */
export function emailPreviewHtml(event: PreviewEvent, settings: EmailSettings): string | null {
  if (event.private || !event.uri) return null
  const booking = sampleBooking({
    id: event.id,
    title: event.title,
    uri: event.uri,
    contentType: event.contentType,
    dateTime: event.dateTime,
    // The same conversion the booking schema's copy of the terms is made with (inventory-row.ts).
    serviceTermsHtml: richTextToHtml(event.serviceTerms),
  })
  return renderBookingConfirmation(booking, eventPlaceOf(event), settings).html
}

/** The event path an `eventSlug` names ('/{area}/{event}'), as the route and the page accept it. */
export const EVENT_PATH_PATTERN = /^\/[a-z0-9-]{1,100}\/[a-z0-9-]{1,200}$/
