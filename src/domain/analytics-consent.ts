/**
 * Analytics cookies only with consent (issue 26 point 4, decision 0046; PECR): a resident's choice, the
 * hosts the tag manager may load on, and its container id.
 */

/** The cookie holding the choice: 'yes' or 'no'. Essential (it remembers a choice), so it needs no consent itself. */
export const ANALYTICS_CONSENT_COOKIE = 'analytics_consent'
/** A year, as GOV.UK's own services keep the choice. */
export const ANALYTICS_CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60

export type AnalyticsConsent = 'yes' | 'no'

/** The choice a cookie's value records, or null when there is none (or it is not one we wrote). */
export function parseAnalyticsConsent(value: string | null | undefined): AnalyticsConsent | null {
  return value === 'yes' || value === 'no' ? value : null
}

/** A Google Tag Manager container id: GTM- and 4 to 12 capital letters or digits. */
export const TAG_MANAGER_ID_PATTERN = /^GTM-[A-Z0-9]{4,12}$/

export function isTagManagerId(value: string): boolean {
  return TAG_MANAGER_ID_PATTERN.test(value)
}

/**
 * The container to offer a page on `host`: only on a host TAG_MANAGER_HOSTS names (never a test host,
 * never by wildcard) and only with a valid id in Settings; null otherwise. Consent is the browser's to
 * check: the page is the same for every visitor, so shared caches may keep it.
 */
export function tagManagerFor(host: string, allowedHosts: string, containerId: string | null | undefined): string | null {
  const id = containerId?.trim() ?? ''
  return isTagManagerId(id) && isTagManagerHost(host, allowedHosts) ? id : null
}

/** Whether `host` (a Host header, port and all) is one TAG_MANAGER_HOSTS names. */
export function isTagManagerHost(host: string, allowedHosts: string): boolean {
  const hostname = host.replace(/:\d+$/, '').toLowerCase()
  const hosts = allowedHosts.split(',').map((name) => name.trim().toLowerCase()).filter(Boolean)
  return hostname !== '' && hosts.includes(hostname)
}

/** Where to send a resident back to after saving a choice: a path on this site, else the cookies page. */
export function consentReturnPath(value: string | null | undefined, fallback: string): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\') || /[\u0000-\u001f]/.test(value)) return fallback
  return value.slice(0, 500)
}
