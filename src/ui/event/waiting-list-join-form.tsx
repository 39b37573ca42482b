'use client'

import { useActionState, useRef, useState, type FormEvent } from 'react'

import { ErrorSummary, TextInput } from '@/ui/govuk'

import { WAITING_LIST_JOIN_TEXTS, type WaitingListJoinState } from './waiting-list-join-state'

const FIELDS = [
  { id: 'firstName', label: 'First name', autoComplete: 'given-name', type: 'text' },
  { id: 'lastName', label: 'Last name', autoComplete: 'family-name', type: 'text' },
  { id: 'email', label: 'Email', autoComplete: 'email', type: 'email' },
] as const

const initialState: WaitingListJoinState = { status: 'editing', values: { firstName: '', lastName: '', email: '' }, fieldErrors: {} }

export interface WaitingListJoinFormProps {
  eventId: number
  eventTitle: string
  control: 'waitingList' | 'notify'
  /** The server action (joinWaitingList), passed in by the page. */
  join: (previous: WaitingListJoinState, formData: FormData) => Promise<WaitingListJoinState>
}

/** The form's checks (Zod, about 25 KB gzip), fetched once a resident starts on the form rather than with the page (issue 27 point 3). */
const loadChecks = () => import('./waiting-list-join-check').then((module) => module.checkWaitingListJoin)
type Checks = Awaited<ReturnType<typeof loadChecks>>

/**
 * The waiting-list join form (spec 001 section 2: firstName, lastName, email and the event; section
 * 5's messages). With JavaScript it checks the form first and, once valid, is replaced at once by
 * the thank-you while the server stores the entry; a refusal then comes back in its place. Without
 * JavaScript it posts to the same server action and the page comes back with the thank-you.
 */
export function WaitingListJoinForm({ eventId, eventTitle, control, join }: WaitingListJoinFormProps) {
  const [state, action] = useActionState(join, initialState)
  const checks = useRef<Checks | null>(null)
  function prepareChecks() {
    if (checks.current) return
    loadChecks().then(
      (loaded) => (checks.current = loaded),
      () => undefined,
    )
  }
  const [local, setLocal] = useState<{ submitted: WaitingListJoinState['values'] | null; fieldErrors: WaitingListJoinState['fieldErrors'] | null }>({ submitted: null, fieldErrors: null })

  function check(event: FormEvent<HTMLFormElement>) {
    const data = new FormData(event.currentTarget)
    const values = { firstName: String(data.get('firstName') ?? ''), lastName: String(data.get('lastName') ?? ''), email: String(data.get('email') ?? '') }
    // Checks not fetched yet (a submit before any focus, or offline): the server checks as it always does.
    if (!checks.current) return
    const checked = checks.current({ event: String(eventId), ...values })
    if (!checked.ok) {
      event.preventDefault()
      setLocal({ submitted: null, fieldErrors: checked.fieldErrors })
      return
    }
    // Valid: the thank-you replaces the form at once (spec 001 section 4); the action runs on.
    setLocal({ submitted: checked.values, fieldErrors: null })
  }

  const refused = state.status === 'refused' && state.message
  const joined = state.status === 'joined' ? state.values : !refused ? local.submitted : null
  if (joined) {
    return (
      <div className="govuk-panel govuk-panel--confirmation app-waiting-list-thanks" role="status">
        <h3 className="govuk-panel__title govuk-!-font-size-27">{WAITING_LIST_JOIN_TEXTS.thankYouTitle}</h3>
        <div className="govuk-panel__body govuk-!-font-size-19">{WAITING_LIST_JOIN_TEXTS.thankYou(joined.firstName, eventTitle, joined.email)}</div>
      </div>
    )
  }

  const fieldErrors = local.fieldErrors ?? state.fieldErrors
  const errors = FIELDS.filter((field) => fieldErrors[field.id]).map((field) => ({ fieldId: `waiting-list-${field.id}`, message: fieldErrors[field.id]! }))
  const values = state.values
  return (
    <>
      <ErrorSummary errors={errors} />
      {refused ? (
        <p className="govuk-error-message" role="alert">
          <span className="govuk-visually-hidden">Error:</span> {state.message}
        </p>
      ) : null}
      <p className="govuk-body">{control === 'waitingList' ? WAITING_LIST_JOIN_TEXTS.waitingListIntro : WAITING_LIST_JOIN_TEXTS.notifyIntro}</p>
      <form action={action} onSubmit={check} onFocus={prepareChecks} noValidate>
        <input type="hidden" name="event" value={eventId} />
        {FIELDS.map((field) => (
          <TextInput
            key={field.id}
            id={`waiting-list-${field.id}`}
            name={field.id}
            label={field.label}
            type={field.type}
            autoComplete={field.autoComplete}
            spellCheck={false}
            defaultValue={values[field.id]}
            error={fieldErrors[field.id]}
            inputClassName="govuk-!-width-two-thirds"
          />
        ))}
        <button type="submit" className="govuk-button">
          {control === 'waitingList' ? WAITING_LIST_JOIN_TEXTS.joinButton : WAITING_LIST_JOIN_TEXTS.notifyButton}
        </button>
      </form>
    </>
  )
}
