import type { Category, Event, Media, Venue } from '../../payload-types'

/**
 * One row of the listing search projection (booking.event_search), mapped from a published event
 * read at depth 1 (venue, categories and thumbnail populated). Pure, so it is unit-tested; the
 * repository writes it.
 */
export interface EventSearchRow {
  eventId: number
  contentType: string
  slug: string
  uri: string
  title: string
  synopsis: string
  aboutText: string
  locationTitle: string | null
  latitude: number | null
  longitude: number | null
  dateTime: string
  salesFrom: string | null
  salesTo: string | null
  discountFrom: string | null
  discountTo: string | null
  earlyBirdDiscount: number
  price: number | null
  freeOrPaid: 'free' | 'paid'
  ticketsAvailable: number
  externalListingUrl: string | null
  elearning: boolean
  private: boolean
  bookingRequired: boolean
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

/** The projection row of a published event; null when the event must not be in listings' source. */
export function toSearchRow(event: Event): EventSearchRow | null {
  if (event._status !== 'published' || !event.uri) return null
  const venue = populated<Venue>(event.venue)
  const image = cardImage(event)
  const categories = (event.categories ?? [])
    .map((c) => populated<Category>(c))
    .filter((c): c is Category => c !== null)
    .map(({ id, title }) => ({ id, title }))
  return {
    eventId: event.id,
    contentType: event.contentType,
    slug: event.slug,
    uri: event.uri,
    title: event.title,
    synopsis: event.synopsis ?? '',
    aboutText: plainTextOf(event.about),
    locationTitle: event.elearning ? ONLINE_LOCATION : (venue?.name ?? nullIfEmpty(event.roomSpace)),
    latitude: venue?.location?.lat ?? null,
    longitude: venue?.location?.lon ?? null,
    dateTime: event.dateTime,
    salesFrom: nullIfEmpty(event.ticketSalesDateWindow?.from),
    salesTo: nullIfEmpty(event.ticketSalesDateWindow?.to),
    discountFrom: nullIfEmpty(event.discountWindow?.from),
    discountTo: nullIfEmpty(event.discountWindow?.to),
    earlyBirdDiscount: event.earlyBirdDiscount ?? 0,
    price: event.price ?? null,
    freeOrPaid: event.freeOrPaid,
    ticketsAvailable: event.ticketsAvailable,
    externalListingUrl: nullIfEmpty(event.externalListingUrl),
    elearning: Boolean(event.elearning),
    private: Boolean(event.private),
    bookingRequired: event.preBookingRequired !== false,
    soldOutMessage: nullIfEmpty(event.soldOutMessage),
    categories,
    district: event.district ?? null,
    ageRanges: [...(event.audienceAgeRanges ?? [])],
    imageUrl: image.url,
    imageAlt: image.alt,
  }
}
