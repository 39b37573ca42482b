import { describe, expect, it } from 'vitest'

import { isServerError, SERVER_ERROR_PREFIX, serverErrorCode, serverErrorMessage } from './server-errors'

describe('serverErrorMessage', () => {
  it('removes the ERROR: prefix and the space after it', () => {
    expect(serverErrorMessage('ERROR: Basket is no longer valid, please checkout again')).toBe(
      'Basket is no longer valid, please checkout again',
    )
  })

  it('reads a message with no space, or extra spaces, after the prefix', () => {
    expect(serverErrorMessage('ERROR:Sold out')).toBe('Sold out')
    expect(serverErrorMessage('ERROR:   Sold out  ')).toBe('Sold out')
  })

  it('keeps a later ERROR: inside the message', () => {
    expect(serverErrorMessage('ERROR: upstream said ERROR: timeout')).toBe('upstream said ERROR: timeout')
  })

  it('gives an empty message for a bare ERROR:, which is still an error', () => {
    expect(serverErrorMessage('ERROR:')).toBe('')
    expect(serverErrorMessage('ERROR:   ')).toBe('')
    expect(isServerError('ERROR:')).toBe(true)
  })

  it('ignores empty, missing and non-string values', () => {
    for (const value of ['', null, undefined, 0, 42, true, {}, ['ERROR: x'], { message: 'ERROR: x' }]) {
      expect(serverErrorMessage(value)).toBeUndefined()
      expect(isServerError(value)).toBe(false)
    }
  })

  it('ignores other text, including a prefix in another case or after a space', () => {
    expect(serverErrorMessage('OK')).toBeUndefined()
    expect(serverErrorMessage('0')).toBeUndefined()
    expect(serverErrorMessage('error: lower case')).toBeUndefined()
    expect(serverErrorMessage(' ERROR: leading space')).toBeUndefined()
    expect(serverErrorMessage('ERROR without colon')).toBeUndefined()
  })
})

describe('serverErrorCode', () => {
  it('writes the message after ERROR: and a space', () => {
    expect(SERVER_ERROR_PREFIX).toBe('ERROR:')
    expect(serverErrorCode('Sold out')).toBe('ERROR: Sold out')
    expect(serverErrorCode('  Sold out ')).toBe('ERROR: Sold out')
  })

  it('reads back as the same message', () => {
    const message = 'Basket is no longer valid, please checkout again'
    expect(serverErrorMessage(serverErrorCode(message))).toBe(message)
    expect(serverErrorMessage(serverErrorCode(''))).toBe('')
  })
})
