import '@/ui/styles/site.scss'

import type { Metadata } from 'next'
import { cookies, headers } from 'next/headers'
import { redirect } from 'next/navigation'
import type { ReactNode } from 'react'

import { logOut } from '@/app/(console)/actions'
import { isDemonstration } from '@/config/demonstration'
import { env, isLiveHost } from '@/config/env'
import { currentStaffUser } from '@/loaders/console/auth.server'
import { MAINTENANCE_PATH, shouldRedirectToMaintenance } from '@/domain/maintenance'
import { tagManagerFor } from '@/domain/analytics-consent'
import { getSettings, getSiteConfig } from '@/loaders/site/content.server'
import { getShellAlerts, getShellData } from '@/loaders/site/shell-data.server'
import { BasketLifecycle } from '@/ui/booking/basket-lifecycle'
import { CookieBanner } from '@/ui/shell/cookie-banner'
import {
  DISMISSED_ALERTS_COOKIE,
  FrontendSupportedScript,
  PageWidgets,
  parseDismissedAlerts,
  SiteShellForPath,
  TOP_ANCHOR_ID,
} from '@/ui/shell'

/**
 * Every public page is rendered per request (the maintenance redirect, the shell's alerts and the
 * signed-in header read the request), so none is prerendered: the build, which has no database,
 * never renders them. Reading headers() here is not enough for that, because a page renders in
 * parallel with its layout and would reach for the database at build time (issue 9 point 9). Anonymous
 * copies are kept for seconds by the proxy in front instead (docs/decisions/0040).
 */
export const dynamic = 'force-dynamic'

export async function generateMetadata(): Promise<Metadata> {
  const { COUNCIL_NAME, SITE_URL } = env()
  return {
    metadataBase: new URL(SITE_URL),
    title: { template: `%s | ${COUNCIL_NAME}`, default: `Events and courses | ${COUNCIL_NAME}` },
    openGraph: { locale: 'en_GB', siteName: COUNCIL_NAME, type: 'website' },
  }
}

/**
 * The public site's root layout: the maintenance redirect of spec 001 section 4, applied on the
 * server before anything renders, and the shell around every page. The shell picks its variant,
 * breadcrumbs and alerts from the path itself (SiteShellForPath), because this layout is not
 * rendered again when a link is followed on the client.
 */
export default async function SiteLayout({ children }: { children: ReactNode }) {
  const requestHeaders = await headers()
  const pathname = requestHeaders.get('x-pathname') ?? '/'
  const host = requestHeaders.get('host') ?? ''
  // The CSP nonce of this render (src/proxy.ts): our inline scripts carry it.
  const nonce = requestHeaders.get('x-nonce') ?? undefined

  const settings = await getSettings()
  if (shouldRedirectToMaintenance(settings, { pathname, isLiveHost: isLiveHost(host, env().LIVE_HOSTS) })) {
    redirect(MAINTENANCE_PATH)
  }

  const [shellData, alerts, cookieStore, staffUser, siteConfig] = await Promise.all([
    getShellData(),
    getShellAlerts(),
    cookies(),
    currentStaffUser(),
    getSiteConfig(),
  ])
  const dismissed = parseDismissedAlerts(cookieStore.get(DISMISSED_ALERTS_COOKIE)?.value)
  const { TRANSLATE_WIDGET_SCRIPT_URL, RATE_PAGE_URL, SITE_URL, TAG_MANAGER_HOSTS } = env()
  // The tag manager only on the hosts named for it and with a container in Settings; the banner only
  // where it is, and the tag manager only after the resident accepts (decision 0046). The same page for
  // every visitor of a host: the choice is read in the browser, so shared caches may keep it.
  const tagManagerId = tagManagerFor(host, TAG_MANAGER_HOSTS, settings.tagManagerContainerId)

  return (
    <html lang="en-GB" className="govuk-template">
      <body className="govuk-template__body" suppressHydrationWarning>
        <FrontendSupportedScript nonce={nonce} />
        {/* Spec 001 section 4: the stored basket is restored, and cleaned when stale, on every route load. */}
        <BasketLifecycle />
        {tagManagerId ? <CookieBanner serviceName={siteConfig.title} tagManagerId={tagManagerId} returnPath={pathname} /> : null}
        <div id={TOP_ANCHOR_ID}>
          <SiteShellForPath
            data={shellData}
            alerts={alerts}
            dismissedAlertIds={[...dismissed]}
            pageWidgets={
              <PageWidgets translateScriptUrl={TRANSLATE_WIDGET_SCRIPT_URL} ratePageUrl={RATE_PAGE_URL} siteUrl={SITE_URL} nonce={nonce} />
            }
            // Spec 000 section 2: the header has 'Log out' for authenticated users (staff).
            logout={staffUser ? { action: logOut } : undefined}
            demonstration={isDemonstration(env())}
          >
            {children}
          </SiteShellForPath>
        </div>
      </body>
    </html>
  )
}
