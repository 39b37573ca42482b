import '@/ui/styles/site.scss'

import type { Metadata } from 'next'
import { headers } from 'next/headers'
import type { ReactNode } from 'react'

import { currentStaffUser } from '@/loaders/console/auth.server'
import { isDemonstration } from '@/config/demonstration'
import { env } from '@/config/env'
import { getShellData } from '@/loaders/site/shell-data.server'
import { FrontendSupportedScript, SiteShell, TOP_ANCHOR_ID } from '@/ui/shell'

import { logOut } from './actions'

/**
 * Every console page depends on who is signed in, so none is prerendered: the build, which has no
 * database, never renders them (a page renders in parallel with its layout, so a layout that only
 * bails out itself would still let its page reach for the database at build time).
 */
export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const { COUNCIL_NAME, SITE_URL } = env()
  return {
    metadataBase: new URL(SITE_URL),
    title: { template: `%s | ${COUNCIL_NAME}`, default: `Console | ${COUNCIL_NAME}` },
    robots: { index: false },
  }
}

/**
 * The console's root layout: the standard shell (spec 001 section 2, Layouts) with 'Log out' for a
 * signed-in member of staff. Each console page itself requires sign-in (requireStaffUser), so
 * /login can share this layout. The maintenance redirect is not applied here: staff keep the
 * console while the public site is paused.
 */
export default async function ConsoleLayout({ children }: { children: ReactNode }) {
  const [shellData, user, requestHeaders] = await Promise.all([getShellData(), currentStaffUser(), headers()])
  // The CSP nonce of this render (src/proxy.ts): the inline script carries it.
  const nonce = requestHeaders.get('x-nonce') ?? undefined
  return (
    <html lang="en-GB" className="govuk-template">
      <body className="govuk-template__body" suppressHydrationWarning>
        <FrontendSupportedScript nonce={nonce} />
        <div id={TOP_ANCHOR_ID}>
          <SiteShell data={shellData} variant="default" logout={user ? { action: logOut } : undefined} demonstration={isDemonstration(env())}>
            {children}
          </SiteShell>
        </div>
      </body>
    </html>
  )
}
