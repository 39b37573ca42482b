import { type Basket, basketSchema } from '@/contracts/basket'
import { isHoldExpired } from '@/domain/basket-hold'

import { BASKET_STORAGE_KEY, type BasketStorage } from './basket-storage'

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
