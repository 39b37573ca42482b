import { describe, expect, it } from 'vitest'

import { fieldErrorsOf } from './field-errors'
import { LOGIN_MESSAGES, loginSchema } from './login'

describe('loginSchema', () => {
  it('accepts a username and password', () => {
    expect(loginSchema.parse({ username: ' staff@example.gov.uk ', password: ' secret ' })).toEqual({
      username: 'staff@example.gov.uk',
      password: ' secret ',
    })
  })

  it('requires both fields with the spec messages', () => {
    const result = loginSchema.safeParse({ username: '   ', password: '' })
    expect(result.success).toBe(false)
    expect(fieldErrorsOf(result.error!)).toEqual({
      username: LOGIN_MESSAGES.usernameRequired,
      password: LOGIN_MESSAGES.passwordRequired,
    })
  })

  it('gives the same messages for missing fields', () => {
    const result = loginSchema.safeParse({})
    expect(result.success).toBe(false)
    expect(fieldErrorsOf(result.error!)).toEqual({
      username: LOGIN_MESSAGES.usernameRequired,
      password: LOGIN_MESSAGES.passwordRequired,
    })
  })
})

describe('fieldErrorsOf', () => {
  it('keeps the first message of a field that fails twice', () => {
    const result = loginSchema.safeParse({ username: '', password: '' })
    const issues = [...result.error!.issues, { ...result.error!.issues[0]!, message: 'second' }]
    expect(fieldErrorsOf({ ...result.error!, issues } as never).username).toBe(LOGIN_MESSAGES.usernameRequired)
  })
})
