'use client'

import Link from 'next/link'
import { useActionState, useId, useRef, useState } from 'react'

import { paths } from '@/domain/paths'

import type { ReleaseAction, ReleaseFormState } from './console-action-state'
import { postRelease } from '../api-client/console-calls'
import { CONSOLE_TEXTS } from './console-texts'
import { ScrollTable } from './scroll-table'

/** A booked ticket as the release page lists it. */
export interface ReleaseAttendee {
  ticketID: string
  firstName: string
  lastName: string
  email: string
}

export interface ReleaseTicketTableProps {
  eventId: string
  attendees: readonly ReleaseAttendee[]
  /** The server action each row's form posts to without JavaScript. */
  releaseTicket: ReleaseAction
}

const NO_FORM_STATE: ReleaseFormState = {}
const COLUMNS = [CONSOLE_TEXTS.firstNameColumn, CONSOLE_TEXTS.lastNameColumn, CONSOLE_TEXTS.emailColumn, CONSOLE_TEXTS.ticketIdColumn, CONSOLE_TEXTS.actionColumn]

function nameOf(attendee: ReleaseAttendee): string {
  return `${attendee.firstName} ${attendee.lastName}`.trim()
}

/**
 * The booked tickets of an event, each with 'Release Ticket' (spec 001 section 2, "Release Ticket
 * page"). With JavaScript the button opens a modal confirmation dialog (native <dialog>: focus moves
 * into it, Escape closes it, as do the close mark and a click on the backdrop); confirming removes
 * the row at once and calls the booking API, putting the row back with a message if the call
 * fails. Without JavaScript the button posts the row's form to the server action, which answers
 * with a confirmation step in the table; confirming there releases the ticket.
 */
export function ReleaseTicketTable({ eventId, attendees, releaseTicket }: ReleaseTicketTableProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const notice = useRef<HTMLParagraphElement>(null)
  const headingId = useId()
  const [chosen, setChosen] = useState<ReleaseAttendee | null>(null)
  const [released, setReleased] = useState<readonly string[]>([])
  const [releasedNotice, setReleasedNotice] = useState('')
  const [failure, setFailure] = useState('')
  const rows = attendees.filter((attendee) => !released.includes(attendee.ticketID))

  function openDialog(attendee: ReleaseAttendee) {
    setChosen(attendee)
    setFailure('')
    dialog.current?.showModal()
  }

  function closeDialog() {
    dialog.current?.close()
  }

  async function confirmRelease() {
    const attendee = chosen
    if (!attendee) return
    const ticketId = attendee.ticketID
    closeDialog()
    setReleased((current) => [...current, ticketId])
    setReleasedNotice(CONSOLE_TEXTS.ticketReleased(nameOf(attendee)))
    // The row and its button go: focus goes to what happened instead of to the top of the page.
    notice.current?.focus()
    if (await postRelease(ticketId)) return
    setReleased((current) => current.filter((id) => id !== ticketId))
    setReleasedNotice('')
    setFailure(CONSOLE_TEXTS.ticketNotReleased(nameOf(attendee)))
  }

  return (
    <>
      <p className="govuk-body app-console-notice" role="status" tabIndex={-1} ref={notice}>
        {releasedNotice}
      </p>
      <div role="alert" className="app-console-alert">
        {failure ? (
          <p className="govuk-error-message">
            <span className="govuk-visually-hidden">Error:</span> {failure}
          </p>
        ) : null}
      </div>
      {rows.length === 0 ? (
        <p className="govuk-body">{CONSOLE_TEXTS.noBookedTickets}</p>
      ) : (
        <ScrollTable label={CONSOLE_TEXTS.bookedTicketsCaption} columns={COLUMNS}>
          {rows.map((attendee) => (
            <ReleaseRow key={attendee.ticketID} eventId={eventId} attendee={attendee} releaseTicket={releaseTicket} onRelease={() => openDialog(attendee)} />
          ))}
        </ScrollTable>
      )}
      <dialog
        ref={dialog}
        className="app-console-dialog"
        aria-labelledby={headingId}
        onClose={() => setChosen(null)}
        // A click on the dialog element itself, not its content, is a click on the backdrop: the
        // body fills the dialog, so its padding is not the dialog's.
        onClick={(event) => {
          if (event.target === event.currentTarget) closeDialog()
        }}
      >
        <div className="app-console-dialog__body">
          <button type="button" className="app-console-dialog__close" aria-label={CONSOLE_TEXTS.close} onClick={closeDialog}>
            <span aria-hidden="true">×</span>
          </button>
          <h2 className="govuk-heading-m app-console-dialog__heading" id={headingId}>
            {CONSOLE_TEXTS.releaseDialogHeading}
          </h2>
          {chosen ? <p className="govuk-body">{CONSOLE_TEXTS.releaseTicketOf(nameOf(chosen), chosen.ticketID)}</p> : null}
          <ReleaseWarning />
          <div className="govuk-button-group govuk-!-margin-bottom-0">
            <button type="button" className="govuk-button govuk-button--warning" onClick={() => void confirmRelease()}>
              {CONSOLE_TEXTS.releaseTicketButton}
            </button>
            <button type="button" className="govuk-button govuk-button--secondary" onClick={closeDialog}>
              {CONSOLE_TEXTS.cancel}
            </button>
          </div>
        </div>
      </dialog>
    </>
  )
}

function ReleaseWarning() {
  return (
    <div className="govuk-warning-text">
      <span className="govuk-warning-text__icon" aria-hidden="true">
        !
      </span>
      <strong className="govuk-warning-text__text">
        <span className="govuk-visually-hidden">Warning</span>
        {CONSOLE_TEXTS.releaseWarning}
      </strong>
    </div>
  )
}

interface ReleaseRowProps {
  eventId: string
  attendee: ReleaseAttendee
  releaseTicket: ReleaseAction
  onRelease: () => void
}

function ReleaseRow({ eventId, attendee, releaseTicket, onRelease }: ReleaseRowProps) {
  // Only a post without JavaScript reaches the action: first the confirmation step, then a refusal if any.
  const [state, formAction] = useActionState(releaseTicket, NO_FORM_STATE)
  const name = nameOf(attendee)
  const hiddenFields = (
    <>
      <input type="hidden" name="eventId" value={eventId} />
      <input type="hidden" name="ticketId" value={attendee.ticketID} />
    </>
  )
  return (
    <>
      <tr className="govuk-table__row">
        <td className="govuk-table__cell">{attendee.firstName}</td>
        <td className="govuk-table__cell">{attendee.lastName}</td>
        <td className="govuk-table__cell">{attendee.email}</td>
        <td className="govuk-table__cell">{attendee.ticketID}</td>
        <td className="govuk-table__cell">
          <form
            action={formAction}
            onSubmit={(event) => {
              event.preventDefault()
              onRelease()
            }}
          >
            {hiddenFields}
            <button type="submit" className="govuk-button govuk-button--secondary govuk-!-margin-bottom-0">
              {CONSOLE_TEXTS.releaseTicketButton}
              <span className="govuk-visually-hidden"> – {name}</span>
            </button>
          </form>
          {state.message ? (
            <p className="govuk-error-message govuk-!-margin-top-2 govuk-!-margin-bottom-0">
              <span className="govuk-visually-hidden">Error:</span> {CONSOLE_TEXTS.ticketNotReleased(name)} {state.message}
            </p>
          ) : null}
        </td>
      </tr>
      {state.confirming ? (
        <tr className="govuk-table__row">
          <td className="govuk-table__cell" colSpan={COLUMNS.length}>
            <p className="govuk-body govuk-!-font-weight-bold">
              {CONSOLE_TEXTS.releaseDialogHeading} {CONSOLE_TEXTS.releaseTicketOf(name, attendee.ticketID)}
            </p>
            <ReleaseWarning />
            <form action={formAction}>
              {hiddenFields}
              <input type="hidden" name="confirm" value="yes" />
              <div className="govuk-button-group govuk-!-margin-bottom-0">
                <button type="submit" className="govuk-button govuk-button--warning">
                  {CONSOLE_TEXTS.releaseTicketButton}
                  <span className="govuk-visually-hidden"> – {name}</span>
                </button>
                <Link className="govuk-link" href={paths.consoleReleaseTicket(eventId)}>
                  {CONSOLE_TEXTS.cancel}
                </Link>
              </div>
            </form>
          </td>
        </tr>
      ) : null}
    </>
  )
}
