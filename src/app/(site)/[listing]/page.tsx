import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { formatCardDate } from '@/domain/dates'
import { LISTING_NO_RESULTS_TEXT, LISTING_PAGE_SIZE, pageIndexFromQuery, pageQueryValue, resultsRange, resultsText } from '@/domain/listing-results'
import { LISTINGS } from '@/domain/listings'
import { paths } from '@/domain/paths'
import { findListingEvents } from '@/site/content.server'

interface ListingPageProps {
  params: Promise<{ listing: string }>
  searchParams: Promise<{ page?: string | string[] }>
}

function listingFor(segment: string) {
  return LISTINGS.find((listing) => listing.path === `/${segment}`)
}

export async function generateMetadata({ params }: ListingPageProps): Promise<Metadata> {
  const listing = listingFor((await params).listing)
  return listing ? { title: listing.title, description: listing.summary } : {}
}

/**
 * A listing (spec 001 section 2 route table): the public events of its content types whose sales
 * window has not ended, by date, 12 per page. Search, filters and the full card come with issue 4.
 */
export default async function ListingPage({ params, searchParams }: ListingPageProps) {
  const listing = listingFor((await params).listing)
  if (!listing) notFound()
  const pageIndex = pageIndexFromQuery((await searchParams).page)
  const result = await findListingEvents(listing, { page: pageIndex + 1, limit: LISTING_PAGE_SIZE, now: new Date() })

  return (
    <>
      <h1 className="govuk-heading-xl">{listing.title}</h1>
      <p className="govuk-body-l">{listing.summary}</p>
      {result.totalDocs === 0 ? (
        <p className="govuk-body">{LISTING_NO_RESULTS_TEXT}</p>
      ) : (
        <p className="govuk-body" role="status">
          {resultsText(resultsRange(pageIndex, result.totalDocs), result.totalDocs)}
        </p>
      )}
      <ul className="event-cards" aria-label={`${listing.title} events`}>
        {result.docs.map((event) => (
          <li className="event-card" key={event.id}>
            <h2 className="govuk-heading-s">
              <Link className="govuk-link" href={paths.event(event.uri ?? '')}>
                {event.title}
              </Link>
            </h2>
            <p className="govuk-body-s">
              <time dateTime={event.dateTime}>{formatCardDate(event.dateTime)}</time>
              {typeof event.venue === 'object' && event.venue ? <> · {event.venue.name}</> : null}
            </p>
          </li>
        ))}
      </ul>
      {result.totalPages > 1 ? (
        <nav className="govuk-pagination" aria-label="Pagination">
          {result.hasPrevPage ? (
            <div className="govuk-pagination__prev">
              <Link className="govuk-link govuk-pagination__link" rel="prev" href={paths.listing(listing.path, { page: pageQueryValue(pageIndex - 1) })}>
                <span className="govuk-pagination__link-title">Back</span>
              </Link>
            </div>
          ) : null}
          {result.hasNextPage ? (
            <div className="govuk-pagination__next">
              <Link className="govuk-link govuk-pagination__link" rel="next" href={paths.listing(listing.path, { page: pageQueryValue(pageIndex + 1) })}>
                <span className="govuk-pagination__link-title">Next</span>
              </Link>
            </div>
          ) : null}
        </nav>
      ) : null}
    </>
  )
}
