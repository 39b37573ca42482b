import { fieldErrorsOf } from './field-errors'
import {
  dateRangeFilterSchema,
  firstValueOf,
  listingQueryParams,
  parseListingQuery,
  queryRecordOf,
  type ListingQuery,
} from './listing-filters'
import { isValidPostcode, POSTCODE_MESSAGES } from './postcode'

/**
 * A listing's filter form as it arrives in the URL (spec 000 sections 2 and 5). The form is a GET
 * form, so its fields are query parameters: most have the names the listing's links use
 * (listingQueryParams), but the date range comes as two date inputs, `startDate` and `endDate`,
 * while links carry it serialised in `date`. This reads both, decides which entries are refused,
 * and says when a submission should be redirected to the link form of the same query, so every
 * state has one shareable address.
 */

/** The form fields that can be refused, in the order they appear in the form. */
export const LISTING_FILTER_FORM_FIELDS = ['postcode', 'startDate', 'endDate'] as const
export type ListingFilterFormField = (typeof LISTING_FILTER_FORM_FIELDS)[number]

export interface ListingFilterFormError {
  field: ListingFilterFormField
  message: string
}

export interface ListingFilterForm {
  /** What to search for: every accepted filter. A refused entry filters nothing. */
  query: ListingQuery
  /** The text to show back in the inputs: the entry as typed when it was refused, else the query's value. */
  entries: Record<ListingFilterFormField, string>
  /** One message per refused field, in form order. */
  errors: ListingFilterFormError[]
  /**
   * Set when the URL is a form submission (it has `startDate` or `endDate`) and nothing was
   * refused: the query for the listing link (paths.listing) to redirect to.
   */
  redirectQuery?: Record<string, string | undefined>
}

/** A parameter's first value as trimmed text; '' when missing or not text. */
export function entryOf(value: unknown): string {
  const first = firstValueOf(value)
  return typeof first === 'string' ? first.trim() : ''
}

/**
 * Reads the listing's query string, with or without the date inputs. It never throws. With the
 * date inputs present they replace any `date` parameter: both empty means no date filter, and a
 * refused range (dateRangeFilterSchema's messages) means no date filter. A postcode that is not a
 * UK postcode is refused with 'Please enter a valid postcode' and the location filter is left out.
 */
export function readListingFilterForm(input: unknown, now: Date): ListingFilterForm {
  const record = queryRecordOf(input)
  const parsed = parseListingQuery(record)
  const errors: ListingFilterFormError[] = []

  const postcodeEntry = entryOf(record.postcode)
  const postcodeRefused = postcodeEntry !== '' && !isValidPostcode(postcodeEntry)
  if (postcodeRefused) errors.push({ field: 'postcode', message: POSTCODE_MESSAGES.invalid })

  const fromForm = 'startDate' in record || 'endDate' in record
  let date = parsed.date
  let startDate = date?.start ?? ''
  let endDate = date?.end ?? ''
  if (fromForm) {
    startDate = entryOf(record.startDate)
    endDate = entryOf(record.endDate)
    const result = dateRangeFilterSchema(now).safeParse({ startDate, endDate })
    if (result.success) {
      date = result.data
    } else {
      date = undefined
      const messages = fieldErrorsOf(result.error)
      for (const field of ['startDate', 'endDate'] as const) {
        const message = messages[field]
        if (message) errors.push({ field, message })
      }
    }
  }

  const query: ListingQuery = { ...parsed, date }
  return {
    query,
    entries: { postcode: postcodeRefused ? postcodeEntry : (parsed.postcode ?? ''), startDate, endDate },
    errors,
    ...(fromForm && errors.length === 0 ? { redirectQuery: listingQueryParams(query) } : {}),
  }
}
