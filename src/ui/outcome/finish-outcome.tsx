'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState, type ReactNode } from 'react'

import { CHECKING_BOOKING_TEXT, finishAttentionText } from '@/domain/payment-outcome'

import { browserBasketStorage, removeStoredBasket } from '../booking/basket-storage'
import { AddToCalendarFromApi } from '../calendar/add-to-calendar-from-api'
import { useHydrated } from '../shell/use-hydrated'

import { removeCheckoutAnswers } from './customer-payload'
import { pollFinish, type FinishState } from './finish-polling'
import { getFinish, wait } from '../api-client/outcome-api'
import { AttentionView, BookingCancelled, BookingSuccessful, OutcomeStatus } from './outcome-views'

export interface FinishOutcomeProps {
  basketId: string
  webTeamEmail: string
  backToEventsHref: string
  /** The error view the server rendered, for a page without JavaScript (with a 'Check again' link). */
  fallback: ReactNode
}

/**
 * The finish page while the server has not yet finished the booking (spec 000 section 4): polls
 * the finish call at once and 5 seconds later at most, then shows the booking, 'Booking Cancelled'
 * (status 6) or 'Attention!'. Without JavaScript the server's own answer stands (`fallback`); the
 * 'Checking' line is shown only where the page's script runs (.app-js-only), so neither view
 * flashes before the other.
 */
export function FinishOutcome({ basketId, webTeamEmail, backToEventsHref, fallback }: FinishOutcomeProps) {
  const router = useRouter()
  const hydrated = useHydrated()
  const [state, setState] = useState<FinishState | null>(null)
  const started = useRef(false)
  const endRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (started.current) return
    started.current = true
    void pollFinish(basketId, { getFinish: (id) => getFinish(id), wait }).then((outcome) => {
      if (outcome.kind === 'success') {
        const storage = browserBasketStorage()
        removeStoredBasket(storage)
        removeCheckoutAnswers(storage, basketId)
        // The server's page then shows the whole booking (what was bought, where, the amount).
        router.refresh()
      }
      setState(outcome)
    })
  }, [basketId, router])

  useEffect(() => {
    if (state) endRef.current?.focus()
  }, [state])

  if (state === null) {
    return (
      <>
        <div className="app-js-only">{hydrated ? <OutcomeStatus heading={CHECKING_BOOKING_TEXT} text="Please wait while we check your booking." /> : <h1 className="govuk-heading-xl">{CHECKING_BOOKING_TEXT}</h1>}</div>
        <div className="app-no-js-only">{fallback}</div>
      </>
    )
  }
  return (
    <div ref={endRef} tabIndex={-1} className="app-outcome-end">
      {state.kind === 'success' ? (
        <BookingSuccessful
          bookingReference={state.answer.bookingReference}
          backToEventsHref={backToEventsHref}
          calendar={<AddToCalendarFromApi basketId={basketId} engagements={state.answer.engagements} />}
        />
      ) : state.kind === 'cancelled' ? (
        <BookingCancelled backToEventsHref={backToEventsHref} />
      ) : (
        <AttentionView text={finishAttentionText(webTeamEmail)} />
      )}
    </div>
  )
}
