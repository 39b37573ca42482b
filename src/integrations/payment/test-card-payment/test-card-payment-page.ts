import { DEMONSTRATION_LABEL, DEMONSTRATION_TAG, DEMONSTRATION_TEXT } from '../../../config/demonstration'
import { formatPaymentAmount, PAYMENT_FIELD_NAMES } from '../../../domain/payment'
import { testCardPaymentPaths } from '../council-payment-settings'

import type { PaymentFormProblems, PaymentFormValues } from './payment-form-request'
import { TEST_CARDS } from './test-cards'

/**
 * The test service's pages, server-rendered strings in GOV.UK markup (it is not part of the Next.js
 * site: it stands for another organisation's page). Every value is escaped. The few GOV.UK rules it
 * uses are inline, under the answer's CSP nonce, since the site's compiled stylesheet has a hashed
 * address this server does not know.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)
}

const STYLES = `
body{margin:0;font-family:arial,sans-serif;color:#0b0c0c;background:#fff;line-height:1.3}
.govuk-width-container{max-width:960px;margin:0 15px}@media(min-width:40.0625em){.govuk-width-container{margin:0 30px}}
@media(min-width:1020px){.govuk-width-container{margin:0 auto}}
.test-header{background:#0b0c0c;color:#fff;padding:10px 0;font-weight:700;font-size:1.5rem}
.app-demonstration-banner{border-bottom:1px solid #b1b4b6;padding:10px 0;font-size:1rem}.app-demonstration-banner p{margin:0}
.govuk-tag{display:inline-block;padding:2px 8px;margin-right:10px;background:#cce2d8;color:#005a30;font-weight:700}
.govuk-main-wrapper{padding:30px 0 60px}
.govuk-heading-l{font-size:2.25rem;margin:0 0 30px}.govuk-heading-m{font-size:1.5rem;margin:30px 0 15px}
.govuk-body{font-size:1.1875rem;margin:0 0 20px}
.govuk-warning-text{font-size:1.1875rem;font-weight:700;border-left:10px solid #0b0c0c;padding:10px 15px;margin:0 0 30px}
.govuk-summary-list{margin:0 0 30px;font-size:1.1875rem}.govuk-summary-list__row{display:flex;border-bottom:1px solid #b1b4b6;padding:10px 0}
.govuk-summary-list__key{font-weight:700;width:40%;margin:0}.govuk-summary-list__value{margin:0;overflow-wrap:anywhere}
.govuk-form-group{margin-bottom:30px}.govuk-form-group--error{border-left:5px solid #d4351c;padding-left:15px}
.govuk-label{display:block;font-size:1.1875rem;margin-bottom:5px}.govuk-hint{color:#505a5f;margin-bottom:15px}
.govuk-input{font-size:1.1875rem;box-sizing:border-box;width:100%;max-width:20em;height:2.5rem;padding:5px;border:2px solid #0b0c0c}
.govuk-input--error{border-color:#d4351c}.govuk-input:focus{outline:3px solid #fd0;outline-offset:0;box-shadow:inset 0 0 0 2px}
.govuk-error-message{color:#d4351c;font-weight:700;margin:0 0 15px}
.govuk-error-summary{border:5px solid #d4351c;padding:20px;margin-bottom:30px}.govuk-error-summary:focus{outline:3px solid #fd0}
.govuk-error-summary__title{margin-top:0;font-size:1.5rem}.govuk-error-summary a{color:#d4351c;font-weight:700}
.govuk-button{font-size:1.1875rem;padding:8px 10px 7px;border:2px solid transparent;color:#fff;background:#00703c;box-shadow:0 2px 0 #002d18;cursor:pointer;margin:0 15px 30px 0}
.govuk-button--secondary{background:#f3f2f1;color:#0b0c0c;box-shadow:0 2px 0 #929191}
.govuk-button:focus,.govuk-link:focus,summary:focus{outline:3px solid transparent;background:#fd0;color:#0b0c0c;box-shadow:0 -2px #fd0,0 4px #0b0c0c}
.govuk-link{color:#1d70b8}.govuk-details{font-size:1.1875rem;margin-bottom:30px}.govuk-details summary{color:#1d70b8;text-decoration:underline;cursor:pointer}
.govuk-table{border-collapse:collapse;font-size:1.1875rem;margin:15px 0}.govuk-table th,.govuk-table td{border-bottom:1px solid #b1b4b6;padding:10px 20px 10px 0;text-align:left}
.govuk-skip-link{position:absolute;left:-9999px;padding:10px 15px;color:#0b0c0c}.govuk-skip-link:focus{left:0;background:#fd0;outline:3px solid #fd0}
.govuk-visually-hidden{position:absolute!important;width:1px!important;height:1px!important;overflow:hidden!important;clip:rect(0 0 0 0)!important;white-space:nowrap!important}
`

/**
 * The banner every page of a demonstration carries (decision 0033). The service never takes real
 * money, and a production server serves it only as a demonstration, so its pages always carry it.
 */
const DEMONSTRATION_BANNER = `<div class="app-demonstration-banner" role="region" aria-label="${escapeHtml(DEMONSTRATION_LABEL)}"><div class="govuk-width-container"><p><strong class="govuk-tag">${escapeHtml(DEMONSTRATION_TAG)}</strong>${escapeHtml(DEMONSTRATION_TEXT)}</p></div></div>`

function layout(title: string, nonce: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en-GB">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title><style nonce="${escapeHtml(nonce)}">${STYLES}</style></head>
<body><a class="govuk-skip-link" href="#main">Skip to main content</a>
${DEMONSTRATION_BANNER}
<header class="test-header"><div class="govuk-width-container">Test card payment service</div></header>
<div class="govuk-width-container"><main class="govuk-main-wrapper" id="main">${body}</main></div></body></html>`
}

const TEST_NOTICE =
  '<div class="govuk-warning-text"><strong>This is a test service. No real payment is taken and no card details are kept. It stands in for the council&#39;s card-payment page on sites that are not live.</strong></div>'

function row(key: string, value: string): string {
  return `<div class="govuk-summary-list__row"><dt class="govuk-summary-list__key">${escapeHtml(key)}</dt><dd class="govuk-summary-list__value">${escapeHtml(value)}</dd></div>`
}

export function testCardsDetails(): string {
  const rows = TEST_CARDS.map((card) => `<tr><td>${card.number}</td><td>${escapeHtml(card.outcome)}</td></tr>`).join('')
  return `<details class="govuk-details"><summary>Test card numbers</summary><div><p class="govuk-body">Use any expiry date in the future, any 3-digit security code and any name.</p>
<table class="govuk-table"><caption class="govuk-visually-hidden">Test card numbers and what they do</caption><thead><tr><th scope="col">Card number</th><th scope="col">What happens</th></tr></thead><tbody>${rows}</tbody></table></div></details>`
}

export type CardField = 'cardNumber' | 'expiryDate' | 'securityCode' | 'cardholderName'

export const CARD_FIELDS: ReadonlyArray<{ name: CardField; label: string; hint?: string; autocomplete: string; inputmode?: string }> = [
  { name: 'cardNumber', label: 'Card number', autocomplete: 'cc-number', inputmode: 'numeric' },
  { name: 'expiryDate', label: 'Expiry date', hint: 'For example, 08/30', autocomplete: 'cc-exp' },
  { name: 'securityCode', label: 'Card security code', hint: 'The last 3 digits on the back of the card', autocomplete: 'cc-csc', inputmode: 'numeric' },
  { name: 'cardholderName', label: 'Name on card', autocomplete: 'cc-name' },
]

export interface PayPage {
  values: PaymentFormValues
  amountPence: number
  nonce: string
  card?: Partial<Record<CardField, string>>
  errors?: Partial<Record<CardField, string>>
}

function cardInput(field: (typeof CARD_FIELDS)[number], value: string, error: string | undefined): string {
  const id = `test-${field.name}`
  const describedBy = [field.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return `<div class="govuk-form-group${error ? ' govuk-form-group--error' : ''}"><label class="govuk-label" for="${id}">${field.label}</label>${
    field.hint ? `<div class="govuk-hint" id="${id}-hint">${escapeHtml(field.hint)}</div>` : ''
  }${error ? `<p class="govuk-error-message" id="${id}-error"><span class="govuk-visually-hidden">Error:</span> ${escapeHtml(error)}</p>` : ''}<input class="govuk-input${
    error ? ' govuk-input--error' : ''
  }" id="${id}" name="${field.name}" type="text" autocomplete="${field.autocomplete}"${field.inputmode ? ` inputmode="${field.inputmode}"` : ''} spellcheck="false" value="${escapeHtml(value)}"${
    describedBy ? ` aria-describedby="${describedBy}"` : ''
  }${error ? ' aria-invalid="true"' : ''}></div>`
}

/** The pay page: the payment, the purchaser, the test cards and the card form. */
export function payPage({ values, amountPence, nonce, card = {}, errors = {} }: PayPage): string {
  const names = PAYMENT_FIELD_NAMES
  const amount = `£${formatPaymentAmount(amountPence)}`
  const errorEntries = CARD_FIELDS.filter((field) => errors[field.name])
  const summary = errorEntries.length
    ? `<div class="govuk-error-summary" data-module="govuk-error-summary" role="alert" tabindex="-1"><h2 class="govuk-error-summary__title">There is a problem</h2><ul>${errorEntries
        .map((field) => `<li><a href="#test-${field.name}">${escapeHtml(errors[field.name]!)}</a></li>`)
        .join('')}</ul></div>`
    : ''
  const hidden = Object.entries(values)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('')
  const purchaser = `${values[names.firstName] ?? ''} ${values[names.lastName] ?? ''}`.trim()
  const body = `${summary}<h1 class="govuk-heading-l">Test card payment</h1>${TEST_NOTICE}
<h2 class="govuk-heading-m">Your payment</h2><dl class="govuk-summary-list">${row('Payment line', values[names.paymentLine] ?? '')}${row('Total', amount)}${row(
    'Reference',
    values[names.transactionReference] ?? '',
  )}${row('Purchaser', purchaser)}${row('Email', values[names.email] ?? '')}${row('Tickets', values[names.numberOfTickets] ?? '')}</dl>
${testCardsDetails()}
<h2 class="govuk-heading-m">Card details</h2>
<form method="post" action="${testCardPaymentPaths.pay}" novalidate>${hidden}${CARD_FIELDS.map((field) => cardInput(field, card[field.name] ?? '', errors[field.name])).join('')}
<button type="submit" name="action" value="pay" class="govuk-button">Pay ${escapeHtml(amount)}</button><button type="submit" name="action" value="cancel" class="govuk-button govuk-button--secondary">Cancel</button></form>`
  return layout(`${errorEntries.length ? 'Error: ' : ''}Test card payment`, nonce, body)
}

/** The answer to a payment form that is not the spec's: what is missing, unknown or unreadable. */
export function problemPage(problems: PaymentFormProblems, nonce: string): string {
  const list = (title: string, items: string[]) =>
    items.length ? `<h2 class="govuk-heading-m">${title}</h2><ul class="govuk-body">${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>` : ''
  const body = `<h1 class="govuk-heading-l">The payment request is not complete</h1>${TEST_NOTICE}<p class="govuk-body">The site that sent you here did not send the payment details this service needs, so no payment can be taken. Go back to the site and try again.</p>${list(
    'Missing fields',
    problems.missing,
  )}${list('Fields this service does not take', problems.unknown)}${list('Fields that cannot be read', problems.invalid)}`
  return layout('Error: Test card payment', nonce, body)
}

export function notFoundPage(nonce: string): string {
  return layout('Page not found', nonce, '<h1 class="govuk-heading-l">Page not found</h1><p class="govuk-body">If you typed the web address, check it is correct.</p>')
}

export function refusedPage(nonce: string, message: string): string {
  return layout('Error: Test card payment', nonce, `<h1 class="govuk-heading-l">This payment was not taken</h1><p class="govuk-body">${escapeHtml(message)}</p>`)
}
