'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState, type ReactNode } from 'react'

import { CHECK_AGAIN_TEXT, CHECKING_OUTCOME_TEXT, CONFIRMING_PAYMENT_TEXT } from '@/domain/payment-outcome'

import { browserBasketStorage, removeStoredBasket } from '../booking/basket-storage'
import { AddToCalendarFromApi } from '../calendar/add-to-calendar-from-api'
import { useHydrated } from '../shell/use-hydrated'

import { customerPayloadFrom, removeCheckoutAnswers } from './customer-payload'
import { getPostCheckoutBasket, sendCustomerDetails, wait } from '../api-client/outcome-api'
import { confirmPayment, type ConfirmationStep, type ConfirmationTexts } from './payment-confirmation-flow'
import { AttentionView, BookingSuccessful, OutcomeStatus } from './outcome-views'

export interface PaymentConfirmationProps {
  basketId: string | undefined
  transactionReference: string | undefined
  texts: ConfirmationTexts
  backToEventsHref: string
  /** What the page shows before the script runs, and without JavaScript. */
  fallback: ReactNode
  /** The page's address for a fresh look, offered beside 'Attention!'. */
  checkAgainHref: string
}

/** Ours: the heading over spec 000 section 8's two flow errors. */
export const CONFIRMATION_PROBLEM_TEXT = 'Sorry, there is a problem'

/**
 * The payment return while the server does not know the payment's outcome, with JavaScript (spec
 * 000 section 4; decision 0024): the local basket is cleared, then the customer details are sent
 * and the payment verified, each up to 5 attempts 5 seconds apart (payment-confirmation-flow.ts),
 * with the spec's progress texts. Once the server says paid, or that the payment failed, the page
 * asks the server for its view again (router.refresh), which brings the booking or the failure
 * with its words; until it lands the success shows the calendar.
 * A page whose outcome the server already knew as it rendered it does not use this at all.
 */
export function PaymentConfirmation({ basketId, transactionReference, texts, backToEventsHref, fallback, checkAgainHref }: PaymentConfirmationProps) {
  const router = useRouter()
  const hydrated = useHydrated()
  const [step, setStep] = useState<ConfirmationStep | null>(null)
  const started = useRef(false)
  const endRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (started.current) return
    started.current = true
    const storage = browserBasketStorage()
    removeStoredBasket(storage)
    const payload = customerPayloadFrom({ basketId, transactionReference }, storage)
    void confirmPayment({ basketId, payload }, { sendCustomerDetails: (id, body) => sendCustomerDetails(id, body), getPostCheckoutBasket: (id) => getPostCheckoutBasket(id), wait }, texts, setStep).then(
      (last) => {
        if (last.kind !== 'paid' && last.kind !== 'failed') return
        // The answers stay after a failure: the person may pay again with them.
        if (last.kind === 'paid' && basketId) removeCheckoutAnswers(storage, basketId)
        router.refresh()
      },
    )
  }, [basketId, transactionReference, texts, router])

  const ended = step !== null && step.kind !== 'progress'
  useEffect(() => {
    if (ended) endRef.current?.focus()
  }, [ended])

  if (!hydrated || step === null) return <>{fallback}</>
  if (step.kind === 'progress') return <OutcomeStatus heading={CONFIRMING_PAYMENT_TEXT} text={step.text} />
  if (step.kind === 'failed') return <OutcomeStatus heading={CONFIRMING_PAYMENT_TEXT} text={CHECKING_OUTCOME_TEXT} />
  return (
    <div ref={endRef} tabIndex={-1} className="app-outcome-end">
      {step.kind === 'error' ? (
        <OutcomeStatus heading={CONFIRMATION_PROBLEM_TEXT} text={step.text} />
      ) : step.kind === 'attention' ? (
        <AttentionView text={step.text}>
          <p className="govuk-body">
            <a className="govuk-link" href={checkAgainHref}>
              {CHECK_AGAIN_TEXT}
            </a>
          </p>
        </AttentionView>
      ) : (
        <BookingSuccessful
          bookingReference={null}
          backToEventsHref={backToEventsHref}
          calendar={basketId ? <AddToCalendarFromApi basketId={basketId} /> : null}
        />
      )}
    </div>
  )
}
