'use server'

import { normalizeIP } from '@fastify/rate-limit'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { env } from '@/config/env'
import { CLIENT_ADDRESS_HEADER } from '@/server/client-address'
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
 * The client's open baskets are capped as through the booking API (decision 0016): the web server
 * names the client (src/server/client-address.ts), an IPv6 address as its /64.
 */
export async function checkoutFromBookingForm(slug: string, _previous: BookingFormState, form: FormData): Promise<BookingFormState> {
  const view = await getBookingView(slug)
  if (!view) redirect(paths.notFound())
  const ids = view.concessions.map((concession) => concession.id)
  const quantities = readQuantities(ids, form)
  const previousBasketId = (await basketIdFromCookie()) ?? null
  const client = (await headers()).get(CLIENT_ADDRESS_HEADER)
  const limits = { clientKey: client ? normalizeIP(client, 64) : null, openBasketLimit: env().BASKET_OPEN_LIMIT_PER_CLIENT }
  // Nothing chosen is the engine's to refuse too ('Choose at least one ticket before checking out.').
  const outcome = await bookingOutcome(() =>
    checkoutBasket(parseCheckoutRequest({ eventId: view.id, concessionsToAddList: concessionsToAdd(ids, quantities) }), { previousBasketId, ...limits }),
  )
  if (!outcome.ok) return { quantities, error: outcome.message }
  await setBasketCookie(outcome.value.id)
  redirect(paths.checkout())
}
