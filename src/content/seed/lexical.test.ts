import { describe, expect, it } from 'vitest'

import { plainText, richText } from './lexical'

describe('richText', () => {
  it('makes one paragraph of text per string under a root', () => {
    const state = richText('First paragraph.', 'Second paragraph.')
    expect(state.root.type).toBe('root')
    expect(state.root.children).toHaveLength(2)
    expect(state.root.children[0]?.children[0]).toMatchObject({ type: 'text', text: 'First paragraph.', format: 0 })
    expect(plainText(state)).toBe('First paragraph.\n\nSecond paragraph.')
  })

  it('turns **words** into bold text nodes', () => {
    const [paragraph] = richText('**Parking:** free at the rear.').root.children
    expect(paragraph?.children).toEqual([
      expect.objectContaining({ text: 'Parking:', format: 1 }),
      expect.objectContaining({ text: ' free at the rear.', format: 0 }),
    ])
  })
})
