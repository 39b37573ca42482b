import type { Event } from '../../payload-types'
import { richTextToHtml } from '../../domain/rich-text'
import { checkoutQuestionSchema, type CheckoutQuestion } from '../../domain/validation/checkout-questions'

/**
 * What the booking schema keeps of a published event (booking.booking_events, event_inventory and
 * concession_inventory), mapped from the Payload event. Pure, so it is unit-tested; the repository
 * writes it. Rich text becomes sanitised HTML here, once, so no basket call renders lexical.
 */
export interface InventoryConcessionRow {
  concessionId: string
  title: string
  description: string
  concessionPrice: number
  discountedConcessionPrice: number | null
  numberAvailable: number | null
  maxNumberAvailable: number | null
  numTicketsUsed: number
  sortOrder: number
}

export interface InventoryRow {
  eventId: number
  slug: string
  uri: string
  contentType: string
  title: string
  dateTime: string
  /** When the event ends (calendar entries end then, decision 0024); null when it has none. */
  endDateTime: string | null
  private: boolean
  salesFrom: string | null
  salesTo: string | null
  discountFrom: string | null
  discountTo: string | null
  earlyBirdDiscount: number
  price: number | null
  freeOrPaid: 'free' | 'paid'
  externalListingUrl: string | null
  bookingRequired: boolean
  serviceTermsHtml: string
  checkoutGuidanceHtml: string
  bookingQuestions: CheckoutQuestion[]
  ticketQuestions: CheckoutQuestion[]
  gl: string
  costCode: string
  /** Days before the event until which a resident may cancel their own booking (issue 14). */
  cancellationCutoffDays: number
  refundOnCancellation: boolean
  /** Payload's ticketsAvailable: the size of the pool. */
  capacity: number
  concessions: InventoryConcessionRow[]
}

const nullIfEmpty = (value: string | null | undefined): string | null => (value ? value : null)
const wholeOrNull = (value: number | null | undefined): number | null => (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null)

function questions(rows: Event['bookingQuestions']): CheckoutQuestion[] {
  return (rows ?? []).flatMap((row) => {
    const parsed = checkoutQuestionSchema.safeParse(row)
    return parsed.success ? [parsed.data] : []
  })
}

/** The inventory of a published event; null when it must not be bookable (draft, no uri). */
export function toInventoryRow(event: Event): InventoryRow | null {
  if (event._status !== 'published' || !event.uri || !event.slug) return null
  return {
    eventId: event.id,
    slug: event.slug,
    uri: event.uri,
    contentType: event.contentType,
    title: event.title,
    dateTime: event.dateTime,
    endDateTime: nullIfEmpty(event.endDateTime),
    private: Boolean(event.private),
    salesFrom: nullIfEmpty(event.ticketSalesDateWindow?.from),
    salesTo: nullIfEmpty(event.ticketSalesDateWindow?.to),
    discountFrom: nullIfEmpty(event.discountWindow?.from),
    discountTo: nullIfEmpty(event.discountWindow?.to),
    earlyBirdDiscount: event.earlyBirdDiscount ?? 0,
    price: event.price ?? null,
    freeOrPaid: event.freeOrPaid,
    externalListingUrl: nullIfEmpty(event.externalListingUrl),
    bookingRequired: event.preBookingRequired !== false,
    serviceTermsHtml: richTextToHtml(event.serviceTerms),
    checkoutGuidanceHtml: richTextToHtml(event.checkoutGuidance),
    bookingQuestions: questions(event.bookingQuestions),
    ticketQuestions: questions(event.ticketQuestions),
    gl: event.gl ?? '',
    costCode: event.costCode ?? '',
    cancellationCutoffDays: typeof event.cancellationCutoffDays === 'number' ? event.cancellationCutoffDays : 7,
    refundOnCancellation: event.refundOnCancellation !== false,
    capacity: Math.max(0, Math.floor(event.ticketsAvailable ?? 0)),
    // A row without Payload's id cannot be named in a checkout request, so it is not sold.
    concessions: (event.concessions ?? []).flatMap((c, index) =>
      c.id
        ? [
            {
              concessionId: c.id,
              title: c.title,
              description: c.description ?? '',
              concessionPrice: c.concessionPrice,
              discountedConcessionPrice: wholeOrNull(c.discountedConcessionPrice),
              numberAvailable: wholeOrNull(c.numberAvailable),
              maxNumberAvailable: wholeOrNull(c.maxNumberAvailable),
              numTicketsUsed: Math.max(1, Math.floor(c.numTicketsUsed || 1)),
              sortOrder: index,
            },
          ]
        : [],
    ),
  }
}
