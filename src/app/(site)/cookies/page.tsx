import type { Metadata } from 'next'
import { cookies, headers } from 'next/headers'

import { env } from '@/config/env'
import { ANALYTICS_CONSENT_COOKIE, parseAnalyticsConsent, tagManagerFor } from '@/domain/analytics-consent'
import { getSettings } from '@/loaders/site/content.server'
import { COOKIES_PAGE_TITLE, CookiesPageContent } from '@/ui/cookies/cookies-page-content'

export const metadata: Metadata = { title: COOKIES_PAGE_TITLE }

/**
 * The cookies page (issue 26 point 4, decision 0046), linked from every footer and the cookie banner. It
 * shows the resident's own choice, so it is personal: not on cache-policy.ts's allow-list, `private, no-store`.
 */
export default async function CookiesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [cookieStore, requestHeaders, settings, query] = await Promise.all([cookies(), headers(), getSettings(), searchParams])
  const { COUNCIL_NAME, TAG_MANAGER_HOSTS } = env()
  return (
    <CookiesPageContent
      councilName={COUNCIL_NAME}
      consent={parseAnalyticsConsent(cookieStore.get(ANALYTICS_CONSENT_COOKIE)?.value)}
      saved={query.saved === '1'}
      analyticsInUse={tagManagerFor(requestHeaders.get('host') ?? '', TAG_MANAGER_HOSTS, settings.tagManagerContainerId) !== null}
    />
  )
}
