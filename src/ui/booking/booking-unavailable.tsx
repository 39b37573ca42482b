import { BACK_TO_EVENTS_TEXT, NO_BOOKING_NEEDED_TEXT, NO_TICKETS_HEADING_TEXT, NO_TICKETS_ONLINE_TEXT } from './booking-messages'

export interface BookingUnavailableProps {
  /** noTickets: on sale, but with no concession to choose (domain offersBooking). */
  reason: 'closed' | 'soldOut' | 'listing' | 'noTickets'
  /** For noTickets: false for a drop-in event that needs no booking. */
  bookingRequired?: boolean
  /** The external listing of a 'listing' event. */
  externalHref?: string
  /** The event page's waiting-list section (closed and sold-out events). */
  waitingListHref: string
  backHref: string
}

/**
 * What the booking page shows instead of the ticket selector when the event cannot be booked here
 * (someone followed an old link): why, and where to go instead. The texts are ours; the spec has
 * the event page's disabled label and waiting-list control for these states (spec 000 section 2).
 */
export function BookingUnavailable({ reason, bookingRequired = true, externalHref, waitingListHref, backHref }: BookingUnavailableProps) {
  return (
    <section className="app-booking-unavailable" aria-labelledby="booking-unavailable-heading">
      {reason === 'noTickets' ? (
        <>
          <h2 className="govuk-heading-m" id="booking-unavailable-heading">
            {NO_TICKETS_HEADING_TEXT}
          </h2>
          <p className="govuk-body">{bookingRequired ? NO_TICKETS_ONLINE_TEXT : NO_BOOKING_NEEDED_TEXT}</p>
        </>
      ) : reason === 'listing' ? (
        <>
          <h2 className="govuk-heading-m" id="booking-unavailable-heading">
            Tickets are sold on another website
          </h2>
          <p className="govuk-body">
            <a className="govuk-link" href={externalHref} target="_blank" rel="noopener">
              Visit Site<span className="govuk-visually-hidden"> (opens in new tab)</span>
            </a>
          </p>
        </>
      ) : (
        <>
          <h2 className="govuk-heading-m" id="booking-unavailable-heading">
            {reason === 'soldOut' ? 'This event is sold out' : 'Booking for this event is closed'}
          </h2>
          <p className="govuk-body">
            <strong className="govuk-tag govuk-tag--red">{reason === 'soldOut' ? 'Sold Out' : 'Closed'}</strong>
          </p>
          <p className="govuk-body">
            {reason === 'soldOut' ? 'All tickets have been booked. ' : 'Tickets for this event cannot be booked now. '}
            <a className="govuk-link" href={waitingListHref}>
              {reason === 'soldOut' ? 'Join the waiting list' : 'Get notified about this event'}
            </a>
          </p>
        </>
      )}
      <a className="govuk-button govuk-button--secondary" href={backHref}>
        {BACK_TO_EVENTS_TEXT}
      </a>
    </section>
  )
}
