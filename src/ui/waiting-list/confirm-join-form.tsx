'use client'

import Link from 'next/link'
import { useActionState } from 'react'

import { paths } from '@/domain/paths'

import { INITIAL_CONFIRM_JOIN_STATE, WAITING_LIST_TEXTS, type ConfirmJoinState } from './waiting-list-texts'

export interface ConfirmJoinFormProps {
  /** The confirmation link's token, in a hidden field only. */
  token: string
  eventTitle: string
  eventUri: string
  /** The link as the page found it: waiting to be confirmed, or confirmed before. */
  standing: 'pending' | 'confirmed'
  /** How long a confirmation link works, for the expired text. */
  confirmHours: number
  /** The server action (confirmWaitingListJoin), passed in by the page. */
  confirm: (previous: ConfirmJoinState, formData: FormData) => Promise<ConfirmJoinState>
}

/** What a confirmation's outcome says, under its own heading. */
export function ConfirmJoinOutcome({ state, confirmHours }: { state: Exclude<ConfirmJoinState, { status: 'idle' }>; confirmHours: number }) {
  if (state.status === 'unknown') {
    return (
      <>
        <h1 className="govuk-heading-xl">{WAITING_LIST_TEXTS.confirmUnknownHeading}</h1>
        <p className="govuk-body">{WAITING_LIST_TEXTS.confirmUnknown(confirmHours)}</p>
        <p className="govuk-body">
          <Link className="govuk-link" href={paths.home()}>
            {WAITING_LIST_TEXTS.eventsLink}
          </Link>
        </p>
      </>
    )
  }
  const confirmed = state.status === 'confirmed'
  return (
    <>
      <span className="govuk-caption-l">{state.eventTitle}</span>
      <h1 className="govuk-heading-xl">{confirmed ? WAITING_LIST_TEXTS.confirmedHeading : WAITING_LIST_TEXTS.alreadyConfirmedHeading}</h1>
      <p className="govuk-body">{confirmed ? WAITING_LIST_TEXTS.confirmed(state.eventTitle) : WAITING_LIST_TEXTS.alreadyConfirmed(state.eventTitle)}</p>
      <p className="govuk-body">
        <Link className="govuk-link" href={paths.event(state.eventUri)}>
          {WAITING_LIST_TEXTS.eventLink(state.eventTitle)}
        </Link>
      </p>
      {confirmed ? (
        <p className="govuk-body">
          <Link className="govuk-link" href={paths.manageWaitingList(state.manageToken)} prefetch={false}>
            {WAITING_LIST_TEXTS.manageLink}
          </Link>
        </p>
      ) : null}
    </>
  )
}

/**
 * The confirmation link's one button (issue 23 point 5): a form that posts, with or without
 * JavaScript, so only a person pressing it confirms, never a mail scanner following the link. The
 * outcome (confirmed, confirmed before, or no live link) replaces the page's words; without
 * JavaScript the page comes back with it (the action's state wins over what the page reads again).
 */
export function ConfirmJoinForm({ token, eventTitle, eventUri, standing, confirmHours, confirm }: ConfirmJoinFormProps) {
  const [state, action, pending] = useActionState(confirm, INITIAL_CONFIRM_JOIN_STATE)
  if (state.status !== 'idle') {
    return (
      <div role="status">
        <ConfirmJoinOutcome state={state} confirmHours={confirmHours} />
      </div>
    )
  }
  if (standing === 'confirmed') return <ConfirmJoinOutcome state={{ status: 'alreadyConfirmed', eventTitle, eventUri }} confirmHours={confirmHours} />
  return (
    <>
      <span className="govuk-caption-l">{eventTitle}</span>
      <h1 className="govuk-heading-xl">{WAITING_LIST_TEXTS.confirmTitle}</h1>
      <p className="govuk-body">{WAITING_LIST_TEXTS.confirmPending(eventTitle)}</p>
      <form action={action}>
        <input type="hidden" name="token" value={token} />
        <button type="submit" className="govuk-button" disabled={pending} aria-disabled={pending}>
          {WAITING_LIST_TEXTS.confirmButton}
        </button>
      </form>
    </>
  )
}
