import type { CheckoutFormValues } from './checkout-form-data'

/**
 * The checkout answers kept in the browser per basket (spec 000 section 4: "locally stored checkout
 * answers keyed by basket"): restored when /checkout is loaded again, and read by the payment
 * return when it rebuilds the customer details. Only one basket's answers are kept: saving a
 * basket's answers removes any other basket's. Removed with the basket (Remove from basket, expiry,
 * the route-load clean-up); a successful payment leaves them for the return page, which reads them.
 */
export const CHECKOUT_ANSWERS_KEY_PREFIX = 'checkoutAnswers:'

/** What the answers need of localStorage; `length` and `key` let other baskets' answers be found. */
export type AnswersStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> & Partial<Pick<Storage, 'length' | 'key'>>

export function checkoutAnswersKey(basketId: string): string {
  return `${CHECKOUT_ANSWERS_KEY_PREFIX}${basketId}`
}

function isFormValues(value: unknown): value is CheckoutFormValues {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  return Object.values(value).every((entry) => typeof entry === 'string' || (Array.isArray(entry) && entry.every((item) => typeof item === 'string')))
}

/** The answers stored for this basket; {} when none, unreadable, or the storage refuses access. */
export function readCheckoutAnswers(storage: AnswersStorage | undefined, basketId: string): CheckoutFormValues {
  try {
    const text = storage?.getItem(checkoutAnswersKey(basketId)) ?? null
    if (text === null) return {}
    const json: unknown = JSON.parse(text)
    return isFormValues(json) ? json : {}
  } catch {
    return {}
  }
}

function otherBasketKeys(storage: AnswersStorage, basketId: string): string[] {
  if (typeof storage.length !== 'number' || typeof storage.key !== 'function') return []
  const keys: string[] = []
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index)
    if (key !== null && key.startsWith(CHECKOUT_ANSWERS_KEY_PREFIX) && key !== checkoutAnswersKey(basketId)) keys.push(key)
  }
  return keys
}

/** Saves this basket's answers and drops any other basket's. A full or refused storage only loses the copy. */
export function saveCheckoutAnswers(storage: AnswersStorage | undefined, basketId: string, values: CheckoutFormValues): void {
  if (!storage) return
  try {
    for (const key of otherBasketKeys(storage, basketId)) storage.removeItem(key)
    storage.setItem(checkoutAnswersKey(basketId), JSON.stringify(values))
  } catch {
    // The answers are a convenience: the form still posts what is on the page.
  }
}

export function removeCheckoutAnswers(storage: AnswersStorage | undefined, basketId: string): void {
  try {
    storage?.removeItem(checkoutAnswersKey(basketId))
  } catch {
    // Nothing can be stored where nothing can be read.
  }
}
