import type { ReactNode } from 'react'

import { requireConsoleUser } from '@/loaders/console/auth.server'

/**
 * The authenticated layout (spec 001 sections 2 and 6): every page under /console passes this one
 * guard. Not signed in: to /login. Signed in without a console role (an editor): 403. The pages
 * still check nothing themselves, and the booking API's /console calls check again on their own.
 */
export default async function ConsoleSectionLayout({ children }: { children: ReactNode }) {
  await requireConsoleUser()
  return children
}
