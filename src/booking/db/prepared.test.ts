import { describe, expect, it } from 'vitest'

import { prepared } from './prepared'

describe('prepared statements', () => {
  it('names a statement for node-postgres', () => {
    expect(prepared('prepared-test-one', 'SELECT 1')).toEqual({ name: 'prepared-test-one', text: 'SELECT 1' })
  })

  it('takes the same name and text again, and refuses a second text for a name', () => {
    prepared('prepared-test-two', 'SELECT 2')
    expect(prepared('prepared-test-two', 'SELECT 2').text).toBe('SELECT 2')
    expect(() => prepared('prepared-test-two', 'SELECT 3')).toThrow('The prepared statement prepared-test-two has two texts')
  })
})
