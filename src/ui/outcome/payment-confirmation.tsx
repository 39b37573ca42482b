'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState, type ReactNode } from 'react'

import { CONFIRMING_PAYMENT_TEXT } from '@/domain/payment-outcome'

import { browserBasketStorage, removeStoredBasket } from '../booking/basket-storage'
import { AddToCalendarFromApi } from '../calendar/add-to-calendar-from-api'
import { useHydrated } from '../shell/use-hydrated'

import { customerPayloadFrom, removeCheckoutAnswers } from './customer-payload'
import { getPostCheckoutBasket, sendCustomerDetails, wait } from './outcome-api'
import { confirmPayment, type ConfirmationStep, type ConfirmationTexts } from './payment-confirmation-flow'
import { AttentionView, BookingSuccessful, OutcomeStatus } from './outcome-views'

export interface PaymentConfirmationProps {
  basketId: string | undefined
  transactionReference: string | undefined
  texts: ConfirmationTexts
  backToEventsHref: string
  /** The server's success view when it already knows the booking is paid; otherwise null. */
  confirmedView: ReactNode | null
  /** What the page shows before the script runs, and without JavaScript. */
  fallback: ReactNode
}

/** Ours: the heading over spec 000 section 8's two flow errors. */
export const CONFIRMATION_PROBLEM_TEXT = 'Sorry, there is a problem'

/**
 * The payment return after a successful payment, with JavaScript (spec 000 section 4): the local
 * basket is cleared, then the customer details are sent and the payment verified, each up to 5
 * attempts 5 seconds apart (payment-confirmation-flow.ts), with the spec's progress texts. Once
 * the server says paid, the page asks the server for its view again (router.refresh), which brings
 * the tickets; until it lands the success shows the references and the calendar.
 *
 * When the server already knew the booking was paid as it rendered the page, the details it would
 * send were stored with the order when checkout started, so nothing is sent: the local copies go.
 */
export function PaymentConfirmation({ basketId, transactionReference, texts, backToEventsHref, confirmedView, fallback }: PaymentConfirmationProps) {
  const router = useRouter()
  const hydrated = useHydrated()
  const [step, setStep] = useState<ConfirmationStep | null>(null)
  const started = useRef(false)
  const endRef = useRef<HTMLDivElement>(null)
  const alreadyConfirmed = confirmedView !== null

  useEffect(() => {
    if (started.current) return
    started.current = true
    const storage = browserBasketStorage()
    removeStoredBasket(storage)
    if (alreadyConfirmed) {
      if (basketId) removeCheckoutAnswers(storage, basketId)
      return
    }
    const payload = customerPayloadFrom({ basketId, transactionReference }, storage)
    void confirmPayment({ basketId, payload }, { sendCustomerDetails: (id, body) => sendCustomerDetails(id, body), getPostCheckoutBasket: (id) => getPostCheckoutBasket(id), wait }, texts, setStep).then(
      (last) => {
        if (last.kind !== 'paid') return
        if (basketId) removeCheckoutAnswers(storage, basketId)
        router.refresh()
      },
    )
  }, [alreadyConfirmed, basketId, transactionReference, texts, router])

  const ended = step !== null && step.kind !== 'progress'
  useEffect(() => {
    if (ended) endRef.current?.focus()
  }, [ended])

  if (confirmedView !== null) return <>{confirmedView}</>
  if (!hydrated || step === null) return <>{fallback}</>
  if (step.kind === 'progress') return <OutcomeStatus heading={CONFIRMING_PAYMENT_TEXT} text={step.text} />
  return (
    <div ref={endRef} tabIndex={-1} className="app-outcome-end">
      {step.kind === 'error' ? (
        <OutcomeStatus heading={CONFIRMATION_PROBLEM_TEXT} text={step.text} />
      ) : step.kind === 'attention' ? (
        <AttentionView text={step.text} />
      ) : (
        <BookingSuccessful
          bookingReference={null}
          transactionReference={step.transactionReference}
          backToEventsHref={backToEventsHref}
          calendar={basketId ? <AddToCalendarFromApi basketId={basketId} /> : null}
        />
      )}
    </div>
  )
}
