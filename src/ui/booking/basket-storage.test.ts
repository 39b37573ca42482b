import { describe, expect, it } from 'vitest'

import { BASKET_HOLD_MS } from '@/domain/basket-hold'

import { BASKET_STORAGE_KEY, type BasketStorage, removeStoredBasket, saveStoredBasket } from './basket-storage'
import { readStoredBasket } from './stored-basket'
import { testBasket } from './test-basket'

function memoryStorage(initial: Record<string, string> = {}): BasketStorage & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial))
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
}

const refusing: BasketStorage = {
  getItem: () => {
    throw new Error('SecurityError: access denied')
  },
  setItem: () => {
    throw new Error('QuotaExceededError: the quota has been exceeded')
  },
  removeItem: () => {
    throw new Error('SecurityError: access denied')
  },
}

const basket = testBasket()
const madeAt = new Date(basket.basketTime * 1000)

describe('the stored basket (basketDetails)', () => {
  it('is saved under basketDetails as the server returned it', () => {
    const storage = memoryStorage()
    saveStoredBasket(storage, basket)
    const stored = JSON.parse(storage.items.get(BASKET_STORAGE_KEY) ?? 'null')
    expect(stored).toEqual(basket)
    // Every field spec 001 section 3 lists for the stored basket is there.
    for (const field of ['id', 'eventId', 'basketTime', 'numberOfTicketsInBasket', 'concessions', 'eventContentTypeId', 'serviceTerms', 'eventUri', 'gl', 'costCode', 'basketLines', 'errorCode']) {
      expect(stored).toHaveProperty(field)
    }
  })

  it('reads back as valid while the hold lasts', () => {
    const storage = memoryStorage()
    saveStoredBasket(storage, basket)
    const read = readStoredBasket(storage, new Date(madeAt.getTime() + BASKET_HOLD_MS - 1))
    expect(read).toEqual({ kind: 'valid', basket })
  })

  it('is expired at exactly 30 minutes old', () => {
    const storage = memoryStorage()
    saveStoredBasket(storage, basket)
    expect(readStoredBasket(storage, new Date(madeAt.getTime() + BASKET_HOLD_MS)).kind).toBe('expired')
  })

  it('is missing when nothing is stored, or the storage refuses access', () => {
    expect(readStoredBasket(memoryStorage(), madeAt)).toEqual({ kind: 'missing' })
    expect(readStoredBasket(undefined, madeAt)).toEqual({ kind: 'missing' })
    expect(readStoredBasket(refusing, madeAt)).toEqual({ kind: 'missing' })
  })

  it('is unreadable when it is not JSON', () => {
    expect(readStoredBasket(memoryStorage({ [BASKET_STORAGE_KEY]: '{not json' }), madeAt)).toEqual({ kind: 'unreadable' })
  })

  it('is unreadable when it is not a basket, keeping the ids that can still be read for the server clean-up', () => {
    const partial = JSON.stringify({ id: 'B9', eventId: 12, basketTime: 'yesterday' })
    expect(readStoredBasket(memoryStorage({ [BASKET_STORAGE_KEY]: partial }), madeAt)).toEqual({ kind: 'unreadable', basketId: 'B9', eventId: '12' })
    expect(readStoredBasket(memoryStorage({ [BASKET_STORAGE_KEY]: '42' }), madeAt)).toEqual({
      kind: 'unreadable',
      basketId: undefined,
      eventId: undefined,
    })
    expect(readStoredBasket(memoryStorage({ [BASKET_STORAGE_KEY]: '{"id":" ","eventId":null}' }), madeAt)).toEqual({
      kind: 'unreadable',
      basketId: undefined,
      eventId: undefined,
    })
  })

  it('a failed save throws the spec text with the cause', () => {
    expect(() => saveStoredBasket(refusing, basket)).toThrow(
      'The following error occured while attempting to SAVE basket TO localStorage: QuotaExceededError: the quota has been exceeded',
    )
    expect(() => saveStoredBasket(undefined, basket)).toThrow(
      'The following error occured while attempting to SAVE basket TO localStorage: localStorage is not available',
    )
  })

  it('is removed, and removing from a refusing storage does not throw', () => {
    const storage = memoryStorage()
    saveStoredBasket(storage, basket)
    removeStoredBasket(storage)
    expect(storage.items.has(BASKET_STORAGE_KEY)).toBe(false)
    expect(() => removeStoredBasket(refusing)).not.toThrow()
    expect(() => removeStoredBasket(undefined)).not.toThrow()
  })
})
