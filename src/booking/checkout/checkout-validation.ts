import type { z } from 'zod'

import { stripSemicolons } from '../../domain/payment'
import { checkoutPurchaserSchema, checkoutTicketSchema, userAddressOf } from '../../domain/validation/checkout'
import { checkoutAnswersSchema, checkoutQuestionSchema, type CheckoutAnswers, type CheckoutQuestion } from '../../domain/validation/checkout-questions'
import type { QuestionRow } from '../basket/basket-repository'
import { BOOKING_MESSAGES } from '../booking-messages'
import { CheckoutValidationError, type FieldError } from './errors'

import type { PurchaserData, StartCheckoutRequest } from '../../contracts/checkout'

/**
 * The start and bypass bodies checked with the domain's form rules (spec 000 section 5), so the API,
 * the JavaScript form and the no-JavaScript form give the same messages. Every problem is reported at
 * once, one entry per field, keyed by where it sits in the body.
 */
export interface ValidPurchaser {
  firstName: string
  lastName: string
  email: string
  telephoneNumber: string
  bookingQuestions: CheckoutAnswers
  address: { streetAddress: string; postOfficeBoxNumber: string; addressLocality: string; addressRegion: string; country: string; postalCode: string }
}

export interface ValidTicketHolder {
  ticketId: string
  firstName: string
  lastName: string
  specialRequirements: string
  ticketQuestions: CheckoutAnswers
}

export interface ValidCheckout {
  purchaser: ValidPurchaser
  tickets: ValidTicketHolder[]
  newsletter: boolean
}

function questionsOf(rows: readonly QuestionRow[]): CheckoutQuestion[] {
  return rows.flatMap((row) => {
    const parsed = checkoutQuestionSchema.safeParse(row)
    return parsed.success ? [parsed.data] : []
  })
}

function issuesAt(prefix: string, error: z.ZodError, rename: Record<string, string> = {}): FieldError[] {
  return error.issues.map((issue) => {
    const head = issue.path[0] === undefined ? '' : String(issue.path[0])
    const rest = issue.path.slice(1).map(String)
    return { field: [prefix, rename[head] ?? head, ...rest].filter((part) => part !== '').join('.'), message: issue.message }
  })
}

/** Answers as JSON text (the payload's form); text that is not a JSON object counts as no answers. */
function answersOf(text: string): unknown {
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {}
  } catch {
    return {}
  }
}

/** The purchaser's payload fields in the form schema's names (userAddress.streetAddress is Address Line 1). */
const PURCHASER_FIELD = {
  addressLine1: 'userAddress.streetAddress',
  addressLocality: 'userAddress.addressLocality',
  postalCode: 'userAddress.postalCode',
  addressRegion: 'userAddress.addressRegion',
  country: 'userAddress.country',
  postOfficeBoxNumber: 'userAddress.postOfficeBoxNumber',
}

function checkPurchaser(data: PurchaserData, questions: readonly CheckoutQuestion[], errors: FieldError[]): ValidPurchaser | null {
  const form = checkoutPurchaserSchema.safeParse({
    firstName: data.firstName,
    lastName: data.lastName,
    email: data.email,
    telephoneNumber: data.telephoneNumber,
    addressLine1: data.userAddress.streetAddress,
    addressLine2: '',
    addressLocality: data.userAddress.addressLocality,
    postalCode: data.userAddress.postalCode,
    addressRegion: data.userAddress.addressRegion,
    country: data.userAddress.country,
    postOfficeBoxNumber: data.userAddress.postOfficeBoxNumber,
  })
  const answers = checkoutAnswersSchema(questions).safeParse(answersOf(data.bookingQuestions))
  if (!form.success) errors.push(...issuesAt('purchaserData', form.error, PURCHASER_FIELD))
  if (!answers.success) errors.push(...issuesAt('purchaserData.bookingQuestions', answers.error))
  if (!form.success || !answers.success) return null
  const { firstName, lastName, email, telephoneNumber } = form.data
  return { firstName, lastName, email, telephoneNumber, bookingQuestions: answers.data, address: userAddressOf(form.data) }
}

/** The spec's one ticketHolderName as first and last name: ours apart when sent, else split at the last space. */
function holderNames(entry: StartCheckoutRequest['ticketNameAndRequirements'][number]): { firstName: string; lastName: string } {
  if (entry.ticketHolderFirstName !== undefined || entry.ticketHolderLastName !== undefined) {
    return { firstName: entry.ticketHolderFirstName ?? '', lastName: entry.ticketHolderLastName ?? '' }
  }
  const name = entry.ticketHolderName.trim()
  const cut = name.lastIndexOf(' ')
  return cut < 0 ? { firstName: name, lastName: '' } : { firstName: name.slice(0, cut), lastName: name.slice(cut + 1) }
}

const TICKET_FIELD = { firstName: 'ticketHolderFirstName', lastName: 'ticketHolderLastName', specialRequirements: 'ticketSpecialRequirements' }

/**
 * Checks a start or bypass body against the basket: one ticket entry per ticket of the basket, by id,
 * and every answer by the event's questions. Semicolons are stripped from names and requirements
 * (spec 000 section 5: the payment's Person_n entries are separated by them). Throws
 * CheckoutValidationError listing every problem.
 */
export function validateCheckout(
  request: StartCheckoutRequest,
  basket: { ticketIds: readonly string[]; bookingQuestions: readonly QuestionRow[]; ticketQuestions: readonly QuestionRow[] },
): ValidCheckout {
  const errors: FieldError[] = []
  const purchaser = checkPurchaser(request.purchaserData, questionsOf(basket.bookingQuestions), errors)

  const sent = request.ticketNameAndRequirements.map((entry) => entry.ticketId)
  const wanted = new Set(basket.ticketIds)
  if (sent.length !== wanted.size || new Set(sent).size !== sent.length || sent.some((id) => !wanted.has(id))) {
    errors.push({ field: 'ticketNameAndRequirements', message: BOOKING_MESSAGES.ticketsMismatch })
  }
  const ticketQuestions = checkoutAnswersSchema(questionsOf(basket.ticketQuestions))
  const tickets: ValidTicketHolder[] = []
  request.ticketNameAndRequirements.forEach((entry, index) => {
    const names = holderNames(entry)
    const form = checkoutTicketSchema.safeParse({ ...names, specialRequirements: entry.ticketSpecialRequirements })
    const answers = ticketQuestions.safeParse(answersOf(entry.ticketQuestions))
    if (!form.success) {
      // The spec's one name field reports a missing first or last name as itself.
      const field = entry.ticketHolderFirstName === undefined && entry.ticketHolderLastName === undefined ? { firstName: 'ticketHolderName', lastName: 'ticketHolderName' } : {}
      errors.push(...issuesAt(`ticketNameAndRequirements.${index}`, form.error, { ...TICKET_FIELD, ...field }))
    }
    if (!answers.success) errors.push(...issuesAt(`ticketNameAndRequirements.${index}.ticketQuestions`, answers.error))
    if (form.success && answers.success) {
      tickets.push({
        ticketId: entry.ticketId,
        firstName: stripSemicolons(form.data.firstName),
        lastName: stripSemicolons(form.data.lastName),
        specialRequirements: stripSemicolons(form.data.specialRequirements),
        ticketQuestions: answers.data,
      })
    }
  })
  if (errors.length > 0 || !purchaser) throw new CheckoutValidationError(errors)
  return { purchaser, tickets, newsletter: request.newsletter }
}
