import type { ReactNode } from 'react'

import type { ConsoleBooking } from '@/contracts/console'
import { formatLongDate, isoDateTime } from '@/domain/dates'
import { formatPounds } from '@/domain/money'
import { cellText } from '@/domain/reports'

import { CancelBookingForm, type CancelAction } from './cancel-booking-form'
import { CONSOLE_TEXTS } from './console-texts'
import { ScrollTable } from './scroll-table'

const LABELS = CONSOLE_TEXTS.bookingLabels

/** Answers as 'Question: answer' lines, in the order given. */
export function answerLines(answers: Readonly<Record<string, unknown>>): string[] {
  return Object.entries(answers).map(([question, answer]) => `${question}: ${cellText(answer)}`)
}

/**
 * One booking as the console's 'Find a booking' shows it (beyond the spec): the order, its answers,
 * its tickets, its payments and, once any ticket was cancelled with one, its refunds. `index` keeps the ids of several bookings on one page apart.
 */
export function BookingDetails({ booking, index, cancelAction }: { booking: ConsoleBooking; index: number; cancelAction?: CancelAction }) {
  const headingId = `booking-${index}`
  const { purchaser } = booking
  const summary: Array<[string, ReactNode]> = [
    [LABELS.reference, booking.bookingReference],
    [LABELS.state, allCancelled(booking) ? CONSOLE_TEXTS.allTicketsCancelled(booking.state) : booking.state],
    [
      LABELS.event,
      <>
        {booking.eventData.title}, <time dateTime={isoDateTime(booking.eventData.dateTime)}>{formatLongDate(booking.eventData.dateTime)}</time>
      </>,
    ],
    [LABELS.purchaser, `${purchaser.firstName} ${purchaser.lastName}`.trim()],
    [LABELS.email, purchaser.email],
    [LABELS.phone, purchaser.telephoneNumber],
    [LABELS.total, formatPounds(booking.totalPence)],
    [LABELS.confirmedAt, booking.confirmedAt ? <time dateTime={isoDateTime(booking.confirmedAt)}>{formatLongDate(booking.confirmedAt)}</time> : CONSOLE_TEXTS.notConfirmed],
    [LABELS.bypassedBy, booking.bypassedBy ?? CONSOLE_TEXTS.notBypassed],
  ]
  const bookingAnswers = Object.entries(booking.bookingAnswers)
  return (
    <section className="app-console-booking" aria-labelledby={headingId}>
      <h2 className="govuk-heading-l" id={headingId}>
        {CONSOLE_TEXTS.bookingHeading(booking.bookingReference)}
      </h2>
      <dl className="govuk-summary-list">
        {summary.map(([label, value]) => (
          <div className="govuk-summary-list__row" key={label}>
            <dt className="govuk-summary-list__key">{label}</dt>
            <dd className="govuk-summary-list__value">{value}</dd>
          </div>
        ))}
      </dl>

      <h3 className="govuk-heading-m">{CONSOLE_TEXTS.bookingAnswersHeading}</h3>
      {bookingAnswers.length === 0 ? (
        <p className="govuk-body">{CONSOLE_TEXTS.noBookingAnswers}</p>
      ) : (
        <dl className="govuk-summary-list">
          {bookingAnswers.map(([question, answer]) => (
            <div className="govuk-summary-list__row" key={question}>
              <dt className="govuk-summary-list__key">{question}</dt>
              <dd className="govuk-summary-list__value">{cellText(answer)}</dd>
            </div>
          ))}
        </dl>
      )}

      <h3 className="govuk-heading-m">{CONSOLE_TEXTS.ticketsHeading}</h3>
      {booking.tickets.length === 0 ? (
        <p className="govuk-body">{CONSOLE_TEXTS.noTickets}</p>
      ) : (
        <ScrollTable caption="hidden" label={`${CONSOLE_TEXTS.ticketsHeading} of booking ${booking.bookingReference}`} columns={CONSOLE_TEXTS.ticketColumns}>
          {booking.tickets.map((ticket) => (
            <tr className="govuk-table__row" key={ticket.ticketID}>
              <td className="govuk-table__cell">{`${ticket.firstName} ${ticket.lastName}`.trim()}</td>
              <td className="govuk-table__cell">{ticket.ticketType}</td>
              <td className="govuk-table__cell">{ticket.ticketID}</td>
              <td className="govuk-table__cell">{ticket.state}</td>
              <td className="govuk-table__cell">{ticket.attended ? CONSOLE_TEXTS.yes : CONSOLE_TEXTS.no}</td>
              <td className="govuk-table__cell">{ticket.specialRequirements}</td>
              <td className="govuk-table__cell">
                <AnswerList answers={ticket.answers} />
              </td>
            </tr>
          ))}
        </ScrollTable>
      )}

      <h3 className="govuk-heading-m">{CONSOLE_TEXTS.paymentsHeading}</h3>
      {booking.payments.length === 0 ? (
        <p className="govuk-body">{CONSOLE_TEXTS.noPayments}</p>
      ) : (
        <ScrollTable caption="hidden" label={`${CONSOLE_TEXTS.paymentsHeading} of booking ${booking.bookingReference}`} columns={CONSOLE_TEXTS.paymentColumns}>
          {booking.payments.map((payment, paymentIndex) => (
            <tr className="govuk-table__row" key={`${payment.transactionReference}-${paymentIndex}`}>
              <td className="govuk-table__cell">{payment.state}</td>
              <td className="govuk-table__cell govuk-table__cell--numeric">{formatPounds(payment.amountPence)}</td>
              <td className="govuk-table__cell">{payment.transactionReference}</td>
              <td className="govuk-table__cell">{payment.providerReference ?? ''}</td>
              <td className="govuk-table__cell">{payment.providerDescription ?? ''}</td>
              <td className="govuk-table__cell">
                <time dateTime={isoDateTime(payment.createdAt)}>{formatLongDate(payment.createdAt)}</time>
              </td>
            </tr>
          ))}
        </ScrollTable>
      )}
      {booking.refunds.length > 0 ? (
        <>
          <h3 className="govuk-heading-m">{CONSOLE_TEXTS.refundsHeading}</h3>
          <ScrollTable caption="hidden" label={`${CONSOLE_TEXTS.refundsHeading} of booking ${booking.bookingReference}`} columns={CONSOLE_TEXTS.refundColumns}>
            {booking.refunds.map((refund, refundIndex) => (
              <tr className="govuk-table__row" key={`${refund.requestedAt}-${refundIndex}`}>
                <td className="govuk-table__cell">{CONSOLE_TEXTS.refundStates[refund.state === 'pending' && refund.providerReference ? 'submitted' : refund.state]}</td>
                <td className="govuk-table__cell govuk-table__cell--numeric">{formatPounds(refund.amountPence)}</td>
                <td className="govuk-table__cell">{refund.reason === 'resident' ? CONSOLE_TEXTS.refundByResident : refund.requestedBy}</td>
                <td className="govuk-table__cell">
                  <time dateTime={isoDateTime(refund.requestedAt)}>{formatLongDate(refund.requestedAt)}</time>
                </td>
                <td className="govuk-table__cell">{refund.settledAt ? <time dateTime={isoDateTime(refund.settledAt)}>{formatLongDate(refund.settledAt)}</time> : ''}</td>
                <td className="govuk-table__cell">{refund.providerReference ?? ''}</td>
                <td className="govuk-table__cell">{refund.state === 'succeeded' ? '' : (refund.lastError ?? '')}</td>
              </tr>
            ))}
          </ScrollTable>
        </>
      ) : null}
      {cancelAction && booking.state === 'confirmed' ? <CancelBookingForm booking={booking} index={index} action={cancelAction} /> : null}
    </section>
  )
}

/** A booking whose every ticket was cancelled stays confirmed (it was paid for); the page says so. */
function allCancelled(booking: ConsoleBooking): boolean {
  return booking.tickets.length > 0 && booking.tickets.every((ticket) => ticket.state === 'cancelled')
}

function AnswerList({ answers }: { answers: Readonly<Record<string, unknown>> }) {
  const lines = answerLines(answers)
  if (lines.length === 0) return null
  return (
    <ul className="govuk-list govuk-!-margin-bottom-0">
      {lines.map((line, index) => (
        <li key={index}>{line}</li>
      ))}
    </ul>
  )
}
