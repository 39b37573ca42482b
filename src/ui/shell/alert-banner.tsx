'use client'

import { useState } from 'react'

import {
  alertForPath,
  DISMISSED_ALERTS_COOKIE,
  DISMISSED_ALERTS_MAX_AGE_SECONDS,
  parseDismissedAlerts,
  serializeDismissedAlerts,
} from './alerts-for-path'
import type { ShellAlert } from './types'
import { useHydrated } from './use-hydrated'

export interface AlertBannerProps {
  /** Every published alert, newest first; one of them shows (alertForPath). */
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
 * The site-wide alert banner (spec 000 sections 1 and 3) in govuk-notification-banner markup, a
 * region named by the alert's title. One alert at most (spec 000 section 7 fetches one): the one
 * whose path fits the page most closely (alertForPath). With JavaScript it has a 'Dismiss' button:
 * the alert goes at once and its id is added to a cookie, so the server leaves it out of every
 * later page (spec 000 section 4); the next closest alert, if any, takes its place. The dismissed
 * ids are state here as well as in the cookie because the site layout, and this banner with it,
 * stays mounted across client-side navigation, when the server does not read the cookie again.
 */
export function AlertBanner({ alerts, pathname, dismissedIds = [] }: AlertBannerProps) {
  const hydrated = useHydrated()
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(() => new Set(dismissedIds))
  const alert = alertForPath(alerts, pathname, dismissed)
  if (!alert) return null

  const dismiss = (alertId: string) => {
    setDismissed(rememberDismissedAlerts([...dismissed, alertId]))
    // The button disappears with its alert; focus goes to the start of the content, not the body.
    document.getElementById('main')?.focus()
  }

  const headingId = `alert-${alert.id}-heading`
  return (
    <div className="app-alerts">
      {/* Keyed by the alert, so a dismissal that brings the next alert draws it afresh. */}
      <div key={alert.id} className="app-alert">
        <div className="govuk-notification-banner app-alert__banner" role="region" aria-labelledby={headingId}>
          <div className="govuk-notification-banner__header">
            <p className="govuk-notification-banner__title">Important</p>
          </div>
          <div className="govuk-notification-banner__content">
            <h2 className="govuk-notification-banner__heading" id={headingId}>
              {alert.title}
            </h2>
            {/* Sanitised when read from content (src/domain/rich-text.ts), see ShellAlert. */}
            <div className="app-alert__content" dangerouslySetInnerHTML={{ __html: alert.contentHtml }} />
          </div>
        </div>
        {hydrated ? (
          <button type="button" className="app-alert__dismiss" onClick={() => dismiss(alert.id)}>
            Dismiss<span className="govuk-visually-hidden"> alert: {alert.title}</span>
          </button>
        ) : null}
      </div>
    </div>
  )
}
