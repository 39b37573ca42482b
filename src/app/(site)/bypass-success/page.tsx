import type { Metadata } from 'next'

import { paths } from '@/domain/paths'
import { BYPASS_NOT_FOUND_TEXT, queryText } from '@/domain/payment-outcome'
import { bookingOf } from '@/loaders/site/payment-outcome.server'
import { AttentionView } from '@/ui/outcome/outcome-views'

import { ConfirmedBookingContent } from '../checkout-finish/confirmed-booking-content'

interface BypassSuccessPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const metadata: Metadata = { title: 'Booking confirmed', robots: { index: false } }

/**
 * /bypass-success (spec 000 section 2, exact): where a staff bypass lands, with bookingReference and
 * basketId in the query (decision 0024). The tickets are read on the server (confirmedBooking), so
 * the page works without JavaScript; it shows success only for a booking the server has confirmed,
 * and its details only to the basket's owner or the e-mailed link's holder (decision 0034).
 */
export default async function BypassSuccessPage({ searchParams }: BypassSuccessPageProps) {
  const query = await searchParams
  const basketId = queryText(query.basketId)
  const linkToken = queryText(query.token)
  const booking = await bookingOf(basketId, linkToken)
  if (!booking) {
    return (
      <article className="app-outcome">
        <AttentionView text={BYPASS_NOT_FOUND_TEXT} />
      </article>
    )
  }
  return <ConfirmedBookingContent booking={booking} linkToken={linkToken} backToEventsHref={paths.home()} />
}
