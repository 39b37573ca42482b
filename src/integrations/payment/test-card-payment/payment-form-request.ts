import { PAYMENT_FIELD_NAMES, PERSON_FIELD_PREFIX, PAYMENT_LINE_FIXED_CODE, PAYMENT_LINE_TRAILING_CODE } from '../../../domain/payment'
import { penceOfProviderAmount } from '../council-response-codes'

/**
 * Reads the payment form as the council's page would receive it (spec 000 section 7): exactly the
 * spec's fields, one Person_n per ticket, nothing else. The test service refuses anything else with
 * a page that lists what is wrong, so a mistake in our hand-off shows in development, not on the
 * live page.
 */
export type PaymentFormValues = Record<string, string>

export interface PaymentFormProblems {
  missing: string[]
  unknown: string[]
  invalid: string[]
}

export type PaymentFormReading = { ok: true; values: PaymentFormValues; amountPence: number; persons: string[] } | { ok: false; problems: PaymentFormProblems }

const SPEC_FIELDS: readonly string[] = Object.values(PAYMENT_FIELD_NAMES)

/** Fields a person may leave empty (spec 000 section 5: Address Line 2 items, County, Country, PO Box). */
const MAY_BE_EMPTY = new Set<string>([
  PAYMENT_FIELD_NAMES.postOfficeBoxNumber,
  PAYMENT_FIELD_NAMES.addressRegion,
  PAYMENT_FIELD_NAMES.country,
  PAYMENT_FIELD_NAMES.bookingQuestions,
])

/** At most this many tickets in one payment (far above the basket limit; guards the loop). */
const MAX_PERSONS = 1000

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}

/**
 * The form's values, or what is missing, unknown or unreadable. `sameHost` says whether an address
 * may be sent back to: the service only redirects to its own host, so it is no open redirect.
 */
export function readPaymentForm(input: Record<string, unknown>, sameHost: (url: string) => boolean, extraAllowed: readonly string[] = []): PaymentFormReading {
  const values: PaymentFormValues = {}
  const invalid: string[] = []
  for (const [name, value] of Object.entries(input)) {
    if (typeof value === 'string') values[name] = value
    else invalid.push(`${name} (given more than once)`)
  }
  const count = Number(values[PAYMENT_FIELD_NAMES.numberOfTickets] ?? Number.NaN)
  const ticketCount = Number.isInteger(count) && count >= 1 && count <= MAX_PERSONS ? count : 0
  const persons = Array.from({ length: ticketCount }, (_, index) => `${PERSON_FIELD_PREFIX}${index + 1}`)
  const expected = [...SPEC_FIELDS, ...persons]
  const missing = expected.filter((name) => values[name] === undefined || (values[name] === '' && !MAY_BE_EMPTY.has(name)))
  const known = new Set([...expected, ...extraAllowed])
  const unknown = Object.keys(input).filter((name) => !known.has(name))

  if (values[PAYMENT_FIELD_NAMES.numberOfTickets] !== undefined && ticketCount === 0) invalid.push(`${PAYMENT_FIELD_NAMES.numberOfTickets} (a whole number of tickets)`)
  for (const name of [PAYMENT_FIELD_NAMES.returnUrl, PAYMENT_FIELD_NAMES.backButtonUrl, PAYMENT_FIELD_NAMES.receiptFinishUrl]) {
    const value = values[name]
    if (value && !(isWebAddress(value) && sameHost(value))) invalid.push(`${name} (an address on this site)`)
  }
  const total = values[PAYMENT_FIELD_NAMES.paymentTotal]
  const amountPence = total !== undefined && /^\d+\.\d{2}$/.test(total) ? penceOfProviderAmount(total) : undefined
  if (total && amountPence === undefined) invalid.push(`${PAYMENT_FIELD_NAMES.paymentTotal} (pounds with two decimals, such as 12.50)`)
  const line = values[PAYMENT_FIELD_NAMES.paymentLine]
  const linePattern = new RegExp(`^[^|]+\\|${PAYMENT_LINE_FIXED_CODE}\\|(\\d+\\.\\d{2})\\|${PAYMENT_LINE_TRAILING_CODE}\\|$`)
  const lineAmount = line ? linePattern.exec(line)?.[1] : undefined
  if (line && lineAmount === undefined) invalid.push(`${PAYMENT_FIELD_NAMES.paymentLine} ({account}|${PAYMENT_LINE_FIXED_CODE}|{amount}|${PAYMENT_LINE_TRAILING_CODE}|)`)
  if (lineAmount !== undefined && total !== undefined && lineAmount !== total) invalid.push(`${PAYMENT_FIELD_NAMES.paymentLine} (its amount differs from ${PAYMENT_FIELD_NAMES.paymentTotal})`)
  for (const person of persons) {
    const entry = values[person]
    if (entry && entry.split(';').length < 5) invalid.push(`${person} (first;last;ticketId;requirements;questions)`)
  }

  if (missing.length > 0 || unknown.length > 0 || invalid.length > 0 || amountPence === undefined) {
    return { ok: false, problems: { missing, unknown, invalid } }
  }
  return { ok: true, values, amountPence, persons }
}
