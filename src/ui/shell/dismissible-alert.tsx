'use client'

import { type ReactNode, useState } from 'react'

import {
  DISMISSED_ALERTS_COOKIE,
  DISMISSED_ALERTS_MAX_AGE_SECONDS,
  parseDismissedAlerts,
  serializeDismissedAlerts,
} from './alerts-for-path'
import { useHydrated } from './use-hydrated'

export interface DismissibleAlertProps {
  alertId: string
  alertTitle: string
  children: ReactNode
}

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`
  return document.cookie
    .split('; ')
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length)
}

/**
 * Wraps one alert banner with a 'Dismiss' button. Dismissing hides it now and remembers the id in a
 * cookie so the server leaves it out of later pages (spec 000 section 4 'Alerts'). The button only
 * appears with JavaScript; without it the alert simply stays.
 */
export function DismissibleAlert({ alertId, alertTitle, children }: DismissibleAlertProps) {
  const hydrated = useHydrated()
  const [dismissed, setDismissed] = useState(false)
  if (dismissed) return null

  const dismiss = () => {
    const ids = parseDismissedAlerts(readCookie(DISMISSED_ALERTS_COOKIE))
    ids.add(alertId)
    const value = serializeDismissedAlerts(ids)
    document.cookie = `${DISMISSED_ALERTS_COOKIE}=${value}; path=/; max-age=${DISMISSED_ALERTS_MAX_AGE_SECONDS}; samesite=lax`
    setDismissed(true)
    document.getElementById('main')?.focus()
  }

  return (
    <div className="app-alert">
      {children}
      {hydrated ? (
        <button type="button" className="app-alert__dismiss" onClick={dismiss}>
          Dismiss<span className="govuk-visually-hidden"> alert: {alertTitle}</span>
        </button>
      ) : null}
    </div>
  )
}
