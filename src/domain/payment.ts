/**
 * The fields of the browser form that sends the purchaser to the council's card-payment page
 * (spec 000 section 7, 'Browser form submit (GET) to a council card-payment provider') and the
 * formats of its payment line, total, transaction reference and Person_n entries (spec 000
 * sections 5 and 9). Pure: the clock and every address come in as arguments.
 *
 * The spec lists what the form carries but not the field names; the names in
 * PAYMENT_FIELD_NAMES are ours.
 */

import { assertPence, type Pence } from './money'

/** Payment source code (spec 000 section 9: 'source code 01'). */
export const PAYMENT_SOURCE_CODE = '01'

/**
 * The fixed parts of a payment line, '{gl}{costCode}|04|{amount}|AZ|' (spec 000 section 9). The
 * spec does not say what '04' and 'AZ' mean, so they are kept as given.
 */
export const PAYMENT_LINE_FIXED_CODE = '04'
export const PAYMENT_LINE_TRAILING_CODE = 'AZ'

/** Our names for the form fields of spec 000 section 7 (the spec does not give them). */
export const PAYMENT_FIELD_NAMES = {
  callingApplicationId: 'callingApplicationId',
  paymentSourceCode: 'paymentSourceCode',
  returnUrl: 'returnUrl',
  backButtonUrl: 'backButtonUrl',
  receiptFinishUrl: 'receiptFinishUrl',
  paymentLine: 'paymentLine',
  paymentTotal: 'paymentTotal',
  // The customer payload of spec 000 section 3 uses this name for the same value.
  transactionReference: 'callingApplicationTransactionReference',
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  telephoneNumber: 'telephoneNumber',
  bookingQuestions: 'bookingQuestions',
  streetAddress: 'streetAddress',
  postOfficeBoxNumber: 'postOfficeBoxNumber',
  addressLocality: 'addressLocality',
  addressRegion: 'addressRegion',
  country: 'country',
  postalCode: 'postalCode',
  basketId: 'basketId',
  numberOfTickets: 'numberOfTickets',
} as const

/** The prefix of the one-per-ticket fields: Person_1, Person_2, ... (spec 000 section 7). */
export const PERSON_FIELD_PREFIX = 'Person_'

/** One hidden input of the payment form, in the order the form carries them. */
export interface PaymentFormField {
  name: string
  value: string
}

/** The general ledger code and cost code of the event (spec 000 section 3 'Basket details'). */
export interface PaymentLedger {
  gl: string
  costCode: string
}

/**
 * Live hosts pay into the event's ledger account; other hosts into a fixed test account (spec 000
 * section 9), which the caller supplies from configuration.
 */
export type PaymentEnvironment = { live: true } | { live: false; testAccount: string }

/** Answers to checkout questions, keyed by question; multiple choice answers are lists. */
export type CheckoutAnswers = Readonly<Record<string, string | readonly string[]>>

/** The purchaser's address, in the customer payload's names (spec 000 section 3 'userAddress'). */
export interface PaymentAddress {
  streetAddress: string
  postOfficeBoxNumber?: string
  addressLocality: string
  addressRegion?: string
  country?: string
  postalCode: string
}

export interface PaymentPurchaser {
  firstName: string
  lastName: string
  email: string
  telephoneNumber: string
  bookingQuestions: CheckoutAnswers
  address: PaymentAddress
}

/** One ticket holder (spec 000 section 2 'Checkout page': first name, last name, requirements). */
export interface PaymentTicket {
  ticketId: string
  firstName: string
  lastName: string
  specialRequirements?: string
  ticketQuestions: CheckoutAnswers
}

export interface PaymentFormInput {
  callingApplicationId: string
  returnUrl: string
  backButtonUrl: string
  receiptFinishUrl: string
  basketId: string
  ledger: PaymentLedger
  environment: PaymentEnvironment
  /** The order total in pence: the sum of the basket's line totals. */
  totalPence: Pence
  /** When the form is built; makes the transaction reference unique per payment attempt. */
  now: Date
  purchaser: PaymentPurchaser
  tickets: readonly PaymentTicket[]
}

/**
 * Ticket data sent to payment has its semicolons removed (spec 000 section 5), because ';'
 * separates the parts of a Person_n entry.
 */
export function stripSemicolons(text: string): string {
  return text.replaceAll(';', '')
}

/**
 * An amount in pence as pounds with two decimals, '1250' -> '12.50', '5' -> '0.05' (spec 000
 * section 9: 'total formatted with zeroes added'). Integer arithmetic, so no float rounding; no
 * '£' and no thousands separator, unlike formatPounds in money.ts, because the provider reads a
 * plain decimal number.
 */
export function formatPaymentAmount(pence: Pence): string {
  assertPence(pence, 'A payment amount')
  const pounds = Math.floor(pence / 100)
  const rest = String(pence % 100).padStart(2, '0')
  return `${pounds}.${rest}`
}

/** The account part of the payment line: '{gl}{costCode}' on live hosts, else the test account. */
export function paymentAccount(ledger: PaymentLedger, environment: PaymentEnvironment): string {
  return environment.live ? `${ledger.gl}${ledger.costCode}` : environment.testAccount
}

/** The payment line '{gl}{costCode}|04|{amount}|AZ|' (spec 000 section 9). */
export function paymentLine(account: string, amountPence: Pence): string {
  return `${account}|${PAYMENT_LINE_FIXED_CODE}|${formatPaymentAmount(amountPence)}|${PAYMENT_LINE_TRAILING_CODE}|`
}

/**
 * The transaction reference: the basket id plus a timestamp (spec 000 section 7), here
 * '{basketId}-{milliseconds since 1970 UTC}', so two attempts to pay one basket never share a
 * reference and the value does not depend on the time zone.
 */
export function transactionReference(basketId: string, now: Date): string {
  const timestamp = now.getTime()
  if (Number.isNaN(timestamp)) throw new RangeError('The transaction reference needs a valid timestamp')
  return `${basketId}-${timestamp}`
}

/** Checkout answers as JSON text, as the customer payload carries them (spec 000 section 3). */
export function answersJson(answers: CheckoutAnswers): string {
  return JSON.stringify(answers)
}

/**
 * The same answers with semicolons taken out of every key and value, for a Person_n entry whose
 * parts are separated by ';'.
 */
export function answersWithoutSemicolons(answers: CheckoutAnswers): Record<string, string | string[]> {
  return Object.fromEntries(
    Object.entries(answers).map(([question, answer]) => [
      stripSemicolons(question),
      typeof answer === 'string' ? stripSemicolons(answer) : answer.map(stripSemicolons),
    ]),
  )
}

/**
 * One Person_n entry: 'first;last;ticketId;requirements;questions' (spec 000 section 7), with
 * semicolons stripped from every part (spec 000 section 5) and the questions as JSON text.
 */
export function personEntry(ticket: PaymentTicket): string {
  return [
    stripSemicolons(ticket.firstName),
    stripSemicolons(ticket.lastName),
    stripSemicolons(ticket.ticketId),
    stripSemicolons(ticket.specialRequirements ?? ''),
    answersJson(answersWithoutSemicolons(ticket.ticketQuestions)),
  ].join(';')
}

/**
 * The booking questions field: the answers as JSON text, percent-encoded (spec 000 section 7
 * 'questions (encoded)') so quotes and braces reach the provider intact.
 */
export function encodedBookingQuestions(answers: CheckoutAnswers): string {
  return encodeURIComponent(answersJson(answers))
}

/** Every field of the payment form, in the order of spec 000 section 7. */
export function paymentFormFields(input: PaymentFormInput): PaymentFormField[] {
  const names = PAYMENT_FIELD_NAMES
  const { purchaser } = input
  const { address } = purchaser
  const amount = formatPaymentAmount(input.totalPence)
  const fields: PaymentFormField[] = [
    { name: names.callingApplicationId, value: input.callingApplicationId },
    { name: names.paymentSourceCode, value: PAYMENT_SOURCE_CODE },
    { name: names.returnUrl, value: input.returnUrl },
    { name: names.backButtonUrl, value: input.backButtonUrl },
    { name: names.receiptFinishUrl, value: input.receiptFinishUrl },
    { name: names.paymentLine, value: paymentLine(paymentAccount(input.ledger, input.environment), input.totalPence) },
    { name: names.paymentTotal, value: amount },
    { name: names.transactionReference, value: transactionReference(input.basketId, input.now) },
    { name: names.firstName, value: purchaser.firstName },
    { name: names.lastName, value: purchaser.lastName },
    { name: names.email, value: purchaser.email },
    { name: names.telephoneNumber, value: purchaser.telephoneNumber },
    { name: names.bookingQuestions, value: encodedBookingQuestions(purchaser.bookingQuestions) },
    { name: names.streetAddress, value: address.streetAddress },
    { name: names.postOfficeBoxNumber, value: address.postOfficeBoxNumber ?? '' },
    { name: names.addressLocality, value: address.addressLocality },
    { name: names.addressRegion, value: address.addressRegion ?? '' },
    { name: names.country, value: address.country ?? '' },
    { name: names.postalCode, value: address.postalCode },
    { name: names.basketId, value: input.basketId },
    { name: names.numberOfTickets, value: String(input.tickets.length) },
  ]
  input.tickets.forEach((ticket, index) => {
    fields.push({ name: personFieldName(index), value: personEntry(ticket) })
  })
  return fields
}

/** The name of the Person field of the ticket at this zero-based index: Person_1 for the first. */
export function personFieldName(index: number): string {
  return `${PERSON_FIELD_PREFIX}${index + 1}`
}
