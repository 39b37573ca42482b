import type { Metadata } from 'next'

import { env } from '@/config/env'
import { PRIVACY_NOTICE_TITLE, PrivacyNoticeContent } from '@/ui/privacy/privacy-notice-content'

export const metadata: Metadata = { title: PRIVACY_NOTICE_TITLE }

/**
 * The booking service's privacy notice (issue 13 point 5, decision 0027): the same for every
 * visitor, so shared caches may keep it like the listings (src/server/cache-policy.ts). The days
 * are RETENTION_DAYS, read when the page renders (the layout makes every page dynamic), so the page
 * and the retention job always agree.
 */
export default function PrivacyNoticePage() {
  const settings = env()
  return (
    <PrivacyNoticeContent
      councilName={settings.COUNCIL_NAME}
      councilSiteUrl={settings.COUNCIL_SITE_URL}
      webTeamEmail={settings.WEB_TEAM_EMAIL}
      retentionDays={settings.RETENTION_DAYS}
    />
  )
}
