import type { Metadata } from 'next'
import Link from 'next/link'

import { LISTINGS } from '@/domain/listings'
import { paths } from '@/domain/paths'
import { searchTermOf, SITE_SEARCH_MAX_LENGTH } from '@/domain/validation/search'

interface SearchPageProps {
  searchParams: Promise<{ term?: string | string[] }>
}

const HEADING = 'Search events and courses'

export async function generateMetadata({ searchParams }: SearchPageProps): Promise<Metadata> {
  const term = searchTermOf((await searchParams).term)
  return { title: term ? `${term} - Search` : 'Search', robots: { index: false } }
}

/**
 * Site search (spec 001 section 2: paths beginning /search), where the header's search box sends
 * its GET. For now it repeats the search form with the term and sends the term on to each of the
 * six listings, whose own search answers it (spec 001 section 2 'Listing results and paging').
 * A term over 255 characters, which only an edited link can carry, is cut to 255 (spec 000
 * section 9). A plain server-rendered form and links, so it works without JavaScript.
 */
export default async function SearchPage({ searchParams }: SearchPageProps) {
  const term = searchTermOf((await searchParams).term)
  return (
    <>
      <h1 className="govuk-heading-xl">{HEADING}</h1>
      <form action={paths.search()} method="get" role="search" aria-label="Search again">
        <div className="govuk-form-group">
          <label className="govuk-label govuk-label--s" htmlFor="search-page-term">
            Search for
          </label>
          <input
            className="govuk-input govuk-!-width-two-thirds"
            id="search-page-term"
            name="term"
            type="search"
            defaultValue={term}
            maxLength={SITE_SEARCH_MAX_LENGTH}
            autoComplete="off"
            spellCheck={false}
          />
        </div>
        <button type="submit" className="govuk-button">
          Search
        </button>
      </form>
      <h2 className="govuk-heading-m">{term ? `Where to look for ‘${term}’` : 'Choose a service'}</h2>
      <p className="govuk-body">
        {term
          ? 'Each service lists its own events and courses. Choose one to see those that match.'
          : 'Enter words to search for, or choose a service to browse its events and courses.'}
      </p>
      <ul className="govuk-list govuk-list--spaced" aria-label="Services">
        {LISTINGS.map((listing) => (
          <li key={listing.path}>
            <Link className="govuk-link govuk-!-font-weight-bold" href={paths.listing(listing.path, { term })}>
              {listing.title}
              {term ? <span className="govuk-visually-hidden"> matching ‘{term}’</span> : null}
            </Link>
            <br />
            <span className="govuk-body-s">{listing.summary}</span>
          </li>
        ))}
      </ul>
    </>
  )
}
