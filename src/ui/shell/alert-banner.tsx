'use client'

import { useState } from 'react'

import {
  alertsForPath,
  DISMISSED_ALERTS_COOKIE,
  DISMISSED_ALERTS_MAX_AGE_SECONDS,
  parseDismissedAlerts,
  serializeDismissedAlerts,
} from './alerts-for-path'
import type { ShellAlert } from './types'
import { useHydrated } from './use-hydrated'

export interface AlertBannerProps {
  alerts: readonly ShellAlert[]
  /** The current pathname: an alert with paths shows only under one of them. */
  pathname: string
  /** Ids from the dismissed-alerts cookie of the request (parseDismissedAlerts). */
  dismissedIds?: readonly string[]
}

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`
  return document.cookie
    .split('; ')
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length)
}

/** Adds these ids to the dismissed-alerts cookie; returns every id the cookie now holds. */
function rememberDismissedAlerts(ids: Iterable<string>): Set<string> {
  const remembered = parseDismissedAlerts(readCookie(DISMISSED_ALERTS_COOKIE))
  for (const id of ids) remembered.add(id)
  const value = serializeDismissedAlerts(remembered)
  document.cookie = `${DISMISSED_ALERTS_COOKIE}=${value}; path=/; max-age=${DISMISSED_ALERTS_MAX_AGE_SECONDS}; samesite=lax`
  return remembered
}

/**
 * Site-wide alert banners (spec 000 sections 1 and 3) in govuk-notification-banner markup, each a
 * region named by its own title so several alerts never share a landmark name. With JavaScript each
 * has a 'Dismiss' button: the alert goes at once and its id is added to a cookie, so the server
 * leaves it out of every later page (spec 000 section 4). The dismissed ids are state here as well
 * as in the cookie because the site layout, and this banner with it, stays mounted across
 * client-side navigation, when the server does not read the cookie again.
 */
export function AlertBanner({ alerts, pathname, dismissedIds = [] }: AlertBannerProps) {
  const hydrated = useHydrated()
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(() => new Set(dismissedIds))
  const visible = alertsForPath(alerts, pathname, dismissed)
  if (visible.length === 0) return null

  const dismiss = (alertId: string) => {
    setDismissed(rememberDismissedAlerts([...dismissed, alertId]))
    // The button disappears with its alert; focus goes to the start of the content, not the body.
    document.getElementById('main')?.focus()
  }

  return (
    <div className="app-alerts">
      {visible.map((alert) => {
        const headingId = `alert-${alert.id}-heading`
        return (
          <div key={alert.id} className="app-alert">
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
            {hydrated ? (
              <button type="button" className="app-alert__dismiss" onClick={() => dismiss(alert.id)}>
                Dismiss<span className="govuk-visually-hidden"> alert: {alert.title}</span>
              </button>
            ) : null}
          </div>
        )
      })}
    </div>
  )
}
