import { z } from 'zod'

import { CHECKOUT_QUESTION_TYPES } from '../domain/validation/checkout-questions'

/**
 * The booking API's bodies (spec 000 section 7, spec 001 sections 3 and 7), one zod schema each: the
 * API's Fastify routes validate with them (src/api/routes/), the booking page imports the
 * inferred types, and scripts/openapi.ts turns them into docs/api/openapi.json. Field names are the spec's.
 *
 * Money: every price and total is an integer number of pence (1250 is £12.50), never pounds. The spec
 * does not say; pence keeps the arithmetic exact and the page formats with src/domain/money.ts.
 */

const pence = (description: string) => z.number().int().min(0).describe(`${description}, in whole pence (1250 is £12.50)`)

/**
 * The largest event id: Payload's ids are PostgreSQL `integer` columns. A larger one cannot name an
 * event, and must be refused here rather than reach a query that would fail on it.
 */
export const MAX_EVENT_ID = 2_147_483_647

const EVENT_ID_DIGITS = /^[1-9][0-9]{0,9}$/

/** An event id written as digits, within MAX_EVENT_ID (a path parameter, or the checkout body's string form). */
export const eventIdTextSchema = z
  .string()
  .regex(EVENT_ID_DIGITS, 'the event id is not a number')
  .refine((text) => Number(text) <= MAX_EVENT_ID, 'the event id is not a number we know')

/** A Payload event id, as a number or a string of digits (the page may send either). */
export const eventIdSchema = z
  .union([z.number().int().min(1).max(MAX_EVENT_ID), eventIdTextSchema])
  .describe(`The event id (Payload event id), as a number or a string of digits, 1 to ${MAX_EVENT_ID}`)

/** Path parameters of the booking API's routes (src/api/), parsed by the edge before a service runs. */
export const slugParamsSchema = z.object({ slug: z.string() })
/** The basket id is checked by the service: one that is not a uuid is simply not found (404). */
export const basketParamsSchema = z.object({ basketId: z.string() })
/**
 * The outcome reads' query: `token`, the confirmation e-mail's signed link to the booking (decision
 * 0034). A token that is not ours is no token: the answer is the one anyone gets, never a refusal.
 */
export const bookingLinkQuerySchema = z.object({ token: z.string().max(100).optional().describe("The confirmation e-mail's signed link to the booking: with it the answer carries the booking reference") })
export const basketEventParamsSchema = z.object({ basketId: z.string(), eventId: eventIdTextSchema.transform(Number) })

export const checkoutQuestionOutputSchema = z
  .object({
    type: z.enum(CHECKOUT_QUESTION_TYPES),
    title: z.string().describe('Internal name (a report heads a question without a label with it)'),
    label: z.string().describe('The question as the customer reads it; its column heading in reports'),
    required: z.boolean(),
    options: z.array(z.string()).describe('Choices of a choice or dropdown question; empty otherwise'),
  })

export const bookingConcessionSchema = z
  .object({
    id: z.string().describe('The concession id (Payload array row id): concessionId in concessionsToAddList'),
    title: z.string(),
    description: z.string(),
    numberSelected: z.number().int().min(0).describe('Always 0 in the booking view'),
    numberAvailable: z
      .number()
      .int()
      .min(0)
      .describe('Most units of this concession one booking can take now: the pool (ticketsSelectable), its own stock and its per-booking maximum; 0 means Sold Out'),
    maxNumberAvailable: z
      .number()
      .int()
      .min(0)
      .nullable()
      .describe('Per-booking maximum, already lowered to the concession\'s own remaining stock; null means no cap beyond the pool. Pass as maxNumberAvailable to chooseConcessionQuantity'),
    numTicketsUsed: z.number().int().min(1).describe('Tickets one unit takes from the event\'s pool'),
    concessionPrice: pence('Normal unit price'),
    discountedConcessionPrice: pence('Early bird unit price as entered').nullable(),
    unitPrice: pence('Unit price in force now (early bird applied by concessionUnitPrice)'),
    totalPrice: pence('unitPrice x numberSelected; always 0 in the booking view'),
  })

export const bookingViewSchema = z
  .object({
    id: z.string().describe('The event id'),
    slug: z.string(),
    title: z.string(),
    dateTime: z.string().describe('Start, ISO 8601 UTC'),
    eventContentTypeId: z.string().describe('For example eventHAFLS'),
    uri: z.string().describe('The event page path, for example /step2skills/watercolour'),
    status: z.enum(['closed', 'listing', 'soldOut', 'free', 'earlyBird', 'paid']).describe('eventStatus at the time of the request'),
    serviceTerms: z.string().describe('HTML, sanitised'),
    gl: z.string().describe('General ledger code'),
    costCode: z.string(),
    totalNumberOfTicketsAvailable: z.number().int().min(0).describe('Tickets left now: capacity - sold - unexpired holds'),
    maxTicketsPerBasket: z.number().int().min(1).describe('BASKET_TICKET_LIMIT: the most tickets one basket may hold'),
    ticketsSelectable: z
      .number()
      .int()
      .min(0)
      .describe('The pool the page passes to chooseConcessionQuantity: the lesser of totalNumberOfTicketsAvailable and maxTicketsPerBasket; 0 when the event is not on sale'),
    concessions: z.array(bookingConcessionSchema),
  })

export const concessionToAddSchema = z.object({
  concessionId: z.string().trim().min(1, 'concessionId is missing').max(100, 'concessionId is too long'),
  ticketsToAdd: z
    .number('ticketsToAdd must be a number')
    .int('ticketsToAdd must be a whole number')
    .min(0, 'ticketsToAdd cannot be negative')
    .max(1000, 'ticketsToAdd is too large')
    .describe('Units of the concession; lines with 0 are ignored'),
})

export const checkoutRequestSchema = z
  .object({
    eventId: eventIdSchema,
    concessionsToAddList: z.array(concessionToAddSchema, 'concessionsToAddList must be a list').max(50, 'concessionsToAddList is too long'),
  })
  .superRefine((request, ctx) => {
    const ids = request.concessionsToAddList.map((line) => line.concessionId)
    if (new Set(ids).size !== ids.length) {
      ctx.addIssue({ code: 'custom', path: ['concessionsToAddList'], message: 'a concession appears more than once' })
    }
  })

export const basketConcessionSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    numberSelected: z.number().int().min(1),
    totalPrice: pence('unitPrice x numberSelected'),
    concessionPrice: pence('Normal unit price'),
    discountedConcessionPrice: pence('Early bird unit price as entered').nullable(),
    unitPrice: pence('Unit price charged, fixed when the tickets were taken'),
    numTicketsUsed: z.number().int().min(1),
  })

export const basketLineSchema = z
  .object({
    eventId: z.string(),
    concessionId: z.string(),
    title: z.string(),
    quantity: z.number().int().min(1).describe('Units of the concession'),
    tickets: z.array(z.object({ id: z.string().describe('Ticket id, for the ticket sections of the checkout form') })).describe('quantity x numTicketsUsed tickets'),
  })

export const BASKET_STATE_VALUES = ['open', 'cleared', 'expired', 'ordered', 'paid', 'cancelled'] as const

export const basketSchema = z
  .object({
    id: z.string().describe('Basket id (uuid); empty when errorCode is set'),
    eventId: z.string(),
    state: z.enum(BASKET_STATE_VALUES).or(z.literal('')).describe('The basket\'s state now; an open basket past its 30 minutes reads expired'),
    basketTime: z.number().int().min(0).describe('Unix seconds of the checkout; the hold ends 1800 s later'),
    numberOfTicketsInBasket: z.number().int().min(0),
    concessions: z.array(basketConcessionSchema).describe('Selected concessions only'),
    eventContentTypeId: z.string(),
    serviceTerms: z.string().describe('HTML, sanitised'),
    eventUri: z.string(),
    gl: z.string(),
    costCode: z.string(),
    basketLines: z.array(basketLineSchema).describe('Empty once the basket has expired, been cleared or the event was removed'),
    checkoutGuidance: z.string().describe('HTML, sanitised'),
    bookingQuestions: z.array(checkoutQuestionOutputSchema),
    ticketingQuestions: z.array(checkoutQuestionOutputSchema),
    completeURI: z.string().describe('Where the page sends the buyer when the hold ends: the event page path'),
    errorCode: z.string().describe("'' on success; otherwise 'ERROR: <message for the resident>'"),
  })

export type BookingConcession = z.infer<typeof bookingConcessionSchema>
export type BookingView = z.infer<typeof bookingViewSchema>
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>
export type BasketConcession = z.infer<typeof basketConcessionSchema>
export type BasketLine = z.infer<typeof basketLineSchema>
export type Basket = z.infer<typeof basketSchema>
export type CheckoutQuestionOutput = z.infer<typeof checkoutQuestionOutputSchema>

/** The body of every failed basket call: a basket with nothing in it and the errorCode. */
export function errorBasket(errorCode: string): Basket {
  return {
    id: '',
    eventId: '',
    state: '',
    basketTime: 0,
    numberOfTicketsInBasket: 0,
    concessions: [],
    eventContentTypeId: '',
    serviceTerms: '',
    eventUri: '',
    gl: '',
    costCode: '',
    basketLines: [],
    checkoutGuidance: '',
    bookingQuestions: [],
    ticketingQuestions: [],
    completeURI: '',
    errorCode,
  }
}
