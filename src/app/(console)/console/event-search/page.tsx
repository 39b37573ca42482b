import type { Metadata } from 'next'

import { consoleService } from '@/booking/console/console-service.server'
import { consoleSearchWords } from '@/domain/console'
import { paths } from '@/domain/paths'
import { bookingOutcome } from '@/loaders/site/booking-outcome'
import { queryText, type ConsolePageProps } from '@/ui/console/console-query'
import { CONSOLE_TEXTS, ERROR_TITLE_PREFIX } from '@/ui/console/console-texts'
import { EventSearchResults } from '@/ui/console/event-search-results'
import { BackToConsoleHome } from '@/ui/console/back-to-console-home'
import { ErrorSummary, TextInput } from '@/ui/govuk'

const FIELD_ID = 'searchWords'

/** The search as the query has it: not submitted (no searchWords), words, or the spec's message. */
async function searchOf(searchParams: ConsolePageProps['searchParams']) {
  const query = await searchParams
  if (query.searchWords === undefined) return { submitted: false as const, raw: '' }
  const raw = queryText(query.searchWords)
  return { submitted: true as const, raw, words: consoleSearchWords(raw) }
}

export async function generateMetadata({ searchParams }: ConsolePageProps): Promise<Metadata> {
  const search = await searchOf(searchParams)
  const failed = search.submitted && !search.words.ok
  return { title: `${failed ? ERROR_TITLE_PREFIX : ''}${CONSOLE_TEXTS.eventSearchTitle}`, robots: { index: false } }
}

/**
 * Event search (spec 001 section 2, "Event search (console)"): one required box, a GET form so it
 * works without JavaScript and the results have an address; the results link to each report.
 */
export default async function EventSearchPage({ searchParams }: ConsolePageProps) {
  const search = await searchOf(searchParams)
  const error = search.submitted && !search.words.ok ? search.words.message : undefined
  const words = search.submitted && search.words.ok ? search.words.words : undefined
  const outcome = words === undefined ? undefined : await bookingOutcome(() => consoleService().searchEvents(words))
  return (
    <>
      <ErrorSummary errors={error ? [{ fieldId: FIELD_ID, message: error }] : []} />
      <h1 className="govuk-heading-xl">{CONSOLE_TEXTS.eventSearchTitle}</h1>
      <form method="get" action={paths.consoleEventSearch()} noValidate role="search" aria-label={CONSOLE_TEXTS.eventSearchTitle}>
        <TextInput
          id={FIELD_ID}
          name="searchWords"
          label={CONSOLE_TEXTS.searchWordsLabel}
          hint={CONSOLE_TEXTS.searchWordsHint}
          error={error}
          defaultValue={search.raw}
          required
          spellCheck={false}
          inputClassName="govuk-!-width-two-thirds"
        />
        <button type="submit" className="govuk-button">
          {CONSOLE_TEXTS.searchEventsButton}
        </button>
      </form>
      {outcome === undefined ? null : outcome.ok ? <EventSearchResults results={outcome.value} /> : <p className="govuk-body">{outcome.message}</p>}
      <BackToConsoleHome />
    </>
  )
}
