import { Fragment, type ReactNode } from 'react'

import { formatLongDate } from '@/domain/dates'
import {
  ATTENTION_TEXT,
  BACK_TO_EVENTS_LINK_TEXT,
  BOOKING_CANCELLED_TEXT,
  BOOKING_FAILED_TEXT,
  BOOKING_SUCCESSFUL_TEXT,
  BOOKING_WAS_CANCELLED_TEXT,
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

export interface OutcomeVenue {
  /** The venue's name, or 'Online'. */
  name: string
  /** The room, then the address lines; none for an online event. */
  lines: readonly string[]
}

export interface BookingSuccessfulProps {
  /** Shown once, in the panel: the reference a resident reads out on the phone. */
  bookingReference: string | null
  /** For a reader who may not see the booking's personal data: where they can be seen (decision 0034). */
  privateDetailsText?: string | null
  eventTitle?: string
  /** ISO 8601 UTC. */
  eventDateTime?: string
  venue?: OutcomeVenue | null
  /** What was paid, formatted ('£25.00', 'Free', or that staff booked it). */
  amountPaid?: string
  /** Where the confirmation e-mail goes. */
  confirmationEmail?: string | null
  tickets?: readonly OutcomeTicket[]
  /** The add-to-calendar control, or nothing (a calendar failure shows nothing). */
  calendar?: ReactNode
  backToEventsHref: string
}

/**
 * Spec 000 sections 4 and 8: 'Booking Successful!'. What was bought (each ticket by concession and
 * holder), what it cost, the event, when and where, and where the confirmation went (issue 22
 * point 5); the reference once.
 */
export function BookingSuccessful({ bookingReference, privateDetailsText, eventTitle, eventDateTime, venue, amountPaid, confirmationEmail, tickets, calendar, backToEventsHref }: BookingSuccessfulProps) {
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
      {confirmationEmail ? (
        <p className="govuk-body">
          We are sending a confirmation e-mail to <strong>{confirmationEmail}</strong>.
        </p>
      ) : null}
      {privateDetailsText ? <p className="govuk-body">{privateDetailsText}</p> : null}
      <dl className="govuk-summary-list">
        {eventTitle ? <SummaryRow label="Event" value={eventTitle} /> : null}
        {eventDateTime ? <SummaryRow label="Date and time" value={formatLongDate(eventDateTime)} /> : null}
        {venue ? <SummaryRow label="Venue" value={[venue.name, ...venue.lines]} /> : null}
        {amountPaid ? <SummaryRow label="Amount paid" value={amountPaid} /> : null}
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

function SummaryRow({ label, value }: { label: string; value: string | readonly string[] }) {
  const lines = typeof value === 'string' ? [value] : value
  return (
    <div className="govuk-summary-list__row">
      <dt className="govuk-summary-list__key">{label}</dt>
      <dd className="govuk-summary-list__value">
        {lines.map((line, index) => (
          <Fragment key={index}>
            {index > 0 ? <br /> : null}
            {line}
          </Fragment>
        ))}
      </dd>
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
  /** What happened to the money, said plainly (declined: none was taken; refunded: it is going back). */
  moneyText?: string | null
  checkoutAgainHref: string
  backToEventsHref: string
}

/** Spec 000 sections 4 and 8: 'Booking Failed!' with the provider's description and two links. */
export function BookingFailed({ description, moneyText, checkoutAgainHref, backToEventsHref }: BookingFailedProps) {
  return (
    <>
      <h1 className="govuk-heading-xl">{BOOKING_FAILED_TEXT}</h1>
      <p className="govuk-body">{paymentErrorText(description)}</p>
      {moneyText ? <p className="govuk-body govuk-!-font-weight-bold">{moneyText}</p> : null}
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

/**
 * Spec 000 sections 4 and 8: the finish answer's status 6. A checkout cancelled at the provider, or
 * (`afterBooking`) a booking whose every ticket was cancelled since, with what became of the money.
 */
export function BookingCancelled({ backToEventsHref, afterBooking, refundText }: { backToEventsHref: string; afterBooking?: boolean; refundText?: string | null }) {
  return (
    <>
      <h1 className="govuk-heading-xl">{BOOKING_CANCELLED_TEXT}</h1>
      {afterBooking ? (
        <p className="govuk-body">{BOOKING_WAS_CANCELLED_TEXT}</p>
      ) : (
        <p className="govuk-body">Your booking was cancelled, so no tickets were booked. You can choose tickets again from the event&apos;s page.</p>
      )}
      {refundText ? <p className="govuk-body">{refundText}</p> : null}
      <p className="govuk-body">
        <a className="govuk-link" href={backToEventsHref}>
          {BACK_TO_EVENTS_LINK_TEXT}
        </a>
      </p>
    </>
  )
}

/** The page while the server does not yet know what became of the payment (decision 0024). */
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
