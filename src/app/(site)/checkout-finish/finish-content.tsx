import { env } from '@/config/env'
import { paths } from '@/domain/paths'
import { CHECK_AGAIN_TEXT, finishAttentionText, finishOutcomeOf } from '@/domain/payment-outcome'
import { bookingOf, finishAnswer } from '@/loaders/site/payment-outcome.server'
import { FinishOutcome } from '@/ui/outcome/finish-outcome'
import { AttentionView, BookingCancelled } from '@/ui/outcome/outcome-views'

import { ConfirmedBookingContent } from './confirmed-booking-content'

/**
 * The checkout finish page (spec 000 sections 2 and 4): the payment provider's receipt finish
 * address, /checkout-finish?basketId=..., and the confirmation e-mail's link to the booking, which
 * adds its signed `token` (decision 0034). The server asks the finish call first: a confirmed
 * booking is shown (ConfirmedBookingContent: its details only to the basket's owner or the link's
 * holder, its cancellation once every ticket is cancelled), status 6 'Booking Cancelled'. Anything
 * else: with JavaScript the page polls the finish call (at once and 5 seconds later, FinishOutcome)
 * before its error view; without it the error view shows at once, with a link to check again.
 */
export async function FinishContent({ basketId, linkToken }: { basketId: string | undefined; linkToken?: string | undefined }) {
  const webTeamEmail = env().WEB_TEAM_EMAIL
  const backToEventsHref = paths.home()
  const attention = (
    <AttentionView text={finishAttentionText(webTeamEmail)}>
      {basketId ? (
        <p className="govuk-body">
          <a className="govuk-link" href={paths.checkoutFinish(basketId, linkToken)}>
            {CHECK_AGAIN_TEXT}
          </a>
        </p>
      ) : null}
    </AttentionView>
  )
  if (!basketId) return <article className="app-outcome">{attention}</article>

  const [answer, booking] = await Promise.all([finishAnswer(basketId, linkToken), bookingOf(basketId, linkToken)])
  // A confirmed booking, whether still booked or cancelled since, is shown from the server's read.
  if (booking) return <ConfirmedBookingContent booking={booking} linkToken={linkToken} backToEventsHref={backToEventsHref} />
  const outcome = answer ? finishOutcomeOf(answer) : 'pending'
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
