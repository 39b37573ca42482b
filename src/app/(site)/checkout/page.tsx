import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { getBasket } from '@/booking/basket/basket-service.server'
import { holdExtensionsLeftFor } from '@/booking/basket/hold-extension-service.server'
import { currentStaffUser } from '@/loaders/console/auth.server'
import { isHoldExpired } from '@/domain/basket-hold'
import { paths } from '@/domain/paths'
import { basketIdFromCookie } from '@/loaders/site/basket-cookie.server'
import { bookingOutcome } from '@/loaders/site/booking-outcome'
import { findEventByUri } from '@/loaders/site/content.server'
import { CheckoutView } from '@/ui/booking/checkout-view'
import { CheckoutWithoutBasket } from '@/ui/booking/checkout-without-basket'

import { extendHold, placeOrder, removeFromBasket } from './actions'

export const metadata: Metadata = { title: 'Checkout', robots: { index: false } }

/**
 * /checkout (spec 000 section 2): the countdown with time to finish (decision 0022), checkout
 * guidance, the basket summary, the booking details form with the booking questions and a section
 * per ticket, service terms, the newsletter tick box (eventHAFLS), 'Place order', 'Remove from
 * basket' and, for a signed-in staff member (read here, on the server), 'Bypass'.
 *
 * The basket is the one the httpOnly basket cookie names, read on the server so the page works
 * without JavaScript. No cookie, or a basket the server does not know: the site root (spec 001
 * section 4). A basket with no lines any more (expired, removed, released): CheckoutWithoutBasket
 * decides in the browser by the local basket, as spec 001 section 4 says.
 */
export default async function CheckoutPage() {
  const basketId = await basketIdFromCookie()
  if (!basketId) redirect(paths.home())
  const now = new Date()
  const read = await bookingOutcome(() => getBasket(basketId, now))
  if (!read.ok) redirect(paths.home())
  const basket = read.value
  const valid = basket.basketLines.length > 0 && !isHoldExpired(basket.basketTime, now)
  const [event, staff, holdExtensionsLeft] = await Promise.all([
    valid && basket.eventUri ? findEventByUri(basket.eventUri) : null,
    currentStaffUser(),
    valid ? holdExtensionsLeftFor(basket.id) : 0,
  ])
  const actions = { removeAction: removeFromBasket, placeOrderAction: placeOrder, extendAction: extendHold, isStaff: staff !== null }

  const heading = (
    <>
      {event ? <span className="govuk-caption-l">{event.title}</span> : null}
      <h1 className="govuk-heading-xl">Checkout</h1>
    </>
  )
  // The form's error summary goes above the heading (GOV.UK's pattern), so CheckoutView places it.
  return (
    <article className="app-checkout">
      {valid ? (
        <CheckoutView basket={basket} renderedAt={now.getTime()} holdExtensionsLeft={holdExtensionsLeft} heading={heading} {...actions} />
      ) : (
        <>
          {heading}
          <CheckoutWithoutBasket renderedAt={now.getTime()} {...actions} />
        </>
      )}
    </article>
  )
}
