'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

import { BASKET_STORAGE_KEY } from './basket-storage-key'

/** Cleans a stored basket that is unreadable or 30 minutes old; loaded only when one is stored. */
async function cleanStoredBasket(): Promise<void> {
  const [{ deleteBasketEvent }, { browserBasketStorage, removeStoredBasket }, { readStoredBasket }, { removeCheckoutAnswers }] = await Promise.all([
    import('../api-client/basket-api'),
    import('./basket-storage'),
    import('./stored-basket'),
    import('../checkout/checkout-answers-storage'),
  ])
  const storage = browserBasketStorage()
  const stored = readStoredBasket(storage, new Date())
  if (stored.kind === 'missing' || stored.kind === 'valid') return
  const basketId = stored.kind === 'expired' ? stored.basket.id : stored.basketId
  const eventId = stored.kind === 'expired' ? stored.basket.eventId : stored.eventId
  // One attempt (spec 001 section 9); the local copy goes whatever the server answers, as an
  // expired hold has freed its tickets anyway.
  if (basketId && eventId) await deleteBasketEvent(basketId, eventId, '')
  removeStoredBasket(storage)
  // The basket's checkout answers go with it (spec 000 section 4 keeps them per basket).
  if (basketId) removeCheckoutAnswers(storage, basketId)
}

function hasStoredBasket(): boolean {
  try {
    return window.localStorage.getItem(BASKET_STORAGE_KEY) !== null
  } catch {
    return false
  }
}

/**
 * Spec 001 section 4: "On every route load in the browser the locally saved basket is restored. If
 * it is missing, unreadable, or 30 minutes or more old, it is cleaned: the event line is deleted
 * from the basket on the server, then the local copy is removed." Rendered once in the site layout;
 * it runs again whenever the path changes, since the layout stays mounted across client navigation.
 * A missing basket has no id to clean on the server (the httpOnly cookie's basket expires there by
 * itself), and an unreadable one is cleaned on the server only when its ids can still be read.
 * The code that reads and checks a basket (with its schema) is fetched only when one is stored, so
 * pages without a basket do not download it.
 */
export function BasketLifecycle() {
  const pathname = usePathname()
  useEffect(() => {
    if (hasStoredBasket()) void cleanStoredBasket()
  }, [pathname])
  return null
}
