'use client'

import { useEffect, useRef, useState } from 'react'

import { COUNTDOWN_TICK_MS, holdCountdownText, isHoldExpired } from '@/domain/basket-hold'

export interface CheckoutCountdownProps {
  /** The basket's basketTime, unix seconds (spec 001 section 3). */
  basketTime: number
  /** When the server rendered the page (epoch ms): the first render shows the time left then. */
  renderedAt: number
  /** Runs once when the hold ends. */
  onExpire: () => void
}

/**
 * The checkout countdown (spec 000 section 4): 30 minutes from basketTime, 'mm:ss', ticking every
 * second. Without JavaScript it shows the time left when the page was made. The timer's text is
 * not a live region: a screen reader would otherwise read it every second.
 */
export function CheckoutCountdown({ basketTime, renderedAt, onExpire }: CheckoutCountdownProps) {
  const [now, setNow] = useState(renderedAt)
  const expiredOnce = useRef(false)
  const expired = isHoldExpired(basketTime, new Date(now))

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), COUNTDOWN_TICK_MS)
    return () => window.clearInterval(timer)
  }, [])

  useEffect(() => {
    if (!expired || expiredOnce.current) return
    expiredOnce.current = true
    onExpire()
  }, [expired, onExpire])

  return (
    <div className="app-countdown govuk-inset-text">
      <p className="govuk-body govuk-!-margin-bottom-1">
        Your tickets are reserved for{' '}
        <strong className="app-countdown__time" role="timer">
          {holdCountdownText(basketTime, new Date(now))}
        </strong>{' '}
        <span className="govuk-visually-hidden">minutes and seconds</span>
      </p>
      <p className="govuk-body-s govuk-!-margin-bottom-0">
        Complete your booking within 30 minutes of choosing your tickets, or they will be released for others to book.
      </p>
    </div>
  )
}
