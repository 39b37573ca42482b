'use server'

import { redirect } from 'next/navigation'

import { getBookingView } from '@/booking/basket/basket-service.server'
import { paths } from '@/domain/paths'
import { reserveTickets } from '@/operations/reserve-tickets'
import { runOperation } from '@/wiring/services.server'
import { actionCaller, setBookingSessionCookie } from '@/loaders/site/action-caller.server'
import { setBasketCookie } from '@/loaders/site/basket-cookie.server'
import { bookingOutcome } from '@/loaders/site/booking-outcome'
import type { BookingFormState } from '@/ui/booking/booking-form'
import { concessionsToAdd, readQuantities } from '@/ui/booking/booking-lines'

/**
 * The booking form posted without JavaScript (docs/decisions/0008-booking-form-and-basket-storage.md):
 * the quantities read from the form and reserved through the one reserve operation
 * (src/operations/reserve-tickets.ts), under the same limits as POST /baskets/checkout; then the
 * httpOnly basket cookie is set and the browser goes to /checkout. A refusal answers with its message
 * and the quantities, and the page renders again with both (spec 000 section 4: "An error from the
 * basket shows under the buttons").
 */
export async function checkoutFromBookingForm(slug: string, _previous: BookingFormState, form: FormData): Promise<BookingFormState> {
  const view = await getBookingView(slug)
  if (!view) redirect(paths.notFound())
  const ids = view.concessions.map((concession) => concession.id)
  const quantities = readQuantities(ids, form)
  const caller = await actionCaller()
  // Nothing chosen is the engine's to refuse too ('Choose at least one ticket before checking out.').
  const outcome = await bookingOutcome(() => runOperation(reserveTickets, { eventId: view.id, concessionsToAddList: concessionsToAdd(ids, quantities) }, caller))
  if (!outcome.ok) return { quantities, error: outcome.message }
  await setBasketCookie(outcome.value.basket.id)
  if (outcome.value.newBookingSession) await setBookingSessionCookie(outcome.value.newBookingSession)
  redirect(paths.checkout())
}
