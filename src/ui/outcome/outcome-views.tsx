import type { ReactNode } from 'react'

import { formatLongDate } from '@/domain/dates'
import {
  ATTENTION_TEXT,
  BACK_TO_EVENTS_LINK_TEXT,
  BOOKING_CANCELLED_TEXT,
  BOOKING_FAILED_TEXT,
  BOOKING_SUCCESSFUL_TEXT,
  CHECK_AGAIN_TEXT,
  CHECKOUT_AGAIN_TEXT,
  CONFIRMING_PAYMENT_DETAIL_TEXT,
  CONFIRMING_PAYMENT_TEXT,
  paymentErrorText,
} from '@/domain/payment-outcome'

/**
 * The payment outcome pages' views (spec 000 sections 2, 4 and 8). Plain markup without hooks, so
 * the server renders them for a page without JavaScript and the client islands reuse them.
 */

export interface OutcomeTicket {
  ticketId: string
  concessionTitle: string
  holderName: string
  specialRequirements: string
}

export interface BookingSuccessfulProps {
  bookingReference: string | null
  transactionReference: string | null
  eventTitle?: string
  /** ISO 8601 UTC. */
  eventDateTime?: string
  tickets?: readonly OutcomeTicket[]
  /** The add-to-calendar control, or nothing (a calendar failure shows nothing). */
  calendar?: ReactNode
  backToEventsHref: string
}

export function BookingSuccessful({ bookingReference, transactionReference, eventTitle, eventDateTime, tickets, calendar, backToEventsHref }: BookingSuccessfulProps) {
  return (
    <>
      <div className="govuk-panel govuk-panel--confirmation">
        <h1 className="govuk-panel__title">{BOOKING_SUCCESSFUL_TEXT}</h1>
        {bookingReference ? (
          <div className="govuk-panel__body">
            Your booking reference
            <br />
            <strong>{bookingReference}</strong>
          </div>
        ) : null}
      </div>
      <dl className="govuk-summary-list">
        {eventTitle ? <SummaryRow label="Event" value={eventTitle} /> : null}
        {eventDateTime ? <SummaryRow label="Date" value={formatLongDate(eventDateTime)} /> : null}
        {bookingReference ? <SummaryRow label="Booking reference" value={bookingReference} /> : null}
        {transactionReference ? <SummaryRow label="Payment reference" value={transactionReference} /> : null}
      </dl>
      {tickets && tickets.length > 0 ? <TicketTable tickets={tickets} /> : null}
      {calendar}
      <p className="govuk-body">
        <a className="govuk-link" href={backToEventsHref}>
          {BACK_TO_EVENTS_LINK_TEXT}
        </a>
      </p>
    </>
  )
}

function SummaryRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="govuk-summary-list__row">
      <dt className="govuk-summary-list__key">{label}</dt>
      <dd className="govuk-summary-list__value">{value}</dd>
    </div>
  )
}

function TicketTable({ tickets }: { tickets: readonly OutcomeTicket[] }) {
  return (
    <table className="govuk-table">
      <caption className="govuk-table__caption govuk-table__caption--m">Your tickets</caption>
      <thead className="govuk-table__head">
        <tr className="govuk-table__row">
          <th scope="col" className="govuk-table__header">
            Ticket
          </th>
          <th scope="col" className="govuk-table__header">
            Name
          </th>
          <th scope="col" className="govuk-table__header">
            Special requirements
          </th>
        </tr>
      </thead>
      <tbody className="govuk-table__body">
        {tickets.map((ticket) => (
          <tr className="govuk-table__row" key={ticket.ticketId}>
            <td className="govuk-table__cell">{ticket.concessionTitle}</td>
            <td className="govuk-table__cell">{ticket.holderName}</td>
            <td className="govuk-table__cell">{ticket.specialRequirements || 'None'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

export interface BookingFailedProps {
  description: string
  checkoutAgainHref: string
  backToEventsHref: string
}

/** Spec 000 sections 4 and 8: 'Booking Failed!' with the provider's description and two links. */
export function BookingFailed({ description, checkoutAgainHref, backToEventsHref }: BookingFailedProps) {
  return (
    <>
      <h1 className="govuk-heading-xl">{BOOKING_FAILED_TEXT}</h1>
      <p className="govuk-body">{paymentErrorText(description)}</p>
      <ul className="govuk-list">
        <li>
          <a className="govuk-link" href={checkoutAgainHref}>
            {CHECKOUT_AGAIN_TEXT}
          </a>
        </li>
        <li>
          <a className="govuk-link" href={backToEventsHref}>
            {BACK_TO_EVENTS_LINK_TEXT}
          </a>
        </li>
      </ul>
    </>
  )
}

/** 'Attention!' with a text that tells the person what to do next (spec 000 section 8). */
export function AttentionView({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <>
      <h1 className="govuk-heading-xl">{ATTENTION_TEXT}</h1>
      <p className="govuk-body">{text}</p>
      {children}
    </>
  )
}

/** Spec 000 sections 4 and 8: the finish answer's status 6. */
export function BookingCancelled({ backToEventsHref }: { backToEventsHref: string }) {
  return (
    <>
      <h1 className="govuk-heading-xl">{BOOKING_CANCELLED_TEXT}</h1>
      <p className="govuk-body">Your booking was cancelled, so no tickets were booked. You can choose tickets again from the event&apos;s page.</p>
      <p className="govuk-body">
        <a className="govuk-link" href={backToEventsHref}>
          {BACK_TO_EVENTS_LINK_TEXT}
        </a>
      </p>
    </>
  )
}

/** The page without JavaScript while the server has not yet said the payment is paid (decision 0024). */
export function ConfirmingPayment({ checkAgainHref }: { checkAgainHref: string }) {
  return (
    <>
      <h1 className="govuk-heading-xl">{CONFIRMING_PAYMENT_TEXT}</h1>
      <p className="govuk-body">{CONFIRMING_PAYMENT_DETAIL_TEXT}</p>
      <p className="govuk-body">
        <a className="govuk-link" href={checkAgainHref}>
          {CHECK_AGAIN_TEXT}
        </a>
      </p>
    </>
  )
}

/** A progress or error line of the flow, read out as it changes. */
export function OutcomeStatus({ heading, text }: { heading: string; text: string }) {
  return (
    <>
      <h1 className="govuk-heading-xl">{heading}</h1>
      <p className="govuk-body" role="status">
        {text}
      </p>
    </>
  )
}
