import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { holdsNulByte } from '../domain/validation/nul-byte'

export { holdsNulByte }

/**
 * Input PostgreSQL cannot hold, refused with a 400 before Payload queries (issue 23 point 7).
 * `/api/events/2147483648` (an id past PostgreSQL's integer) and `where[title][like]=%00` (a NUL
 * byte, which no text column takes) reached the database, which failed the query: an anonymous 500
 * with a stack trace in the log; so did a NUL byte in a sign-in's e-mail and a page past the integer.
 * Pure checks here; the hook applies them to every collection.
 */

/** The largest value of PostgreSQL's `integer`, the type of every collection's id (serial). */
export const MAX_DOCUMENT_ID = 2_147_483_647

export const DOCUMENT_ID_MESSAGE = `A document id is a whole number from 1 to ${MAX_DOCUMENT_ID}.`
export const NUL_BYTE_MESSAGE = 'The query contains a NUL character, which no field can hold. Remove it and try again.'
export const BODY_NUL_BYTE_MESSAGE = 'The request contains a NUL character, which no field can hold. Remove it and try again.'
export const PAGE_MESSAGE = `A page number is a whole number from 1 to ${MAX_DOCUMENT_ID}, and a limit from 0 to ${MAX_DOCUMENT_ID}.`
export const DATE_MESSAGE = 'A date is written as YYYY-MM-DD, or as an ISO 8601 date and time, in the years 1 to 9999.'

/** The operators whose value is compared with the field's own value (and so must be of its type). */
const COMPARISONS = new Set(['equals', 'not_equals', 'in', 'not_in', 'greater_than', 'greater_than_equal', 'less_than', 'less_than_equal'])

/**
 * Whether a value compared with a date field is a date PostgreSQL takes: a string JavaScript reads
 * as a date in the years 1 to 9999 (`where[dateTime][greater_than]=99999-01-01` reached the
 * database as '+099999-...', which it refused with a 500), a Date, or nothing.
 */
export function isStorableDate(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true
  const date = value instanceof Date ? value : typeof value === 'string' || typeof value === 'number' ? new Date(value) : null
  if (date === null || Number.isNaN(date.getTime())) return false
  const year = date.getUTCFullYear()
  return year >= 1 && year <= 9999
}

/** Whether an id (from the path, or a where clause on id) names a row an integer key can hold. */
export function isStorableDocumentId(id: unknown): boolean {
  const text = typeof id === 'number' ? String(id) : typeof id === 'string' ? id.trim() : ''
  return /^\d{1,10}$/.test(text) && Number(text) >= 1 && Number(text) <= MAX_DOCUMENT_ID
}

/** The reason a where clause cannot be asked of PostgreSQL, or null. Walks its and/or nesting. */
export function whereProblem(where: unknown, key = '', dateFields: ReadonlySet<string> = new Set()): string | null {
  if (typeof where === 'string') return where.includes('\u0000') ? NUL_BYTE_MESSAGE : null
  if (Array.isArray(where)) {
    for (const item of where) {
      const problem = whereProblem(item, key, dateFields)
      if (problem) return problem
    }
    return null
  }
  if (where !== null && typeof where === 'object') {
    for (const [name, value] of Object.entries(where)) {
      const field = name === 'and' || name === 'or' ? '' : key === '' ? name : key
      if (name.includes('\u0000')) return NUL_BYTE_MESSAGE
      // A comparison on the id: the operator's value (or each of an `in` list) must be an id.
      if (key === 'id' && ['equals', 'not_equals', 'in', 'not_in'].includes(name)) {
        const ids = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value]
        if (ids.some((id) => !isStorableDocumentId(id))) return DOCUMENT_ID_MESSAGE
      }
      // A comparison on a date field: the value (or each of a list) must be a date PostgreSQL takes.
      if (dateFields.has(key) && COMPARISONS.has(name)) {
        const dates = Array.isArray(value) ? value : typeof value === 'string' && name.endsWith('in') ? value.split(',') : [value]
        if (dates.some((date) => !isStorableDate(date))) return DATE_MESSAGE
      }
      const problem = whereProblem(value, field, dateFields)
      if (problem) return problem
    }
  }
  return null
}

/**
 * Whether a page or limit PostgreSQL can take as an OFFSET and LIMIT: unset, or a whole number in
 * the integer's range (`?page=99999999999999999999` failed the query with a 500).
 */
export function isStorablePaging(value: unknown, lowest: number): boolean {
  if (value === undefined || value === null || value === '') return true
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : ''
  return /^\d{1,10}$/.test(text) && Number(text) >= lowest && Number(text) <= MAX_DOCUMENT_ID
}

/**
 * The 400 for such input. Its own name, so payload.config.ts can log it as one info line (as Payload
 * logs its own NotFound and ValidationError) rather than an error with a stack.
 */
export class UnstorableInputError extends APIError {
  constructor(message: string) {
    super(message, 400, null, true)
    this.name = 'UnstorableInputError'
  }
}

/**
 * Refuses, with a 400 and a plain message, what PostgreSQL cannot take: an id, a where clause, a sort
 * or a page, and a body (`data`: a sign-in, a forgotten password, a document saved) with a NUL byte.
 */
export const refuseUnstorableInput: CollectionBeforeOperationHook = ({ args, collection }) => {
  const asked = args as { id?: unknown; where?: unknown; sort?: unknown; page?: unknown; limit?: unknown; data?: unknown }
  if (asked.id !== undefined && asked.id !== null && !isStorableDocumentId(asked.id)) throw new UnstorableInputError(DOCUMENT_ID_MESSAGE)
  const problem = whereProblem(asked.where, '', dateFieldsOf(collection))
  if (problem) throw new UnstorableInputError(problem)
  if (holdsNulByte(asked.sort)) throw new UnstorableInputError(NUL_BYTE_MESSAGE)
  if (!isStorablePaging(asked.page, 1) || !isStorablePaging(asked.limit, 0)) throw new UnstorableInputError(PAGE_MESSAGE)
  if (holdsNulByte(asked.data)) throw new UnstorableInputError(BODY_NUL_BYTE_MESSAGE)
  return args
}

const dateFieldNames = new WeakMap<object, ReadonlySet<string>>()

/** The names of a collection's top-level date fields (createdAt and updatedAt included), worked out once per config. */
function dateFieldsOf(collection: { flattenedFields?: ReadonlyArray<{ name: string; type: string }> } | undefined): ReadonlySet<string> {
  if (!collection) return new Set()
  let names = dateFieldNames.get(collection)
  if (!names) {
    names = new Set((collection.flattenedFields ?? []).filter((field) => field.type === 'date').map((field) => field.name))
    dateFieldNames.set(collection, names)
  }
  return names
}
