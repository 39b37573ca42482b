'use server'

import { redirect } from 'next/navigation'

import { waitingListService } from '@/booking/waiting-list/waiting-list-service.server'
import { paths } from '@/domain/paths'
import { setBasketCookie } from '@/loaders/site/basket-cookie.server'
import type { OfferAcceptState } from '@/ui/waiting-list/waiting-list-texts'
import { offerEndedText } from '@/ui/waiting-list/offer-standing-text'

/**
 * 'Book your place' on an offer (issue 13 point 3): a POST, so a mail scanner that opens the link
 * never starts the 30-minute checkout. The offer's own basket goes into the basket cookie and the
 * person goes on to /checkout, which reads it from there; an offer that can no longer be booked
 * answers why.
 */
export async function acceptWaitingListOffer(_previous: OfferAcceptState, formData: FormData): Promise<OfferAcceptState> {
  const token = formData.get('token')
  const accepted = await waitingListService().acceptOffer(typeof token === 'string' ? token : '')
  if ('ended' in accepted) return { status: 'ended', message: offerEndedText(accepted.ended?.standing ?? null) }
  await setBasketCookie(accepted.basketId)
  redirect(paths.checkout())
}
