import { describe, expect, it } from 'vitest'

import { StaffRoleRequiredError, StaffSignInRequiredError } from '../errors'

import { bypassingStaffEmail, canBypassPayment, headersOf } from './staff-caller'

describe('who may bypass payment', () => {
  it('lets admins and staff, not editors nor the public', () => {
    expect(canBypassPayment({ roles: ['admin'] })).toBe(true)
    expect(canBypassPayment({ roles: ['staff'] })).toBe(true)
    expect(canBypassPayment({ roles: ['editor'] })).toBe(false)
    expect(canBypassPayment(null)).toBe(false)
  })

  it('answers 401 without a session and 403 for an editor', async () => {
    const request = { headers: { cookie: 'payload-token=x', 'x-many': ['a', 'b'] } }
    await expect(bypassingStaffEmail(async () => null, request)).rejects.toBeInstanceOf(StaffSignInRequiredError)
    await expect(bypassingStaffEmail(async () => ({ email: 'e@x.org', roles: ['editor'] }), request)).rejects.toBeInstanceOf(StaffRoleRequiredError)
    await expect(bypassingStaffEmail(async () => ({ email: 's@x.org', roles: ['staff'] }), request)).resolves.toBe('s@x.org')
    expect(headersOf(request).get('x-many')).toBe('a, b')
  })
})
