import { describe, expect, it } from 'vitest'

import { checkoutAnswersKey, readCheckoutAnswers, removeCheckoutAnswers, saveCheckoutAnswers, type AnswersStorage } from './checkout-answers-storage'

/** A Map-backed localStorage, enumerable like the real one. */
function memoryStorage(): AnswersStorage & { map: Map<string, string> } {
  const map = new Map<string, string>()
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    get length() {
      return map.size
    },
    key: (index) => [...map.keys()][index] ?? null,
  }
}

describe('checkout answers in the browser', () => {
  it('keeps a basket\'s answers under a key naming the basket and reads them back', () => {
    const storage = memoryStorage()
    saveCheckoutAnswers(storage, 'b-1', { firstName: 'Ada', 'bookingQuestion-0': ['Art'] })
    expect(storage.map.has(checkoutAnswersKey('b-1'))).toBe(true)
    expect(checkoutAnswersKey('b-1')).toBe('checkoutAnswers:b-1')
    expect(readCheckoutAnswers(storage, 'b-1')).toEqual({ firstName: 'Ada', 'bookingQuestion-0': ['Art'] })
    expect(readCheckoutAnswers(storage, 'b-2')).toEqual({})
  })

  it('drops another basket\'s answers when a new basket\'s are saved, and leaves other keys alone', () => {
    const storage = memoryStorage()
    storage.setItem('basketDetails', '{}')
    saveCheckoutAnswers(storage, 'old', { firstName: 'Ada' })
    saveCheckoutAnswers(storage, 'new', { firstName: 'Grace' })
    expect([...storage.map.keys()].sort()).toEqual(['basketDetails', 'checkoutAnswers:new'])
  })

  it('removes a basket\'s answers with the basket', () => {
    const storage = memoryStorage()
    saveCheckoutAnswers(storage, 'b-1', { firstName: 'Ada' })
    removeCheckoutAnswers(storage, 'b-1')
    expect(readCheckoutAnswers(storage, 'b-1')).toEqual({})
  })

  it('reads something unreadable or of the wrong shape as no answers', () => {
    const storage = memoryStorage()
    storage.setItem(checkoutAnswersKey('b-1'), '{"firstName": ')
    expect(readCheckoutAnswers(storage, 'b-1')).toEqual({})
    storage.setItem(checkoutAnswersKey('b-1'), '{"firstName": 42}')
    expect(readCheckoutAnswers(storage, 'b-1')).toEqual({})
    storage.setItem(checkoutAnswersKey('b-1'), '["Ada"]')
    expect(readCheckoutAnswers(storage, 'b-1')).toEqual({})
  })

  it('survives a storage that refuses access, or none at all', () => {
    const refusing: AnswersStorage = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('full')
      },
      removeItem: () => {
        throw new Error('denied')
      },
    }
    expect(readCheckoutAnswers(refusing, 'b')).toEqual({})
    expect(() => saveCheckoutAnswers(refusing, 'b', { firstName: 'Ada' })).not.toThrow()
    expect(() => removeCheckoutAnswers(refusing, 'b')).not.toThrow()
    expect(readCheckoutAnswers(undefined, 'b')).toEqual({})
    expect(() => saveCheckoutAnswers(undefined, 'b', {})).not.toThrow()
  })
})
