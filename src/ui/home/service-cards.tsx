import Link from 'next/link'

export interface ServiceCard {
  title: string
  summary: string
  /** The service's listing path. */
  href: string
  /** The service's brand (themeClassName of its variant): the card's top border takes its colour. */
  themeClassName: string
}

/**
 * One card per service on the events home (spec 000 section 2: 'Title and one card per service,
 * each linking to that service's listing path'). Each card has one link, its heading's, which
 * stretches over the whole card (src/ui/styles/_cards.scss), so the card is one large target whose
 * name is the service's.
 */
export function ServiceCards({ services }: { services: readonly ServiceCard[] }) {
  return (
    <ul className="app-card-grid app-service-cards" aria-label="Services">
      {services.map((service) => (
        <li className={`app-card-grid__item ${service.themeClassName}`} key={service.href}>
          <div className="app-card app-card--service">
            <div className="app-card__body">
              <h2 className="app-card__title">
                <Link className="app-card__link" href={service.href}>
                  {service.title}
                </Link>
              </h2>
              <p className="app-card__summary">{service.summary}</p>
            </div>
          </div>
        </li>
      ))}
    </ul>
  )
}
