import type { ConfirmedBooking } from '@/contracts/checkout'
import { bookingApiPaths } from '@/domain/paths'
import { formatPounds } from '@/domain/money'
import { cancellationRefundText, isBookingCancelled } from '@/domain/payment-outcome'
import { bookingSuccessOf, calendarEventOf } from '@/loaders/site/payment-outcome.server'
import { AddToCalendar } from '@/ui/calendar/add-to-calendar'
import { ClearLocalBooking } from '@/ui/outcome/clear-local-booking'
import { BookingCancelled, BookingSuccessful } from '@/ui/outcome/outcome-views'

/**
 * A confirmed booking on an outcome page (/booking-status, /checkout-finish, /bypass-success):
 * 'Booking Successful!' with what was bought, or, once every ticket has been cancelled since,
 * 'Booking Cancelled' with what became of the money (issue 23 point 7). The booking comes as the
 * reader may see it (decision 0034); the e-mailed link's `token` is passed on to the calendar file
 * so its description names the reference for that reader too.
 */
export async function ConfirmedBookingContent({ booking, linkToken, backToEventsHref }: { booking: ConfirmedBooking; linkToken?: string | undefined; backToEventsHref: string }) {
  if (isBookingCancelled({ booked: booking.ticketsBooked, cancelled: booking.ticketsCancelled })) {
    return (
      <article className="app-outcome">
        <BookingCancelled backToEventsHref={backToEventsHref} afterBooking refundText={booking.refundPence > 0 ? cancellationRefundText(formatPounds(booking.refundPence)) : null} />
      </article>
    )
  }
  const calendarEvent = await calendarEventOf(booking)
  const icsHref = bookingApiPaths.basketCalendarIcs(booking.basketId, booking.personalDataShown ? linkToken : undefined)
  return (
    <article className="app-outcome">
      <BookingSuccessful
        {...await bookingSuccessOf(booking)}
        calendar={calendarEvent ? <AddToCalendar event={calendarEvent} icsHref={icsHref} /> : null}
        backToEventsHref={backToEventsHref}
      />
      {/* Spec 000 section 4: on success the local basket (and the stored answers) are cleared. */}
      <ClearLocalBooking basketId={booking.basketId} />
    </article>
  )
}
