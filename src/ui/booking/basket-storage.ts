import { type Basket, basketSchema } from '@/contracts/basket'
import { isHoldExpired } from '@/domain/basket-hold'

import { basketSaveErrorText } from './booking-messages'

import { BASKET_STORAGE_KEY } from './basket-storage-key'

export { BASKET_STORAGE_KEY }

/** What the browser's storage offers; window.localStorage in the page, a Map-backed stand-in in tests. */
export type BasketStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/**
 * The locally stored basket on a route load (spec 001 section 4):
 * - missing: nothing stored;
 * - unreadable: something stored that is not a basket; the ids, when they can still be read, let
 *   the caller delete the event line on the server before removing the copy;
 * - expired: a basket 30 minutes or more old (isHoldExpired);
 * - valid: a basket still on hold.
 */
export type StoredBasket =
  | { kind: 'missing' }
  | { kind: 'unreadable'; basketId?: string; eventId?: string }
  | { kind: 'expired'; basket: Basket }
  | { kind: 'valid'; basket: Basket }

function idText(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim() !== '') return value
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return undefined
}

/** Reads and checks the stored basket; never throws (a storage that refuses access reads as missing). */
export function readStoredBasket(storage: BasketStorage | undefined, now: Date): StoredBasket {
  let text: string | null
  try {
    text = storage ? storage.getItem(BASKET_STORAGE_KEY) : null
  } catch {
    return { kind: 'missing' }
  }
  if (text === null) return { kind: 'missing' }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return { kind: 'unreadable' }
  }
  const parsed = basketSchema.safeParse(json)
  if (!parsed.success) {
    const loose = typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : {}
    return { kind: 'unreadable', basketId: idText(loose.id), eventId: idText(loose.eventId) }
  }
  const basket = parsed.data
  return isHoldExpired(basket.basketTime, now) ? { kind: 'expired', basket } : { kind: 'valid', basket }
}

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
