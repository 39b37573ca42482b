/** Cookie remembering dismissed alerts (spec 000 section 4: 'A dismissed alert is remembered in a cookie'). */
export const DISMISSED_ALERTS_COOKIE = 'dismissed_alerts'

/** A year: dismissing an alert is a lasting choice, and a changed alert gets a new id anyway. */
export const DISMISSED_ALERTS_MAX_AGE_SECONDS = 60 * 60 * 24 * 365

/** The newest ids the cookie keeps, so it stays small. */
export const MAX_DISMISSED_ALERTS = 50

/** What the path rule needs of an alert (spec 000 section 3 'Alert': id and matchLocations). */
export interface AlertPlacement {
  id: string
  /** Path prefixes the alert shows on; empty means every page. */
  matchLocations: readonly string[]
}

/** Ids the cookie accepts: content ids are short and never contain the '.' separator. */
export const DISMISSED_ALERT_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/

/**
 * Whether an alert shows on this pathname: it has no paths, or the pathname starts with one of
 * them (spec 000 section 3 'Alert'). Blank paths count as no paths.
 */
export function alertMatchesPath(alert: AlertPlacement, pathname: string): boolean {
  const locations = alert.matchLocations.map((location) => location.trim()).filter((location) => location !== '')
  return locations.length === 0 || locations.some((location) => pathname.startsWith(location))
}

/**
 * The alerts to show on a page: those not dismissed (spec 000 section 4) whose paths match the
 * current pathname.
 */
export function alertsForPath<Alert extends AlertPlacement>(
  alerts: readonly Alert[],
  pathname: string,
  dismissedIds: ReadonlySet<string> = new Set(),
): Alert[] {
  return alerts.filter((alert) => !dismissedIds.has(alert.id) && alertMatchesPath(alert, pathname))
}

/** The dismissed alert ids stored in the cookie value (ids joined by '.', which ids never contain). */
export function parseDismissedAlerts(cookieValue: string | undefined): Set<string> {
  if (!cookieValue) return new Set()
  return new Set(
    decodeCookieValue(cookieValue)
      .split('.')
      .map((id) => id.trim())
      .filter((id) => DISMISSED_ALERT_ID_PATTERN.test(id)),
  )
}

/** The cookie value for these dismissed ids; the newest 50 are kept so the cookie stays small. */
export function serializeDismissedAlerts(ids: Iterable<string>): string {
  const valid = [...new Set(ids)].filter((id) => DISMISSED_ALERT_ID_PATTERN.test(id))
  return valid.slice(-MAX_DISMISSED_ALERTS).join('.')
}

/** A tampered cookie with a broken escape ('%E0%A4%A') reads as it is rather than throwing. */
export function decodeCookieValue(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}
