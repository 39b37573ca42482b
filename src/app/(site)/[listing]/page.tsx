import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { formatCardDate } from '@/domain/dates'
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

/** One page number from the query: a positive whole number, else the first page. */
function pageNumber(value: string | string[] | undefined): number {
  const page = Number(Array.isArray(value) ? value[0] : value)
  return Number.isInteger(page) && page > 0 ? page : 1
}

/**
 * A listing (spec 001 section 2 route table): the public events of its content types whose sales
 * window has not ended, by date, 12 per page. Search, filters and the full card come with issue 4.
 */
export default async function ListingPage({ params, searchParams }: ListingPageProps) {
  const listing = listingFor((await params).listing)
  if (!listing) notFound()
  const page = pageNumber((await searchParams).page)
  const result = await findListingEvents(listing, { page, now: new Date() })
  const from = result.totalDocs === 0 ? 0 : (result.page! - 1) * result.limit + 1
  const to = from === 0 ? 0 : from + result.docs.length - 1

  return (
    <>
      <h1 className="govuk-heading-xl">{listing.title}</h1>
      <p className="govuk-body-l">{listing.summary}</p>
      {result.totalDocs === 0 ? (
        <p className="govuk-body">Sorry, no results were found.</p>
      ) : (
        <p className="govuk-body" role="status">
          Showing {from} - {to} of {result.totalDocs} results
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
              <Link className="govuk-link govuk-pagination__link" rel="prev" href={paths.listing(listing.path, { page: page - 1 > 1 ? String(page - 1) : undefined })}>
                <span className="govuk-pagination__link-title">Back</span>
              </Link>
            </div>
          ) : null}
          {result.hasNextPage ? (
            <div className="govuk-pagination__next">
              <Link className="govuk-link govuk-pagination__link" rel="next" href={paths.listing(listing.path, { page: String(page + 1) })}>
                <span className="govuk-pagination__link-title">Next</span>
              </Link>
            </div>
          ) : null}
        </nav>
      ) : null}
    </>
  )
}
