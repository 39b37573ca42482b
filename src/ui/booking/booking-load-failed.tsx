import Link from 'next/link'

import { BACK_TO_EVENTS_TEXT, EVENT_INFO_FAILED_TEXT } from './booking-messages'

export interface BookingLoadFailedProps {
  /** Loads the page again (Next.js's error boundary reset); absent before hydration. */
  onRetry?: () => void
}

/**
 * The booking page when the event or its tickets could not be read (the database or the booking
 * engine failed, spec 001 section 8): the spec's text, a way to try again, and a way back. Nothing
 * of the failure itself is shown.
 */
export function BookingLoadFailed({ onRetry }: BookingLoadFailedProps) {
  return (
    <div className="govuk-error-summary" role="alert" aria-labelledby="booking-load-failed-title" tabIndex={-1}>
      <h1 className="govuk-error-summary__title" id="booking-load-failed-title">
        {EVENT_INFO_FAILED_TEXT}
      </h1>
      <div className="govuk-error-summary__body">
        <p className="govuk-body">Your tickets have not been reserved. Please try again in a moment.</p>
        <div className="govuk-button-group">
          {onRetry ? (
            <button type="button" className="govuk-button" onClick={onRetry}>
              Try again
            </button>
          ) : null}
          <Link className="govuk-link" href="/">
            {BACK_TO_EVENTS_TEXT}
          </Link>
        </div>
      </div>
    </div>
  )
}
