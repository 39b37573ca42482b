import { formatCardDate, isoDateTime } from '@/domain/dates'
import { paths } from '@/domain/paths'
import { cardPriceText, eventPriceInForce } from '@/domain/prices'
import type { Event, Media } from '@/payload-types'
import { mediaUrl } from '@/domain/media'

import { eventLocationText } from './event-details'

export interface RelatedEventCard {
  id: number
  title: string
  href: string
  dateTime: string
  dateText: string
  location?: string
  priceText: string
  imageUrl?: string
}

type RelatedEvent = Pick<
  Event,
  'id' | 'title' | 'uri' | 'dateTime' | 'elearning' | 'venue' | 'roomSpace' | 'thumbnail' | 'price' | 'earlyBirdDiscount' | 'discountWindow'
>

/**
 * Related events as cards (spec 000 section 9 card formats: 'ddd, D MMM, h:mma' and 'Starts at
 * £{price}' with early bird applied). An event without a uri has no page to link to and is left out.
 */
export function relatedEventCards(events: readonly RelatedEvent[], now: Date): RelatedEventCard[] {
  return events.flatMap((event) => {
    if (!event.uri) return []
    return [
      {
        id: event.id,
        title: event.title,
        href: paths.event(event.uri),
        dateTime: isoDateTime(event.dateTime),
        dateText: formatCardDate(event.dateTime),
        location: eventLocationText(event),
        priceText: cardPriceText(eventPriceInForce(event, now)),
        imageUrl: mediaUrl(event.thumbnail as number | Media | null | undefined, 'card'),
      },
    ]
  })
}
