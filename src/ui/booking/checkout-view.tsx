'use client'

import { useRouter } from 'next/navigation'
import { type FormEvent, type ReactNode, useCallback, useEffect, useState } from 'react'

import type { Basket } from '@/contracts/basket'
import { paths } from '@/domain/paths'

import { removeCheckoutAnswers } from '../checkout/checkout-answers-storage'
import { CheckoutForm } from '../checkout/checkout-form'
import type { CheckoutFormState } from '../checkout/checkout-form-state'
import { HOLD_EXTENSION_FAILED_TEXT, holdExtendedText } from '../checkout/checkout-messages'
import { HoldExtension } from '../checkout/hold-extension'
import { RichText } from '../event/rich-text'
import { useHydrated } from '../shell/use-hydrated'

import { deleteBasketEvent, postBasketHoldExtension } from '../api-client/basket-api'
import { browserBasketStorage, removeStoredBasket, saveStoredBasket } from './basket-storage'
import { readStoredBasket } from './stored-basket'
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
  /** The server action behind 'Place order' and 'Bypass', with and without JavaScript. */
  placeOrderAction: (state: CheckoutFormState, formData: FormData) => Promise<CheckoutFormState>
  /** The server action behind 'Extend by 10 minutes' without JavaScript. */
  extendAction: () => Promise<void>
  /** Extensions of the hold still allowed (0 to 2), read on the server. */
  holdExtensionsLeft: number
  /** A signed-in staff member, read on the server: the Bypass button shows. */
  isStaff: boolean
  /** The page's heading (the event's caption and 'Checkout'); the form's error summary goes above it. */
  heading?: ReactNode
}

/** Where the person goes when the basket ends: the event's completion address, else the event, else home. */
function returnAddress(basket: Pick<Basket, 'completeURI' | 'eventUri'>): string {
  return basket.completeURI.trim() || basket.eventUri.trim() || paths.home()
}

function keepStoredBasket(basket: Basket): void {
  try {
    saveStoredBasket(browserBasketStorage(), basket)
  } catch (error) {
    // Logged, not shown: this checkout works from the cookie without the copy.
    console.error(error instanceof Error ? error.message : error)
  }
}

/**
 * The checkout page (spec 000 sections 2 and 4): the 30-minute countdown with time to finish
 * (decision 0022), the checkout guidance, the basket summary, the checkout form and 'Remove from
 * basket'. With JavaScript it also keeps the local copy (basketDetails) in step with the server's
 * basket, and on expiry clears the basket, shows the spec's alert and goes to the completion address.
 */
export function CheckoutView({ basket, renderedAt, removeAction, placeOrderAction, extendAction, holdExtensionsLeft, isStaff, heading }: CheckoutViewProps) {
  const router = useRouter()
  const hydrated = useHydrated()
  const [removing, setRemoving] = useState(false)
  const [basketTime, setBasketTime] = useState(basket.basketTime)
  const [extensionsLeft, setExtensionsLeft] = useState(holdExtensionsLeft)
  const [extensionNotice, setExtensionNotice] = useState('')

  // The basket cookie's basket is the one on hold; a browser that has no local copy of it (booked
  // with JavaScript off, or in another tab), or an older one (extended without JavaScript), gets
  // the server's, so the route-load clean-up finds it with its current basketTime.
  // Another basket's expired or unreadable copy is left to BasketLifecycle, which cleans it.
  useEffect(() => {
    const stored = readStoredBasket(browserBasketStorage(), new Date())
    const same = (stored.kind === 'valid' || stored.kind === 'expired') && stored.basket.id === basket.id
    if (stored.kind === 'missing' || (stored.kind === 'valid' && !same) || (same && stored.basket.basketTime !== basket.basketTime)) {
      keepStoredBasket(basket)
    }
  }, [basket])

  const clearLocal = useCallback(() => {
    const storage = browserBasketStorage()
    removeStoredBasket(storage)
    removeCheckoutAnswers(storage, basket.id)
  }, [basket.id])

  const expire = useCallback(() => {
    void (async () => {
      await deleteBasketEvent(basket.id, basket.eventId, '')
      clearLocal()
      window.alert(SESSION_EXPIRED_TEXT)
      window.location.assign(returnAddress(basket))
    })()
  }, [basket, clearLocal])

  async function remove(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (removing) return
    setRemoving(true)
    await deleteBasketEvent(basket.id, basket.eventId, '')
    clearLocal()
    router.push(paths.event(basket.eventUri.trim() || paths.home()))
  }

  async function extend(): Promise<boolean> {
    const result = await postBasketHoldExtension(basket.id, HOLD_EXTENSION_FAILED_TEXT)
    if (!result.ok) {
      setExtensionNotice(result.message)
      return false
    }
    // The server moved basketTime on by 10 minutes; the stored copy follows, so the clean-up rule
    // ('30 minutes or more old', spec 001 section 4) never removes an extended basket early.
    keepStoredBasket(result.basket)
    setBasketTime(result.basket.basketTime)
    const left = Math.max(0, extensionsLeft - 1)
    setExtensionsLeft(left)
    setExtensionNotice(holdExtendedText(left))
    return true
  }

  return (
    <CheckoutForm
      basket={basket}
      placeOrderAction={placeOrderAction}
      isStaff={isStaff}
      before={
        // Everything above the form: the form's error summary comes first, above all of it (GOV.UK).
        <>
          {heading}
          <CheckoutCountdown basketTime={basketTime} renderedAt={renderedAt} onExpire={expire} />
          <HoldExtension
            basketTime={basketTime}
            extensionsLeft={extensionsLeft}
            renderedAt={renderedAt}
            extendAction={extendAction}
            onExtend={extend}
            notice={extensionNotice}
          />
          {basket.checkoutGuidance.trim() !== '' ? <RichText html={basket.checkoutGuidance} className="app-checkout-guidance" /> : null}
          <OrderSummary lines={basketSummaryLines(basket)} headingId="basket-summary-heading" />
        </>
      }
      removeControl={
        <form action={removeAction} onSubmit={hydrated ? remove : undefined} className="app-remove-from-basket">
          <button type="submit" className="app-link-button govuk-link govuk-body" disabled={removing}>
            {REMOVE_FROM_BASKET_TEXT}
          </button>
        </form>
      }
    />
  )
}
