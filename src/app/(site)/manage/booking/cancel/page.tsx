import type { Metadata } from 'next'

import { cancellationService } from '@/booking/cancellation/cancellation-service.server'
import { formatLongDate } from '@/domain/dates'
import { paths } from '@/domain/paths'
import { queryText } from '@/domain/payment-outcome'
import { bookingOutcome } from '@/loaders/site/booking-outcome'
import { CANCELLATION_TEXTS } from '@/ui/cancellation/cancellation-texts'
import { ResidentCancelForm } from '@/ui/cancellation/resident-cancel-form'

import { cancelOwnBooking } from './actions'

export const metadata: Metadata = { title: CANCELLATION_TEXTS.title, robots: { index: false, follow: false } }

interface CancelPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/**
 * /manage/booking/cancel?booking=&token= (issue 14 point 3; decision 0029): the link in the
 * confirmation e-mail. It shows the booking, the deadline and whether a refund is due, and cancels
 * only when the resident presses the button (a POST: a mail scanner opening the link cancels
 * nothing). Personal, so never cached (src/server/cache-policy.ts) or indexed.
 */
export default async function CancelBookingPage({ searchParams }: CancelPageProps) {
  const query = await searchParams
  const booking = queryText(query.booking) ?? ''
  const token = queryText(query.token) ?? ''
  const read = await bookingOutcome(() => cancellationService().residentView(booking, token))
  if (!read.ok) {
    return (
      <>
        <h1 className="govuk-heading-xl">{CANCELLATION_TEXTS.invalidTitle}</h1>
        <p className="govuk-body">{read.message}</p>
      </>
    )
  }
  const view = read.value
  const deadline = formatLongDate(view.deadline)
  return (
    <>
      <span className="govuk-caption-l">{view.eventTitle}</span>
      <h1 className="govuk-heading-xl">{CANCELLATION_TEXTS.title}</h1>
      <p className="govuk-body">
        <a className="govuk-link" href={paths.event(view.eventUri)}>
          {view.eventTitle}
        </a>
        , {formatLongDate(view.eventDateTime)}
      </p>
      {view.ticketsBooked === 0 ? (
        <p className="govuk-body">{CANCELLATION_TEXTS.nothingBooked}</p>
      ) : view.canCancel ? (
        <>
          <p className="govuk-body">{CANCELLATION_TEXTS.intro(view.ticketsBooked)}</p>
          <p className="govuk-body">{CANCELLATION_TEXTS.deadline(deadline)}</p>
          <p className="govuk-body">{view.refund ? CANCELLATION_TEXTS.refund : CANCELLATION_TEXTS.noRefund}</p>
          <ResidentCancelForm booking={booking} token={token} action={cancelOwnBooking} />
        </>
      ) : (
        <p className="govuk-body">{CANCELLATION_TEXTS.closed(deadline)}</p>
      )}
    </>
  )
}
