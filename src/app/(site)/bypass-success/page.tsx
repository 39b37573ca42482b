import type { Metadata } from 'next'

import { bookingApiPaths, paths } from '@/domain/paths'
import { BYPASS_NOT_FOUND_TEXT, queryText } from '@/domain/payment-outcome'
import { bookingOf, bookingSuccessOf, calendarEventOf } from '@/site/payment-outcome.server'
import { AddToCalendar } from '@/ui/calendar/add-to-calendar'
import { ClearLocalBooking } from '@/ui/outcome/clear-local-booking'
import { AttentionView, BookingSuccessful } from '@/ui/outcome/outcome-views'

interface BypassSuccessPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const metadata: Metadata = { title: 'Booking confirmed', robots: { index: false } }

/**
 * /bypass-success (spec 000 section 2, exact): where a staff bypass lands, with bookingReference and
 * basketId in the query (decision 0024). The tickets are read on the server (confirmedBooking), so
 * the page works without JavaScript; it shows success only for a booking the server has confirmed.
 */
export default async function BypassSuccessPage({ searchParams }: BypassSuccessPageProps) {
  const query = await searchParams
  const basketId = queryText(query.basketId)
  const booking = await bookingOf(basketId)
  if (!booking) {
    return (
      <article className="app-outcome">
        <AttentionView text={BYPASS_NOT_FOUND_TEXT} />
      </article>
    )
  }
  const calendarEvent = await calendarEventOf(booking.basketId)
  return (
    <article className="app-outcome">
      <BookingSuccessful
        {...await bookingSuccessOf(booking)}
        calendar={calendarEvent ? <AddToCalendar event={calendarEvent} icsHref={bookingApiPaths.basketCalendarIcs(booking.basketId)} /> : null}
        backToEventsHref={paths.home()}
      />
      <ClearLocalBooking basketId={booking.basketId} />
    </article>
  )
}
