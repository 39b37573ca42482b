import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { canManageUsers, canWriteContent, hasAnyRole, isStaffMember } from '../domain/staff-roles'

import {
  PUBLISHED_ONLY,
  contentWriters,
  ownAccountUnlessAdmin,
  publishedOrStaff,
  publishedUnlessStaff,
  selfOrUserAdmins,
} from './access'

const admin = { id: 1, roles: ['admin'] }
const editor = { id: 2, roles: ['editor'] }
const staff = { id: 3, roles: ['staff'] }
const roleless = { id: 4, roles: [] }

const argsFor = (user: unknown) => ({ req: { user } as unknown as PayloadRequest })

describe('content access predicates', () => {
  it('an anonymous visitor reads published documents only', () => {
    expect(publishedUnlessStaff(null)).toEqual({ _status: { equals: 'published' } })
    expect(publishedUnlessStaff(undefined)).toBe(PUBLISHED_ONLY)
  })

  it('every staff role sees drafts as well', () => {
    for (const user of [admin, editor, staff]) expect(publishedUnlessStaff(user)).toBe(true)
  })

  it('a signed-in account without a staff role is treated like the public', () => {
    expect(publishedUnlessStaff(roleless)).toBe(PUBLISHED_ONLY)
    expect(isStaffMember(roleless)).toBe(false)
  })

  it('admins and editors write content; staff and the public do not', () => {
    expect(canWriteContent(admin)).toBe(true)
    expect(canWriteContent(editor)).toBe(true)
    expect(canWriteContent(staff)).toBe(false)
    expect(canWriteContent(null)).toBe(false)
  })

  it('only admins manage user accounts', () => {
    expect(canManageUsers(admin)).toBe(true)
    expect(canManageUsers(editor)).toBe(false)
    expect(canManageUsers(staff)).toBe(false)
  })

  it('a non-admin reaches only their own account and the public none', () => {
    expect(ownAccountUnlessAdmin(admin)).toBe(true)
    expect(ownAccountUnlessAdmin(staff)).toEqual({ id: { equals: 3 } })
    expect(ownAccountUnlessAdmin(null)).toBe(false)
  })

  it('roles are matched exactly, not by prefix or case', () => {
    expect(hasAnyRole({ roles: ['Admin'] }, ['admin'])).toBe(false)
    expect(hasAnyRole({ roles: ['administrator'] }, ['admin'])).toBe(false)
    expect(hasAnyRole({ roles: null }, ['admin'])).toBe(false)
  })
})

describe('Payload access wrappers', () => {
  it('read the user from the request', () => {
    expect(publishedOrStaff(argsFor(null))).toEqual(PUBLISHED_ONLY)
    expect(publishedOrStaff(argsFor(editor))).toBe(true)
    expect(contentWriters(argsFor(staff))).toBe(false)
    expect(contentWriters(argsFor(editor))).toBe(true)
    expect(selfOrUserAdmins(argsFor(editor))).toEqual({ id: { equals: 2 } })
  })
})
