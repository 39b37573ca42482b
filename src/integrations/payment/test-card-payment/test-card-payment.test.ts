import { describe, expect, it } from 'vitest'

import { readPaymentForm } from './payment-form-request'
import { escapeHtml, payPage } from './test-card-payment-page'
import { isAllowedTransition } from './test-card-payment-store'
import { testCardOf } from './test-cards'

const sameHost = (url: string) => new URL(url).host === 'test.example'

function form(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    callingApplicationId: 'COUNCIL-EVENTS',
    paymentSourceCode: '01',
    returnUrl: 'https://test.example/eventsbookingapi/baskets/b/paid',
    backButtonUrl: 'https://test.example/checkout',
    receiptFinishUrl: 'https://test.example/checkout/finish?basketId=b',
    paymentLine: 'TEST|04|12.50|AZ|',
    paymentTotal: '12.50',
    callingApplicationTransactionReference: 'b-1',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.org',
    telephoneNumber: '01234',
    bookingQuestions: '%7B%7D',
    streetAddress: '1 High Street',
    postOfficeBoxNumber: '',
    addressLocality: 'Hertford',
    addressRegion: '',
    country: '',
    postalCode: 'SG13 8DQ',
    basketId: 'b',
    numberOfTickets: '1',
    Person_1: 'Ada;Lovelace;t-1;;{}',
    ...overrides,
  }
}

describe('the test service reading the payment form', () => {
  it('takes the spec fields with one Person_n per ticket and reads the total in pence', () => {
    const reading = readPaymentForm(form(), sameHost)
    expect(reading).toMatchObject({ ok: true, amountPence: 1250, persons: ['Person_1'] })
  })

  it('lists a Person_n missing for the ticket count, and an extra one as unknown', () => {
    expect(readPaymentForm(form({ numberOfTickets: '2' }), sameHost)).toMatchObject({ ok: false, problems: { missing: ['Person_2'] } })
    expect(readPaymentForm(form({ Person_2: 'x;y;z;;{}' }), sameHost)).toMatchObject({ ok: false, problems: { unknown: ['Person_2'] } })
  })

  it('refuses a payment line whose amount is not the total, a total without pence, and a field given twice', () => {
    const reading = readPaymentForm(form({ paymentLine: 'TEST|04|12.5|AZ|', paymentTotal: '12.5', email: ['a@example.org', 'b@example.org'] }), sameHost)
    expect(reading.ok).toBe(false)
    if (reading.ok) return
    expect(reading.problems.invalid).toEqual([
      'email (given more than once)',
      'paymentTotal (pounds with two decimals, such as 12.50)',
      'paymentLine ({account}|04|{amount}|AZ|)',
    ])
    const line = readPaymentForm(form({ paymentLine: 'TEST|04|1.00|AZ|' }), sameHost)
    expect(line.ok ? [] : line.problems.invalid).toEqual(['paymentLine (its amount differs from paymentTotal)'])
  })
})

describe('the test service', () => {
  it('lets a declined attempt be tried again but never pays a payment twice or revives a cancelled one', () => {
    expect(isAllowedTransition('none', 'success')).toBe(true)
    expect(isAllowedTransition('declined', 'success')).toBe(true)
    expect(isAllowedTransition('success', 'declined')).toBe(false)
    expect(isAllowedTransition('success', 'success')).toBe(false)
    expect(isAllowedTransition('success', 'refunded')).toBe(true)
    expect(isAllowedTransition('cancelled', 'success')).toBe(false)
    expect(isAllowedTransition('refunded', 'refunded')).toBe(false)
  })

  it('knows its test cards with or without spaces', () => {
    expect(testCardOf('4444 3333 2222 1111')?.responseCode).toBe('00000')
    expect(testCardOf('4111111111111111')).toBeUndefined()
  })

  it('escapes everything it shows', () => {
    expect(escapeHtml(`<script>"x" & 'y'</script>`)).toBe('&#60;script&#62;&#34;x&#34; &#38; &#39;y&#39;&#60;/script&#62;')
    const html = payPage({ values: { firstName: '<b>Ada</b>', 'x"><script>': '"><script>alert(1)</script>' }, amountPence: 100, nonce: 'n' })
    expect(html).not.toContain('<script>')
    expect(html).not.toContain('<b>Ada</b>')
  })
})
