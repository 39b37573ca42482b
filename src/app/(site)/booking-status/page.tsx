import type { Metadata } from 'next'

import { bookingApiPaths, paths } from '@/domain/paths'
import { CHECK_AGAIN_TEXT, paymentCheckOf, readPaymentReturn } from '@/domain/payment-outcome'
import { PAYMENT_VERIFICATION_RETRY } from '@/domain/retry-policies'
import { calendarEventOf, checkoutAgainHref, confirmationTexts, paidBooking, ticketsOf } from '@/site/payment-outcome.server'
import { AddToCalendar } from '@/ui/calendar/add-to-calendar'
import { AttentionView, BookingFailed, BookingSuccessful, ConfirmingPayment } from '@/ui/outcome/outcome-views'
import { PaymentConfirmation } from '@/ui/outcome/payment-confirmation'

import { FinishContent } from '../checkout-finish/finish-content'

interface PaymentReturnPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/**
 * Without JavaScript the page asks again as the script would verify: every 5 seconds, 5 times
 * (PAYMENT_VERIFICATION_RETRY), then 'Attention!' with the verification-failed text.
 */
const CONFIRMING_REFRESH_SECONDS = PAYMENT_VERIFICATION_RETRY.delayMs / 1000

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
 *   your payment', which checks again by itself without JavaScript (5 times, 5 seconds apart, then
 *   'Attention!'); with JavaScript the confirmation flow
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
  const check = paymentCheckOf(query.check)
  const checkAddress = (n: number) =>
    paths.bookingStatus({
      responseCode: outcome.responseCode,
      responseDescription: typeof query.responseDescription === 'string' ? query.responseDescription : undefined,
      basketId: outcome.basketId ?? '',
      transactionReference: outcome.transactionReference,
      check: n > 1 ? String(n) : undefined,
    })
  const checksLeft = check < PAYMENT_VERIFICATION_RETRY.maxAttempts
  const fallback = checksLeft ? (
    <ConfirmingPayment checkAgainHref={checkAddress(check + 1)} />
  ) : (
    <AttentionView text={texts.verificationFailed}>
      <p className="govuk-body">
        <a className="govuk-link" href={checkAddress(1)}>
          {CHECK_AGAIN_TEXT}
        </a>
      </p>
    </AttentionView>
  )

  return (
    <article className="app-outcome">
      {booking || !checksLeft ? null : (
        // Without JavaScript the page asks the server again by itself; inside <noscript>, so a
        // page whose script runs the confirmation flow is never reloaded under it.
        <noscript>
          <meta httpEquiv="refresh" content={`${CONFIRMING_REFRESH_SECONDS}; url=${checkAddress(check + 1)}`} />
        </noscript>
      )}
      <PaymentConfirmation
        basketId={outcome.basketId}
        transactionReference={outcome.transactionReference}
        texts={texts}
        backToEventsHref={backToEventsHref}
        confirmedView={confirmedView}
        fallback={fallback}
      />
    </article>
  )
}
