import type { RelatedEventCard } from './related-event-cards'

export interface RelatedEventsProps {
  cards: readonly RelatedEventCard[]
  /** The parent listing filtered by this event's categories (spec 000 section 2: ?category={categories}). */
  moreHref?: string
}

/**
 * Up to three events sharing a category with this one (spec 000 section 2, spec 001 section 9),
 * as cards whose title links to the event's page, and a link to the listing filtered by this
 * event's categories. Nothing renders when no event is related.
 */
export function RelatedEvents({ cards, moreHref }: RelatedEventsProps) {
  if (cards.length === 0) return null
  return (
    <section className="app-related-events" aria-labelledby="related-events-heading">
      <h2 className="govuk-heading-l" id="related-events-heading">
        Related events
      </h2>
      <ul className="app-card-grid" aria-labelledby="related-events-heading">
        {cards.map((card) => (
          <li className="app-card-grid__item" key={card.id}>
            <article className="app-card">
              {card.imageUrl ? (
                // Decorative: the title beside it names the event.
                // eslint-disable-next-line @next/next/no-img-element -- see event-banner.tsx
                <img className="app-card__image" src={card.imageUrl} alt="" loading="lazy" />
              ) : null}
              <div className="app-card__body">
                <h3 className="app-card__title">
                  <a className="app-card__link" href={card.href}>
                    {card.title}
                  </a>
                </h3>
                <p className="app-card__meta">
                  <time dateTime={card.dateTime}>{card.dateText}</time>
                </p>
                {card.location ? <p className="app-card__meta">{card.location}</p> : null}
                <p className="app-card__price">{card.priceText}</p>
              </div>
            </article>
          </li>
        ))}
      </ul>
      {moreHref ? (
        <p className="govuk-body">
          <a className="govuk-link" href={moreHref}>
            More events like this
          </a>
        </p>
      ) : null}
    </section>
  )
}
