import type { Metadata } from 'next'

import { bookingApiPaths, paths } from '@/domain/paths'
import { readPaymentReturn } from '@/domain/payment-outcome'
import { calendarEventOf, checkoutAgainHref, confirmationTexts, paidBooking, ticketsOf } from '@/site/payment-outcome.server'
import { AddToCalendar } from '@/ui/calendar/add-to-calendar'
import { BookingFailed, BookingSuccessful, ConfirmingPayment } from '@/ui/outcome/outcome-views'
import { PaymentConfirmation } from '@/ui/outcome/payment-confirmation'

import { FinishContent } from '../checkout-finish/finish-content'

interface PaymentReturnPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** How often the page without JavaScript asks again while the payment is being confirmed. */
const CONFIRMING_REFRESH_SECONDS = 5

export async function generateMetadata({ searchParams }: PaymentReturnPageProps): Promise<Metadata> {
  const { succeeded, responseCode, basketId } = readPaymentReturn(await searchParams)
  return { title: succeeded || (responseCode === '' && basketId) ? 'Your booking' : 'Booking failed', robots: { index: false } }
}

/**
 * /booking-status and /checkout-status (spec 000 sections 2, 4 and 8): where the payment return
 * handler sends the browser, with responseCode, responseDescription, basketId and
 * transactionReference in the query (decision 0024).
 *
 * - A code other than '00000': 'Booking Failed!' with the provider's description, and links to
 *   check out again and back to events. Nothing else to do, with or without JavaScript.
 * - '00000': the page says 'Booking Successful!' only once the server says the booking is paid
 *   (paidBooking); the query alone is the browser's word. Until then it shows 'We are confirming
 *   your payment', which refreshes itself without JavaScript; with JavaScript the confirmation flow
 *   (PaymentConfirmation) sends the details and verifies the payment with the spec's texts.
 * - No responseCode but a basketId: the address a provider was given as its receipt finish URL in
 *   the form /checkout-status?basketId=...; it is the finish page (FinishContent), not a failure.
 */
export default async function PaymentReturnPage({ searchParams }: PaymentReturnPageProps) {
  const query = await searchParams
  const outcome = readPaymentReturn(query)
  const backToEventsHref = paths.home()

  if (outcome.responseCode === '' && outcome.basketId) return <FinishContent basketId={outcome.basketId} />

  if (!outcome.succeeded) {
    return (
      <article className="app-outcome">
        <BookingFailed description={outcome.description} checkoutAgainHref={await checkoutAgainHref(outcome.basketId)} backToEventsHref={backToEventsHref} />
      </article>
    )
  }

  const [booking, texts] = await Promise.all([paidBooking(outcome.basketId), confirmationTexts()])
  const calendarEvent = booking ? await calendarEventOf(booking.basketId) : null
  const confirmedView = booking ? (
    <BookingSuccessful
      bookingReference={booking.bookingReference}
      transactionReference={booking.transactionReference ?? outcome.transactionReference ?? null}
      eventTitle={booking.eventTitle}
      eventDateTime={booking.eventDateTime}
      tickets={ticketsOf(booking)}
      calendar={calendarEvent ? <AddToCalendar event={calendarEvent} icsHref={bookingApiPaths.basketCalendarIcs(booking.basketId)} /> : null}
      backToEventsHref={backToEventsHref}
    />
  ) : null
  const here = paths.bookingStatus({
    responseCode: outcome.responseCode,
    responseDescription: typeof query.responseDescription === 'string' ? query.responseDescription : undefined,
    basketId: outcome.basketId ?? '',
    transactionReference: outcome.transactionReference,
  })

  return (
    <article className="app-outcome">
      {booking ? null : (
        // Without JavaScript the page asks the server again by itself; inside <noscript>, so a
        // page whose script runs the confirmation flow is never reloaded under it.
        <noscript>
          <meta httpEquiv="refresh" content={String(CONFIRMING_REFRESH_SECONDS)} />
        </noscript>
      )}
      <PaymentConfirmation
        basketId={outcome.basketId}
        transactionReference={outcome.transactionReference}
        texts={texts}
        backToEventsHref={backToEventsHref}
        confirmedView={confirmedView}
        fallback={<ConfirmingPayment checkAgainHref={here} />}
      />
    </article>
  )
}
