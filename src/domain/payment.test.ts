import { describe, expect, it } from 'vitest'

import {
  answersJson,
  answersWithoutSemicolons,
  encodedBookingQuestions,
  formatPaymentAmount,
  PAYMENT_FIELD_NAMES,
  PAYMENT_SOURCE_CODE,
  paymentAccount,
  paymentFormFields,
  type PaymentFormInput,
  paymentLine,
  type PaymentTicket,
  personEntry,
  personFieldName,
  stripSemicolons,
  transactionReference,
} from './payment'

const ticket = (overrides: Partial<PaymentTicket> = {}): PaymentTicket => ({
  ticketId: 'T-1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  specialRequirements: 'Step-free access',
  ticketQuestions: {},
  ...overrides,
})

const formInput = (overrides: Partial<PaymentFormInput> = {}): PaymentFormInput => ({
  callingApplicationId: 'EVENTS',
  returnUrl: 'https://events.example.gov.uk/eventsbookingapi/baskets/B42/paid',
  backButtonUrl: 'https://events.example.gov.uk/checkout',
  receiptFinishUrl: 'https://events.example.gov.uk/checkout-status',
  basketId: 'B42',
  ledger: { gl: '1234', costCode: 'CC99' },
  environment: { live: true },
  totalPence: 2500,
  now: new Date('2026-03-29T01:00:00Z'),
  purchaser: {
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@example.com',
    telephoneNumber: '01234 567890',
    bookingQuestions: { 'How did you hear about us?': 'Library' },
    address: {
      streetAddress: '1 High Street',
      addressLocality: 'Hertford',
      postalCode: 'SG13 8DQ',
    },
  },
  tickets: [ticket(), ticket({ ticketId: 'T-2', firstName: 'Alan', lastName: 'Turing', specialRequirements: undefined })],
  ...overrides,
})

describe('stripSemicolons', () => {
  it('removes every semicolon and leaves the rest of the text alone', () => {
    expect(stripSemicolons('O;Brien; Jr;')).toBe('OBrien Jr')
    expect(stripSemicolons('no semicolons')).toBe('no semicolons')
    expect(stripSemicolons('')).toBe('')
  })
})

describe('formatPaymentAmount', () => {
  it('writes pence as pounds with two decimals, adding zeroes', () => {
    expect(formatPaymentAmount(1250)).toBe('12.50')
    expect(formatPaymentAmount(1200)).toBe('12.00')
    expect(formatPaymentAmount(5)).toBe('0.05')
    expect(formatPaymentAmount(0)).toBe('0.00')
    expect(formatPaymentAmount(123456)).toBe('1234.56')
  })

  it('refuses amounts that are not whole, non-negative pence', () => {
    expect(() => formatPaymentAmount(-1)).toThrow(RangeError)
    expect(() => formatPaymentAmount(12.5)).toThrow(RangeError)
    expect(() => formatPaymentAmount(Number.NaN)).toThrow(RangeError)
  })
})

describe('the payment line', () => {
  it('uses the event ledger account on live hosts', () => {
    expect(paymentAccount({ gl: '1234', costCode: 'CC99' }, { live: true })).toBe('1234CC99')
  })

  it('uses the fixed test account on other hosts', () => {
    expect(paymentAccount({ gl: '1234', costCode: 'CC99' }, { live: false, testAccount: 'TEST0001' })).toBe('TEST0001')
  })

  it('has the form {account}|04|{amount}|AZ|', () => {
    expect(paymentLine('1234CC99', 1250)).toBe('1234CC99|04|12.50|AZ|')
    expect(paymentLine('1234CC99', 0)).toBe('1234CC99|04|0.00|AZ|')
  })
})

describe('transactionReference', () => {
  it('is the basket id plus the timestamp in milliseconds', () => {
    expect(transactionReference('B42', new Date('2026-03-29T01:00:00Z'))).toBe('B42-1774746000000')
  })

  it('differs between two attempts to pay the same basket', () => {
    const first = transactionReference('B42', new Date('2026-10-25T00:59:59.999Z'))
    const second = transactionReference('B42', new Date('2026-10-25T01:00:00.000Z'))
    expect(first).not.toBe(second)
  })

  it('refuses an invalid date', () => {
    expect(() => transactionReference('B42', new Date('not a date'))).toThrow(RangeError)
  })
})

describe('Person entries', () => {
  it('joins first name, last name, ticket id, requirements and questions with semicolons', () => {
    expect(personEntry(ticket({ ticketQuestions: { 'Dietary needs': 'None' } }))).toBe(
      'Ada;Lovelace;T-1;Step-free access;{"Dietary needs":"None"}',
    )
  })

  it('strips semicolons from the names and requirements so the parts stay apart', () => {
    const entry = personEntry(ticket({ firstName: 'A;da', lastName: ';Love;lace', specialRequirements: 'Wheelchair; hearing loop' }))
    expect(entry).toBe('Ada;Lovelace;T-1;Wheelchair hearing loop;{}')
    expect(entry.split(';')).toHaveLength(5)
  })

  it('leaves the requirements empty when there are none', () => {
    expect(personEntry(ticket({ specialRequirements: undefined }))).toBe('Ada;Lovelace;T-1;;{}')
  })

  it('strips semicolons from question keys and answers, including multiple choice lists', () => {
    expect(answersWithoutSemicolons({ 'a;b': 'c;d', days: ['Mon;', 'Tue'] })).toEqual({ ab: 'cd', days: ['Mon', 'Tue'] })
    expect(personEntry(ticket({ ticketQuestions: { 'Days;': ['Mon;Tue'] } })).split(';')).toHaveLength(5)
  })

  it('names the fields Person_1, Person_2 from a zero-based index', () => {
    expect(personFieldName(0)).toBe('Person_1')
    expect(personFieldName(1)).toBe('Person_2')
  })
})

describe('booking questions', () => {
  it('are JSON text, percent-encoded on the form', () => {
    expect(answersJson({})).toBe('{}')
    expect(encodedBookingQuestions({ 'Where?': 'Hertford & Ware' })).toBe('%7B%22Where%3F%22%3A%22Hertford%20%26%20Ware%22%7D')
    expect(JSON.parse(decodeURIComponent(encodedBookingQuestions({ a: ['x', 'y'] })))).toEqual({ a: ['x', 'y'] })
  })
})

describe('paymentFormFields', () => {
  it('lists every field of the payment form in order, one Person entry per ticket', () => {
    expect(paymentFormFields(formInput())).toEqual([
      { name: 'callingApplicationId', value: 'EVENTS' },
      { name: 'paymentSourceCode', value: '01' },
      { name: 'returnUrl', value: 'https://events.example.gov.uk/eventsbookingapi/baskets/B42/paid' },
      { name: 'backButtonUrl', value: 'https://events.example.gov.uk/checkout' },
      { name: 'receiptFinishUrl', value: 'https://events.example.gov.uk/checkout-status' },
      { name: 'paymentLine', value: '1234CC99|04|25.00|AZ|' },
      { name: 'paymentTotal', value: '25.00' },
      { name: 'callingApplicationTransactionReference', value: 'B42-1774746000000' },
      { name: 'firstName', value: 'Grace' },
      { name: 'lastName', value: 'Hopper' },
      { name: 'email', value: 'grace@example.com' },
      { name: 'telephoneNumber', value: '01234 567890' },
      { name: 'bookingQuestions', value: encodeURIComponent('{"How did you hear about us?":"Library"}') },
      { name: 'streetAddress', value: '1 High Street' },
      { name: 'postOfficeBoxNumber', value: '' },
      { name: 'addressLocality', value: 'Hertford' },
      { name: 'addressRegion', value: '' },
      { name: 'country', value: '' },
      { name: 'postalCode', value: 'SG13 8DQ' },
      { name: 'basketId', value: 'B42' },
      { name: 'numberOfTickets', value: '2' },
      { name: 'Person_1', value: 'Ada;Lovelace;T-1;Step-free access;{}' },
      { name: 'Person_2', value: 'Alan;Turing;T-2;;{}' },
    ])
  })

  it('carries the optional address parts when given', () => {
    const input = formInput()
    const fields = paymentFormFields({
      ...input,
      purchaser: {
        ...input.purchaser,
        address: { ...input.purchaser.address, postOfficeBoxNumber: 'PO Box 7', addressRegion: 'Hertfordshire', country: 'United Kingdom' },
      },
    })
    const value = (name: string) => fields.find((field) => field.name === name)?.value
    expect(value(PAYMENT_FIELD_NAMES.postOfficeBoxNumber)).toBe('PO Box 7')
    expect(value(PAYMENT_FIELD_NAMES.addressRegion)).toBe('Hertfordshire')
    expect(value(PAYMENT_FIELD_NAMES.country)).toBe('United Kingdom')
  })

  it('pays into the test account away from live hosts', () => {
    const fields = paymentFormFields(formInput({ environment: { live: false, testAccount: 'TEST0001' }, totalPence: 705 }))
    expect(fields.find((field) => field.name === PAYMENT_FIELD_NAMES.paymentLine)?.value).toBe('TEST0001|04|7.05|AZ|')
    expect(fields.find((field) => field.name === PAYMENT_FIELD_NAMES.paymentTotal)?.value).toBe('7.05')
  })

  it('sends the source code 01', () => {
    expect(PAYMENT_SOURCE_CODE).toBe('01')
  })

  it('has no Person entries and a ticket count of 0 without tickets', () => {
    const fields = paymentFormFields(formInput({ tickets: [] }))
    expect(fields.find((field) => field.name === PAYMENT_FIELD_NAMES.numberOfTickets)?.value).toBe('0')
    expect(fields.some((field) => field.name.startsWith('Person_'))).toBe(false)
  })

  it('refuses a total that is not whole pence', () => {
    expect(() => paymentFormFields(formInput({ totalPence: 10.5 }))).toThrow(RangeError)
  })
})
