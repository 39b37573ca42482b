import type { Metadata } from 'next'

import { consoleService } from '@/booking/console/console-service.server'
import { paths } from '@/domain/paths'
import { bookingOutcome } from '@/loaders/site/booking-outcome'
import { BackToConsoleHome } from '@/ui/console/back-to-console-home'
import { BookingDetails } from '@/ui/console/booking-details'
import { queryText, type ConsolePageProps } from '@/ui/console/console-query'
import { CONSOLE_TEXTS, ERROR_TITLE_PREFIX } from '@/ui/console/console-texts'
import { ErrorSummary, TextInput } from '@/ui/govuk'

import { cancelTickets } from './actions'

const FIELD_ID = 'query'

/** The look-up as the query has it: not submitted (no query), the text, or empty (an error). */
async function lookUpOf(searchParams: ConsolePageProps['searchParams']) {
  const query = await searchParams
  const raw = queryText(query.query)
  return { submitted: query.query !== undefined, raw, text: raw.trim() }
}

export async function generateMetadata({ searchParams }: ConsolePageProps): Promise<Metadata> {
  const lookUp = await lookUpOf(searchParams)
  const failed = lookUp.submitted && lookUp.text === ''
  return { title: `${failed ? ERROR_TITLE_PREFIX : ''}${CONSOLE_TEXTS.findBookingTitle}`, robots: { index: false } }
}

/**
 * Find a booking (beyond the spec): by its reference or the buyer's e-mail address, with everything
 * staff need when a resident calls about it. A GET form, so it works without JavaScript.
 */
export default async function FindBookingPage({ searchParams }: ConsolePageProps) {
  const lookUp = await lookUpOf(searchParams)
  const error = lookUp.submitted && lookUp.text === '' ? CONSOLE_TEXTS.findBookingQueryRequired : undefined
  const outcome = lookUp.text === '' ? undefined : await bookingOutcome(() => consoleService().findBookings(lookUp.text))
  return (
    <>
      <ErrorSummary errors={error ? [{ fieldId: FIELD_ID, message: error }] : []} />
      <h1 className="govuk-heading-xl">{CONSOLE_TEXTS.findBookingTitle}</h1>
      <form method="get" action={paths.consoleBookings()} noValidate role="search" aria-label={CONSOLE_TEXTS.findBookingTitle}>
        <TextInput
          id={FIELD_ID}
          name="query"
          label={CONSOLE_TEXTS.findBookingQueryLabel}
          hint={CONSOLE_TEXTS.findBookingQueryHint}
          error={error}
          defaultValue={lookUp.raw}
          required
          spellCheck={false}
          autoComplete="off"
          inputClassName="govuk-!-width-two-thirds"
        />
        <button type="submit" className="govuk-button">
          {CONSOLE_TEXTS.findBookingButton}
        </button>
      </form>
      {outcome === undefined ? null : !outcome.ok ? (
        <p className="govuk-body">{outcome.message}</p>
      ) : outcome.value.length === 0 ? (
        <p className="govuk-body">{CONSOLE_TEXTS.noBookingsFound}</p>
      ) : (
        outcome.value.map((booking, index) => <BookingDetails booking={booking} index={index} key={booking.bookingReference} cancelAction={cancelTickets} />)
      )}
      <BackToConsoleHome />
    </>
  )
}
