import { describe, expect, it } from 'vitest'

import { API_BODY_LIMIT_BYTES, AUTH_BODY_LIMIT_BYTES, bodyLimitOf, tooLargeMessage, UPLOAD_BODY_LIMIT_BYTES } from './body-limits'

describe('bodyLimitOf', () => {
  it('gives sign-in, password reset and the private-file download the small limit', () => {
    expect(bodyLimitOf('POST', '/api/users/login')).toBe(AUTH_BODY_LIMIT_BYTES)
    expect(bodyLimitOf('POST', '/api/users/forgot-password?locale=en')).toBe(AUTH_BODY_LIMIT_BYTES)
    expect(bodyLimitOf('POST', '/api/users/reset-password')).toBe(AUTH_BODY_LIMIT_BYTES)
    expect(bodyLimitOf('POST', '/api/private-files/12/download')).toBe(AUTH_BODY_LIMIT_BYTES)
    expect(AUTH_BODY_LIMIT_BYTES).toBe(64 * 1024)
  })

  it('lets a file be uploaded to Media or Private files, new or replaced, up to the upload limit', () => {
    expect(bodyLimitOf('POST', '/api/media')).toBe(UPLOAD_BODY_LIMIT_BYTES)
    expect(bodyLimitOf('PATCH', '/api/media/3?depth=0')).toBe(UPLOAD_BODY_LIMIT_BYTES)
    expect(bodyLimitOf('POST', '/api/private-files')).toBe(UPLOAD_BODY_LIMIT_BYTES)
    expect(UPLOAD_BODY_LIMIT_BYTES).toBe(50 * 1024 * 1024)
  })

  it('bounds every other REST call, a user document included, at the API limit', () => {
    expect(bodyLimitOf('POST', '/api/events')).toBe(API_BODY_LIMIT_BYTES)
    expect(bodyLimitOf('PATCH', '/api/users/7')).toBe(API_BODY_LIMIT_BYTES)
    expect(bodyLimitOf('GET', '/api/media')).toBe(API_BODY_LIMIT_BYTES)
    expect(bodyLimitOf('DELETE', '/api/media/3/other')).toBe(API_BODY_LIMIT_BYTES)
    expect(bodyLimitOf('POST', '/api')).toBe(API_BODY_LIMIT_BYTES)
    expect(bodyLimitOf(undefined, undefined)).toBeNull()
  })

  it('leaves pages and the booking API to their own limits', () => {
    expect(bodyLimitOf('POST', '/login')).toBeNull()
    expect(bodyLimitOf('POST', '/apis')).toBeNull()
    expect(bodyLimitOf('POST', '/eventsbookingapi/baskets')).toBeNull()
  })
})

describe('tooLargeMessage', () => {
  it('states the limit in KB or MB', () => {
    expect(tooLargeMessage(AUTH_BODY_LIMIT_BYTES)).toBe('This request is too large. At most 64 KB can be sent here.')
    expect(tooLargeMessage(API_BODY_LIMIT_BYTES)).toBe('This request is too large. At most 2 MB can be sent here.')
  })
})
