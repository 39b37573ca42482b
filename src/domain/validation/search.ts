import { z } from 'zod'

import { requiredTextSchema } from './checkout'

/** Console event search (spec 001 section 5). */
export const SEARCH_MESSAGES = {
  searchWordsRequired: 'Search words are required',
} as const

/** The site search input allows at most 255 characters (spec 000 sections 5 and 9, spec 001 section 2). */
export const SITE_SEARCH_MAX_LENGTH = 255

/** The console's one required search box (spec 001 section 2, event search). */
export const consoleEventSearchSchema = z.object({
  searchWords: requiredTextSchema(SEARCH_MESSAGES.searchWordsRequired),
})

export type ConsoleEventSearch = z.infer<typeof consoleEventSearchSchema>

/**
 * A search term from the site search box or a listing's search words, as read from a query string:
 * trimmed, and cut to 255 characters rather than rejected. The input's maxlength stops a person
 * typing more, so a longer term only comes from an edited link, and a results page has no form
 * error to show. The first value is used when a query repeats the parameter; anything else is ''.
 */
export function searchTermOf(value: unknown): string {
  const term = Array.isArray(value) ? value[0] : value
  if (typeof term !== 'string') return ''
  return term.trim().slice(0, SITE_SEARCH_MAX_LENGTH).trim()
}

/** `searchTermOf` as a schema that never fails, for site search and listing query strings. */
export const searchTermSchema = z.unknown().optional().transform(searchTermOf)
