import { formatReportDateTime } from './dates'
import { sessionColumn, sessionLabel, type RegisterSession } from './sessions'
import { checkoutQuestionSchema } from './validation/checkout-questions'

/**
 * Staff console report tables and the attendee CSV download (spec 001 sections 2, 3, 5 and 9).
 * The rows come out as string[][], header first, as the page's table shows them; reportCsv makes
 * them the CSV file (commas taken out of cells, formulas made inert) with a small writer of our own,
 * so the domain depends on no CSV library.
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

/** How a yes/no field (attended) reads in a report. */
export const YES = 'Yes'
export const NO = 'No'

/**
 * The text of a cell: nothing for null or missing, 'Yes' or 'No' for a yes/no field (attended),
 * lists (multiple choice answers) joined with '; ', other objects as JSON, anything else as String
 * gives it.
 */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'boolean') return value ? YES : NO
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
 * Headers made distinct: a header already used gets ' (2)', ' (3)' ... after it, so no column of
 * a report hides another (a CSV reader keyed by header keeps only one of two equal headers).
 */
export function distinctHeaders(headers: readonly string[], taken: Iterable<string> = []): string[] {
  const used = new Set(taken)
  return headers.map((header) => {
    let candidate = header
    for (let n = 2; used.has(candidate); n += 1) candidate = `${header} (${n})`
    used.add(candidate)
    return candidate
  })
}

/** The attendee field with the ids of the sessions of a course the holder attended (decision 0043). */
export const ATTENDED_SESSIONS_FIELD = 'attendedSessions'
/** The attendee field with the mark of the register shown (an event's one occasion, or the session chosen). */
export const ATTENDED_FIELD = 'attended'

/** The total column of a course's attendance report: 'Sessions attended (of 6)'. */
export function sessionsAttendedHeader(count: number): string {
  return `Sessions attended (of ${count})`
}

/**
 * The attendance report table (spec 001 section 2 'Attendance report page'): one column per
 * attendee field (the union over all rows, in first-seen order, headers split at capitals), then
 * one per checkout question: `questionColumns` first (the event's questions in the order asked,
 * labelledCheckoutAnswers), then any other answer keys in first-seen order; then one row per
 * attendee. A question whose text equals a field's header gets a ' (2)' (distinctHeaders). No
 * attendees give no rows at all: the page shows 'This event currently has no bookings.' instead.
 *
 * A course (`sessions`, in the order they meet; issue 26 point 1) has, instead of the one Attended
 * column, one per session ('Session 2 (13 Jan 2026)', Yes or No) and the number of sessions each
 * holder attended ('Sessions attended (of 6)').
 */
export function attendeeReportRows(attendees: readonly ReportRecord[], questionColumns: readonly string[] = [], sessions: readonly RegisterSession[] = []): string[][] {
  if (attendees.length === 0) return []
  const perSession = sessions.length > 0
  const hidden = new Set([CHECKOUT_ANSWERS_FIELD, ATTENDED_SESSIONS_FIELD, ...(perSession ? [ATTENDED_FIELD] : [])])
  const fields = unionOfKeys(attendees).filter((field) => !hidden.has(field))
  const withAnswers = attendees.map((attendee) => ({ attendee, answers: parseCheckoutAnswers(attendee[CHECKOUT_ANSWERS_FIELD]) }))
  const questions = [...new Set([...questionColumns, ...unionOfKeys(withAnswers.map(({ answers }) => answers))])]
  const fieldHeaders = [...fields.map(headerFromFieldName), ...(perSession ? [...sessions.map(sessionColumn), sessionsAttendedHeader(sessions.length)] : [])]
  const header = [...fieldHeaders, ...distinctHeaders(questions, fieldHeaders)]
  const rows = withAnswers.map(({ attendee, answers }) => {
    const attended = new Set(Array.isArray(attendee[ATTENDED_SESSIONS_FIELD]) ? (attendee[ATTENDED_SESSIONS_FIELD] as unknown[]) : [])
    const sessionCells = perSession ? [...sessions.map((session) => cellText(attended.has(session.id))), String(sessions.filter((session) => attended.has(session.id)).length)] : []
    return [...fields.map((field) => cellText(attendee[field])), ...sessionCells, ...questions.map((question) => cellText(answers[question]))]
  })
  return [header, ...rows]
}

/**
 * A course's attendance session by session (issue 26 point 1): a header row, then per session its
 * label and how many of the booked were marked present ('5 of 8'). No rows without sessions or bookings.
 */
export function sessionAttendanceRows(attendees: readonly ReportRecord[], sessions: readonly RegisterSession[]): string[][] {
  if (sessions.length === 0 || attendees.length === 0) return []
  const present = (session: RegisterSession) =>
    attendees.filter((attendee) => Array.isArray(attendee[ATTENDED_SESSIONS_FIELD]) && (attendee[ATTENDED_SESSIONS_FIELD] as unknown[]).includes(session.id)).length
  return [['Session', 'Present'], ...sessions.map((session, index) => [sessionLabel(session, index, sessions.length), `${present(session)} of ${attendees.length}`])]
}

/** A checkout question as a report needs it: the text the resident read, and the editor's short name. */
export interface ReportQuestion {
  label: string
  title: string
}

/**
 * An event's stored questions (booking_questions or ticket_questions) as the basket and the checkout
 * read them: a row that is not a valid question is left out, so the positions the answers are keyed
 * by (src/domain/validation/checkout-questions.ts answerKey) are the same here as there.
 */
export function reportQuestionsOf(rows: unknown): ReportQuestion[] {
  if (!Array.isArray(rows)) return []
  return rows.flatMap((row) => {
    const parsed = checkoutQuestionSchema.safeParse(row)
    return parsed.success ? [{ label: parsed.data.label, title: parsed.data.title }] : []
  })
}

/** Who a question is asked of: once per booking (the purchaser) or once per ticket (its holder). */
export type QuestionScope = 'booking' | 'ticket'

const SCOPE_NAME: Record<QuestionScope, string> = { booking: 'Booking', ticket: 'Ticket' }

/** A question's text: its label as the resident read it; its title, or its place, when it has none. */
function questionText(question: ReportQuestion, index: number, scope: QuestionScope): string {
  return question.label.trim() || question.title.trim() || `${SCOPE_NAME[scope]} question ${index + 1}`
}

/**
 * The column of each question, titled by its text. A text asked both of the booking and of each
 * ticket says which it is: 'Organisation (booking)', 'Organisation (ticket)'; any other repeat gets
 * a number (distinctHeaders).
 */
export function questionColumns(booking: readonly ReportQuestion[], ticket: readonly ReportQuestion[]): { booking: string[]; ticket: string[] } {
  const bookingTexts = booking.map((question, index) => questionText(question, index, 'booking'))
  const ticketTexts = ticket.map((question, index) => questionText(question, index, 'ticket'))
  const both = new Set(bookingTexts.filter((text) => ticketTexts.includes(text)))
  const columns = distinctHeaders([
    ...bookingTexts.map((text) => (both.has(text) ? `${text} (booking)` : text)),
    ...ticketTexts.map((text) => (both.has(text) ? `${text} (ticket)` : text)),
  ])
  return { booking: columns.slice(0, booking.length), ticket: columns.slice(booking.length) }
}

/**
 * The column of an answer whose question the event no longer asks (an editor took it out after the
 * booking): the answer is kept, under its old place, 'Booking question 3 (no longer asked)'.
 */
export function formerQuestionColumn(scope: QuestionScope, key: string): string {
  // A position as the checkout writes it ('0', '1' ...) reads as a place counted from 1; anything else as it is.
  const place = /^(0|[1-9]\d{0,5})$/.test(key) ? String(Number(key) + 1) : key
  return `${SCOPE_NAME[scope]} question ${place} (no longer asked)`
}

/** One booked ticket's stored answers: the booking's (asked once, of the purchaser) and its own. */
export interface StoredAnswers {
  bookingAnswers: unknown
  ticketAnswers: unknown
}

/**
 * Each ticket's checkout answers keyed by the question's column (questionColumns), the booking's and
 * the ticket's both kept (issue 22: keyed by position, a ticket answer overwrote the booking answer
 * at the same place). A booking's answers belong to every ticket of the booking, so each ticket's
 * row is whole when a spreadsheet sorts or filters it. Answers to questions no longer asked get
 * columns of their own after the rest (formerQuestionColumn), in first-seen order; a question not
 * answered reads ''. `columns` is the order the report shows them in.
 */
export function labelledCheckoutAnswers(
  questions: { booking: readonly ReportQuestion[]; ticket: readonly ReportQuestion[] },
  tickets: readonly StoredAnswers[],
): { columns: string[]; answers: Array<Record<string, unknown>> } {
  const asked = questionColumns(questions.booking, questions.ticket)
  const former = new Map<string, string>()
  const taken = new Set([...asked.booking, ...asked.ticket])
  const formerColumn = (scope: QuestionScope, key: string): string => {
    const id = `${scope}:${key}`
    let column = former.get(id)
    if (column === undefined) {
      column = distinctHeaders([formerQuestionColumn(scope, key)], taken)[0]!
      taken.add(column)
      former.set(id, column)
    }
    return column
  }
  const answers = tickets.map((ticket) => {
    const record: Record<string, unknown> = {}
    for (const [scope, stored] of [
      ['booking', ticket.bookingAnswers],
      ['ticket', ticket.ticketAnswers],
    ] as const) {
      const given = isPlainObject(stored) ? stored : {}
      const keys = asked[scope].map((_column, index) => String(index))
      asked[scope].forEach((column, index) => {
        record[column] = given[keys[index]!] ?? ''
      })
      for (const [key, value] of Object.entries(given)) if (!keys.includes(key)) record[formerColumn(scope, key)] = value
    }
    return record
  })
  return { columns: [...asked.booking, ...asked.ticket, ...former.values()], answers }
}

/**
 * The waiting-list report table (spec 001 section 2 'Waiting List Report page'): columns from the
 * first row's field names (headers split at capitals, as the attendance report), one row per
 * entry; the `dateFields` (ISO 8601 instants) as people write them (formatReportDateTime), an empty
 * one left empty; no entries give no rows.
 */
export function waitingListReportRows(entries: readonly ReportRecord[], dateFields: readonly string[] = []): string[][] {
  const first = entries[0]
  if (first === undefined) return []
  const fields = Object.keys(first)
  const cell = (entry: ReportRecord, field: string): string => {
    const value = entry[field]
    return dateFields.includes(field) && typeof value === 'string' && value !== '' ? formatReportDateTime(value) : cellText(value)
  }
  const rows = entries.map((entry) => fields.map((field) => cell(entry, field)))
  return [fields.map(headerFromFieldName), ...rows]
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
 * Rows as the CSV file's text (RFC 4180): every cell made safe first (safeCell: commas removed as
 * spec 001 section 5 says, formulas made inert), then cells joined by commas and rows by CRLF; a
 * cell holding a double quote or line break is quoted, with its quotes doubled.
 */
export function reportCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map((cell) => csvField(safeCell(cell))).join(',')).join('\r\n')
}

/** One CSV field, quoted only when it has to be. */
export function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}
