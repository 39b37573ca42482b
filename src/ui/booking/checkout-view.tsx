'use client'

import { useRouter } from 'next/navigation'
import { type FormEvent, useCallback, useEffect, useState } from 'react'

import type { Basket } from '@/booking/api/schemas'
import { paths } from '@/domain/paths'

import { useHydrated } from '../shell/use-hydrated'

import { deleteBasketEvent } from './basket-api'
import { browserBasketStorage, readStoredBasket, removeStoredBasket, saveStoredBasket } from './basket-storage'
import { basketSummaryLines } from './basket-summary-lines'
import { REMOVE_FROM_BASKET_TEXT, SESSION_EXPIRED_TEXT } from './booking-messages'
import { CheckoutCountdown } from './checkout-countdown'
import { OrderSummary } from './order-summary'

export interface CheckoutViewProps {
  basket: Basket
  /** When the page was rendered (epoch ms), for the countdown's first text. */
  renderedAt: number
  /** The server action behind 'Remove from basket' without JavaScript (it reads the basket cookie). */
  removeAction: () => Promise<void>
}

/** Where the person goes when the basket ends: the event's completion address, else the event, else home. */
function returnAddress(basket: Pick<Basket, 'completeURI' | 'eventUri'>): string {
  return basket.completeURI.trim() || basket.eventUri.trim() || paths.home()
}

/**
 * The checkout page's basket part for now (issue 5; the booking details form comes next): the
 * 30-minute countdown, the basket summary and 'Remove from basket' (spec 000 sections 2 and 4).
 * With JavaScript it also keeps the local copy (basketDetails) in step with the server's basket,
 * and on expiry clears the basket, shows the spec's alert and goes to the completion address.
 */
export function CheckoutView({ basket, renderedAt, removeAction }: CheckoutViewProps) {
  const router = useRouter()
  const hydrated = useHydrated()
  const [removing, setRemoving] = useState(false)

  // The basket cookie's basket is the one on hold; a browser that has no local copy of it (booked
  // with JavaScript off, or in another tab) gets one, so the route-load clean-up can find it.
  // An expired or unreadable copy is left to BasketLifecycle, which cleans it.
  useEffect(() => {
    const storage = browserBasketStorage()
    const stored = readStoredBasket(storage, new Date())
    if (stored.kind === 'missing' || (stored.kind === 'valid' && stored.basket.id !== basket.id)) {
      try {
        saveStoredBasket(storage, basket)
      } catch (error) {
        // Logged, not shown: this checkout works from the cookie without the copy.
        console.error(error instanceof Error ? error.message : error)
      }
    }
  }, [basket])

  const expire = useCallback(() => {
    void (async () => {
      await deleteBasketEvent(basket.id, basket.eventId, '')
      removeStoredBasket(browserBasketStorage())
      window.alert(SESSION_EXPIRED_TEXT)
      window.location.assign(returnAddress(basket))
    })()
  }, [basket])

  async function remove(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (removing) return
    setRemoving(true)
    await deleteBasketEvent(basket.id, basket.eventId, '')
    removeStoredBasket(browserBasketStorage())
    router.push(paths.event(basket.eventUri.trim() || paths.home()))
  }

  return (
    <>
      <CheckoutCountdown basketTime={basket.basketTime} renderedAt={renderedAt} onExpire={expire} />
      <OrderSummary lines={basketSummaryLines(basket)} headingId="basket-summary-heading" />
      <form action={removeAction} onSubmit={hydrated ? remove : undefined} className="app-remove-from-basket">
        <button type="submit" className="app-link-button govuk-link govuk-body" disabled={removing}>
          {REMOVE_FROM_BASKET_TEXT}
        </button>
      </form>
    </>
  )
}
