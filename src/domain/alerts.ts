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

/** An alert's paths without blanks and the spaces around them. */
function pathsOf(alert: AlertPlacement): string[] {
  return alert.matchLocations.map((location) => location.trim()).filter((location) => location !== '')
}

/**
 * How closely an alert fits this pathname: -1 when it does not show there (spec 000 section 3: it
 * shows only if it has no paths or the pathname starts with one of them), 0 for an alert with no
 * paths (it fits every page equally), otherwise the length of its longest path the pathname starts
 * with, so '/step2skills/courses' fits more closely than '/step2skills', and both more than '/'.
 */
export function alertPathSpecificity(alert: AlertPlacement, pathname: string): number {
  const locations = pathsOf(alert)
  if (locations.length === 0) return 0
  return Math.max(-1, ...locations.filter((location) => pathname.startsWith(location)).map((location) => location.length))
}

/** Whether an alert shows on this pathname: it has no paths, or the pathname starts with one of them. */
export function alertMatchesPath(alert: AlertPlacement, pathname: string): boolean {
  return alertPathSpecificity(alert, pathname) >= 0
}

/**
 * The alerts that may show on a page: those not dismissed (spec 000 section 4) whose paths match
 * the current pathname, in the order given.
 */
export function alertsForPath<Alert extends AlertPlacement>(
  alerts: readonly Alert[],
  pathname: string,
  dismissedIds: ReadonlySet<string> = new Set(),
): Alert[] {
  return alerts.filter((alert) => !dismissedIds.has(alert.id) && alertMatchesPath(alert, pathname))
}

/**
 * The one alert a page shows, or null. The spec fetches a single alert (spec 000 section 7: 'page
 * size 1'), so a page never stacks banners. Of the alerts that may show (alertsForPath), the one
 * whose path fits the page most closely wins (alertPathSpecificity): a service's own alert beats a
 * site-wide one on that service's pages. Between equally close ones the earlier in the list wins
 * (the site reads them newest first). Once it is dismissed, the next closest takes its place, so
 * every alert is seen once (docs/decisions/0030-what-residents-read.md).
 */
export function alertForPath<Alert extends AlertPlacement>(
  alerts: readonly Alert[],
  pathname: string,
  dismissedIds: ReadonlySet<string> = new Set(),
): Alert | null {
  let chosen: Alert | null = null
  let closest = -1
  for (const alert of alertsForPath(alerts, pathname, dismissedIds)) {
    const specificity = alertPathSpecificity(alert, pathname)
    if (specificity > closest) {
      chosen = alert
      closest = specificity
    }
  }
  return chosen
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
