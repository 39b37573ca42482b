import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { formatLongDate } from '@/domain/dates'
import { paths } from '@/domain/paths'
import { findEventByUri } from '@/site/content.server'
import { mediaUrl } from '@/site/media'
import { richTextToHtml } from '@/site/rich-text'

interface EventPageProps {
  params: Promise<{ listing: string; slug: string }>
}

async function eventFor(params: EventPageProps['params']) {
  const { listing, slug } = await params
  return findEventByUri(`/${listing}/${slug}`)
}

export async function generateMetadata({ params }: EventPageProps): Promise<Metadata> {
  const event = await eventFor(params)
  if (!event) return {}
  const image = mediaUrl(event.bannerImage, 'social')
  return {
    title: event.title,
    description: event.synopsis ?? undefined,
    openGraph: { title: event.title, description: event.synopsis ?? undefined, images: image ? [{ url: image, width: 1200, height: 630 }] : [] },
  }
}

/**
 * An event page at the event's uri (spec 000 section 2). Only a published, public version is found
 * (content.server.ts reads without override), so a draft or private event is a 404 here. The full
 * page (venue block, booking panel, related events) comes with issue 4.
 */
export default async function EventPage({ params }: EventPageProps) {
  const event = await eventFor(params)
  if (!event) notFound()
  const about = richTextToHtml(event.about)
  const venue = typeof event.venue === 'object' ? event.venue : null
  return (
    <article>
      <h1 className="govuk-heading-xl">{event.title}</h1>
      <dl className="govuk-summary-list">
        <div className="govuk-summary-list__row">
          <dt className="govuk-summary-list__key">Date</dt>
          <dd className="govuk-summary-list__value">
            <time dateTime={event.dateTime}>{formatLongDate(event.dateTime)}</time>
          </dd>
        </div>
        {venue ? (
          <div className="govuk-summary-list__row">
            <dt className="govuk-summary-list__key">Location</dt>
            <dd className="govuk-summary-list__value">{venue.name}</dd>
          </div>
        ) : null}
        {event.duration ? (
          <div className="govuk-summary-list__row">
            <dt className="govuk-summary-list__key">Duration</dt>
            <dd className="govuk-summary-list__value">{event.duration}</dd>
          </div>
        ) : null}
      </dl>
      {event.synopsis ? <p className="govuk-body-l">{event.synopsis}</p> : null}
      {about ? (
        <section aria-labelledby="about-heading">
          <h2 className="govuk-heading-m" id="about-heading">
            About
          </h2>
          {/* Sanitised by richTextToHtml (src/site/rich-text.ts). */}
          <div className="govuk-body" dangerouslySetInnerHTML={{ __html: about }} />
        </section>
      ) : null}
      <p className="govuk-body">
        <a className="govuk-button" href={paths.booking(event.slug)} role="button" draggable="false">
          Book Tickets
        </a>
      </p>
    </article>
  )
}
