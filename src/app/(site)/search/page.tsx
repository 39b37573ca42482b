import type { Metadata } from 'next'

import { paginationControls, RESET_SEARCH_LABEL, SEARCH_NO_RESULTS_TEXT } from '@/domain/listing-results'
import { paths } from '@/domain/paths'
import { SITE_SEARCH_MAX_LENGTH } from '@/domain/validation/search'
import { searchOf } from '@/loaders/site/listing-page.server'
import { loadSiteSearch } from '@/loaders/site/site-search.server'
import { ErrorSummary, TextInput } from '@/ui/govuk'
import { ListingLink, ListingNavigationProvider, ListingPagination, ListingResults, ResultsRegion } from '@/ui/listing'

interface SearchPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

const HEADING = 'Search events and courses'
const TERM_FIELD_ID = 'search-page-term'

async function load({ searchParams }: SearchPageProps) {
  return loadSiteSearch(searchOf(await searchParams))
}

export async function generateMetadata(props: SearchPageProps): Promise<Metadata> {
  const { query } = await load(props)
  // STYLE.md: a page showing form errors has the title prefix 'Error: '.
  const title = query.error ? `Error: ${HEADING}` : query.term ? `Search results for ${query.term}` : HEADING
  return { title, robots: { index: false } }
}

/**
 * Site search (spec 000 section 2: paths beginning /search), where the header's search box sends
 * its GET: matching events from all six services, each card naming its service, 9 to a page with
 * the listings' paging, and the spec's texts ('Showing {from} - {to} of {total} results for
 * {term}', 'Sorry, no results were found.'). No words show a prompt; words over 255 characters a
 * message (spec 000 section 5). Server-rendered and complete without JavaScript; with it, paging
 * navigates without a reload, as on a listing.
 */
export default async function SearchPage(props: SearchPageProps) {
  const { query, result } = await load(props)
  const errors = query.error ? [{ fieldId: TERM_FIELD_ID, message: query.error }] : []

  return (
    <>
      <ErrorSummary errors={errors} />
      <h1 className="govuk-heading-xl">{HEADING}</h1>
      <form action={paths.search()} method="get" role="search" aria-label={HEADING}>
        <TextInput
          id={TERM_FIELD_ID}
          name="term"
          type="search"
          label="Search words"
          hint="For example, a course, an activity or a place"
          inputClassName="govuk-!-width-two-thirds"
          defaultValue={query.term}
          maxLength={SITE_SEARCH_MAX_LENGTH}
          error={query.error}
          autoComplete="off"
          spellCheck={false}
        />
        <button type="submit" className="govuk-button">
          Search
        </button>
      </form>
      {result ? (
        <SiteSearchResults term={query.term} result={result} />
      ) : query.error ? null : (
        <p className="govuk-body">Enter words to search for events and courses from every service.</p>
      )}
    </>
  )
}

type SiteSearchResult = NonNullable<Awaited<ReturnType<typeof loadSiteSearch>>['result']>

/** The results region, as on a listing: status line, cards naming their service, paging. */
function SiteSearchResults({ term, result }: { term: string; result: SiteSearchResult }) {
  const hrefForPage = (pageIndex: number) => paths.search(term, pageIndex)
  const slots = result.cards.map((card) => ({ kind: 'event' as const, card }))
  return (
    <ListingNavigationProvider>
      <ResultsRegion
        status={result.total > 0 ? result.resultsText : SEARCH_NO_RESULTS_TEXT}
        pageIndex={result.pageIndex}
        resultsKey={hrefForPage(result.pageIndex)}
      >
        {result.total === 0 ? (
          <p className="govuk-body">
            <ListingLink className="govuk-button govuk-button--secondary" href={paths.search()} draggable={false}>
              {RESET_SEARCH_LABEL}
            </ListingLink>
          </p>
        ) : null}
        <ListingResults label="Search results" slots={slots} showService />
        <ListingPagination controls={paginationControls(result.pageIndex, result.pageCount)} hrefFor={hrefForPage} />
      </ResultsRegion>
    </ListingNavigationProvider>
  )
}
