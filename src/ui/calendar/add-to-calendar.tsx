import { calendarOptions, type CalendarEvent } from '@/integrations/calendar/calendar-links'

export interface AddToCalendarProps {
  event: CalendarEvent
  /** The booking's .ics download (bookingApiPaths.calendarIcs). */
  icsHref: string
}

/** Ours: the control's label. */
export const ADD_TO_CALENDAR_TEXT = 'Add to calendar'

/**
 * The add-to-calendar control (spec 000 sections 2 and 9): the spec's seven options as plain links
 * in a disclosure, so it works without JavaScript and by keyboard (a <details> needs no script).
 * Apple and iCal download the booking's .ics; the web calendars open in a new tab, which the link
 * says, with the event filled in.
 */
export function AddToCalendar({ event, icsHref }: AddToCalendarProps) {
  return (
    <details className="govuk-details app-add-to-calendar">
      <summary className="govuk-details__summary">
        <span className="govuk-details__summary-text">{ADD_TO_CALENDAR_TEXT}</span>
      </summary>
      <div className="govuk-details__text">
        <ul className="govuk-list">
          {calendarOptions(event, icsHref).map((option) =>
            option.download ? (
              <li key={option.id}>
                <a className="govuk-link" href={option.href} download="booking.ics">
                  {option.label}
                  <span className="govuk-visually-hidden"> (downloads a calendar file)</span>
                </a>
              </li>
            ) : (
              <li key={option.id}>
                <a className="govuk-link" href={option.href} target="_blank" rel="noopener noreferrer">
                  {option.label}
                  <span className="govuk-visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ),
          )}
        </ul>
      </div>
    </details>
  )
}
