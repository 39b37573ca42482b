import type { Metadata } from 'next'

import { requireStaffUser } from '@/loaders/console/auth.server'
import { loadSearchDebug } from '@/loaders/console/search-debug.server'
import { BackToConsoleHome } from '@/ui/console/back-to-console-home'
import { queryText, type ConsolePageProps } from '@/ui/console/console-query'
import { ERROR_TITLE_PREFIX } from '@/ui/console/console-texts'
import { SEARCH_DEBUG_FIELD_ID, SearchDebugForm } from '@/ui/console/search-debug-form'
import { SearchDebugResults } from '@/ui/console/search-debug-results'
import { ErrorSummary } from '@/ui/govuk'

const TITLE = 'Debug search'

async function load({ searchParams }: ConsolePageProps) {
  const query = await searchParams
  const search = new URLSearchParams()
  if (query.term !== undefined) search.set('term', queryText(query.term))
  if (query.service !== undefined) search.set('service', queryText(query.service))
  return loadSearchDebug(search)
}

export async function generateMetadata(props: ConsolePageProps): Promise<Metadata> {
  const loaded = await load(props)
  return { title: `${loaded.error ? ERROR_TITLE_PREFIX : ''}${TITLE}`, robots: { index: false } }
}

/**
 * The debug search page (spec 001 section 2: "A debug search page shows facets and a minilist"; issue 26
 * point 4), for staff: the site's own search for a term, its facets and its best matches, so staff can see
 * why an event is or is not found.
 */
export default async function SearchDebugPage(props: ConsolePageProps) {
  await requireStaffUser()
  const loaded = await load(props)
  return (
    <>
      <ErrorSummary errors={loaded.error ? [{ fieldId: SEARCH_DEBUG_FIELD_ID, message: loaded.error }] : []} />
      <h1 className="govuk-heading-xl">{TITLE}</h1>
      <p className="govuk-body">The search residents use, with how many events each service and facet holds for the words, and the best matches first.</p>
      <SearchDebugForm term={loaded.term} service={loaded.service} error={loaded.error} />
      {loaded.result ? <SearchDebugResults term={loaded.term} result={loaded.result} /> : null}
      <BackToConsoleHome />
    </>
  )
}
