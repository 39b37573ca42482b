/**
 * Staff console report tables and the attendee CSV download (spec 001 sections 2, 3, 5 and 9).
 * The rows come out as string[][], header first, ready for any CSV writer; reportCsv is a small
 * one of our own so the domain depends on no CSV library.
 */

/** The attendee field holding the checkout answers as JSON text (spec 001 section 3). */
export const CHECKOUT_ANSWERS_FIELD = 'checkoutQuestions'

/** What a spreadsheet runs as a formula when a cell starts with it (CSV injection). */
export const FORMULA_TRIGGERS: readonly string[] = ['=', '+', '-', '@', '\t', '\r']

/** Characters Windows and other file systems refuse in a file name. */
export const FILE_NAME_FORBIDDEN = '/\\:*?"<>|'

/** A row of a console report as the server sends it: field name to value. */
export type ReportRecord = Readonly<Record<string, unknown>>

/**
 * A header from a field name, split at capital letters (spec 001 section 2): 'firstName' ->
 * 'First Name'. A run of capitals is one word, so 'ticketID' -> 'Ticket ID' and 'HTMLText' ->
 * 'HTML Text'; underscores become spaces; the first letter is made a capital.
 */
export function headerFromFieldName(fieldName: string): string {
  const words = fieldName
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/[_\s]+/g, ' ')
    .trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/**
 * The checkout answers of an attendee: the JSON text parsed to an object. Empty, missing or
 * invalid JSON, and JSON that is not an object (a list, a number, null), count as no answers.
 */
export function parseCheckoutAnswers(text: unknown): Record<string, unknown> {
  if (typeof text !== 'string') return {}
  try {
    const parsed: unknown = JSON.parse(text)
    return isPlainObject(parsed) ? parsed : {}
  } catch {
    return {}
  }
}

/** Whether a parsed JSON value is an object with fields (not null and not a list). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * The text of a cell: nothing for null or missing, lists (multiple choice answers) joined with
 * '; ', other objects as JSON, anything else as String gives it (true/false for attended).
 */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (Array.isArray(value)) return value.map(cellText).join('; ')
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

/**
 * A cell made safe for the download: commas removed (spec 001 section 5), then a cell a
 * spreadsheet would run as a formula (starting with =, +, -, @, tab or carriage return) gets a
 * single quote in front, which spreadsheets show as text.
 */
export function safeCell(text: string): string {
  const withoutCommas = text.replaceAll(',', '')
  return FORMULA_TRIGGERS.some((trigger) => withoutCommas.startsWith(trigger)) ? `'${withoutCommas}` : withoutCommas
}

/** The keys of several records together, each once, in the order first seen. */
export function unionOfKeys(records: readonly Readonly<Record<string, unknown>>[]): string[] {
  const keys = new Set<string>()
  for (const record of records) for (const key of Object.keys(record)) keys.add(key)
  return [...keys]
}

/**
 * The attendance report table (spec 001 section 2 'Attendance report page'): one column per
 * attendee field (the union over all rows, in first-seen order, headers split at capitals), then
 * one per checkout question (the union of the answer keys, in first-seen order, headers as the
 * questions are written), then one row per attendee. Every cell goes through safeCell. No
 * attendees give no rows at all: the page shows 'This event currently has no bookings.' instead.
 */
export function attendeeReportRows(attendees: readonly ReportRecord[]): string[][] {
  if (attendees.length === 0) return []
  const fields = unionOfKeys(attendees).filter((field) => field !== CHECKOUT_ANSWERS_FIELD)
  const withAnswers = attendees.map((attendee) => ({ attendee, answers: parseCheckoutAnswers(attendee[CHECKOUT_ANSWERS_FIELD]) }))
  const questions = unionOfKeys(withAnswers.map(({ answers }) => answers))
  const header = [...fields.map(headerFromFieldName), ...questions]
  const rows = withAnswers.map(({ attendee, answers }) => [
    ...fields.map((field) => cellText(attendee[field])),
    ...questions.map((question) => cellText(answers[question])),
  ])
  return [header, ...rows].map((row) => row.map(safeCell))
}

/**
 * The waiting-list report table (spec 001 section 2 'Waiting List Report page'): columns from the
 * first row's field names (headers split at capitals, as the attendance report), one row per
 * entry; no entries give no rows.
 */
export function waitingListReportRows(entries: readonly ReportRecord[]): string[][] {
  const first = entries[0]
  if (first === undefined) return []
  const fields = Object.keys(first)
  const rows = entries.map((entry) => fields.map((field) => cellText(entry[field])))
  return [fields.map(headerFromFieldName), ...rows].map((row) => row.map(safeCell))
}

/**
 * The download's file name: '{report name} attendee list report.csv' (spec 001 section 9), with
 * characters that file systems refuse (/ \ : * ? " < > | and control characters) taken out of the
 * report name.
 */
export function attendeeReportFileName(reportName: string): string {
  const name = [...reportName.replace(/\s+/g, ' ')]
    .filter((character) => !FILE_NAME_FORBIDDEN.includes(character) && !isControlCharacter(character))
    .join('')
    .replace(/ {2,}/g, ' ')
    .trim()
  return [name, 'attendee list report.csv'].filter((part) => part !== '').join(' ')
}

/** Whether a character is a control character (U+0000 to U+001F, or DEL). */
export function isControlCharacter(character: string): boolean {
  const code = character.charCodeAt(0)
  return code < 32 || code === 127
}

/**
 * Rows as CSV text (RFC 4180): cells joined by commas, rows by CRLF; a cell holding a double quote,
 * comma or line break is quoted, with its quotes doubled.
 */
export function reportCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n')
}

/** One CSV field, quoted only when it has to be. */
export function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}
