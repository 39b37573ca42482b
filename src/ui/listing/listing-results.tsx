import type { ListingCard } from '../../contracts/listing'
import type { ListingSlot } from '../../domain/listing-results'
import { findListingForContentType } from '../../domain/listings'

import { EventCard } from './event-card'
import { PromoCard } from './promo-card'
import type { PromoCardView } from './types'

export interface ListingResultsProps {
  /** The list's accessible name, e.g. 'Step 2 Skills events'. */
  label: string
  slots: ReadonlyArray<ListingSlot<ListingCard, PromoCardView>>
  /** Name each event's service on its card (site search, whose results come from every service). */
  showService?: boolean
}

/** The page's cards in a grid, promo cards in their slots (spec 000 section 2). */
export function ListingResults({ label, slots, showService = false }: ListingResultsProps) {
  if (slots.length === 0) return null
  return (
    <ul className="app-card-grid app-listing__cards" aria-label={label}>
      {slots.map((slot, position) => (
        <li className="app-card-grid__item" key={`${slot.kind}-${slot.card.id}`}>
          {slot.kind === 'event' ? (
            <EventCard
              card={slot.card}
              position={position}
              serviceName={showService ? findListingForContentType(slot.card.contentType)?.title : undefined}
            />
          ) : (
            <PromoCard promo={slot.card} position={position} />
          )}
        </li>
      ))}
    </ul>
  )
}
