/**
 * Page queries PostgreSQL cannot take (issue 23 point 7). `/events?category=2147483648` (a category
 * id past PostgreSQL's integer) and a NUL byte in any parameter (no text column holds one) reached
 * the database and failed the page with a 500. The proxy answers such a query 400 and renders the
 * page without the values it cannot take (src/proxy.ts).
 */

/**
 * The header the proxy sets on a page request whose query it had to cut (and removes from any
 * request that brings its own), so the listing says why it answered 400.
 */
export const REFUSED_QUERY_HEADER = 'x-refused-query'

/** What the listing says when part of its query was left out (issue 23 point 7). */
export const REFUSED_QUERY_MESSAGE =
  'Part of this search could not be used, because it contains a character or a number that no search can hold. It has been left out: check your search and try again.'

/** The largest value of PostgreSQL's `integer`, the type of every content id. */
export const MAX_CONTENT_ID = 2_147_483_647

/** Whether a value is written as a number (so read as a content id) but no integer key can hold it. */
export function isUnstorableNumericId(value: string): boolean {
  return /^\d+$/.test(value) && (value.length > 10 || Number(value) > MAX_CONTENT_ID)
}

/**
 * The query with what the database cannot take left out: any parameter with a NUL byte in its name
 * or value, and each out-of-range numeric category id (of a comma-separated list too). Null when
 * nothing had to be left out.
 */
export function refusedPageQuery(params: URLSearchParams): URLSearchParams | null {
  const kept = new URLSearchParams()
  let refused = false
  for (const [name, value] of params) {
    if (name.includes('\u0000') || value.includes('\u0000')) {
      refused = true
      continue
    }
    if (name === 'category') {
      const ids = value.split(',')
      const storable = ids.filter((id) => !isUnstorableNumericId(id.trim()))
      if (storable.length !== ids.length) {
        refused = true
        if (storable.length > 0) kept.append(name, storable.join(','))
        continue
      }
    }
    kept.append(name, value)
  }
  return refused ? kept : null
}
