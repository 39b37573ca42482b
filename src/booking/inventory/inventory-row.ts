import type { Category, Event, Media, Venue } from '../../payload-types'
import { richTextToHtml } from '../../domain/rich-text'
import { DEFAULT_REMINDER_DAYS, MAX_REMINDER_DAYS, placedSessions } from '../../domain/sessions'
import { checkoutQuestionSchema, type CheckoutQuestion } from '../../domain/validation/checkout-questions'

/**
 * What the booking schema keeps of a published event (its one row in booking.booking_events, with
 * event_inventory and concession_inventory), mapped from the Payload event read at depth 1 (venue,
 * categories and thumbnail populated): what a basket shows and what the listings search. Pure, so it
 * is unit-tested; the repository writes it. Rich text becomes sanitised HTML here, once, so no basket
 * call renders lexical.
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

/** A session of a course (issue 26), by Payload's row id. */
export interface InventorySessionRow {
  sessionId: string
  startsAt: string
  endsAt: string
  /** 'Room, Venue' when it meets somewhere other than the event's own place; null otherwise. */
  place: string | null
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
  /** Days before each session of a course that its reminder goes; 0: none. */
  reminderDaysBefore: number
  /** Payload's ticketsAvailable: the size of the pool. */
  capacity: number
  concessions: InventoryConcessionRow[]
  /** The sessions of a course, in the order they meet; none for an event that meets once. */
  sessions: InventorySessionRow[]
  // What the listings search and show on a card.
  synopsis: string
  /** The about text as plain text, for the full-text index. */
  aboutText: string
  locationTitle: string | null
  latitude: number | null
  longitude: number | null
  elearning: boolean
  soldOutMessage: string | null
  categories: Array<{ id: number; title: string }>
  district: string | null
  ageRanges: string[]
  imageUrl: string | null
  imageAlt: string
}

/** Where an e-learning event "is" on a card: it has no venue. */
export const ONLINE_LOCATION = 'Online'

/** The text of rich text (Payload lexical state), for the full-text index; '' for nothing. */
export function plainTextOf(value: unknown): string {
  const parts: string[] = []
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object') return
    const { text, children, root } = node as { text?: unknown; children?: unknown; root?: unknown }
    if (typeof text === 'string') parts.push(text)
    if (root) walk(root)
    if (Array.isArray(children)) children.forEach(walk)
  }
  walk(value)
  return parts.join(' ').replace(/\s+/g, ' ').trim()
}

function populated<T extends { id: number }>(value: number | T | null | undefined): T | null {
  return value && typeof value === 'object' ? value : null
}

function cardImage(event: Event): { url: string | null; alt: string } {
  const media = populated<Media>(event.thumbnail) ?? populated<Media>(event.bannerImage)
  if (!media) return { url: null, alt: '' }
  // Cards ask for the 640 px webp size (spec 000 section 9), else the original.
  const url = media.sizes?.card?.url || media.url || null
  const altOverride = media === event.thumbnail ? event.thumbnailAlt : event.bannerImageAlt
  return { url, alt: altOverride || media.alt || '' }
}

const nullIfEmpty = (value: string | null | undefined): string | null => (value ? value : null)
const wholeOrNull = (value: number | null | undefined): number | null => (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null)

function questions(rows: Event['bookingQuestions']): CheckoutQuestion[] {
  return (rows ?? []).flatMap((row) => {
    const parsed = checkoutQuestionSchema.safeParse(row)
    return parsed.success ? [parsed.data] : []
  })
}

/** The editor's reminder days, whole and within bounds; the default when not set. */
function reminderDaysOf(value: number | null | undefined): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return DEFAULT_REMINDER_DAYS
  return Math.min(MAX_REMINDER_DAYS, Math.max(0, Math.floor(value)))
}

/** A course's sessions with Payload's row ids, in the order they meet (issue 26). */
function sessionRows(sessions: Event['sessions']): InventorySessionRow[] {
  return placedSessions(sessions).flatMap(({ id, startsAt, endsAt, place }) => (id ? [{ sessionId: id, startsAt, endsAt, place: place ?? null }] : []))
}

/** The row of a published event; null when it must be neither bookable nor listed (draft, no uri). */
export function toInventoryRow(event: Event): InventoryRow | null {
  if (event._status !== 'published' || !event.uri || !event.slug) return null
  const venue = populated<Venue>(event.venue)
  const image = cardImage(event)
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
    reminderDaysBefore: reminderDaysOf(event.reminderDaysBefore),
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
    sessions: sessionRows(event.sessions),
    synopsis: event.synopsis ?? '',
    aboutText: plainTextOf(event.about),
    locationTitle: event.elearning ? ONLINE_LOCATION : (venue?.name ?? nullIfEmpty(event.roomSpace)),
    latitude: venue?.location?.lat ?? null,
    longitude: venue?.location?.lon ?? null,
    elearning: Boolean(event.elearning),
    soldOutMessage: nullIfEmpty(event.soldOutMessage),
    categories: (event.categories ?? [])
      .map((c) => populated<Category>(c))
      .filter((c): c is Category => c !== null)
      .map(({ id, title }) => ({ id, title })),
    district: event.district ?? null,
    ageRanges: [...(event.audienceAgeRanges ?? [])],
    imageUrl: image.url,
    imageAlt: image.alt,
  }
}
