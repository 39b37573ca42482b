import type { Metadata } from 'next'

import { env } from '@/config/env'
import { ACCESSIBILITY_STATEMENT_TITLE, AccessibilityStatementContent } from '@/ui/accessibility/accessibility-statement-content'

export const metadata: Metadata = { title: ACCESSIBILITY_STATEMENT_TITLE }

/**
 * The booking service's own accessibility statement (issue 26 point 4), linked from every footer:
 * the same for every visitor, so shared caches may keep it like the privacy notice
 * (src/server/cache-policy.ts).
 */
export default function AccessibilityStatementPage() {
  const settings = env()
  return <AccessibilityStatementContent councilName={settings.COUNCIL_NAME} webTeamEmail={settings.WEB_TEAM_EMAIL} />
}
