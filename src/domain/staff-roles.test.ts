import { describe, expect, it } from 'vitest'

import { canManageUsers, canWriteContent, hasAnyRole, isSignedIn, isStaffMember, STAFF_ROLE_LABELS, STAFF_ROLES } from './staff-roles'

describe('staff roles', () => {
  it('names every role for the user form', () => {
    expect(Object.keys(STAFF_ROLE_LABELS).sort()).toEqual([...STAFF_ROLES].sort())
  })

  it('counts anyone signed in as signed in, roles or not, and nobody otherwise', () => {
    expect(isSignedIn({ id: 9, roles: [] })).toBe(true)
    expect(isSignedIn(null)).toBe(false)
    expect(isSignedIn(undefined)).toBe(false)
  })

  it('lets each role do what it is for and no more', () => {
    const editor = { id: 2, roles: ['editor'] }
    expect(isStaffMember(editor)).toBe(true)
    expect(canWriteContent(editor)).toBe(true)
    expect(canManageUsers(editor)).toBe(false)
    expect(hasAnyRole({ id: 3, roles: ['staff'] }, ['admin', 'editor'])).toBe(false)
    expect(hasAnyRole({ id: 4, roles: null }, ['staff'])).toBe(false)
  })
})
