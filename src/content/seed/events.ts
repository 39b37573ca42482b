import type { Payload, RequiredDataFromCollectionSlug } from 'payload'

import { cycle } from './cycle'
import { ALL_TYPES_BOOKING_QUESTIONS, ALL_TYPES_TICKET_QUESTIONS, questionsFor } from './event-questions'
import { planDemoEvents, type EventPlan } from './event-plans'
import type { DemoImageKey, DemoMediaIds } from './images'
import { richText } from './lexical'
import { SEED_SLUGS } from './seed-slugs'
import { countCreated, findIdBy, type SeedCounts } from './upsert'

type EventData = RequiredDataFromCollectionSlug<'events'>

interface ListingFlavour {
  image: DemoImageKey
  audience: string
  organisation: { name: string; description: string }
  gl: string
  costCodePrefix: string
  guidance: string
}

const FLAVOURS: Record<string, ListingFlavour> = {
  '/events': {
    image: 'events',
    audience: 'Everyone is welcome',
    organisation: { name: 'Hertfordshire Libraries', description: 'Free events, reading and learning in 46 libraries across the county.' },
    gl: '41100',
    costCodePrefix: 'CE',
    guidance: 'Tell us about any access needs in the special requirements box for each ticket.',
  },
  '/step2skills': {
    image: 'step2skills',
    audience: 'Adults aged 19 and over, and families with children',
    organisation: { name: 'Hertfordshire Adult and Family Learning Service', description: 'Courses for adults and families in community venues across Hertfordshire.' },
    gl: '42100',
    costCodePrefix: 'AF',
    guidance: 'If you receive means-tested benefits you may be eligible for the concession price; bring proof to your first session.',
  },
  '/hals': {
    image: 'hals',
    audience: 'Adults aged 19 and over',
    organisation: { name: 'Hertfordshire Adult and Family Learning Service', description: 'Courses for adults and families in community venues across Hertfordshire.' },
    gl: '42200',
    costCodePrefix: 'AL',
    guidance: 'Course materials are included unless the course description says otherwise.',
  },
  '/local-offer': {
    image: 'localOffer',
    audience: 'Children and young people with SEND, and their parents and carers',
    organisation: { name: 'Hertfordshire SEND Local Offer', description: 'Information and services for children and young people with special educational needs and disabilities.' },
    gl: '43100',
    costCodePrefix: 'LO',
    guidance: 'Book one ticket for each person attending, including parents and carers.',
  },
  '/send-academy': {
    image: 'sendAcademy',
    audience: 'SENCOs, teachers and teaching assistants',
    organisation: { name: 'Hertfordshire SEND Academy', description: 'Professional development for staff supporting pupils with SEND.' },
    gl: '43200',
    costCodePrefix: 'SA',
    guidance: 'Bookings for school staff are invoiced to the school; give the school\u2019s finance e-mail address if it differs from yours.',
  },
  '/public-health-training': {
    image: 'publicHealth',
    audience: 'Health, care and community professionals and volunteers',
    organisation: { name: 'Hertfordshire Public Health', description: 'Training to help people across Hertfordshire live healthier lives.' },
    gl: '44100',
    costCodePrefix: 'PH',
    guidance: 'Certificates are e-mailed to each attendee after the course.',
  },
}

const TUTORS = ['Amara Okafor', 'James Whitfield', 'Priya Desai', 'Sian Hughes', 'Tomasz Nowak', 'Helen Marsh', 'David Achterberg', 'Grace Lin']

export interface SeedRefs {
  media: DemoMediaIds
  venues: Map<string, number>
  categories: Map<string, number>
}

const iso = (date?: Date) => (date ? date.toISOString() : null)

/** The full event document for a plan, with media, venue and category ids filled in. */
export function buildEventData(plan: EventPlan, refs: SeedRefs): EventData {
  const { idea, globalIndex: g } = plan
  const flavour = FLAVOURS[plan.listingPath] ?? (FLAVOURS['/events'] as ListingFlavour)
  const questions = idea.allQuestions
    ? { booking: ALL_TYPES_BOOKING_QUESTIONS, ticket: ALL_TYPES_TICKET_QUESTIONS }
    : questionsFor(plan.listingPath, g)
  const bannerImage = g % 6 === 5 ? undefined : refs.media[flavour.image]
  const withPrivateResources = Boolean(idea.private) || g % 5 === 1
  const usesTutor = plan.listingPath !== '/events' && plan.listingPath !== '/local-offer'
  const categoryIds = idea.categories.map((slug) => {
    const id = refs.categories.get(slug)
    if (id === undefined) throw new Error(`Demo event ${plan.slug} names unknown category ${slug}`)
    return id
  })

  return {
    _status: plan.draft ? 'draft' : 'published',
    contentType: idea.contentType,
    title: idea.title.replace(/^Draft: /, ''),
    slug: plan.slug,
    private: Boolean(idea.private),
    synopsis: idea.synopsis,
    about: richText(
      idea.synopsis,
      idea.elearning
        ? 'This is an online course. After booking you will be sent a link to start it, and you can work through it at your own pace.'
        : `The session runs at ${plan.venue?.name ?? 'the venue'}${plan.roomSpace ? ` in the ${plan.roomSpace}` : ''}. Please arrive ten minutes early.`,
      `**Who it is for:** ${idea.audience ?? flavour.audience}.`,
    ),
    dateTime: plan.dateTime.toISOString(),
    endDateTime: iso(plan.endDateTime),
    sessions: (plan.sessions ?? []).map((session) => ({ startsAt: session.startsAt.toISOString(), endsAt: session.endsAt.toISOString() })),
    duration: idea.duration,
    bannerImage: bannerImage ?? null,
    bannerImageAlt: bannerImage && g % 4 === 0 ? `${idea.title}: banner` : null,
    thumbnail: bannerImage ?? null,
    tutor: usesTutor ? { name: cycle(TUTORS, g), image: g % 2 === 0 ? refs.media.tutor : null } : {},
    organisingOrganisation:
      g % 4 === 1
        ? { ...flavour.organisation, url: 'https://www.hertfordshire.gov.uk', logo: refs.media.marketing }
        : {},
    price: plan.price,
    freeOrPaid: plan.freeOrPaid,
    ticketsAvailable: plan.ticketsAvailable,
    ticketSalesDateWindow: { from: iso(plan.salesWindow.from), to: iso(plan.salesWindow.to) },
    discountWindow: { from: iso(plan.discountWindow.from), to: iso(plan.discountWindow.to) },
    earlyBirdDiscount: plan.earlyBirdDiscount,
    preBookingRequired: !(plan.freeOrPaid === 'free' && g % 5 === 2),
    elearning: Boolean(idea.elearning),
    externalListingUrl: plan.externalListingUrl ?? null,
    soldOutMessage: 'All places have been booked. Join the waiting list and we will e-mail you if a place becomes available.',
    concessions: plan.concessions.map((c) => ({ ...c, description: c.description ?? null })),
    targetAudience: idea.audience ?? flavour.audience,
    audienceAgeRanges: idea.ages ? [...idea.ages] : [],
    district: plan.venue?.district ?? null,
    venue: plan.venue ? (refs.venues.get(plan.venue.name) ?? null) : null,
    roomSpace: plan.roomSpace ?? null,
    categories: categoryIds,
    furtherInformation: [
      {
        blockType: 'textArea',
        furtherInformationText: richText(
          idea.elearning
            ? '**What you need:** a computer or tablet with a web browser and sound.'
            : '**What to bring:** a pen and notepad. Refreshments are provided.',
          'If you can no longer attend, please let us know so we can offer your place to someone on the waiting list.',
        ),
      },
      ...(g % 3 === 0 && bannerImage
        ? [{ blockType: 'image' as const, furtherInformationImage: bannerImage, alt: null, caption: `${idea.title} at a previous session.` }]
        : []),
    ],
    publicResources: [
      ...(g % 4 === 0 ? [{ type: 'internalAsset' as const, title: 'Course information (PDF)', media: refs.media.courseInformation }] : []),
      ...(g % 5 === 0
        ? [{ type: 'externalLink' as const, title: 'More about this service', uri: 'https://www.hertfordshire.gov.uk' }]
        : []),
    ],
    privateResources: withPrivateResources
      ? [
          { type: 'internalAsset' as const, title: 'Joining pack (PDF)', media: refs.media.handbook },
          { type: 'externalLink' as const, title: 'Session recording and slides', uri: 'https://www.hertfordshire.gov.uk' },
        ]
      : [],
    checkoutGuidance: richText(
      flavour.guidance,
      'You will receive a confirmation e-mail with your booking reference. Keep it: you need it to see private resources or to cancel.',
    ),
    serviceTerms: richText(
      'By booking you agree to Hertfordshire County Council\u2019s terms for events and courses.',
      'Full refunds are given for cancellations made at least 7 days before the start. If we cancel, you get a full refund.',
    ),
    bookingQuestions: questions.booking.map((question) => ({ ...question, options: question.options ?? [] })),
    ticketQuestions: questions.ticket.map((question) => ({ ...question, options: question.options ?? [] })),
    gl: flavour.gl,
    costCode: `${flavour.costCodePrefix}${String(plan.index + 1).padStart(3, '0')}`,
  }
}

export async function seedEvents(payload: Payload, counts: SeedCounts, refs: SeedRefs, now: Date): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  for (const plan of planDemoEvents(now)) {
    const existing = await findIdBy(payload, 'events', { slug: { equals: plan.slug } })
    if (existing) {
      ids.set(plan.slug, existing)
      continue
    }
    const doc = await payload.create({
      collection: 'events',
      overrideAccess: true,
      draft: plan.draft,
      depth: 0,
      data: buildEventData(plan, refs),
    })
    countCreated(counts, 'events')
    ids.set(plan.slug, doc.id)
  }
  return ids
}

/** A private assets page for the private demo event and for the paid one (spec 000 section 2). */
export async function seedPrivateAssetPages(payload: Payload, counts: SeedCounts, eventIds: Map<string, number>, media: DemoMediaIds): Promise<void> {
  const pages = [
    { slug: SEED_SLUGS.private, title: 'SEND coordinators network: papers and slides' },
    { slug: SEED_SLUGS.paid, title: 'Watercolour painting for beginners: course materials' },
  ]
  for (const page of pages) {
    const event = eventIds.get(page.slug)
    if (!event || (await findIdBy(payload, 'private-asset-pages', { event: { equals: event } }))) continue
    await payload.create({
      collection: 'private-asset-pages',
      overrideAccess: true,
      data: {
        event,
        title: page.title,
        description: richText('Thank you for booking. These resources are for people who booked this event; please do not share them.'),
        assets: [
          { type: 'internalAsset', title: 'Handbook (PDF)', media: media.handbook },
          { type: 'externalLink', title: 'Further reading', uri: 'https://www.hertfordshire.gov.uk' },
        ],
      },
    })
    countCreated(counts, 'private-asset-pages')
  }
}
