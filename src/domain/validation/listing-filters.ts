import { isValid, parse } from 'date-fns'
import { z } from 'zod'

import { londonCalendarDay } from '../dates'
import { PAGE_QUERY_PARAMETER, pageIndexFromQuery } from '../listing-results'
import { HAFLS_DISTRICTS, SEND_AGE_RANGES } from '../listings'
import { isValidPostcode, normalisePostcode } from './postcode'
import { searchTermSchema } from './search'

/**
 * Listing filters (spec 000 sections 2, 5 and 9; spec 001 sections 2 and 3). The date texts are
 * ours: the spec says only that a range needs both dates and starts no earlier than today.
 */
export const LISTING_FILTER_MESSAGES = {
  startDateRequired: 'Start date is required',
  endDateRequired: 'End date is required',
  startDateInvalid: 'Start date must be a real date',
  endDateInvalid: 'End date must be a real date',
  startDateInPast: 'Start date must be today or in the future',
  endDateInPast: 'End date must be today or in the future',
  endDateBeforeStart: 'End date must be the same as or after the start date',
} as const

/** Distance options of the location filter, in miles (spec 000 section 9). */
export const DISTANCE_OPTIONS_MILES = [5, 10, 25, 50, 100] as const
export type DistanceMiles = (typeof DISTANCE_OPTIONS_MILES)[number]
export const DEFAULT_DISTANCE_MILES: DistanceMiles = 5

export type District = (typeof HAFLS_DISTRICTS)[number]
export type AgeRange = (typeof SEND_AGE_RANGES)[number]

/** A date filter: two calendar days in Europe/London as 'YYYY-MM-DD', start on or before end. */
export interface DateRange {
  start: string
  end: string
}

/** Between the start and end of a serialised date range (spec 000 section 9). */
export const DATE_RANGE_SEPARATOR = '--'

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/
const SERIALISED_DATE_RANGE = /^\d{4}-\d{2}-\d{2}T00:00:00\.000Z--\d{4}-\d{2}-\d{2}T23:59:59\.999Z$/

/** A category id in a query string: letters, digits, '-' and '_', as Payload and content ids are. */
const CATEGORY_ID = /^[A-Za-z0-9_-]{1,64}$/

/** The first value of a query parameter that may repeat. */
export function firstValueOf(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value
}

/** The distance in miles: one of the options, else the default 5 (spec 000 section 9). */
export function parseDistanceMiles(value: unknown): DistanceMiles {
  const first = firstValueOf(value)
  const miles = typeof first === 'string' && /^\d+$/.test(first.trim()) ? Number(first) : first
  return DISTANCE_OPTIONS_MILES.find((option) => option === miles) ?? DEFAULT_DISTANCE_MILES
}

/** Whether a text is a real calendar day written 'YYYY-MM-DD' (so not '2026-02-30'). */
export function isCalendarDate(value: string): boolean {
  return CALENDAR_DATE.test(value) && isValid(parse(value, 'yyyy-MM-dd', new Date(0)))
}

/** Start 'YYYY-MM-DDT00:00:00.000Z' + '--' + end 'YYYY-MM-DDT23:59:59.999Z' (spec 000 section 9). */
export function serialiseDateRange(range: DateRange): string {
  return `${range.start}T00:00:00.000Z${DATE_RANGE_SEPARATOR}${range.end}T23:59:59.999Z`
}

/**
 * The date range back from its serialised text; undefined unless it is exactly that shape, with
 * real days, start on or before end. Past ranges are kept: an old link shows an empty listing,
 * which says more than silently dropping the filter.
 */
export function parseDateRange(value: unknown): DateRange | undefined {
  const first = firstValueOf(value)
  const text = typeof first === 'string' ? first.trim() : ''
  if (!SERIALISED_DATE_RANGE.test(text)) return undefined
  // The start day opens the text; the end day opens its last 24 characters, 'YYYY-MM-DDT23:59:59.999Z'.
  const start = text.slice(0, 10)
  const end = text.slice(-24, -14)
  return isCalendarDate(start) && isCalendarDate(end) && start <= end ? { start, end } : undefined
}

type DateField = 'startDate' | 'endDate'

const DATE_FIELD_MESSAGES: Record<DateField, { required: string; invalid: string; inPast: string }> = {
  startDate: {
    required: LISTING_FILTER_MESSAGES.startDateRequired,
    invalid: LISTING_FILTER_MESSAGES.startDateInvalid,
    inPast: LISTING_FILTER_MESSAGES.startDateInPast,
  },
  endDate: {
    required: LISTING_FILTER_MESSAGES.endDateRequired,
    invalid: LISTING_FILTER_MESSAGES.endDateInvalid,
    inPast: LISTING_FILTER_MESSAGES.endDateInPast,
  },
}

/** The message for one side of a date range, or undefined when that day is fine. */
export function dateFieldError(field: DateField, day: string, today: string): string | undefined {
  const messages = DATE_FIELD_MESSAGES[field]
  if (day === '') return messages.required
  if (!isCalendarDate(day)) return messages.invalid
  return day < today ? messages.inPast : undefined
}

/**
 * The date filter form (spec 000 section 5): two date inputs ('YYYY-MM-DD'). Both empty means no
 * date filter; one alone is an error on the other; neither may be before today in Europe/London;
 * the end may equal the start (a one-day range).
 */
export function dateRangeFilterSchema(now: Date) {
  return z
    .object({
      startDate: z.string({ error: LISTING_FILTER_MESSAGES.startDateInvalid }).trim().default(''),
      endDate: z.string({ error: LISTING_FILTER_MESSAGES.endDateInvalid }).trim().default(''),
    })
    .superRefine(({ startDate, endDate }, ctx) => {
      if (startDate === '' && endDate === '') return
      const today = londonCalendarDay(now)
      const startError = dateFieldError('startDate', startDate, today)
      const endError = dateFieldError('endDate', endDate, today)
      if (startError) ctx.addIssue({ code: 'custom', path: ['startDate'], message: startError })
      if (endError) ctx.addIssue({ code: 'custom', path: ['endDate'], message: endError })
      if (!startError && !endError && endDate < startDate) {
        ctx.addIssue({ code: 'custom', path: ['endDate'], message: LISTING_FILTER_MESSAGES.endDateBeforeStart })
      }
    })
    .transform(({ startDate, endDate }): DateRange | undefined =>
      startDate === '' ? undefined : { start: startDate, end: endDate },
    )
}

/** The page from the query: one-based, a positive whole number, else the first page (spec 000 section 9). */
export function parsePage(value: unknown): number {
  // One rule for the page parameter (src/domain/listing-results.ts), here one-based.
  const first = firstValueOf(value)
  return pageIndexFromQuery(typeof first === 'number' ? String(first) : typeof first === 'string' ? first : undefined) + 1
}

/** Every text value of a parameter, repeated or comma-separated ('?category=1,2' or '?category=1&category=2'). */
export function listValuesOf(value: unknown): string[] {
  const values = Array.isArray(value) ? value : [value]
  return values
    .filter((item): item is string => typeof item === 'string')
    .flatMap((item) => item.split(','))
    .map((item) => item.trim())
}

/** Category ids (multi-select, spec 000 section 2): well-formed ids, each once. */
export function categoryIdsOf(value: unknown): string[] {
  return [...new Set(listValuesOf(value).filter((id) => CATEGORY_ID.test(id)))]
}

/** The values that are among the allowed options (matched without regard to case), in their own spelling, each once. */
export function optionsOf<T extends string>(value: unknown, options: readonly T[]): T[] {
  const chosen = listValuesOf(value).flatMap((item) => options.filter((option) => option.toLowerCase() === item.toLowerCase()))
  return [...new Set(chosen)]
}

/** A valid postcode, normalised; anything else is no location filter. */
export function postcodeOf(value: unknown): string | undefined {
  const first = firstValueOf(value)
  return typeof first === 'string' && isValidPostcode(first) ? normalisePostcode(first) : undefined
}

/** Next's searchParams or a URLSearchParams as a plain record; anything else as an empty query. */
export function queryRecordOf(input: unknown): Record<string, unknown> {
  if (input instanceof URLSearchParams) {
    return Object.fromEntries([...new Set(input.keys())].map((key) => [key, input.getAll(key)]))
  }
  return typeof input === 'object' && input !== null && !Array.isArray(input) ? (input as Record<string, unknown>) : {}
}

/** The query record with the page read from its URL name, pageIndex (PAGE_QUERY_PARAMETER). */
function listingQueryRecordOf(input: unknown): Record<string, unknown> {
  const record = queryRecordOf(input)
  return { ...record, page: record[PAGE_QUERY_PARAMETER] }
}

/**
 * A listing's query string (spec 001 section 2): term, pageIndex, category, district, ageRange,
 * postcode, distance, date. It never fails: an invalid value is dropped (or falls back to its
 * default), so an edited or stale link still shows a listing.
 */
export const listingQuerySchema = z.preprocess(
  listingQueryRecordOf,
  z.object({
    term: searchTermSchema,
    page: z.unknown().optional().transform(parsePage),
    category: z.unknown().optional().transform(categoryIdsOf),
    district: z
      .unknown()
      .optional()
      .transform((value) => optionsOf(value, HAFLS_DISTRICTS)),
    ageRange: z
      .unknown()
      .optional()
      .transform((value) => optionsOf(value, SEND_AGE_RANGES)),
    postcode: z.unknown().optional().transform(postcodeOf),
    distance: z.unknown().optional().transform(parseDistanceMiles),
    date: z.unknown().optional().transform(parseDateRange),
    orderBy: z.unknown().optional().transform(parseOrderBy),
  }),
)

export type ListingQuery = z.output<typeof listingQuerySchema>

/**
 * Listing order (spec 001 section 2: orderBy is part of the listing's URL). By event date unless
 * 'relevance' is asked for, which ranks by the weighted word match (spec 001 section 9).
 */
export const LISTING_ORDERS = ['date', 'relevance'] as const
export type ListingOrder = (typeof LISTING_ORDERS)[number]

export function parseOrderBy(value: unknown): ListingOrder {
  return firstValueOf(value) === 'relevance' ? 'relevance' : 'date'
}

/** `listingQuerySchema.parse` by name. */
export function parseListingQuery(input: unknown): ListingQuery {
  return listingQuerySchema.parse(input)
}

/**
 * The query for a link to a listing (for `paths.listing`), leaving out defaults: page 1, an empty
 * term, empty lists, and the distance unless a postcode is set and the distance is not 5.
 */
export function listingQueryParams(query: ListingQuery): Record<string, string | undefined> {
  const listParam = (values: readonly string[]) => (values.length > 0 ? values.join(',') : undefined)
  return {
    term: query.term || undefined,
    [PAGE_QUERY_PARAMETER]: query.page > 1 ? String(query.page) : undefined,
    category: listParam(query.category),
    district: listParam(query.district),
    ageRange: listParam(query.ageRange),
    postcode: query.postcode,
    distance: query.postcode && query.distance !== DEFAULT_DISTANCE_MILES ? String(query.distance) : undefined,
    date: query.date ? serialiseDateRange(query.date) : undefined,
    orderBy: query.orderBy === 'date' ? undefined : query.orderBy,
  }
}
