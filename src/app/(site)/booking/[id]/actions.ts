'use server'

import { redirect } from 'next/navigation'

import { checkoutBasket, getBookingView } from '@/booking/basket/basket-service.server'
import { paths } from '@/domain/paths'
import { serverErrorMessage } from '@/domain/server-errors'
import { basketIdFromCookie, setBasketCookie } from '@/site/basket-cookie.server'
import type { BookingFormState } from '@/ui/booking/booking-form'
import { concessionsToAdd, readQuantities } from '@/ui/booking/booking-lines'
import { CHECKOUT_FAILED_TEXT } from '@/ui/booking/booking-messages'

/**
 * The booking form posted without JavaScript (docs/decisions/0008-booking-form-and-basket-storage.md):
 * reads the quantities, checks out through the booking service, sets the httpOnly basket cookie and
 * goes to /checkout. A failure answers with the error text and the quantities, and the page renders
 * again with both (spec 000 section 4: "An error from the basket shows under the buttons").
 */
export async function checkoutFromBookingForm(slug: string, _previous: BookingFormState, form: FormData): Promise<BookingFormState> {
  const view = await getBookingView(slug)
  if (!view) redirect(paths.notFound())
  const ids = view.concessions.map((concession) => concession.id)
  const quantities = readQuantities(ids, form)
  // Nothing chosen is the engine's to refuse too ('Choose at least one ticket before checking out.').
  const { status, body } = await checkoutBasket(
    { eventId: view.id, concessionsToAddList: concessionsToAdd(ids, quantities) },
    { previousBasketId: await basketIdFromCookie() },
  )
  const message = serverErrorMessage(body.errorCode)
  if (message !== undefined || status >= 400) return { quantities, error: message || CHECKOUT_FAILED_TEXT }
  await setBasketCookie(body.id)
  redirect(paths.checkout())
}
