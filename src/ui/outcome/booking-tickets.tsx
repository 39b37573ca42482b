/** A ticket as the printable page shows it: who holds it, what it is, and its door code drawn as a QR code. */
export interface PrintableTicket {
  ticketId: string
  holderName: string
  ticketType: string
  /** The QR code of the ticket's signed code (src/booking/check-in/ticket-code.ts), as SVG markup. */
  qrSvg: string
}

export interface BookingTicketsViewProps {
  eventTitle: string
  /** When the event (or a course's first session) starts, as the outcome pages say it. */
  when: string
  where: string | null
  bookingReference: string
  tickets: readonly PrintableTicket[]
}

export const TICKETS_HEADING = 'Your tickets'
export const TICKETS_HIDDEN_TEXT = 'Open your tickets from the link in your booking confirmation e-mail. They are shown only there, because each ticket\u2019s code lets its holder in.'

/**
 * A booking's tickets (issue 26 point 2): one card per ticket with its holder, its type, the event and
 * the booking reference, and the QR code staff scan at the door. Printed, each card keeps to one piece
 * of a page (app-ticket in the site's styles). The QR code is an image named for its ticket; the booking
 * reference beside it is what staff type when a code will not scan.
 */
export function BookingTicketsView({ eventTitle, when, where, bookingReference, tickets }: BookingTicketsViewProps) {
  return (
    <article className="app-tickets">
      <span className="govuk-caption-l">{eventTitle}</span>
      <h1 className="govuk-heading-xl">{TICKETS_HEADING}</h1>
      <p className="govuk-body">Show each ticket&rsquo;s code at the door, on your phone or printed. Staff scan it to mark you present. Use your browser&rsquo;s Print to print this page.</p>
      {tickets.map((ticket, index) => (
        <section key={ticket.ticketId} className="app-ticket" aria-labelledby={`ticket-${index + 1}-heading`}>
          <h2 className="govuk-heading-m" id={`ticket-${index + 1}-heading`}>
            {ticket.holderName || `Ticket ${index + 1}`}
          </h2>
          <div className="app-ticket__body">
            <div role="img" aria-label={`Door code of the ticket for ${ticket.holderName || `ticket ${index + 1}`}`} className="app-ticket__code" dangerouslySetInnerHTML={{ __html: ticket.qrSvg }} />
            <dl className="govuk-summary-list govuk-summary-list--no-border app-ticket__details">
              <TicketRow label="Ticket type" value={ticket.ticketType} />
              <TicketRow label="Event" value={eventTitle} />
              <TicketRow label="Date and time" value={when} />
              {where ? <TicketRow label="Where" value={where} /> : null}
              <TicketRow label="Booking reference" value={bookingReference} />
            </dl>
          </div>
        </section>
      ))}
    </article>
  )
}

function TicketRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="govuk-summary-list__row">
      <dt className="govuk-summary-list__key">{label}</dt>
      <dd className="govuk-summary-list__value">{value}</dd>
    </div>
  )
}

/** Said to a reader who may not see the tickets (no e-mailed link, not the basket's owner), or of a booking that does not exist. */
export function TicketsHidden() {
  return (
    <article className="app-outcome">
      <h1 className="govuk-heading-xl">{TICKETS_HEADING}</h1>
      <p className="govuk-body">{TICKETS_HIDDEN_TEXT}</p>
    </article>
  )
}
