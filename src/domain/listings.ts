/**
 * The six public listings of the route table (spec 001 section 2) and the event content types
 * (spec 000 section 3) that feed each one. Every link and every content lookup uses this table.
 */
export const EVENT_CONTENT_TYPES = [
  'eventCorporate',
  'eventHAFLS',
  'eventHALS',
  'eventLibraries',
  'eventLocalOffer',
  'eventMusicService',
  'eventCPSLS',
  'eventSend',
  'eventSendAcademy',
  'eventHealthAndWellbeing',
] as const
export type EventContentType = (typeof EVENT_CONTENT_TYPES)[number]

export type ListingTemplate = 'default' | 'hafls' | 'send'

export interface Listing {
  /** Public path of the listing, also the first segment of its events' uris. */
  path: string
  /** Listing label from spec 000 section 9. */
  label: string
  /** Service name shown on the events home card. */
  title: string
  /** The default introduction (on its card on the events home and under its heading); editors may replace it in Site config. */
  summary: string
  /** The name of its introduction's field in Site config (issue 26 point 4). */
  introductionField: string
  contentTypes: readonly EventContentType[]
}

export const LISTINGS: readonly Listing[] = [
  {
    path: '/events',
    introductionField: 'events',
    label: 'Events',
    title: 'Corporate events',
    summary: 'Talks, open days and community events run by the council.',
    contentTypes: ['eventCorporate', 'eventLibraries', 'eventMusicService', 'eventCPSLS'],
  },
  {
    path: '/step2skills',
    introductionField: 'step2skills',
    label: 'Step2Skills',
    title: 'Step 2 Skills',
    summary: 'Family and adult learning courses to build skills and confidence.',
    contentTypes: ['eventHAFLS'],
  },
  {
    path: '/hals',
    introductionField: 'hals',
    label: 'HALS',
    title: 'Adult Learning and Skills',
    summary: 'Courses for adults across the county, from languages to digital skills.',
    contentTypes: ['eventHALS'],
  },
  {
    path: '/local-offer',
    introductionField: 'localOffer',
    label: 'LocalOffer',
    title: 'SEND Local Offer',
    summary: 'Events and activities for children and young people with special educational needs.',
    contentTypes: ['eventLocalOffer', 'eventSend'],
  },
  {
    path: '/send-academy',
    introductionField: 'sendAcademy',
    label: 'SendAcademy',
    title: 'SEND Academy',
    summary: 'Training for schools and professionals supporting pupils with SEND.',
    contentTypes: ['eventSendAcademy'],
  },
  {
    path: '/public-health-training',
    introductionField: 'publicHealthTraining',
    label: 'HealthWellbeing',
    title: 'Public health training',
    summary: 'Health and wellbeing training for professionals and volunteers.',
    contentTypes: ['eventHealthAndWellbeing'],
  },
]

/** The listing an event of this content type is shown in. */
export function listingForContentType(contentType: EventContentType): Listing {
  const listing = LISTINGS.find((l) => l.contentTypes.includes(contentType))
  /* c8 ignore next -- every content type appears in LISTINGS; guarded by a unit test */
  if (!listing) throw new Error(`No listing for content type ${contentType}`)
  return listing
}

/**
 * The listing that shows events of this content type, for a content type read back from storage
 * as plain text; undefined for one the site does not know.
 */
export function findListingForContentType(contentType: string): Listing | undefined {
  return LISTINGS.find((l) => (l.contentTypes as readonly string[]).includes(contentType))
}

/** The public uri of an event: its listing path plus its slug. */
export function eventUri(contentType: EventContentType, slug: string): string {
  return `${listingForContentType(contentType).path}/${slug}`
}

/** Template by path (spec 001 section 2): /step2skills -> hafls, /local-offer -> send, else default. */
export function templateForPath(pathname: string): ListingTemplate {
  if (pathname.includes('/step2skills')) return 'hafls'
  if (pathname.includes('/local-offer')) return 'send'
  return 'default'
}

/** The hafls districts (spec 001 section 3); {product} is the county's name, North Herts. */
export const HAFLS_DISTRICTS = [
  'Broxbourne',
  'Dacorum',
  'East Herts',
  'Hertsmere',
  'North Herts',
  'St Albans',
  'Stevenage',
  'Three Rivers',
  'Watford',
  'Welwyn Hatfield',
] as const

/** Audience age ranges of the send template (spec 000 section 2). */
export const SEND_AGE_RANGES = ['0 - 5', '6 - 11', '12 - 15', '16 - 18', '19 - 25'] as const
