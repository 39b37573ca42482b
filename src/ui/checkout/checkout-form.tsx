'use client'

import { type FormEvent, type ReactNode, useActionState, useEffect, useMemo, useState } from 'react'

import type { Basket } from '@/contracts/basket'
import type { FieldErrors } from '@/domain/validation/field-errors'

import { RichText } from '../event/rich-text'
import { browserBasketStorage } from '../booking/basket-storage'
import { ReservingOverlay } from '../booking/reserving-overlay'
import { ErrorSummary, TextInput } from '../govuk'
import { useHydrated } from '../shell/use-hydrated'

import { readCheckoutAnswers, saveCheckoutAnswers } from './checkout-answers-storage'
import { checkoutFieldNames, checkoutFormResult, NEWSLETTER_FIELD, offersNewsletter, PURCHASER_FIELDS, TICKET_NAME_WIDTH, type CheckoutFormValues } from './checkout-form-data'
import { BASKET_ID_FIELD, BYPASS_INTENT, checkoutFormBasketOf, INITIAL_CHECKOUT_FORM_STATE, INTENT_FIELD, type CheckoutFormState } from './checkout-form-state'
import {
  BOOKING_DETAILS_HEADING,
  BOOKING_YOUR_TICKETS_TEXT,
  BYPASS_TEXT,
  NEWSLETTER_LABEL,
  PLACE_ORDER_TEXT,
  SPECIAL_REQUIREMENTS_LABEL,
  SUBMITTING_ORDER_TEXT,
  TICKET_FIRST_NAME_LABEL,
  TICKET_LAST_NAME_LABEL,
  ticketHeading,
} from './checkout-messages'
import { QuestionField } from './question-field'

export const CHECKOUT_FORM_ID = 'checkout-form'

export interface CheckoutFormProps {
  basket: Basket
  placeOrderAction: (state: CheckoutFormState, formData: FormData) => Promise<CheckoutFormState>
  /** A signed-in staff member (read on the server): the Bypass button shows (spec 000 section 6). */
  isStaff: boolean
  /** 'Remove from basket', a form of its own, shown between Place order and Bypass (spec 000 section 2). */
  removeControl: ReactNode
  /**
   * What the page shows above the form (its heading, the countdown, the guidance, the order
   * summary). The error summary goes before it, first on the page, as GOV.UK's pattern places it.
   */
  before?: ReactNode
}

/** The field errors on show: the browser's own check, until the server answers again. */
interface ShownErrors {
  errors: FieldErrors
  /** The server answer they were made after (CheckoutFormState.attempt). */
  afterAttempt: number
}

/**
 * The checkout form (spec 000 sections 2 and 5): booking details, the booking questions once, a
 * section per ticket with its questions, service terms, the newsletter tick box (eventHAFLS only),
 * 'Place order' and, for staff, 'Bypass'. It posts to the placeOrder server action with or without
 * JavaScript (one way in); with it, the same check (checkoutFormResult) runs first so mistakes show
 * without a round trip, the overlay 'Booking your tickets' shows while the order is placed, and the
 * answers are kept in the browser per basket and restored on a reload. The error summary comes
 * first, above `before` (the page's heading and order summary); each message once, a ticket's
 * naming the ticket, each linking to its field (checkoutFormResult, decision 0030).
 */
export function CheckoutForm({ basket, placeOrderAction, isStaff, removeControl, before }: CheckoutFormProps) {
  const hydrated = useHydrated()
  const formBasket = useMemo(() => checkoutFormBasketOf(basket), [basket])
  const [state, action, pending] = useActionState(placeOrderAction, INITIAL_CHECKOUT_FORM_STATE)
  // What was typed on this page (or sent, when the server answered without JavaScript) ...
  const [edits, setEdits] = useState<CheckoutFormValues>(state.values)
  const [browserErrors, setBrowserErrors] = useState<ShownErrors | null>(null)
  // ... over the answers typed before a reload (spec 000 section 4: "checkout answers keyed by
  // basket"), read once hydrated so the server's markup and the first client render agree.
  const restored = useMemo(() => (hydrated ? readCheckoutAnswers(browserBasketStorage(), basket.id) : {}), [hydrated, basket.id])
  const values = useMemo(() => ({ ...restored, ...edits }), [restored, edits])

  const fieldErrors = browserErrors && browserErrors.afterAttempt === state.attempt ? browserErrors.errors : state.errors
  const summary = useMemo(() => Object.entries(fieldErrors).map(([fieldId, message]) => ({ fieldId, message })), [fieldErrors])
  const hasError = summary.length > 0 || Boolean(state.message)

  // STYLE.md: a page showing errors has the title prefix 'Error: '.
  useEffect(() => {
    const base = document.title.replace(/^Error: /, '')
    document.title = hasError ? `Error: ${base}` : base
  }, [hasError])

  function change(name: string, value: string | string[]) {
    saveCheckoutAnswers(browserBasketStorage(), basket.id, { ...values, [name]: value })
    setEdits((current) => ({ ...current, [name]: value }))
  }

  function check(event: FormEvent<HTMLFormElement>) {
    const result = checkoutFormResult(new FormData(event.currentTarget), formBasket)
    if (result.ok) {
      setBrowserErrors(null)
      return
    }
    // Blocked while any error exists (spec 000 section 4); the server is not asked.
    event.preventDefault()
    setBrowserErrors({ errors: result.errors, afterAttempt: state.attempt })
  }

  const text = (name: string) => {
    const value = values[name]
    return typeof value === 'string' ? value : ''
  }

  return (
    <>
      <ErrorSummary errors={summary} />
      {before}
      <form id={CHECKOUT_FORM_ID} action={action} onSubmit={hydrated ? check : undefined} noValidate className="app-checkout-form">
        <input type="hidden" name={BASKET_ID_FIELD} value={basket.id} />
        <h2 className="govuk-heading-l">{BOOKING_DETAILS_HEADING}</h2>
        {PURCHASER_FIELDS.map((field) => (
          <TextInput
            key={field.name}
            id={field.name}
            name={field.name}
            label={field.label}
            type={field.type}
            autoComplete={field.autoComplete}
            spellCheck={field.type === 'email' ? false : undefined}
            value={text(field.name)}
            onChange={(event) => change(field.name, event.target.value)}
            error={fieldErrors[field.name]}
            inputClassName={field.width}
          />
        ))}
        {formBasket.bookingQuestions.map((question, index) => {
          const name = checkoutFieldNames.bookingQuestion(index)
          return <QuestionField key={name} question={question} name={name} value={values[name]} error={fieldErrors[name]} onChange={change} />
        })}

        {formBasket.tickets.map((ticket, n) => (
          <fieldset className="govuk-fieldset app-ticket-holder" key={ticket.id}>
            <legend className="govuk-fieldset__legend govuk-fieldset__legend--m">
              <h3 className="govuk-fieldset__heading">{ticketHeading(n + 1, ticket.title)}</h3>
            </legend>
            {[
              { name: checkoutFieldNames.ticketFirstName(n), label: TICKET_FIRST_NAME_LABEL },
              { name: checkoutFieldNames.ticketLastName(n), label: TICKET_LAST_NAME_LABEL },
            ].map((field) => (
              <TextInput
                key={field.name}
                id={field.name}
                name={field.name}
                label={field.label}
                autoComplete="off"
                inputClassName={TICKET_NAME_WIDTH}
                value={text(field.name)}
                onChange={(event) => change(field.name, event.target.value)}
                error={fieldErrors[field.name]}
              />
            ))}
            <TicketRequirements name={checkoutFieldNames.ticketSpecialRequirements(n)} value={text(checkoutFieldNames.ticketSpecialRequirements(n))} error={fieldErrors[checkoutFieldNames.ticketSpecialRequirements(n)]} onChange={change} />
            {formBasket.ticketingQuestions.map((question, index) => {
              const name = checkoutFieldNames.ticketQuestion(n, index)
              return <QuestionField key={name} question={question} name={name} value={values[name]} error={fieldErrors[name]} onChange={change} />
            })}
          </fieldset>
        ))}

        {basket.serviceTerms.trim() !== '' ? <RichText html={basket.serviceTerms} className="app-service-terms" /> : null}

        {offersNewsletter(basket.eventContentTypeId) ? (
          <div className="govuk-form-group">
            <div className="govuk-checkboxes govuk-checkboxes--small">
              <div className="govuk-checkboxes__item">
                <input
                  className="govuk-checkboxes__input"
                  id={NEWSLETTER_FIELD}
                  name={NEWSLETTER_FIELD}
                  type="checkbox"
                  value="on"
                  checked={values[NEWSLETTER_FIELD] === 'on'}
                  onChange={(event) => change(NEWSLETTER_FIELD, event.target.checked ? 'on' : '')}
                />
                <label className="govuk-label govuk-checkboxes__label" htmlFor={NEWSLETTER_FIELD}>
                  {NEWSLETTER_LABEL}
                </label>
              </div>
            </div>
          </div>
        ) : null}

        <button type="submit" name={INTENT_FIELD} value="order" className="govuk-button" disabled={pending} aria-disabled={pending}>
          {pending ? SUBMITTING_ORDER_TEXT : PLACE_ORDER_TEXT}
        </button>
        {state.message ? (
          <p className="govuk-error-message" id="checkout-error" role="alert">
            <span className="govuk-visually-hidden">Error:</span> {state.message}
          </p>
        ) : null}
      </form>
      {removeControl}
      {isStaff ? (
        <button type="submit" form={CHECKOUT_FORM_ID} name={INTENT_FIELD} value={BYPASS_INTENT} className="govuk-button govuk-button--secondary" disabled={pending}>
          {BYPASS_TEXT}
        </button>
      ) : null}
      <ReservingOverlay open={pending} text={BOOKING_YOUR_TICKETS_TEXT} />
    </>
  )
}

function TicketRequirements({ name, value, error, onChange }: { name: string; value: string; error?: string; onChange: (name: string, value: string) => void }) {
  return (
    <div className={`govuk-form-group${error ? ' govuk-form-group--error' : ''}`}>
      <label className="govuk-label" htmlFor={name}>
        {SPECIAL_REQUIREMENTS_LABEL}
      </label>
      {error ? (
        <p id={`${name}-error`} className="govuk-error-message">
          <span className="govuk-visually-hidden">Error:</span> {error}
        </p>
      ) : null}
      <textarea
        className={`govuk-textarea${error ? ' govuk-textarea--error' : ''}`}
        id={name}
        name={name}
        rows={3}
        value={value}
        aria-describedby={error ? `${name}-error` : undefined}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(name, event.target.value)}
      />
    </div>
  )
}
