import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { AddToCalendar } from '../calendar/add-to-calendar'

import { NO_MONEY_TAKEN_TEXT } from '@/domain/payment-outcome'

import { AttentionView, BookingCancelled, BookingFailed, BookingSuccessful, ConfirmingPayment } from './outcome-views'

describe('the outcome views', () => {
  it("say 'Booking Failed!' with the provider's description, what became of the money, and both ways on", () => {
    const html = renderToStaticMarkup(<BookingFailed description="Card declined" moneyText={NO_MONEY_TAKEN_TEXT} checkoutAgainHref="/checkout" backToEventsHref="/" />)
    expect(html).toContain('<h1 class="govuk-heading-xl">Booking Failed!</h1>')
    expect(html).toContain('The following payment error occurred: Card declined')
    expect(html).toContain(NO_MONEY_TAKEN_TEXT)
    expect(html).toContain('<a class="govuk-link" href="/checkout">Check out again</a>')
    expect(html).toContain('<a class="govuk-link" href="/">Back to Events</a>')
  })

  it("say 'Booking Successful!' with the reference once, the event, where, the amount, the e-mail, each ticket and the calendar", () => {
    const html = renderToStaticMarkup(
      <BookingSuccessful
        bookingReference="HCC-7K4M2Q"
        eventTitle="Pottery"
        eventDateTime="2030-07-01T09:00:00.000Z"
        venue={{ name: 'Hertford Library', lines: ['Community room', 'Dolphin Yard', 'SG14 1PP'] }}
        amountPaid="£12.50"
        confirmationEmail="ada@example.org"
        tickets={[{ ticketId: 't1', concessionTitle: 'Adult', holderName: 'Ada Lovelace', specialRequirements: '' }]}
        calendar={<AddToCalendar event={{ title: 'Pottery', start: new Date('2030-07-01T09:00:00Z'), end: new Date('2030-07-01T10:00:00Z') }} icsHref="/x.ics" />}
        backToEventsHref="/"
      />,
    )
    expect(html).toContain('<h1 class="govuk-panel__title">Booking Successful!</h1>')
    expect(html).toContain('<strong>HCC-7K4M2Q</strong>')
    expect(html.split('HCC-7K4M2Q')).toHaveLength(2)
    expect(html).toContain('Monday 1 July 2030, 10:00am')
    expect(html).toContain('<dd class="govuk-summary-list__value">Hertford Library<br/>Community room<br/>Dolphin Yard<br/>SG14 1PP</dd>')
    expect(html).toContain('£12.50')
    expect(html).toContain('<strong>ada@example.org</strong>')
    expect(html).toContain('<td class="govuk-table__cell">Adult</td>')
    expect(html).toContain('<td class="govuk-table__cell">Ada Lovelace</td>')
    expect(html).toContain('Add to calendar')
  })

  it("say 'Attention!', 'Booking Cancelled' and the confirming view with their next steps", () => {
    expect(renderToStaticMarkup(<AttentionView text="E-mail web@council.example" />)).toContain('<h1 class="govuk-heading-xl">Attention!</h1><p class="govuk-body">E-mail web@council.example</p>')
    expect(renderToStaticMarkup(<BookingCancelled backToEventsHref="/" />)).toContain('Booking Cancelled')
    const confirming = renderToStaticMarkup(<ConfirmingPayment checkAgainHref="/booking-status?responseCode=00000" />)
    expect(confirming).toContain('We are confirming your payment')
    expect(confirming).toContain('href="/booking-status?responseCode=00000"')
    expect(confirming).not.toContain('Booking Successful!')
  })
})

describe('AddToCalendar', () => {
  it('lists the seven options as plain links in a disclosure, with no script needed', () => {
    const html = renderToStaticMarkup(<AddToCalendar event={{ title: 'Pottery', start: new Date('2030-07-01T09:00:00Z'), end: new Date('2030-07-01T10:00:00Z') }} icsHref="/b.ics" />)
    expect(html.startsWith('<details class="govuk-details app-add-to-calendar"><summary')).toBe(true)
    expect(html.match(/<a /g)).toHaveLength(7)
    expect(html.match(/href="\/b.ics" download="booking.ics"/g)).toHaveLength(2)
    expect(html).toContain('target="_blank" rel="noopener noreferrer"')
    expect(html).toContain('(opens in a new tab)')
  })
})
