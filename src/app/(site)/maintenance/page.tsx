import type { Metadata } from 'next'

import { env } from '@/config/env'
import { getSettings } from '@/loaders/site/content.server'

export const metadata: Metadata = { title: 'Service unavailable', robots: { index: false } }

/** Maintenance (spec 000 section 2): title and message from settings, and a link to the council site. */
export default async function MaintenancePage() {
  const settings = await getSettings()
  return (
    <div className="govuk-width-container">
      <h1 className="govuk-heading-l">{settings.maintenanceTitle || 'Sorry, the service is unavailable'}</h1>
      <p className="govuk-body">
        {settings.maintenanceMessage || 'We are carrying out maintenance. Please try again later.'}
      </p>
      <p className="govuk-body">
        <a className="govuk-link" href={env().COUNCIL_SITE_URL}>
          Go to the {env().COUNCIL_NAME} website
        </a>
      </p>
    </div>
  )
}
