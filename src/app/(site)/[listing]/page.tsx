import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound, redirect } from 'next/navigation'

import {
  LISTING_NO_RESULTS_TEXT,
  paginationControls,
  RESET_SEARCH_LABEL,
  SEARCH_NO_RESULTS_TEXT,
} from '@/domain/listing-results'
import { paths } from '@/domain/paths'
import { DISTANCE_OPTIONS_MILES, listingQueryParams } from '@/domain/validation/listing-filters'
import { REFUSED_QUERY_HEADER, REFUSED_QUERY_MESSAGE } from '@/domain/validation/page-query'
import { listingForSegment, loadListingPage, searchOf } from '@/loaders/site/listing-page.server'
import { listingIntroduction } from '@/loaders/site/home-page.server'
import { OrganiserCards } from '@/ui/event/organiser-card'
import { ErrorSummary } from '@/ui/govuk'
import {
  FILTER_FIELD_IDS,
  ListingFilters,
  ListingLink,
  ListingNavigationProvider,
  ListingPagination,
  ListingResults,
  ResultsRegion,
} from '@/ui/listing'

interface ListingPageProps {
  params: Promise<{ listing: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** Whether the proxy left part of the query out (a NUL byte, a category id past the integer): answered 400. */
async function queryWasRefused(): Promise<boolean> {
  return (await headers()).get(REFUSED_QUERY_HEADER) === '1'
}

async function load({ params, searchParams }: ListingPageProps) {
  const listing = listingForSegment((await params).listing)
  if (!listing) return undefined
  return loadListingPage(listing, searchOf(await searchParams))
}

export async function generateMetadata(props: ListingPageProps): Promise<Metadata> {
  const loaded = await load(props)
  if (!loaded) return {}
  if (loaded.kind === 'redirect') return {}
  const { listing, errors } = loaded
  // STYLE.md: a page showing form errors has the title prefix 'Error: '.
  const failed = errors.length > 0 || (await queryWasRefused())
  return { title: failed ? `Error: ${listing.title}` : listing.title, description: await listingIntroduction(listing) }
}

/**
 * A listing (spec 000 section 2, spec 001 section 2): a GET filter form beside the results, the
 * cards with promo cards in their slots, and paging. Server-rendered and complete without
 * JavaScript; with it, filters and paging navigate without a reload (src/ui/listing). The shell
 * template (hafls, send or default) comes from the layout.
 */
export default async function ListingPage(props: ListingPageProps) {
  const loaded = await load(props)
  if (!loaded) notFound()
  if (loaded.kind === 'redirect') redirect(loaded.location)

  const { listing, query, result, errors, values } = loaded
  const introduction = await listingIntroduction(listing)
  const controls = paginationControls(result.pageIndex, result.pageCount)
  const hrefForPage = (pageIndex: number) => paths.listing(listing.path, listingQueryParams({ ...query, page: pageIndex + 1 }))
  const noResultsText = loaded.filtered ? SEARCH_NO_RESULTS_TEXT : LISTING_NO_RESULTS_TEXT
  const fieldErrors = Object.fromEntries(errors.map((error) => [error.field, error.message]))
  const summary = errors.map((error) => ({ fieldId: FILTER_FIELD_IDS[error.field], message: error.message }))
  // The search box is where a resident changes what was left out.
  if (await queryWasRefused()) summary.unshift({ fieldId: 'filter-term', message: REFUSED_QUERY_MESSAGE })

  return (
    <ListingNavigationProvider>
      <ErrorSummary errors={summary} focusOnNewMessagesOnly />
      <h1 className="govuk-heading-xl">{listing.title}</h1>
      <p className="govuk-body-l">{introduction}</p>
      <div className="app-listing">
        <ListingFilters
          action={listing.path}
          values={values}
          categories={loaded.categories}
          districts={loaded.districts}
          ageRanges={loaded.ageRanges}
          distanceOptions={DISTANCE_OPTIONS_MILES}
          errors={fieldErrors}
          today={loaded.today}
          total={result.total}
        />
        <div className="app-listing__results">
          <ResultsRegion
            status={result.total > 0 ? result.resultsText : noResultsText}
            pageIndex={result.pageIndex}
            resultsKey={hrefForPage(result.pageIndex)}
          >
            {result.total === 0 && loaded.filtered ? (
              <p className="govuk-body">
                <ListingLink className="govuk-button govuk-button--secondary" href={listing.path} draggable={false}>
                  {RESET_SEARCH_LABEL}
                </ListingLink>
              </p>
            ) : null}
            <ListingResults label={`${listing.title} events`} slots={loaded.slots} />
            <ListingPagination controls={controls} hrefFor={hrefForPage} />
            <OrganiserCards organisers={loaded.organisers} />
          </ResultsRegion>
        </div>
      </div>
    </ListingNavigationProvider>
  )
}
