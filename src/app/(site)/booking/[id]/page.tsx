import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'

import { getBookingView } from '@/booking/basket/basket-service.server'
import { offersBooking } from '@/domain/event-status'
import { paths } from '@/domain/paths'
import { findEventBySlug } from '@/loaders/site/content.server'
import { BookingForm } from '@/ui/booking/booking-form'
import { bookingLinesOf } from '@/ui/booking/booking-lines'
import { BookingUnavailable } from '@/ui/booking/booking-unavailable'
import { eventLocationText, eventPriceText, WAITING_LIST_ID } from '@/ui/event/event-details'
import { EventSummary } from '@/ui/event/event-summary'

import { checkoutFromBookingForm } from './actions'

interface BookingPageProps {
  params: Promise<{ id: string }>
}

/** One read of each per request, shared by generateMetadata and the page. */
const eventWithSlug = cache((slug: string) => findEventBySlug(slug))

export async function generateMetadata({ params }: BookingPageProps): Promise<Metadata> {
  const event = await eventWithSlug((await params).id)
  return event ? { title: `Book tickets: ${event.title}`, robots: { index: false } } : {}
}

/**
 * The booking page (spec 000 section 2, /booking/{id}, the id being the event slug): the event's
 * details, a ticket selector per concession, the order summary and Back to Events / Checkout.
 * The published event gives the details (an unknown or unpublished slug is the 404 page); the
 * booking engine's view gives the concessions and what is left. A closed, sold-out or externally
 * listed event says so instead of offering tickets, and so does one with no concession to choose.
 */
export default async function BookingPage({ params }: BookingPageProps) {
  const slug = (await params).id
  const now = new Date()
  const [event, view] = await Promise.all([eventWithSlug(slug), getBookingView(slug, now)])
  if (!event || !view) notFound()

  // The view's status is the event page's rule (eventStatus) with the tickets really left.
  // Only an event on sale with a concession to choose gets the selector: never an empty form.
  const { status } = view
  const bookable = offersBooking(status, view.concessions.length > 0)
  const eventHref = paths.event(event.uri ?? view.uri)

  return (
    <article className="app-booking">
      <span className="govuk-caption-l">Book tickets</span>
      <h1 className="govuk-heading-xl">{event.title}</h1>
      <EventSummary
        dateTime={event.dateTime}
        location={eventLocationText(event)}
        duration={event.duration}
        audience={event.targetAudience}
        priceText={eventPriceText(event, now)}
      />
      {bookable ? (
        <BookingForm
          action={checkoutFromBookingForm.bind(null, slug)}
          eventId={view.id}
          pool={view.ticketsSelectable}
          maxTicketsPerBasket={view.maxTicketsPerBasket}
          lines={bookingLinesOf(view)}
          backHref={eventHref}
        />
      ) : (
        <BookingUnavailable
          reason={status === 'closed' || status === 'soldOut' || status === 'listing' ? status : 'noTickets'}
          bookingRequired={event.preBookingRequired !== false}
          externalHref={event.externalListingUrl?.trim() || undefined}
          waitingListHref={`${eventHref}#${WAITING_LIST_ID}`}
          backHref={eventHref}
        />
      )}
    </article>
  )
}
