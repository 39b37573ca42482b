import type { Metadata } from 'next'
import Link from 'next/link'

import { LISTINGS } from '@/domain/listings'
import { paths } from '@/domain/paths'

export const metadata: Metadata = { title: 'Events and courses' }

/** Events home (spec 000 section 2): a title and one card per service, linking to its listing. */
export default function EventsHomePage() {
  return (
    <div className="govuk-width-container">
      <h1 className="govuk-heading-xl">Events and courses</h1>
      <p className="govuk-body-l">Find and book council events, courses and training across the county.</p>
      <ul className="service-cards" aria-label="Services">
        {LISTINGS.map((listing) => (
          <li className="service-card" key={listing.path}>
            <h2 className="govuk-heading-m">
              <Link className="govuk-link service-card__link" href={paths.listing(listing.path)}>
                {listing.title}
              </Link>
            </h2>
            <p className="govuk-body">{listing.summary}</p>
          </li>
        ))}
      </ul>
    </div>
  )
}
