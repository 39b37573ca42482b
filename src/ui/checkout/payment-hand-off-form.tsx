import type { PaymentHandOff } from '@/integrations/payment/payment-provider'

import { PaymentAutoSubmit } from './payment-auto-submit'

export const PAYMENT_HAND_OFF_TEXTS = {
  title: 'Taking you to the payment page',
  explanation: 'You are being taken to the council’s secure card-payment page to pay for your booking.',
  noScript: 'If nothing happens, select ‘Continue to payment’.',
  button: 'Continue to payment',
} as const

const FORM_ID = 'payment-hand-off'

/**
 * The browser form that takes the resident to the card-payment page (spec 000 section 7: a GET form
 * with the provider's fields as hidden inputs). A visible button sends it without JavaScript; with
 * JavaScript it goes by itself. A redirect hand-off (a later provider) is a plain link.
 */
export function PaymentHandOffForm({ handOff }: { handOff: PaymentHandOff }) {
  if (handOff.kind === 'redirect') {
    return (
      <>
        <p className="govuk-body">{PAYMENT_HAND_OFF_TEXTS.explanation}</p>
        <a className="govuk-button" href={handOff.url}>
          {PAYMENT_HAND_OFF_TEXTS.button}
        </a>
      </>
    )
  }
  return (
    <>
      <p className="govuk-body">{PAYMENT_HAND_OFF_TEXTS.explanation}</p>
      <p className="govuk-body">{PAYMENT_HAND_OFF_TEXTS.noScript}</p>
      <form id={FORM_ID} action={handOff.action} method="get">
        {handOff.fields.map((field) => (
          <input key={field.name} type="hidden" name={field.name} value={field.value} />
        ))}
        <button type="submit" className="govuk-button" data-module="govuk-button">
          {PAYMENT_HAND_OFF_TEXTS.button}
        </button>
      </form>
      <PaymentAutoSubmit formId={FORM_ID} />
    </>
  )
}
