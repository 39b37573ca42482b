import type { Metadata } from 'next'
import Link from 'next/link'
import { cache } from 'react'

import { paymentHandOff } from '@/booking/checkout/checkout-service.server'
import { paths } from '@/domain/paths'
import { basketIdFromCookie } from '@/loaders/site/basket-cookie.server'
import { bookingOutcome } from '@/loaders/site/booking-outcome'
import { PAYMENT_HAND_OFF_TEXTS, PaymentHandOffForm } from '@/ui/checkout/payment-hand-off-form'


/** A basket id as the booking API takes one: short, no spaces or slashes. */
const BASKET_ID = /^[A-Za-z0-9-]{1,64}$/

const NO_BASKET_MESSAGE = 'We could not find an order waiting to be paid. It may have been paid already, or its time may have run out.'

const REFUSED_HEADING = 'We cannot take you to the payment page'

type SearchParams = Promise<Record<string, string | string[] | undefined>>

/**
 * The hand-off, asked once per request: the title and the page both read it, and the checkout
 * service may record a payment attempt when it answers.
 */
const handOffFor = cache(async (basketId: string | string[] | undefined) => {
  if (typeof basketId !== 'string' || !BASKET_ID.test(basketId)) return { ok: false, message: NO_BASKET_MESSAGE } as const
  const cookieBasketId = (await basketIdFromCookie()) ?? null
  return bookingOutcome(() => paymentHandOff(basketId, { cookieBasketId }))
})

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const outcome = await handOffFor((await searchParams).basketId)
  return { title: outcome.ok ? PAYMENT_HAND_OFF_TEXTS.title : REFUSED_HEADING, robots: { index: false } }
}

/**
 * /checkout/payment?basketId= (issue 11, decision 0021): the hand-off from our checkout to the
 * card-payment page. The checkout service says where the browser goes and with which fields
 * (paymentHandOff, only for the basket the cookie names); this page only shows it. Personal, so
 * `private, no-store` (src/server/cache-policy.ts: only listings and event pages are shared).
 * A refusal (no basket, not yours, nothing to pay) is a page with a way back, never a 500.
 */
export default async function PaymentHandOffPage({ searchParams }: { searchParams: SearchParams }) {
  const outcome = await handOffFor((await searchParams).basketId)

  if (!outcome.ok) {
    return (
      <article>
        <h1 className="govuk-heading-l">{REFUSED_HEADING}</h1>
        <p className="govuk-body">{outcome.message}</p>
        <p className="govuk-body">
          <Link className="govuk-link" href={paths.checkout()}>
            Go back to checkout
          </Link>{' '}
          or{' '}
          <Link className="govuk-link" href={paths.home()}>
            go to the events home page
          </Link>
          .
        </p>
      </article>
    )
  }
  return (
    <article>
      <h1 className="govuk-heading-l">{PAYMENT_HAND_OFF_TEXTS.title}</h1>
      <PaymentHandOffForm handOff={outcome.value} />
    </article>
  )
}
