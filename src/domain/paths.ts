/**
 * The route registry: every internal link is built here (STYLE.md), so a route changes in one place.
 */
export const paths = {
  home: () => '/',
  listing: (listingPath: string, query?: Record<string, string | undefined>) => withQuery(listingPath, query),
  event: (uri: string) => uri,
  booking: (slug: string) => `/booking/${encodeURIComponent(slug)}`,
  search: (term?: string) => withQuery('/search', { term }),
  maintenance: () => '/maintenance',
  notFound: () => '/404',
  login: () => '/login',
  admin: () => '/admin',
  consoleHome: () => '/console/home',
  /** The console's area pages (spec 001 section 2), built with the staff console. */
  consoleArea: (report: 'attendance-report' | 'register' | 'waiting-list' | 'release-ticket') => `/console/${report}-area`,
  consoleEventSearch: () => '/console/event-search',
} as const

export function withQuery(path: string, query?: Record<string, string | undefined>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') params.set(key, value)
  }
  const text = params.toString()
  return text ? `${path}?${text}` : path
}
