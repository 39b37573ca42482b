import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'

import { env } from '@/config/env'
import { bookingPanel, eventStatus, eventStatusLabel } from '@/domain/event-status'
import { listingForContentType } from '@/domain/listings'
import { paths } from '@/domain/paths'
import type { Category } from '@/payload-types'
import { liveTicketsAvailable } from '@/loaders/site/availability.server'
import { findEventByUri } from '@/loaders/site/content.server'
import { categoryIdsOf } from '@/loaders/site/related-events'
import { findRelatedEvents } from '@/loaders/site/related-events.server'
import { CategoryLinks } from '@/ui/event/category-links'
import { EventBanner } from '@/ui/event/event-banner'
import { EventBookingPanel } from '@/ui/event/event-booking-panel'
import {
  bookingChoiceOf,
  bookingOpensAt,
  eventLocationText,
  eventPriceText,
  populatedVenue,
  resourceLinks,
  statusInputOf,
} from '@/ui/event/event-details'
import { eventMetadata } from '@/ui/event/event-metadata'
import { EventSessions, eventSessionItems } from '@/ui/event/event-sessions'
import { EventSummary } from '@/ui/event/event-summary'
import { FurtherInformation } from '@/ui/event/further-information'
import { furtherInformationItems } from '@/ui/event/further-information-items'
import { OrganiserCard } from '@/ui/event/organiser-card'
import { PublicResources } from '@/ui/event/public-resources'
import { RelatedEvents } from '@/ui/event/related-events'
import { relatedEventCards } from '@/ui/event/related-event-cards'
import { RichText } from '@/ui/event/rich-text'
import { richTextHtml } from '@/ui/event/rich-text-html'
import { VenueBlock } from '@/ui/event/venue-block'
import { WaitingListSection } from '@/ui/event/waiting-list-section'

import { joinWaitingList } from './actions'

interface EventPageProps {
  params: Promise<{ listing: string; slug: string }>
}

/** One read per request, shared by generateMetadata and the page. */
const eventAtUri = cache((uri: string) => findEventByUri(uri))

async function eventFor(params: EventPageProps['params']) {
  const { listing, slug } = await params
  return eventAtUri(`/${listing}/${slug}`)
}

export async function generateMetadata({ params }: EventPageProps): Promise<Metadata> {
  const event = await eventFor(params)
  return event ? eventMetadata(event, env().COUNCIL_NAME) : {}
}

const isCategory = (category: number | Category): category is Category => typeof category === 'object'

/**
 * An event page at the event's uri (spec 000 section 2 "Event detail page"). Only a published
 * version is found (content.server.ts reads with access control on), so a draft or unknown slug
 * is the 404 page; a private event is reachable by its uri but never listed or related.
 *
 * The page composes: statuses and prices come from src/domain, the parts from src/ui/event. It is
 * server-rendered; its only script is the waiting-list join form on a sold-out or closed event.
 */
export default async function EventPage({ params }: EventPageProps) {
  const event = await eventFor(params)
  if (!event) notFound()

  const now = new Date()
  // Sold Out follows live availability (spec 000 section 4), not the content's capacity.
  const statusInput = statusInputOf(event, await liveTicketsAvailable(event.id, event.ticketsAvailable, now))
  const panel = bookingPanel({ ...statusInput, ...bookingChoiceOf(event) }, now)
  const status = eventStatus(statusInput, now)
  const opensAt = panel.kind === 'unavailable' ? bookingOpensAt(event.ticketSalesDateWindow, now) : undefined

  // E-learning has no venue block: the event happens online (docs/decisions/0003-event-page.md).
  const venue = event.elearning ? null : populatedVenue(event)
  const about = richTextHtml(event.about, 'About')
  const furtherInformation = furtherInformationItems(event.furtherInformation)
  const resources = resourceLinks(event.publicResources)
  const organiser = event.organisingOrganisation
  const organiserName = organiser?.name?.trim()

  const listingPath = listingForContentType(event.contentType).path
  const categories = (event.categories ?? []).filter(isCategory)
  const categoryLinks = categories.map((category) => ({
    id: category.id,
    title: category.title,
    href: paths.listing(listingPath, { category: String(category.id) }),
  }))
  const categoryIds = categoryIdsOf(event.categories)
  const related = relatedEventCards(await findRelatedEvents({ eventId: event.id, categoryIds, now }), now)
  const moreLikeThisHref = categoryIds.length > 0 ? paths.listing(listingPath, { category: categoryIds.join(',') }) : undefined

  const sessions = eventSessionItems(event)

  return (
    <article className="app-event">
      <EventBanner image={event.bannerImage} alt={event.bannerImageAlt} />
      <h1 className="govuk-heading-xl app-event__title">{event.title}</h1>

      <div className="govuk-grid-row">
        <div className="govuk-grid-column-two-thirds">
          <EventSummary
            tutor={event.tutor}
            dateTime={event.dateTime}
            sessionCount={sessions.length}
            location={eventLocationText(event)}
            duration={event.duration}
            audience={event.targetAudience}
            ageRanges={event.audienceAgeRanges}
            priceText={eventPriceText(event, now)}
          />
        </div>
        <div className="govuk-grid-column-one-third app-event__sidebar">
          <EventBookingPanel panel={panel} status={status} statusLabel={eventStatusLabel(status)} opensAt={opensAt} />
        </div>
      </div>

      <div className="govuk-grid-row">
        <div className="govuk-grid-column-two-thirds">
          {about ? (
            <section className="app-event-section" aria-labelledby="about-heading">
              <h2 className="govuk-heading-l" id="about-heading">
                About
              </h2>
              <RichText html={about} />
            </section>
          ) : null}
          <EventSessions sessions={sessions} />
          {panel.kind === 'unavailable' ? (
            <WaitingListSection
              control={panel.control}
              eventId={event.id}
              eventTitle={event.title}
              soldOutMessage={event.soldOutMessage}
              opensAt={opensAt}
              join={joinWaitingList}
            />
          ) : null}
          {venue ? <VenueBlock venue={venue} roomSpace={event.roomSpace} /> : null}
          <FurtherInformation items={furtherInformation} />
          <PublicResources links={resources} />
        </div>
        <div className="govuk-grid-column-one-third app-event__sidebar">
          {organiserName ? (
            <OrganiserCard name={organiserName} description={organiser?.description} url={organiser?.url} logo={organiser?.logo} />
          ) : null}
          <CategoryLinks links={categoryLinks} />
        </div>
      </div>

      <RelatedEvents cards={related} moreHref={moreLikeThisHref} />
    </article>
  )
}
