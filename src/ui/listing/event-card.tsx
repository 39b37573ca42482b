import Link from 'next/link'
import type { CSSProperties } from 'react'

import type { ListingCard } from '../../contracts/listing'
import type { EventStatus } from '../../domain/event-status'
import { paths } from '../../domain/paths'

/** The tag class of each status; red for the two that stop a booking (spec 000 section 2). */
const STATUS_TAG_CLASS: Record<EventStatus, string> = {
  closed: 'govuk-tag--red app-tag--closed',
  soldOut: 'govuk-tag--red app-tag--sold-out',
  listing: 'app-tag--listing',
  free: 'app-tag--free',
  earlyBird: 'app-tag--early-bird',
  paid: 'app-tag--paid',
}

/** Card images are the 640 px webp size (spec 000 section 9), shown at 16:9. */
const IMAGE_WIDTH = 640
const IMAGE_HEIGHT = 360

/**
 * Cards this near the top of the page load their image at once (the first row on a wide screen, the
 * first card on a phone, where it is the largest paint); the rest wait until scrolled near.
 */
export const EAGER_IMAGE_CARDS = 3

export interface EventCardProps {
  card: ListingCard
  /** Position on the page, for the 40 ms entrance stagger (spec 000 section 9). */
  position: number
  /** The service the event belongs to, named on site search's cards ('Step 2 Skills'). */
  serviceName?: string
}

/**
 * An event card (spec 000 section 3 'Event card'): every text comes decided from the listing
 * search (date, price, status label, booking until), so the card only lays them out. The title
 * link stretches over the card (src/ui/styles/_cards.scss).
 */
export function EventCard({ card, position, serviceName }: EventCardProps) {
  const location = card.locationTitle ?? (card.elearning ? 'Online' : null)
  return (
    <article className="app-card" style={{ '--app-card-index': position } as CSSProperties}>
      {card.imageUrl ? (
        // The projection holds the 640 px webp rendition already; next/image would only resize it again.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          className="app-card__image"
          src={card.imageUrl}
          alt={card.imageAlt}
          width={IMAGE_WIDTH}
          height={IMAGE_HEIGHT}
          loading={position < EAGER_IMAGE_CARDS ? 'eager' : 'lazy'}
          fetchPriority={position === 0 ? 'high' : undefined}
          decoding="async"
        />
      ) : null}
      <div className="app-card__body">
        <h3 className="app-card__title">
          <Link className="app-card__link" href={paths.event(card.uri)} prefetch={false}>
            {card.title}
          </Link>
        </h3>
        {serviceName ? (
          <p className="app-card__meta app-card__service">
            <span className="govuk-visually-hidden">Service: </span>
            {serviceName}
          </p>
        ) : null}
        <p className="app-card__meta">
          <time dateTime={card.dateTime}>{card.dateText}</time>
          {card.sessionsText ? `, ${card.sessionsText}` : null}
        </p>
        {location ? <p className="app-card__meta">{location}</p> : null}
        <p className="app-card__price">{card.priceText}</p>
        {card.bookingUntilText ? <p className="app-card__meta">{card.bookingUntilText}</p> : null}
        {card.statusLabel ? (
          <div className="app-card__footer">
            <strong className={`govuk-tag app-tag ${STATUS_TAG_CLASS[card.status]}`}>{card.statusLabel}</strong>
          </div>
        ) : null}
      </div>
    </article>
  )
}
