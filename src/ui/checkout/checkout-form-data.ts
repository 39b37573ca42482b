import type { CheckoutQuestionOutput } from '@/contracts/basket'
import type { StartCheckoutRequest } from '@/contracts/checkout'
import { answersJson, stripSemicolons } from '@/domain/payment'
import { answerKey, checkoutAnswersSchema, type CheckoutAnswers } from '@/domain/validation/checkout-questions'
import { checkoutPurchaserSchema, ticketHolderMessages, ticketHolderSchema, ticketMessagePrefix, userAddressOf } from '@/domain/validation/checkout'
import type { FieldErrors } from '@/domain/validation/field-errors'

/**
 * The checkout form (spec 000 sections 2, 3 and 5) read from a posted FormData or the browser form's
 * values, in one pure function used by both the JavaScript check before sending and the server
 * action: either the start payload {purchaserData, ticketNameAndRequirements, newsletter} of
 * src/contracts/checkout.ts, or the messages keyed by field id, in the order the
 * fields appear on the page (so the error summary lists them in that order). The purchaser's and
 * the booking questions' messages are the spec's; a ticket's name it ('Ticket 2: first name is
 * required', 'Ticket 2: Dietary needs is required'), so no message shows twice in the summary.
 *
 * Each field's id is its name, so a message links to the field it is about. Questions are keyed by
 * their position in the basket's list (checkout-questions.ts answerKey), tickets by their position
 * in the basket.
 */

/**
 * The purchaser's fields in page order: names of checkoutPurchaserSchema, labels of spec 000
 * section 2, and widths for what each holds (GOV.UK's address pattern: the street lines full
 * width, town and county two thirds, the postcode 10 characters). A fixed-width class is a
 * maximum, so on a phone every field still fits the screen.
 */
export const PURCHASER_FIELDS = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name', type: 'text', width: 'govuk-input--width-20' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name', type: 'text', width: 'govuk-input--width-20' },
  { name: 'email', label: 'Email', autoComplete: 'email', type: 'email', width: 'govuk-input--width-30' },
  { name: 'telephoneNumber', label: 'Phone', autoComplete: 'tel', type: 'tel', width: 'govuk-input--width-20' },
  { name: 'addressLine1', label: 'Address Line 1', autoComplete: 'address-line1', type: 'text', width: undefined },
  { name: 'addressLine2', label: 'Address Line 2 (optional)', autoComplete: 'address-line2', type: 'text', width: undefined },
  { name: 'addressLocality', label: 'Town or city', autoComplete: 'address-level2', type: 'text', width: 'govuk-!-width-two-thirds' },
  { name: 'postalCode', label: 'Postcode', autoComplete: 'postal-code', type: 'text', width: 'govuk-input--width-10' },
  { name: 'addressRegion', label: 'County (optional)', autoComplete: 'address-level1', type: 'text', width: 'govuk-!-width-two-thirds' },
  { name: 'country', label: 'Country (optional)', autoComplete: 'country-name', type: 'text', width: 'govuk-!-width-two-thirds' },
  { name: 'postOfficeBoxNumber', label: 'PO Box (optional)', autoComplete: 'off', type: 'text', width: 'govuk-input--width-10' },
] as const

/** A ticket holder's name fields: the purchaser's name width. */
export const TICKET_NAME_WIDTH = 'govuk-input--width-20'

export const NEWSLETTER_FIELD = 'newsletter'

/** The content type whose checkout offers the newsletter (spec 000 section 7: "only on eventHAFLS events"). */
export const NEWSLETTER_CONTENT_TYPE = 'eventHAFLS'

export const checkoutFieldNames = {
  bookingQuestion: (questionIndex: number) => `bookingQuestion-${questionIndex}`,
  ticketFirstName: (ticketIndex: number) => `ticket-${ticketIndex}-firstName`,
  ticketLastName: (ticketIndex: number) => `ticket-${ticketIndex}-lastName`,
  ticketSpecialRequirements: (ticketIndex: number) => `ticket-${ticketIndex}-specialRequirements`,
  ticketQuestion: (ticketIndex: number, questionIndex: number) => `ticket-${ticketIndex}-question-${questionIndex}`,
} as const

/** One ticket of the basket as the form asks about it: its id and its concession's title. */
export interface CheckoutFormTicket {
  id: string
  title: string
}

/** What the form needs from the basket. */
export interface CheckoutFormBasket {
  eventContentTypeId: string
  bookingQuestions: readonly CheckoutQuestionOutput[]
  ticketingQuestions: readonly CheckoutQuestionOutput[]
  tickets: readonly CheckoutFormTicket[]
}

/** The basket's tickets in order, each with its line's title ('Ticket 1: Adult'). */
export function checkoutFormTickets(basketLines: ReadonlyArray<{ title: string; tickets: ReadonlyArray<{ id: string }> }>): CheckoutFormTicket[] {
  return basketLines.flatMap((line) => line.tickets.map((ticket) => ({ id: ticket.id, title: line.title })))
}

/** Whether the newsletter tick box is shown (and its answer sent). */
export function offersNewsletter(eventContentTypeId: string): boolean {
  return eventContentTypeId === NEWSLETTER_CONTENT_TYPE
}

/** The form's values as text, a list where a name has several (ticked Multiple Choice boxes). */
export type CheckoutFormValues = Record<string, string | string[]>

/** A posted form, or the form's values as the browser keeps them. */
export type CheckoutFormSource = Pick<FormData, 'getAll'> | Readonly<Record<string, string | readonly string[] | undefined>>

function allOf(source: CheckoutFormSource, name: string): string[] {
  if (typeof (source as FormData).getAll === 'function') {
    return (source as FormData).getAll(name).filter((value): value is string => typeof value === 'string')
  }
  const value = (source as Readonly<Record<string, string | readonly string[] | undefined>>)[name]
  if (value === undefined) return []
  return typeof value === 'string' ? [value] : [...value]
}

function firstOf(source: CheckoutFormSource, name: string): string | undefined {
  return allOf(source, name)[0]
}

/** Every field name the form has for this basket, in page order. */
export function checkoutFieldNamesFor(basket: CheckoutFormBasket): string[] {
  return [
    ...PURCHASER_FIELDS.map((field) => field.name),
    ...basket.bookingQuestions.map((_question, index) => checkoutFieldNames.bookingQuestion(index)),
    ...basket.tickets.flatMap((_ticket, n) => [
      checkoutFieldNames.ticketFirstName(n),
      checkoutFieldNames.ticketLastName(n),
      checkoutFieldNames.ticketSpecialRequirements(n),
      ...basket.ticketingQuestions.map((_question, index) => checkoutFieldNames.ticketQuestion(n, index)),
    ]),
    ...(offersNewsletter(basket.eventContentTypeId) ? [NEWSLETTER_FIELD] : []),
  ]
}

/**
 * The form's values for this basket (to show again after a refused submission, or to keep in the
 * browser): only the basket's own fields, a Multiple Choice question always as a list.
 */
export function checkoutFormValues(source: CheckoutFormSource, basket: CheckoutFormBasket): CheckoutFormValues {
  const multiple = new Set([
    ...basket.bookingQuestions.flatMap((question, index) => (question.type === 'multipleChoice' ? [checkoutFieldNames.bookingQuestion(index)] : [])),
    ...basket.tickets.flatMap((_ticket, n) =>
      basket.ticketingQuestions.flatMap((question, index) => (question.type === 'multipleChoice' ? [checkoutFieldNames.ticketQuestion(n, index)] : [])),
    ),
  ])
  const values: CheckoutFormValues = {}
  for (const name of checkoutFieldNamesFor(basket)) {
    const all = allOf(source, name)
    if (multiple.has(name)) values[name] = all
    else if (all[0] !== undefined) values[name] = all[0]
  }
  return values
}

/** The answers to a list of questions read under the names `nameOf(index)`; a Multiple Choice as its list. */
function answersOf(source: CheckoutFormSource, questions: readonly CheckoutQuestionOutput[], nameOf: (index: number) => string) {
  return Object.fromEntries(
    questions.map((question, index) => [answerKey(index), question.type === 'multipleChoice' ? allOf(source, nameOf(index)) : firstOf(source, nameOf(index))]),
  )
}

/** Answers checked against their questions; messages keyed by field name, each after `whose` ('Ticket 2: ' or ''). */
function checkedAnswers(
  source: CheckoutFormSource,
  questions: readonly CheckoutQuestionOutput[],
  nameOf: (index: number) => string,
  errors: FieldErrors,
  whose = '',
): CheckoutAnswers {
  const parsed = checkoutAnswersSchema(questions, whose).safeParse(answersOf(source, questions, nameOf))
  if (parsed.success) return parsed.data
  for (const issue of parsed.error.issues) {
    const name = nameOf(Number(issue.path[0]))
    errors[name] ??= issue.message
  }
  return {}
}

export type CheckoutFormResult = { ok: true; payload: StartCheckoutRequest } | { ok: false; errors: FieldErrors }

export interface CheckoutFormOptions {
  /** The site's origin as the browser sees it (purchaserData.currentDomain). */
  currentDomain?: string
}

/** The whole checkout form: purchaser, booking questions, every ticket and its questions. */
export function checkoutFormResult(source: CheckoutFormSource, basket: CheckoutFormBasket, options: CheckoutFormOptions = {}): CheckoutFormResult {
  const errors: FieldErrors = {}
  const purchaser = checkoutPurchaserSchema.safeParse({
    ...Object.fromEntries(PURCHASER_FIELDS.map((field) => [field.name, firstOf(source, field.name)])),
    [NEWSLETTER_FIELD]: firstOf(source, NEWSLETTER_FIELD),
  })
  if (!purchaser.success) {
    for (const issue of purchaser.error.issues) errors[issue.path.join('.')] ??= issue.message
  }
  const bookingAnswers = checkedAnswers(source, basket.bookingQuestions, checkoutFieldNames.bookingQuestion, errors)

  const holders = basket.tickets.map((ticket, n) => {
    // Spec 000 section 5: semicolons are stripped from names and requirements (';' separates a Person_n entry).
    const stripped = (name: string) => {
      const value = firstOf(source, name)
      return value === undefined ? undefined : stripSemicolons(value)
    }
    // Each ticket asks the same things: its messages name it ('Ticket 2: first name is required').
    const holder = ticketHolderSchema(ticketHolderMessages(n + 1)).safeParse({
      firstName: stripped(checkoutFieldNames.ticketFirstName(n)),
      lastName: stripped(checkoutFieldNames.ticketLastName(n)),
      specialRequirements: stripped(checkoutFieldNames.ticketSpecialRequirements(n)),
    })
    if (!holder.success) {
      const nameOf = { firstName: checkoutFieldNames.ticketFirstName(n), lastName: checkoutFieldNames.ticketLastName(n), specialRequirements: checkoutFieldNames.ticketSpecialRequirements(n) }
      for (const issue of holder.error.issues) errors[nameOf[issue.path[0] as keyof typeof nameOf]] ??= issue.message
    }
    const answers = checkedAnswers(source, basket.ticketingQuestions, (index) => checkoutFieldNames.ticketQuestion(n, index), errors, ticketMessagePrefix(n + 1))
    return holder.success ? { ticket, holder: holder.data, answers } : null
  })

  if (!purchaser.success || Object.keys(errors).length > 0) return { ok: false, errors: inPageOrder(errors, basket) }
  const data = purchaser.data
  return {
    ok: true,
    payload: {
      purchaserData: {
        firstName: data.firstName,
        lastName: data.lastName,
        email: data.email,
        telephoneNumber: data.telephoneNumber,
        currentDomain: options.currentDomain ?? '',
        bookingQuestions: answersJson(bookingAnswers),
        userAddress: userAddressOf(data),
      },
      ticketNameAndRequirements: holders.map((entry) => {
        const { ticket, holder, answers } = entry!
        return {
          ticketId: ticket.id,
          ticketHolderName: `${holder.firstName} ${holder.lastName}`,
          ticketHolderFirstName: holder.firstName,
          ticketHolderLastName: holder.lastName,
          ticketSpecialRequirements: holder.specialRequirements,
          ticketQuestions: answersJson(answers),
        }
      }),
      newsletter: offersNewsletter(basket.eventContentTypeId) && data.newsletter,
    },
  }
}

/** The messages reordered as the fields appear on the page. */
function inPageOrder(errors: FieldErrors, basket: CheckoutFormBasket): FieldErrors {
  const ordered: FieldErrors = {}
  for (const name of checkoutFieldNamesFor(basket)) if (errors[name] !== undefined) ordered[name] = errors[name]
  return ordered
}
