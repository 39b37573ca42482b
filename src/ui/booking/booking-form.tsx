'use client'

import { useRouter } from 'next/navigation'
import { type FormEvent, useActionState, useEffect, useLayoutEffect, useRef, useState } from 'react'

import { chooseConcessionQuantity, hasSelection, isConcessionSoldOut, quantityOptions, CONCESSION_SOLD_OUT_TEXT } from '@/domain/concession-selection'
import { paths } from '@/domain/paths'
import { lineTotal } from '@/domain/prices'

import { useHydrated } from '../shell/use-hydrated'

import { postCheckout } from '../api-client/basket-api'
import { browserBasketStorage, removeStoredBasket, saveStoredBasket } from './basket-storage'
import { type BookingLine, concessionsToAdd, quantityFieldName, withQuantities } from './booking-lines'
import {
  BACK_TO_EVENTS_TEXT,
  CHECKING_OUT_TEXT,
  CHECKOUT_BUTTON_TEXT,
  CHECKOUT_FAILED_TEXT,
  RESERVING_TICKETS_TEXT,
} from './booking-messages'
import { OrderSummary } from './order-summary'
import { ReservingOverlay } from './reserving-overlay'

/** What the form's server action answers with JavaScript off: the quantities kept and the error. */
export interface BookingFormState {
  quantities: Record<string, number>
  error?: string
}

export interface BookingFormProps {
  /** The server action that checks out a posted form (JavaScript off), bound to the event's slug. */
  action: (state: BookingFormState, form: FormData) => Promise<BookingFormState>
  /** The booking view's event id (CheckoutRequest.eventId). */
  eventId: string
  /** The pool the selection draws on (BookingView.ticketsSelectable). */
  pool: number
  /** The most tickets one basket may hold (BookingView.maxTicketsPerBasket). */
  maxTicketsPerBasket: number
  /** The lines with nothing chosen (bookingLinesOf). */
  lines: readonly BookingLine[]
  backHref: string
}

const ERROR_ID = 'booking-error'

/**
 * The ticket selector, order summary and buttons of the booking page (spec 000 section 2).
 *
 * Without JavaScript it is a plain form posted to the server action: one <select> per concession
 * offering its whole range, and the server answers with /checkout or the page again with the
 * error and the chosen quantities (docs/decisions/0008-booking-form-and-basket-storage.md).
 *
 * With JavaScript the same form is enhanced: choosing a quantity recalculates the others' maximum
 * and the summary at once (chooseConcessionQuantity), Checkout stays disabled until something is
 * chosen, and submitting POSTs the checkout request to the booking API (basket-api.ts) behind the
 * 'Reserving your tickets' overlay. On success the old local basket is cleared, the new one saved
 * under basketDetails and the browser goes to /checkout; an error shows under the buttons, takes
 * focus, and the overlay closes (spec 000 section 4).
 */
export function BookingForm({ action, eventId, pool, maxTicketsPerBasket, lines: initialLines, backHref }: BookingFormProps) {
  const router = useRouter()
  const hydrated = useHydrated()
  // With JavaScript off, the page rendered after a failed post carries the action's state here.
  const [posted, formAction] = useActionState(action, { quantities: {} })
  const [lines, setLines] = useState<readonly BookingLine[]>(() => withQuantities(pool, maxTicketsPerBasket, initialLines, posted.quantities))
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | undefined>(posted.error)
  const [errorShownAt, setErrorShownAt] = useState(0)
  const errorRef = useRef<HTMLParagraphElement>(null)
  const checkoutRef = useRef<HTMLButtonElement>(null)

  // A choice made before the script took over (a quick hand on a slow connection) is in the page's
  // selects but not in the state; the render after hydration would set every select back to the
  // state's quantity, losing it. So the choices in the page are read once, before that render.
  const formRef = useRef<HTMLFormElement>(null)
  const chosenBeforeHydration = useRef(true)
  useLayoutEffect(() => {
    if (!chosenBeforeHydration.current) return
    chosenBeforeHydration.current = false
    const form = formRef.current
    if (!form) return
    for (const line of lines) {
      const select = form.elements.namedItem(quantityFieldName(line.id))
      const quantity = select instanceof HTMLSelectElement ? Number(select.value) : line.numberSelected
      if (Number.isInteger(quantity) && quantity !== line.numberSelected) choose(line.id, quantity)
    }
  })

  // A new error takes focus once the overlay has closed, so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (errorShownAt > 0) errorRef.current?.focus()
  }, [errorShownAt])

  function choose(concessionId: string, quantity: number) {
    setLines((current) => {
      try {
        return chooseConcessionQuantity(pool, current, concessionId, quantity)
      } catch {
        // Only reachable from quantities kept from a posted form that no longer fit together:
        // take the choice as made and let the server have the last word.
        return current.map((line) =>
          line.id === concessionId ? { ...line, numberSelected: quantity, totalPrice: lineTotal(line.unitPrice, quantity) } : line,
        )
      }
    })
  }

  async function checkout(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy || !hasSelection(lines)) return
    setBusy(true)
    setError(undefined)
    const quantities = Object.fromEntries(lines.map((line) => [line.id, line.numberSelected]))
    const result = await postCheckout(
      { eventId, concessionsToAddList: concessionsToAdd(lines.map((line) => line.id), quantities) },
      CHECKOUT_FAILED_TEXT,
    )
    if (!result.ok) {
      fail(result.message)
      return
    }
    const storage = browserBasketStorage()
    try {
      // Spec 001 section 4: "any old basket is cleared, the new basket is saved locally".
      removeStoredBasket(storage)
      saveStoredBasket(storage, result.basket)
    } catch (saveError) {
      fail(saveError instanceof Error ? saveError.message : String(saveError))
      return
    }
    // The overlay stays up until /checkout replaces the page.
    router.push(paths.checkout())
  }

  function fail(message: string) {
    setBusy(false)
    setError(message)
    setErrorShownAt(Date.now())
  }

  const selected = hasSelection(lines)
  // Without JavaScript the button cannot be enabled later, so it is only disabled once hydrated.
  const checkoutDisabled = hydrated && (!selected || busy)

  return (
    <form ref={formRef} action={formAction} onSubmit={hydrated ? checkout : undefined} noValidate className="app-booking-form">
      <div className="govuk-grid-row">
        <div className="govuk-grid-column-two-thirds">
          <fieldset className="govuk-fieldset" aria-describedby="tickets-hint">
            <legend className="govuk-fieldset__legend govuk-fieldset__legend--m">
              <h2 className="govuk-fieldset__heading">Choose your tickets</h2>
            </legend>
            <div className="govuk-hint" id="tickets-hint">
              Choose how many of each ticket type you want.
            </div>
            {lines.map((line) => (
              <ConcessionSelector key={line.id} line={line} hydrated={hydrated} disabled={busy} onChoose={choose} />
            ))}
          </fieldset>

          <div className="govuk-button-group app-booking-form__buttons">
            <button
              type="submit"
              className="govuk-button"
              data-module="govuk-button"
              disabled={checkoutDisabled}
              aria-disabled={checkoutDisabled || undefined}
              ref={checkoutRef}
            >
              {busy ? CHECKING_OUT_TEXT : CHECKOUT_BUTTON_TEXT}
            </button>
            <a className="govuk-button govuk-button--secondary" href={backHref}>
              {BACK_TO_EVENTS_TEXT}
            </a>
          </div>
          {error !== undefined ? (
            <p className="govuk-error-message app-booking-form__error" id={ERROR_ID} role="alert" tabIndex={-1} ref={errorRef}>
              <span className="govuk-visually-hidden">Error:</span> {error}
            </p>
          ) : null}
        </div>
        <div className="govuk-grid-column-one-third">
          <OrderSummary lines={lines} headingId="order-summary-heading" live={hydrated} />
        </div>
      </div>
      <ReservingOverlay open={busy} text={RESERVING_TICKETS_TEXT} />
    </form>
  )
}

interface ConcessionSelectorProps {
  line: BookingLine
  hydrated: boolean
  disabled: boolean
  onChoose: (concessionId: string, quantity: number) => void
}

/**
 * One concession: its title, price and description, and a quantity select 0..numberAvailable
 * (spec 000 section 4); 'Sold Out' instead of the select when none are available (spec 000
 * section 9). With JavaScript that follows the shared pool: a concession the other choices leave no
 * room for says Sold Out until they make room again. A quantity already chosen is never hidden.
 */
function ConcessionSelector({ line, hydrated, disabled, onChoose }: ConcessionSelectorProps) {
  const id = `quantity-${line.id}`
  const hintId = `${id}-hint`
  if (isConcessionSoldOut(hydrated ? line.numberAvailable : line.initialAvailable) && line.numberSelected === 0) {
    return (
      <div className="govuk-form-group app-concession app-concession--sold-out">
        <h3 className="govuk-heading-s app-concession__title">{line.title}</h3>
        <p className="govuk-body app-concession__price">{line.priceText}</p>
        {line.description ? <p className="govuk-hint">{line.description}</p> : null}
        <strong className="govuk-tag govuk-tag--red">{CONCESSION_SOLD_OUT_TEXT}</strong>
      </div>
    )
  }
  // Without JavaScript every quantity the concession allows on its own is offered; with it, the
  // range follows the pool as the other quantities change. Neither hides the current choice (one
  // kept from a refused post may be more than is left now).
  const most = Math.max(hydrated ? line.numberAvailable : line.initialAvailable, line.numberSelected)
  return (
    <div className="govuk-form-group app-concession">
      <label className="govuk-label govuk-label--s" htmlFor={id}>
        {line.title}
      </label>
      <div className="govuk-hint" id={hintId}>
        <span className="app-concession__price">{line.priceText}</span>
        {line.numTicketsUsed > 1 ? ` (uses ${line.numTicketsUsed} places)` : ''}
        {line.description ? <span className="app-concession__description">{line.description}</span> : null}
      </div>
      <select
        className="govuk-select app-concession__select"
        id={id}
        name={quantityFieldName(line.id)}
        aria-describedby={hintId}
        value={line.numberSelected}
        disabled={disabled}
        onChange={(event) => onChoose(line.id, Number(event.target.value))}
      >
        {quantityOptions(most).map((quantity) => (
          <option key={quantity} value={quantity}>
            {quantity}
          </option>
        ))}
      </select>
    </div>
  )
}
