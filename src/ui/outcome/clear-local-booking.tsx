'use client'

import { useEffect } from 'react'

import { browserBasketStorage, removeStoredBasket } from '../booking/basket-storage'

import { removeCheckoutAnswers } from './customer-payload'

/**
 * On a page that shows a confirmed booking: the browser's copies of the basket and of the checkout
 * answers (personal details) are no longer needed, so they go (spec 000 section 4: "the local
 * basket is cleared"). Renders nothing; without JavaScript there is nothing stored to clear.
 */
export function ClearLocalBooking({ basketId }: { basketId: string }) {
  useEffect(() => {
    const storage = browserBasketStorage()
    removeStoredBasket(storage)
    removeCheckoutAnswers(storage, basketId)
  }, [basketId])
  return null
}
