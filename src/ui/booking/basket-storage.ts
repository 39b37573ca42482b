import type { Basket } from '@/contracts/basket'

import { basketSaveErrorText } from './booking-messages'

import { BASKET_STORAGE_KEY } from './basket-storage-key'

export { BASKET_STORAGE_KEY }

/**
 * The stored basket, written and removed. Reading and checking it (readStoredBasket) is in
 * stored-basket.ts: it needs the Basket schema, and Zod with it, which the event page's booking form
 * does not (issue 27 point 3).
 */

/** What the browser's storage offers; window.localStorage in the page, a Map-backed stand-in in tests. */
export type BasketStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/**
 * Saves a basket under basketDetails (spec 001 section 4: "the new basket is saved locally"). The
 * basket is kept as the server returned it: it carries every field spec 001 section 3 lists, and
 * the checkout page reads the rest (guidance, questions, completeURI) from it. Its concessions are
 * the selected ones only, as spec 001 section 3 says of the stored basket (the engine sends no others).
 * Throws an Error with the spec's text (spec 001 section 8) when the storage refuses it.
 */
export function saveStoredBasket(storage: BasketStorage | undefined, basket: Basket): void {
  try {
    if (!storage) throw new Error('localStorage is not available')
    storage.setItem(BASKET_STORAGE_KEY, JSON.stringify(basket))
  } catch (error) {
    throw new Error(basketSaveErrorText(error instanceof Error ? error.message : String(error)))
  }
}

/** Removes the stored basket; a storage that refuses access has nothing to remove. */
export function removeStoredBasket(storage: BasketStorage | undefined): void {
  try {
    storage?.removeItem(BASKET_STORAGE_KEY)
  } catch {
    // Nothing can be stored where nothing can be read.
  }
}

/** window.localStorage, or undefined where it is absent or refused (some private modes throw on access). */
export function browserBasketStorage(): BasketStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    return undefined
  }
}
