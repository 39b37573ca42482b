import type { Metadata } from 'next'

import { formatLongDate } from '@/domain/dates'
import { paths } from '@/domain/paths'
import { queryText } from '@/domain/payment-outcome'
import { bookingTicketsOf } from '@/loaders/site/booking-tickets.server'
import { BookingTicketsView, TicketsHidden } from '@/ui/outcome/booking-tickets'
import { BookingCancelled } from '@/ui/outcome/outcome-views'

interface BookingTicketsPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const metadata: Metadata = { title: 'Your tickets', robots: { index: false } }

/**
 * /booking-tickets?basketId=&token= (issue 26 point 2): a booking's tickets to print or show on a
 * phone at the door, each with the QR code staff scan, reached from the confirmation e-mail's link.
 * Personal (the codes let their bearer in): never shared by a cache (cache-policy.ts) and shown only to
 * the link's holder or the basket's owner.
 */
export default async function BookingTicketsPage({ searchParams }: BookingTicketsPageProps) {
  const query = await searchParams
  const outcome = await bookingTicketsOf(queryText(query.basketId) ?? '', queryText(query.token))
  if (outcome.kind === 'hidden') return <TicketsHidden />
  if (outcome.kind === 'cancelled') {
    return (
      <article className="app-outcome">
        <BookingCancelled backToEventsHref={paths.home()} afterBooking />
      </article>
    )
  }
  const { booking, tickets } = outcome
  return <BookingTicketsView eventTitle={booking.eventTitle} when={formatLongDate(booking.eventDateTime)} where={booking.locationTitle ?? null} bookingReference={booking.bookingReference} tickets={tickets} />
}
