import { z } from 'zod'

/**
 * The checkout calls' bodies and answers (spec 000 sections 3 and 7), shared by the booking API's
 * edge, the checkout service (checkout-service.server.ts), the site's server actions and pages, and
 * scripts/openapi.ts. Field names are the spec's. Money is integer pence.
 *
 * The purchaser and ticket fields are validated by the domain's form schemas
 * (src/domain/validation/checkout.ts, checkout-questions.ts) inside the service, so the API, the
 * JavaScript form and the no-JavaScript form give the same messages; the shapes here only say what
 * the payload looks like.
 */

/** userAddress of the customer info payload (spec 000 section 3). */
export const userAddressSchema = z.object({
  streetAddress: z.string().max(500),
  postOfficeBoxNumber: z.string().max(100).default(''),
  addressLocality: z.string().max(200),
  addressRegion: z.string().max(200).default(''),
  country: z.string().max(200).default(''),
  postalCode: z.string().max(20),
})

/** purchaserData (spec 000 section 3); bookingQuestions is the answers as JSON text. */
export const purchaserDataSchema = z.object({
  firstName: z.string().max(200),
  lastName: z.string().max(200),
  email: z.string().max(320),
  telephoneNumber: z.string().max(200),
  currentDomain: z.string().max(500).default(''),
  bookingQuestions: z.string().max(20_000).default('{}').describe('The booking questions\' answers as JSON text'),
  userAddress: userAddressSchema,
})

/** One entry of ticketNameAndRequirements (spec 000 section 3). */
export const ticketHolderSchema = z.object({
  ticketId: z.string().max(100),
  ticketHolderName: z.string().max(400).describe('First and last name'),
  /** Ours, beside the spec's joined name: the form asks for them apart, and reports read them apart. */
  ticketHolderFirstName: z.string().max(200).optional(),
  ticketHolderLastName: z.string().max(200).optional(),
  ticketSpecialRequirements: z.string().max(2000).default(''),
  ticketQuestions: z.string().max(20_000).default('{}').describe('The ticket questions\' answers as JSON text'),
})

/** POST /eventsbookingapi/checkout/{basketId}/start and .../bypass (spec 000 section 7). */
export const startCheckoutRequestSchema = z.object({
  purchaserData: purchaserDataSchema,
  ticketNameAndRequirements: z.array(ticketHolderSchema).max(1000),
  /** The newsletter tick box (eventHAFLS events only); ours, the spec sends it at order time. */
  newsletter: z.boolean().default(false),
})

export const startCheckoutResponseSchema = z.object({
  redirectUrl: z.string().describe("Where the browser goes next: the card-payment provider's page, or the outcome page of a free or bypassed order"),
})

/** Post-checkout basket (spec 000 section 3). */
export const postCheckoutBasketSchema = z.object({
  paymentCompleted: z.boolean(),
  callingApplicationTransactionReference: z.string().nullable(),
  /**
   * Ours, beside the spec's two fields (decision 0024): what the provider has said so far. 'failed'
   * (declined, cancelled, an error, or taken and refunded) tells the outcome page to stop asking;
   * 'pending' is never a failure. Optional for clients of the spec's shape; absent reads as 'pending'.
   */
  paymentOutcome: z.enum(['paid', 'pending', 'failed']).optional().describe("Ours: 'paid', 'pending' (not known yet: ask again), or 'failed' (the provider said it did not go through, or it was refunded)"),
})

/**
 * Calendar engagement (spec 000 section 3): the event's name and its dates, ISO 8601 UTC. Beyond
 * the spec, `endDates` gives each date's end in the same order (decision 0024); a client given none
 * makes each entry an hour long.
 */
export const calendarEngagementSchema = z.object({
  name: z.string(),
  dates: z.array(z.string()),
  endDates: z.array(z.string()).optional(),
})

/** Finish response (spec 000 section 3). status 6 is cancelled (spec 000 section 4). */
export const finishResponseSchema = z.object({
  success: z.boolean(),
  bookingReference: z.string().nullable(),
  transactionReference: z.string().nullable(),
  engagements: z.array(calendarEngagementSchema),
  status: z.number().int(),
})

export type UserAddressPayload = z.infer<typeof userAddressSchema>
export type PurchaserData = z.infer<typeof purchaserDataSchema>
export type TicketHolderPayload = z.infer<typeof ticketHolderSchema>
export type StartCheckoutRequest = z.infer<typeof startCheckoutRequestSchema>
export type StartCheckoutResponse = z.infer<typeof startCheckoutResponseSchema>
export type PostCheckoutBasket = z.infer<typeof postCheckoutBasketSchema>
export type CalendarEngagement = z.infer<typeof calendarEngagementSchema>
export type FinishResponse = z.infer<typeof finishResponseSchema>

/** The finish response's status codes (ours, except 6 = cancelled, spec 000 section 4). */
export const FINISH_STATUS = { confirmed: 1, pending: 2, failed: 3, refunded: 4, cancelled: 6 } as const

/** A confirmed booking as the outcome pages, the e-mail and the calendar read it. */
export interface ConfirmedBooking {
  basketId: string
  bookingReference: string
  transactionReference: string | null
  eventId: number
  eventTitle: string
  eventUri: string
  eventContentType: string
  /** ISO 8601 UTC. */
  eventDateTime: string
  /** The venue's name, or 'Online', as the listing shows it; null when the event has none. */
  locationTitle?: string | null
  serviceTermsHtml: string
  purchaser: { firstName: string; lastName: string; email: string; telephoneNumber: string }
  tickets: Array<{ ticketId: string; concessionTitle: string; holderFirstName: string; holderLastName: string; specialRequirements: string }>
  totalPence: number
  /** ISO 8601 UTC. */
  confirmedAt: string
  /** Confirmed by staff without a payment. */
  bypassed: boolean
  /** Tickets still booked (sold); `tickets` lists them, but is empty for a reader who may not see their holders. */
  ticketsBooked: number
  /** Tickets of the booking cancelled since (by staff or the resident); `tickets` lists only those still booked. */
  ticketsCancelled: number
  /** Money being or already given back for cancelled tickets, in pence (refunds not given up). */
  refundPence: number
  /**
   * False when the reader is neither the basket's owner nor the e-mailed link's holder: then the
   * reference, the purchaser and the tickets are blank (booking-access.ts, decision 0034).
   */
  personalDataShown: boolean
}
