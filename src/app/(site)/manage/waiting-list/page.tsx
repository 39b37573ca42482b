import type { Metadata } from 'next'
import { cache } from 'react'

import { waitingListService } from '@/booking/waiting-list/waiting-list-service.server'
import { formatLongDate } from '@/domain/dates'
import { queryText } from '@/domain/payment-outcome'
import { bookingOutcome } from '@/loaders/site/booking-outcome'
import { WaitingListEntries } from '@/ui/waiting-list/waiting-list-entries'
import { WaitingListSearchForm } from '@/ui/waiting-list/waiting-list-search-form'
import { WAITING_LIST_TEXTS } from '@/ui/waiting-list/waiting-list-texts'
import { ProblemSummary } from '@/ui/govuk/problem-summary'

import { removeWaitingListEntry, searchWaitingLists } from './actions'

interface ManageWaitingListPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** The link's entries, read once per request by the metadata and the page. */
const entriesOf = cache((token: string) => bookingOutcome(() => waitingListService().entries({ token })))

async function tokenOf({ searchParams }: ManageWaitingListPageProps): Promise<string | undefined> {
  return queryText((await searchParams).token)
}

export async function generateMetadata(props: ManageWaitingListPageProps): Promise<Metadata> {
  const token = await tokenOf(props)
  const refused = token !== undefined && !(await entriesOf(token)).ok
  // Personal with a token, so never indexed; the page answers `private, no-store` like every page
  // that is not a shared one (src/server/cache-policy.ts), so no cache keeps it either.
  // STYLE.md: a page showing an error has the title prefix 'Error: '.
  return { title: refused ? `Error: ${WAITING_LIST_TEXTS.heading}` : WAITING_LIST_TEXTS.heading, robots: { index: false, follow: false } }
}

/**
 * /manage/waiting-list (spec 001 section 2, "Waiting List Management page"; issue 13 point 2;
 * docs/decisions/0028). Without a token: the search, which e-mails the address a link. With the
 * e-mailed link's token: that address's entries, each with Remove, read on the server so the page
 * works without JavaScript. A token that has expired or is not valid: the catalogue's message and
 * the search again, for a new link. The token is never put in a link: the site's Referrer-Policy
 * (strict-origin-when-cross-origin, src/server/security-headers.ts) keeps it from other sites too.
 */
export default async function ManageWaitingListPage(props: ManageWaitingListPageProps) {
  const token = await tokenOf(props)
  const heading = <h1 className="govuk-heading-xl">{WAITING_LIST_TEXTS.heading}</h1>
  if (token === undefined) return <WaitingListSearchForm search={searchWaitingLists} heading={heading} />

  const read = await entriesOf(token)
  if (!read.ok) {
    return (
      <>
        {heading}
        <ProblemSummary message={read.message} />
        <WaitingListSearchForm search={searchWaitingLists} heading={<h2 className="govuk-heading-l">{WAITING_LIST_TEXTS.newLinkHeading}</h2>} />
      </>
    )
  }

  const entries = read.value.map((entry) => ({
    id: entry.id,
    eventTitle: entry.eventTitle,
    eventDateTime: entry.eventDateTime.toISOString(),
    eventDate: formatLongDate(entry.eventDateTime),
    eventUri: entry.eventUri,
  }))
  return (
    <>
      {heading}
      <p className="govuk-body">{WAITING_LIST_TEXTS.entriesIntro}</p>
      <WaitingListEntries token={token} entries={entries} remove={removeWaitingListEntry} />
    </>
  )
}
