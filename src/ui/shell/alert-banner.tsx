import { alertsForPath } from './alerts-for-path'
import { DismissibleAlert } from './dismissible-alert'
import type { ShellAlert } from './types'

export interface AlertBannerProps {
  alerts: readonly ShellAlert[]
  /** The current pathname: an alert with paths shows only under one of them. */
  pathname: string
  /** Ids from the dismissed-alerts cookie (parseDismissedAlerts). */
  dismissedIds?: ReadonlySet<string>
}

/**
 * Site-wide alert banners (spec 000 sections 1 and 3) in govuk-notification-banner markup. Each is a
 * region named by its own title so several alerts never share a landmark name.
 */
export function AlertBanner({ alerts, pathname, dismissedIds }: AlertBannerProps) {
  const visible = alertsForPath(alerts, pathname, dismissedIds)
  if (visible.length === 0) return null
  return (
    <div className="app-alerts">
      {visible.map((alert) => {
        const headingId = `alert-${alert.id}-heading`
        return (
          <DismissibleAlert key={alert.id} alertId={alert.id} alertTitle={alert.title}>
            <div className="govuk-notification-banner app-alert__banner" role="region" aria-labelledby={headingId}>
              <div className="govuk-notification-banner__header">
                <p className="govuk-notification-banner__title">Important</p>
              </div>
              <div className="govuk-notification-banner__content">
                <h2 className="govuk-notification-banner__heading" id={headingId}>
                  {alert.title}
                </h2>
                {/* Sanitised when read from content (src/site/rich-text.ts), see ShellAlert. */}
                <div className="app-alert__content" dangerouslySetInnerHTML={{ __html: alert.contentHtml }} />
              </div>
            </div>
          </DismissibleAlert>
        )
      })}
    </div>
  )
}
