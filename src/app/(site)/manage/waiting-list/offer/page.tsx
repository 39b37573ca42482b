import type { Metadata } from 'next'
import Link from 'next/link'

import { waitingListService } from '@/booking/waiting-list/waiting-list-service.server'
import { formatLongDate } from '@/domain/dates'
import { paths } from '@/domain/paths'
import { queryText } from '@/domain/payment-outcome'
import { OfferAcceptForm } from '@/ui/waiting-list/offer-accept-form'
import { offerEndedText } from '@/ui/waiting-list/offer-standing-text'
import { WAITING_LIST_TEXTS } from '@/ui/waiting-list/waiting-list-texts'

import { acceptWaitingListOffer } from './actions'

interface WaitingListOfferPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

// Personal (the token), so never indexed; `private, no-store` as every page that is not a shared one.
export const metadata: Metadata = { title: WAITING_LIST_TEXTS.offerTitle, robots: { index: false, follow: false } }

/**
 * /manage/waiting-list/offer?token= (issue 13 point 3): the link in an offer e-mail. It shows the
 * event, the places held and until when, and 'Book your place', a POST to the server action that
 * puts the offer's basket in the basket cookie and goes to /checkout. An offer in checkout already
 * continues there; a booked one says so; an ended one, or a link that names none, says places go to
 * the next person on the list. Reading the page changes nothing.
 */
export default async function WaitingListOfferPage({ searchParams }: WaitingListOfferPageProps) {
  const token = queryText((await searchParams).token) ?? ''
  const offer = await waitingListService().offer(token)

  if (offer === null || offer.standing === 'ended' || offer.standing === 'booked') {
    const booked = offer?.standing === 'booked'
    return (
      <>
        {offer ? <span className="govuk-caption-l">{offer.eventTitle}</span> : null}
        <h1 className="govuk-heading-xl">{booked ? WAITING_LIST_TEXTS.bookedHeading : WAITING_LIST_TEXTS.endedHeading}</h1>
        {booked ? null : <p className="govuk-body">{offerEndedText(offer?.standing ?? null)}</p>}
        <p className="govuk-body">
          {offer ? (
            <Link className="govuk-link" href={paths.event(offer.eventUri)}>
              {WAITING_LIST_TEXTS.eventLink(offer.eventTitle)}
            </Link>
          ) : (
            <Link className="govuk-link" href={paths.home()}>
              {WAITING_LIST_TEXTS.eventsLink}
            </Link>
          )}
        </p>
      </>
    )
  }

  return (
    <>
      <span className="govuk-caption-l">{WAITING_LIST_TEXTS.offerHeading}</span>
      <h1 className="govuk-heading-xl">{offer.eventTitle}</h1>
      <p className="govuk-body-l">
        <time dateTime={offer.eventDateTime.toISOString()}>{formatLongDate(offer.eventDateTime)}</time>
      </p>
      <p className="govuk-body">{WAITING_LIST_TEXTS.offerHeld(offer.places, formatLongDate(offer.expiresAt))}</p>
      <p className="govuk-body">{offer.standing === 'inCheckout' ? WAITING_LIST_TEXTS.inCheckout : WAITING_LIST_TEXTS.offerHowTo}</p>
      <OfferAcceptForm
        token={token}
        label={offer.standing === 'inCheckout' ? WAITING_LIST_TEXTS.continueButton : WAITING_LIST_TEXTS.bookButton}
        accept={acceptWaitingListOffer}
      />
      <p className="govuk-body">
        <Link className="govuk-link" href={paths.event(offer.eventUri)}>
          {WAITING_LIST_TEXTS.eventLink(offer.eventTitle)}
        </Link>
      </p>
    </>
  )
}
