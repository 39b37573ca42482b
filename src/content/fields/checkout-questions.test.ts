import { describe, expect, it } from 'vitest'

import { CHECKOUT_QUESTION_TYPE_LABELS, CHECKOUT_QUESTION_TYPES, checkQuestionOptions } from './checkout-questions'

describe('checkout questions', () => {
  it('offer the seven types of spec 000 section 5 with their labels', () => {
    expect(CHECKOUT_QUESTION_TYPES.map((t) => CHECKOUT_QUESTION_TYPE_LABELS[t])).toEqual([
      'Short Text',
      'Long Text',
      'Single Choice',
      'Multiple Choice',
      'Dropdown',
      'Email',
      'Telephone',
    ])
  })

  it('a choice question without options is refused; a text question needs none', () => {
    expect(checkQuestionOptions('dropdown', [])).toMatch(/at least one option/)
    expect(checkQuestionOptions('singleChoice', 0)).toMatch(/at least one option/)
    expect(checkQuestionOptions('multipleChoice', [{ value: 'A' }])).toBe(true)
    expect(checkQuestionOptions('multipleChoice', 2)).toBe(true)
    expect(checkQuestionOptions('email', undefined)).toBe(true)
  })
})
