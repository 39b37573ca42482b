import { formatLongDate, isoDateTime } from '@/domain/dates'
import type { BookingPanel, EventStatus, EventStatusLabel } from '@/domain/event-status'

import { NO_BOOKING_NEEDED_TEXT, NO_TICKETS_ONLINE_TEXT } from '../booking/booking-messages'

import { WAITING_LIST_ID, waitingListLinkText } from './event-details'

export interface EventBookingPanelProps {
  /** From the domain's bookingPanel(event, now): the page never decides this itself. */
  panel: BookingPanel
  /** The status and its label (eventStatus / eventStatusLabel) for the tag of a bookable event. */
  status: EventStatus
  statusLabel: EventStatusLabel | null
  /** When a closed event's sales open later (bookingOpensAt). */
  opensAt?: Date
}

const STATUS_TAG_CLASSES: Partial<Record<EventStatus, string>> = {
  free: 'app-tag--free',
  earlyBird: 'app-tag--early-bird',
  listing: 'app-tag--listing',
}

/**
 * The booking panel in the sidebar (spec 000 section 2, spec 001 section 4):
 * - closed and sold out: the status as a disabled control, a red tag, and a link to the
 *   waiting-list section (the join form itself comes with the waiting-list issue);
 * - listing: 'Visit Site' opening the external listing in a new tab;
 * - anything else: 'Book Tickets' to /booking/{slug}, or a sentence instead when the event has no
 *   concession to choose.
 * Every control is a plain link or a disabled button, so the panel needs no JavaScript.
 */
export function EventBookingPanel({ panel, status, statusLabel, opensAt }: EventBookingPanelProps) {
  return (
    <section className="app-booking-panel" aria-labelledby="booking-panel-heading">
      <h2 className="govuk-heading-m" id="booking-panel-heading">
        Tickets
      </h2>
      {panel.kind === 'unavailable' ? (
        <>
          <p className="govuk-body">
            <strong className="govuk-tag govuk-tag--red">{panel.tag.text}</strong>
          </p>
          {opensAt ? (
            <p className="govuk-body">
              Booking opens on <time dateTime={isoDateTime(opensAt)}>{formatLongDate(opensAt)}</time>.
            </p>
          ) : (
            <p className="govuk-body">{panel.status === 'soldOut' ? 'All tickets have been booked.' : 'Booking for this event has closed.'}</p>
          )}
          {/* Not in a form and never enabled: it only shows, in the place the booking button would be, why there is none. */}
          <button type="button" className="govuk-button app-booking-panel__button" disabled aria-disabled="true">
            {panel.label}
          </button>
          <p className="govuk-body">
            <a className="govuk-link" href={`#${WAITING_LIST_ID}`}>
              {waitingListLinkText(panel.control)}
            </a>
          </p>
        </>
      ) : (
        <>
          {statusLabel && STATUS_TAG_CLASSES[status] ? (
            <p className="govuk-body">
              <strong className={`govuk-tag app-tag ${STATUS_TAG_CLASSES[status]}`}>{statusLabel}</strong>
            </p>
          ) : null}
          {panel.kind === 'noTickets' ? (
            // Nothing to choose, so no 'Book Tickets' leading to an empty booking page (issue 9 point 8).
            <p className="govuk-body">{panel.bookingRequired ? NO_TICKETS_ONLINE_TEXT : NO_BOOKING_NEEDED_TEXT}</p>
          ) : panel.kind === 'visitSite' ? (
            <>
              <p className="govuk-body">Tickets for this event are sold on another website.</p>
              <a className="govuk-button app-booking-panel__button" href={panel.href} target="_blank" rel="noopener">
                {panel.text}
                <span className="govuk-visually-hidden"> (opens in new tab)</span>
              </a>
            </>
          ) : (
            // A link styled as a button, without role=button: it navigates, and with no script of
            // ours the space key would not activate a link pretending to be a button.
            <a className="govuk-button app-booking-panel__button" href={panel.href} draggable="false">
              {panel.text}
            </a>
          )}
        </>
      )}
    </section>
  )
}
