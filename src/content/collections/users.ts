import type { CollectionConfig, PayloadRequest } from 'payload'

import { adminPanelAccess, fieldForUserAdmins, selfOrUserAdmins, userAdmins } from '../access'
import { countFailedSignIns, forgiveSignedIn, throttleSignIns } from '../hooks/sign-in-hooks'
import { STAFF_ROLES, STAFF_ROLE_LABELS } from '../../domain/staff-roles'

export { STAFF_ROLES, type StaffRole } from '../../domain/staff-roles'

/**
 * Roles when none are given: the first account made on an empty system (the admin's "create first
 * user" screen) is an admin, or nobody could ever manage users; any later one is staff. Roles given
 * explicitly are always kept.
 */
export async function defaultRoles({ req }: { req: PayloadRequest }): Promise<string[]> {
  const { totalDocs } = await req.payload.count({ collection: 'users', req, overrideAccess: true })
  return totalDocs === 0 ? ['admin'] : ['staff']
}

/** Staff accounts: content admins and editors, and console staff (spec 001 section 6). */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'User', plural: 'Users' },
  auth: {
    tokenExpiration: 60 * 60 * 8,
    // No lock-out: ten wrong passwords from a stranger would lock the owner out (issue 10 point 2).
    // Failures buy growing waits instead (src/security/sign-in-throttle.ts, decision 0017).
    maxLoginAttempts: 0,
    cookies: { sameSite: 'Lax', secure: process.env.NODE_ENV === 'production' },
  },
  hooks: {
    beforeOperation: [throttleSignIns],
    afterError: [countFailedSignIns],
    afterLogin: [forgiveSignedIn],
  },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'roles'], group: 'Site' },
  access: {
    admin: adminPanelAccess,
    read: selfOrUserAdmins,
    create: userAdmins,
    update: selfOrUserAdmins,
    delete: userAdmins,
    unlock: userAdmins,
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: defaultRoles,
      saveToJWT: true,
      options: STAFF_ROLES.map((value) => ({ label: STAFF_ROLE_LABELS[value], value })),
      // Nobody raises their own role: only admins may set roles.
      access: { create: fieldForUserAdmins, update: fieldForUserAdmins },
    },
  ],
}
