import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { currentStaffUser } from '@/loaders/console/auth.server'
import { paths } from '@/domain/paths'

import { LoginForm } from './login-form'

const TITLE = 'Staff log in'

export const metadata: Metadata = { title: TITLE, robots: { index: false } }

/** Login (spec 001 section 2): after authentication the user goes to the console home. */
export default async function LoginPage() {
  if (await currentStaffUser()) redirect(paths.consoleHome())
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <LoginForm title={TITLE} />
      </div>
    </div>
  )
}
