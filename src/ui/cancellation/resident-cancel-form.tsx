'use client'

import { useActionState } from 'react'

import { formatPounds } from '@/domain/money'
import { ProblemSummary } from '@/ui/govuk/problem-summary'

import { CANCELLATION_TEXTS, type ResidentCancelState } from './cancellation-texts'

/** 'Cancel my booking' (issue 14 point 3): a POST to a server action, with and without JavaScript. */
export function ResidentCancelForm({
  booking,
  token,
  action,
}: {
  booking: string
  token: string
  action: (previous: ResidentCancelState, formData: FormData) => Promise<ResidentCancelState>
}) {
  const [state, formAction, pending] = useActionState(action, { status: 'idle' } as ResidentCancelState)
  if (state.status === 'cancelled') {
    return (
      <div className="govuk-panel govuk-panel--confirmation" role="status">
        <h2 className="govuk-panel__title">{CANCELLATION_TEXTS.doneTitle}</h2>
        <div className="govuk-panel__body">{CANCELLATION_TEXTS.done(state.refundPence > 0 ? formatPounds(state.refundPence) : null)}</div>
      </div>
    )
  }
  return (
    <form action={formAction}>
      {state.status === 'refused' ? <ProblemSummary message={state.message} /> : null}
      <input type="hidden" name="booking" value={booking} />
      <input type="hidden" name="token" value={token} />
      <button type="submit" className="govuk-button govuk-button--warning" disabled={pending}>
        {CANCELLATION_TEXTS.button}
      </button>
    </form>
  )
}
