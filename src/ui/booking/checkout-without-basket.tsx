'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import type { Basket } from '@/contracts/basket'
import { paths } from '@/domain/paths'

import { ProblemSummary } from '../govuk/problem-summary'
import { useHydrated } from '../shell/use-hydrated'

import { getBasketFromApi } from '../api-client/basket-api'
import { browserBasketStorage, removeStoredBasket } from './basket-storage'
import { readStoredBasket } from './stored-basket'
import { BASKET_NO_LONGER_VALID_TEXT, basketGetErrorText } from './booking-messages'
import { CheckoutView, type CheckoutViewProps } from './checkout-view'

export type CheckoutWithoutBasketProps = Omit<CheckoutViewProps, 'basket' | 'holdExtensionsLeft'>

type Outcome = { kind: 'checking' } | { kind: 'error'; message: string } | { kind: 'basket'; basket: Basket }

/**
 * /checkout when the basket cookie names a basket with no lines (expired, removed or released).
 * Spec 001 section 4 decides by the local basket:
 * - no valid local basket: the site root;
 * - a valid one: basket verification, i.e. GET the server basket; with no lines the local copy is
 *   removed and 'Basket is no longer valid, please checkout again' shows; with lines (the cookie
 *   named an older basket) the checkout goes on with it.
 * Without JavaScript there is no local basket to consult, so the message shows with a way back.
 */
export function CheckoutWithoutBasket(props: CheckoutWithoutBasketProps) {
  const router = useRouter()
  const hydrated = useHydrated()
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'checking' })
  const messageRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const storage = browserBasketStorage()
    const stored = readStoredBasket(storage, new Date())
    if (stored.kind !== 'valid') {
      router.replace(paths.home())
      return
    }
    let current = true
    void getBasketFromApi(stored.basket.id, 'the basket could not be read').then((result) => {
      if (!current) return
      if (!result.ok) {
        setOutcome({ kind: 'error', message: basketGetErrorText(result.message) })
      } else if (result.basket.basketLines.length === 0) {
        removeStoredBasket(storage)
        setOutcome({ kind: 'error', message: BASKET_NO_LONGER_VALID_TEXT })
      } else {
        setOutcome({ kind: 'basket', basket: result.basket })
      }
    })
    return () => {
      current = false
    }
  }, [router])

  useEffect(() => {
    if (outcome.kind === 'error') messageRef.current?.focus()
  }, [outcome])

  // The extensions left are unknown here (the server read another basket): none are offered.
  if (outcome.kind === 'basket') return <CheckoutView {...props} basket={outcome.basket} holdExtensionsLeft={0} />
  return (
    <>
      <noscript>
        <NoLongerValid message={BASKET_NO_LONGER_VALID_TEXT} />
      </noscript>
      {outcome.kind === 'error' ? (
        <div ref={messageRef} tabIndex={-1}>
          <NoLongerValid message={outcome.message} />
        </div>
      ) : hydrated ? (
        <p className="govuk-body" role="status">
          Checking your basket...
        </p>
      ) : null}
    </>
  )
}

function NoLongerValid({ message }: { message: string }) {
  return (
    <ProblemSummary message={message}>
      <p className="govuk-body">
        <a className="govuk-link" href={paths.home()}>
          Back to Events
        </a>
      </p>
    </ProblemSummary>
  )
}
