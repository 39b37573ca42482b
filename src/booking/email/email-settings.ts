import { env } from '../../config/env'

import type { EmailSettings } from './booking-confirmation'

/** The settings every e-mail reads, from the environment. */
export function emailSettings(): EmailSettings {
  const settings = env()
  return { councilName: settings.COUNCIL_NAME, webTeamEmail: settings.WEB_TEAM_EMAIL, siteUrl: settings.SITE_URL }
}
