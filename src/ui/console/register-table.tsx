'use client'

import { useActionState, useState } from 'react'

import { attendanceTotals } from '@/domain/console'

import type { AttendanceAction, AttendanceFormState } from './console-action-state'
import { postAttendance } from '../api-client/console-calls'
import { CONSOLE_TEXTS } from './console-texts'
import { ScrollTable } from './scroll-table'

/** A row of the register: one booked ticket. */
export interface RegisterAttendee {
  ticketID: string
  firstName: string
  lastName: string
  ticketType: string
  attended: boolean
}

export interface RegisterTableProps {
  eventId: string
  /** The session of a course whose register this is (decision 0043); null for an event without sessions. */
  sessionId?: string | null
  attendees: readonly RegisterAttendee[]
  /** The server action each row's form posts to without JavaScript. */
  markAttendance: AttendanceAction
}

const NO_FORM_STATE: AttendanceFormState = {}

function nameOf(attendee: RegisterAttendee): string {
  return `${attendee.firstName} ${attendee.lastName}`.trim()
}

/**
 * The register (spec 001 section 2, "Register page"): one row per booked ticket with a button
 * that toggles between Present and Absent. With JavaScript a click flips the mark at once and
 * saves it through the booking API, putting it back with a message if the save fails; without,
 * each button posts its row's form to the server action, which saves and comes back to the page.
 */
export function RegisterTable({ eventId, sessionId = null, attendees, markAttendance }: RegisterTableProps) {
  const [marks, setMarks] = useState<Record<string, boolean>>(() => Object.fromEntries(attendees.map((attendee) => [attendee.ticketID, attendee.attended])))
  const [failure, setFailure] = useState('')
  const rows = attendees.map((attendee) => ({ ...attendee, attended: marks[attendee.ticketID] ?? attendee.attended }))
  const totals = attendanceTotals(rows)

  async function toggle(attendee: RegisterAttendee, attended: boolean) {
    const ticketId = attendee.ticketID
    setFailure('')
    setMarks((current) => ({ ...current, [ticketId]: attended }))
    if (await postAttendance(ticketId, attended, sessionId)) return
    // Put it back unless a later click has changed it since.
    setMarks((current) => (current[ticketId] === attended ? { ...current, [ticketId]: !attended } : current))
    setFailure(CONSOLE_TEXTS.attendanceNotSaved(nameOf(attendee), attended))
  }

  return (
    <>
      <p className="govuk-body-l" aria-live="polite">
        {CONSOLE_TEXTS.attendanceTotals(totals.present, totals.booked)}
      </p>
      <div role="alert" className="app-console-alert">
        {failure ? (
          <p className="govuk-error-message">
            <span className="govuk-visually-hidden">Error:</span> {failure}
          </p>
        ) : null}
      </div>
      <ScrollTable label={CONSOLE_TEXTS.registerCaption} columns={[CONSOLE_TEXTS.nameColumn, CONSOLE_TEXTS.ticketTypeColumn, CONSOLE_TEXTS.ticketIdColumn, CONSOLE_TEXTS.attendanceColumn]}>
        {rows.map((attendee) => (
          <RegisterRow key={attendee.ticketID} eventId={eventId} sessionId={sessionId} attendee={attendee} markAttendance={markAttendance} onToggle={(attended) => void toggle(attendee, attended)} />
        ))}
      </ScrollTable>
    </>
  )
}

interface RegisterRowProps {
  eventId: string
  sessionId: string | null
  attendee: RegisterAttendee
  markAttendance: AttendanceAction
  onToggle: (attended: boolean) => void
}

function RegisterRow({ eventId, sessionId, attendee, markAttendance, onToggle }: RegisterRowProps) {
  // Only a post without JavaScript reaches the action; its answer (a refusal) shows in the row.
  const [state, formAction] = useActionState(markAttendance, NO_FORM_STATE)
  const name = nameOf(attendee)
  const { attended } = attendee
  return (
    <tr className="govuk-table__row">
      <td className="govuk-table__cell">{name}</td>
      <td className="govuk-table__cell">{attendee.ticketType}</td>
      <td className="govuk-table__cell">{attendee.ticketID}</td>
      <td className="govuk-table__cell">
        <form
          action={formAction}
          onSubmit={(event) => {
            event.preventDefault()
            onToggle(!attended)
          }}
        >
          <input type="hidden" name="eventId" value={eventId} />
          {sessionId ? <input type="hidden" name="sessionId" value={sessionId} /> : null}
          <input type="hidden" name="ticketId" value={attendee.ticketID} />
          <input type="hidden" name="attended" value={String(!attended)} />
          <button type="submit" className={`govuk-button govuk-!-margin-bottom-0 app-register-toggle${attended ? '' : ' govuk-button--secondary'}`}>
            {attended ? CONSOLE_TEXTS.present : CONSOLE_TEXTS.absent}
            <span className="govuk-visually-hidden"> – {name}</span>
          </button>
        </form>
        {state.message ? (
          <p className="govuk-error-message govuk-!-margin-top-2 govuk-!-margin-bottom-0">
            <span className="govuk-visually-hidden">Error:</span> {CONSOLE_TEXTS.attendanceNotSaved(name, state.attended ?? !attended)} {state.message}
          </p>
        ) : null}
      </td>
    </tr>
  )
}
