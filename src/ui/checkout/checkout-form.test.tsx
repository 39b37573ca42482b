import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import type { CheckoutQuestionOutput } from '@/contracts/basket'

import { testBasket } from '../booking/test-basket'

import { CheckoutForm } from './checkout-form'
import { INITIAL_CHECKOUT_FORM_STATE } from './checkout-form-state'
import { QuestionField } from './question-field'

const noAction = async () => INITIAL_CHECKOUT_FORM_STATE
const question = (type: CheckoutQuestionOutput['type'], label: string, required: boolean, options: string[] = []): CheckoutQuestionOutput => ({ type, title: label, label, required, options })

function render(overrides: Parameters<typeof testBasket>[0] = {}, isStaff = false) {
  return renderToStaticMarkup(
    <CheckoutForm basket={testBasket(overrides)} placeOrderAction={noAction} isStaff={isStaff} removeControl={<p>remove</p>} before={<h1>Checkout</h1>} />,
  )
}

describe('the checkout form as the server renders it', () => {
  it('has the booking details with the spec\'s labels and autocomplete, and posts the basket id', () => {
    const html = render()
    expect(html).toContain('<h2 class="govuk-heading-l">Booking details</h2>')
    for (const [id, label, autocomplete] of [
      ['firstName', 'First name', 'given-name'],
      ['email', 'Email', 'email'],
      ['telephoneNumber', 'Phone', 'tel'],
      ['addressLine1', 'Address Line 1', 'address-line1'],
      ['addressLocality', 'Town or city', 'address-level2'],
      ['postalCode', 'Postcode', 'postal-code'],
      ['addressRegion', 'County (optional)', 'address-level1'],
      ['country', 'Country (optional)', 'country-name'],
      ['postOfficeBoxNumber', 'PO Box (optional)', 'off'],
    ]) {
      expect(html).toContain(`<label class="govuk-label" for="${id}">${label}</label>`)
      // HTML attribute names are case-insensitive; React writes autoComplete as it is spelt.
      expect(html).toMatch(new RegExp(`<input[^>]* id="${id}"[^>]* autocomplete="${autocomplete}"[^>]* name="${id}"`, 'i'))
    }
    expect(html).toContain(`<input type="hidden" name="basketId" value="${testBasket().id}"/>`)
  })

  it('has a section per ticket titled by its concession, and Place order', () => {
    const html = render()
    expect(html).toContain('Ticket 1: Adult')
    expect(html).toContain('Ticket 2: Adult')
    expect(html).toContain('name="ticket-1-specialRequirements"')
    expect(html).toContain('>Place order</button>')
    expect(html).toContain('<p>remove</p>')
  })

  it('offers the newsletter on eventHAFLS events only, and Bypass to staff only', () => {
    expect(render({ eventContentTypeId: 'eventHAFLS' })).toContain('name="newsletter"')
    expect(render({ eventContentTypeId: 'eventCorporate' })).not.toContain('name="newsletter"')
    expect(render()).not.toContain('>Bypass</button>')
    expect(render({}, true)).toContain('<button type="submit" form="checkout-form" value="bypass" class="govuk-button govuk-button--secondary" name="intent">Bypass</button>')
  })

  it('asks the booking questions once and the ticket questions for each ticket', () => {
    const html = render({ bookingQuestions: [question('shortText', 'Organisation', true)], ticketingQuestions: [question('email', 'Attendee email', false)] })
    expect(html.match(/Organisation \(required\)/g)).toHaveLength(1)
    expect(html).toContain('name="ticket-0-question-0"')
    expect(html).toContain('name="ticket-1-question-0"')
  })
})

describe('the checkout form\'s layout', () => {
  it('draws what the page puts before it (heading, order summary) above the form', () => {
    const html = render()
    expect(html.indexOf('<h1>Checkout</h1>')).toBeGreaterThanOrEqual(0)
    expect(html.indexOf('<h1>Checkout</h1>')).toBeLessThan(html.indexOf('<form'))
  })

  it('sizes each field to what it holds', () => {
    const html = render({ ticketingQuestions: [question('email', 'Attendee email', false), question('telephone', 'Attendee phone', false)] })
    const classOf = (id: string) => new RegExp(`<input class="([^"]*)" id="${id}"`).exec(html)?.[1]
    expect(classOf('firstName')).toBe('govuk-input govuk-input--width-20')
    expect(classOf('lastName')).toBe('govuk-input govuk-input--width-20')
    expect(classOf('email')).toBe('govuk-input govuk-input--width-30')
    expect(classOf('telephoneNumber')).toBe('govuk-input govuk-input--width-20')
    expect(classOf('addressLine1')).toBe('govuk-input')
    expect(classOf('addressLocality')).toBe('govuk-input govuk-!-width-two-thirds')
    expect(classOf('postalCode')).toBe('govuk-input govuk-input--width-10')
    expect(classOf('postOfficeBoxNumber')).toBe('govuk-input govuk-input--width-10')
    expect(classOf('ticket-1-firstName')).toBe('govuk-input govuk-input--width-20')
  })
})

describe('a question', () => {
  const field = (q: CheckoutQuestionOutput, error?: string) =>
    renderToStaticMarkup(<QuestionField question={q} name="bookingQuestion-0" value={undefined} error={error} onChange={() => undefined} />)

  it('renders each of the seven types as its control', () => {
    expect(field(question('shortText', 'Name', false))).toContain('type="text"')
    expect(field(question('longText', 'Why', false))).toContain('<textarea')
    expect(field(question('singleChoice', 'Session', false, ['AM', 'PM']))).toContain('type="radio"')
    expect(field(question('multipleChoice', 'Topics', false, ['Art', 'Music']))).toContain('type="checkbox"')
    expect(field(question('dropdown', 'Diet', false, ['None']))).toContain('<select')
    expect(field(question('email', 'Email', false))).toContain('type="email"')
    expect(field(question('telephone', 'Phone', false))).toContain('type="tel"')
    // An answer of known length gets the purchaser's width for the same thing; free text keeps the full width.
    expect(field(question('email', 'Email', false))).toContain('class="govuk-input govuk-input--width-30"')
    expect(field(question('telephone', 'Phone', false))).toContain('class="govuk-input govuk-input--width-20"')
    expect(field(question('shortText', 'Name', false))).toContain('class="govuk-input"')
  })

  it('says (required) beside a required label, and links its error to the field', () => {
    const html = field(question('singleChoice', 'Session', true, ['AM', 'PM']), 'Session is required')
    expect(html).toContain('Session (required)</legend>')
    expect(html).toContain('aria-describedby="bookingQuestion-0-error"')
    expect(html).toContain('id="bookingQuestion-0-error"')
    // The summary's link lands on the first option.
    expect(html).toContain('id="bookingQuestion-0" type="radio" name="bookingQuestion-0" value="AM"')
    expect(html).toContain('id="bookingQuestion-0-1" type="radio" name="bookingQuestion-0" value="PM"')
    const text = field(question('shortText', 'Name', true), 'Name is required')
    expect(text).toContain('aria-invalid="true"')
    expect(text).toContain('<span class="govuk-visually-hidden">Error:</span> Name is required')
  })
})
