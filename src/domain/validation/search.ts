import { z } from 'zod'

import { PAGE_QUERY_PARAMETER, pageIndexFromQuery } from '../listing-results'
import { requiredTextSchema } from './checkout'

/**
 * Console event search (spec 001 section 5), and the site search's one refusal: the spec sets the
 * 255-character limit (spec 000 section 5) but no message, so the text is ours.
 */
export const SEARCH_MESSAGES = {
  searchWordsRequired: 'Search words are required',
  searchWordsTooLong: 'Search words must be 255 characters or fewer',
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

/** What site search (/search, spec 000 section 2) was asked: the words and the zero-based page. */
export interface SiteSearchQuery {
  /** Trimmed; '' when nothing was typed. */
  term: string
  pageIndex: number
  /** Set when the words are refused (over 255 characters); nothing is searched then. */
  error?: string
}

const firstOf = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value)

/**
 * Site search's query string: `term` (the header search box's field) and `pageIndex` (one-based,
 * spec 001 section 2). Unlike a listing's search words, which are cut to 255 characters, words
 * over the limit are refused with a message (spec 000 section 5): the box itself stops at 255,
 * so only an edited link or another form can send more, and saying so beats searching for part of
 * it. Anything that is not text is no words; a bad page is the first page.
 */
export const siteSearchQuerySchema = z
  .object({
    term: z.preprocess(firstOf, z.string().catch('')).transform((term) => term.trim()),
    [PAGE_QUERY_PARAMETER]: z.preprocess(firstOf, z.unknown()).transform((value) =>
      pageIndexFromQuery(typeof value === 'string' ? value : undefined),
    ),
  })
  .transform(({ term, [PAGE_QUERY_PARAMETER]: pageIndex }): SiteSearchQuery =>
    term.length > SITE_SEARCH_MAX_LENGTH ? { term, pageIndex, error: SEARCH_MESSAGES.searchWordsTooLong } : { term, pageIndex },
  )

/** The site search query from a URLSearchParams or Next's searchParams record. */
export function readSiteSearchQuery(input: URLSearchParams | Record<string, string | string[] | undefined>): SiteSearchQuery {
  const record = input instanceof URLSearchParams ? Object.fromEntries([...new Set(input.keys())].map((key) => [key, input.getAll(key)])) : input
  return siteSearchQuerySchema.parse(record)
}
