import type { Payload } from 'payload'

import type { StaffRole } from '../../domain/staff-roles'
import { countCreated, findIdBy, type SeedCounts } from './upsert'

export interface DemoUser {
  email: string
  password: string
  name: string
  role: StaffRole
}

/**
 * The demo accounts, one per role. The README, the end-to-end tests and the seed read them from
 * here. Development and tests only: the seed never makes them in production, and a production
 * start refuses while any account still has one of these passwords (src/content/demo-accounts.ts).
 */
export const DEMO_USERS = {
  admin: { email: 'admin@example.gov.uk', password: 'admin-demo-password', name: 'Demo Administrator', role: 'admin' },
  editor: { email: 'editor@example.gov.uk', password: 'editor-demo-password', name: 'Demo Editor', role: 'editor' },
  staff: { email: 'staff@example.gov.uk', password: 'staff-demo-password', name: 'Demo Staff Member', role: 'staff' },
} as const satisfies Record<StaffRole, DemoUser>

export async function seedUsers(payload: Payload, counts: SeedCounts): Promise<void> {
  for (const user of Object.values(DEMO_USERS)) {
    if (await findIdBy(payload, 'users', { email: { equals: user.email } })) continue
    await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email: user.email, password: user.password, name: user.name, roles: [user.role] },
    })
    countCreated(counts, 'users')
  }
}
