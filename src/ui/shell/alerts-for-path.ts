import type { ShellAlert } from './types'

/** Cookie remembering dismissed alerts (spec 000 section 4: 'A dismissed alert is remembered in a cookie'). */
export const DISMISSED_ALERTS_COOKIE = 'dismissed_alerts'

/** A year: dismissing an alert is a lasting choice, and a changed alert gets a new id anyway. */
export const DISMISSED_ALERTS_MAX_AGE_SECONDS = 60 * 60 * 24 * 365

/**
 * The alerts to show on a page: those not dismissed whose paths are empty or include a prefix of
 * the current pathname (spec 000 section 3 'Alert').
 */
export function alertsForPath(
  alerts: readonly ShellAlert[],
  pathname: string,
  dismissedIds: ReadonlySet<string> = new Set(),
): ShellAlert[] {
  return alerts.filter((alert) => {
    if (dismissedIds.has(alert.id)) return false
    const locations = alert.matchLocations.filter((location) => location.trim() !== '')
    return locations.length === 0 || locations.some((location) => pathname.startsWith(location.trim()))
  })
}

/** The dismissed alert ids stored in the cookie value (ids joined by '.', which ids never contain). */
export function parseDismissedAlerts(cookieValue: string | undefined): Set<string> {
  if (!cookieValue) return new Set()
  return new Set(
    decodeURIComponent(cookieValue)
      .split('.')
      .map((id) => id.trim())
      .filter((id) => /^[A-Za-z0-9_-]{1,64}$/.test(id)),
  )
}

/** The cookie value for these dismissed ids; the newest 50 are kept so the cookie stays small. */
export function serializeDismissedAlerts(ids: Iterable<string>): string {
  const valid = [...new Set(ids)].filter((id) => /^[A-Za-z0-9_-]{1,64}$/.test(id))
  return valid.slice(-50).join('.')
}
