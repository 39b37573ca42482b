'use server'

import { redirect } from 'next/navigation'

import { checkoutBasket, getBookingView, parseCheckoutRequest } from '@/booking/basket/basket-service.server'
import { paths } from '@/domain/paths'
import { setBasketCookie, basketIdFromCookie } from '@/site/basket-cookie.server'
import { bookingOutcome } from '@/site/booking-outcome'
import type { BookingFormState } from '@/ui/booking/booking-form'
import { concessionsToAdd, readQuantities } from '@/ui/booking/booking-lines'

/**
 * The booking form posted without JavaScript (docs/decisions/0008-booking-form-and-basket-storage.md):
 * reads the quantities, checks out through the booking service, sets the httpOnly basket cookie and
 * goes to /checkout. A refusal answers with its message and the quantities, and the page renders
 * again with both (spec 000 section 4: "An error from the basket shows under the buttons").
 */
export async function checkoutFromBookingForm(slug: string, _previous: BookingFormState, form: FormData): Promise<BookingFormState> {
  const view = await getBookingView(slug)
  if (!view) redirect(paths.notFound())
  const ids = view.concessions.map((concession) => concession.id)
  const quantities = readQuantities(ids, form)
  const previousBasketId = (await basketIdFromCookie()) ?? null
  // Nothing chosen is the engine's to refuse too ('Choose at least one ticket before checking out.').
  const outcome = await bookingOutcome(() =>
    checkoutBasket(parseCheckoutRequest({ eventId: view.id, concessionsToAddList: concessionsToAdd(ids, quantities) }), { previousBasketId }),
  )
  if (!outcome.ok) return { quantities, error: outcome.message }
  await setBasketCookie(outcome.value.id)
  redirect(paths.checkout())
}
