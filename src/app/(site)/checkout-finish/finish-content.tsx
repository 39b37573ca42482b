import { env } from '@/config/env'
import { bookingApiPaths, paths } from '@/domain/paths'
import { CHECK_AGAIN_TEXT, finishAttentionText, finishOutcomeOf } from '@/domain/payment-outcome'
import { bookingOf, bookingSuccessOf, calendarEventOf, finishAnswer } from '@/site/payment-outcome.server'
import { AddToCalendar } from '@/ui/calendar/add-to-calendar'
import { ClearLocalBooking } from '@/ui/outcome/clear-local-booking'
import { FinishOutcome } from '@/ui/outcome/finish-outcome'
import { AttentionView, BookingCancelled, BookingSuccessful } from '@/ui/outcome/outcome-views'

/**
 * The checkout finish page (spec 000 sections 2 and 4): the payment provider's receipt finish
 * address, /checkout-finish?basketId=... (decision 0024). The server asks the finish call first:
 * success shows the booking, status 6 'Booking Cancelled'. Anything else: with JavaScript the page
 * polls the finish call (at once and 5 seconds later, FinishOutcome) before its error view; without
 * it the error view shows at once, with a link to check again.
 */
export async function FinishContent({ basketId }: { basketId: string | undefined }) {
  const webTeamEmail = env().WEB_TEAM_EMAIL
  const backToEventsHref = paths.home()
  const attention = (
    <AttentionView text={finishAttentionText(webTeamEmail)}>
      {basketId ? (
        <p className="govuk-body">
          <a className="govuk-link" href={paths.checkoutFinish(basketId)}>
            {CHECK_AGAIN_TEXT}
          </a>
        </p>
      ) : null}
    </AttentionView>
  )
  if (!basketId) return <article className="app-outcome">{attention}</article>

  const answer = await finishAnswer(basketId)
  const outcome = answer ? finishOutcomeOf(answer) : 'pending'
  if (answer && outcome === 'success') {
    const [booking, calendarEvent] = await Promise.all([bookingOf(basketId), calendarEventOf(basketId)])
    const details = booking ? await bookingSuccessOf(booking) : { bookingReference: answer.bookingReference }
    return (
      <article className="app-outcome">
        <BookingSuccessful
          {...details}
          calendar={calendarEvent ? <AddToCalendar event={calendarEvent} icsHref={bookingApiPaths.basketCalendarIcs(basketId)} /> : null}
          backToEventsHref={backToEventsHref}
        />
        <ClearLocalBooking basketId={basketId} />
      </article>
    )
  }
  if (outcome === 'cancelled') {
    return (
      <article className="app-outcome">
        <BookingCancelled backToEventsHref={backToEventsHref} />
      </article>
    )
  }
  return (
    <article className="app-outcome">
      <FinishOutcome basketId={basketId} webTeamEmail={webTeamEmail} backToEventsHref={backToEventsHref} fallback={attention} />
    </article>
  )
}
