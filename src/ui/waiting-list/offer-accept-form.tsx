'use client'

import { useActionState } from 'react'

import { INITIAL_OFFER_ACCEPT_STATE, type OfferAcceptState } from './waiting-list-texts'

export interface OfferAcceptFormProps {
  /** The offer link's token, in a hidden field only. */
  token: string
  /** 'Book your place', or 'Continue to checkout' for an offer already in checkout. */
  label: string
  /** The server action (acceptWaitingListOffer), passed in by the page. */
  accept: (previous: OfferAcceptState, formData: FormData) => Promise<OfferAcceptState>
}

/**
 * The offer's one button (issue 13 point 3): a form that posts, with or without JavaScript, so only
 * a person pressing it starts the checkout clock, never a mail scanner following the link. An offer
 * that ended meanwhile answers with the reason in place of the button.
 */
export function OfferAcceptForm({ token, label, accept }: OfferAcceptFormProps) {
  const [state, action, pending] = useActionState(accept, INITIAL_OFFER_ACCEPT_STATE)
  if (state.status === 'ended') {
    return (
      <p className="govuk-body govuk-!-font-weight-bold" role="alert">
        {state.message}
      </p>
    )
  }
  return (
    <form action={action}>
      <input type="hidden" name="token" value={token} />
      <button type="submit" className="govuk-button govuk-button--start" disabled={pending} aria-disabled={pending}>
        {label}
      </button>
    </form>
  )
}
