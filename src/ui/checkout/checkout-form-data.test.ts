import { describe, expect, it } from 'vitest'

import type { CheckoutQuestionOutput } from '@/contracts/basket'
import { startCheckoutRequestSchema } from '@/contracts/checkout'

import {
  checkoutFieldNames,
  checkoutFieldNamesFor,
  checkoutFormResult,
  checkoutFormTickets,
  checkoutFormValues,
  offersNewsletter,
  PURCHASER_FIELDS,
  type CheckoutFormBasket,
} from './checkout-form-data'

const question = (type: CheckoutQuestionOutput['type'], label: string, required = false, options: string[] = []): CheckoutQuestionOutput => ({
  type,
  title: label.toLowerCase(),
  label,
  required,
  options,
})

const basket = (overrides: Partial<CheckoutFormBasket> = {}): CheckoutFormBasket => ({
  eventContentTypeId: 'eventCorporate',
  bookingQuestions: [],
  ticketingQuestions: [],
  tickets: [{ id: 't-1', title: 'Adult' }],
  ...overrides,
})

const PURCHASER = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.org',
  telephoneNumber: '01992 555555',
  addressLine1: '1 County Hall',
  addressLine2: 'Pegs Lane',
  addressLocality: 'Hertford',
  postalCode: 'SG13 8DE',
  addressRegion: 'Hertfordshire',
  country: 'United Kingdom',
  postOfficeBoxNumber: '',
}

const TICKET = { 'ticket-0-firstName': 'Grace', 'ticket-0-lastName': 'Hopper', 'ticket-0-specialRequirements': 'Step-free access' }

function errorsOf(result: ReturnType<typeof checkoutFormResult>) {
  if (result.ok) throw new Error('expected errors')
  return result.errors
}

function payloadOf(result: ReturnType<typeof checkoutFormResult>) {
  if (!result.ok) throw new Error(`expected a payload, got ${JSON.stringify(result.errors)}`)
  return result.payload
}

describe('the purchaser', () => {
  it('gives the start payload, with the address lines joined and the domain given', () => {
    const payload = payloadOf(checkoutFormResult({ ...PURCHASER, ...TICKET }, basket(), { currentDomain: 'https://events.example' }))
    expect(startCheckoutRequestSchema.parse(payload)).toEqual(payload)
    expect(payload.purchaserData).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.org',
      telephoneNumber: '01992 555555',
      currentDomain: 'https://events.example',
      bookingQuestions: '{}',
      userAddress: {
        streetAddress: '1 County Hall, Pegs Lane',
        postOfficeBoxNumber: '',
        addressLocality: 'Hertford',
        addressRegion: 'Hertfordshire',
        country: 'United Kingdom',
        postalCode: 'SG13 8DE',
      },
    })
    expect(payload.newsletter).toBe(false)
  })

  it('says every required field is required, in page order: the purchaser\'s in the spec\'s words, a ticket\'s naming the ticket', () => {
    const errors = errorsOf(checkoutFormResult({}, basket()))
    expect(errors).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      telephoneNumber: 'Phone number is required',
      addressLine1: 'Address line 1 is required',
      addressLocality: 'Town or city is required',
      postalCode: 'Postcode is required',
      'ticket-0-firstName': 'Ticket 1: first name is required',
      'ticket-0-lastName': 'Ticket 1: last name is required',
    })
    expect(Object.keys(errors)).toEqual(['firstName', 'lastName', 'email', 'telephoneNumber', 'addressLine1', 'addressLocality', 'postalCode', 'ticket-0-firstName', 'ticket-0-lastName'])
  })

  it('refuses an email without a standard pattern and a phone with no digit or space', () => {
    const errors = errorsOf(checkoutFormResult({ ...PURCHASER, ...TICKET, email: 'ada-at-example', telephoneNumber: 'call-me' }, basket()))
    expect(errors).toEqual({ email: 'Please enter a valid email address', telephoneNumber: 'Please enter a valid telephone number' })
    expect(errorsOf(checkoutFormResult({ ...PURCHASER, ...TICKET, telephoneNumber: 'none' }, basket())).telephoneNumber).toBe('Please enter a valid telephone number')
  })

  it('refuses a phone number over 20 characters', () => {
    const errors = errorsOf(checkoutFormResult({ ...PURCHASER, ...TICKET, telephoneNumber: '0'.repeat(21) }, basket()))
    expect(errors).toEqual({ telephoneNumber: 'Phone number must be 20 characters or fewer' })
  })

  it('reads a posted FormData the same as the browser\'s values', () => {
    const form = new FormData()
    for (const [name, value] of Object.entries({ ...PURCHASER, ...TICKET })) form.append(name, value)
    expect(checkoutFormResult(form, basket())).toEqual(checkoutFormResult({ ...PURCHASER, ...TICKET }, basket()))
  })
})

describe('the newsletter', () => {
  it('is offered and sent only for eventHAFLS events', () => {
    expect(offersNewsletter('eventHAFLS')).toBe(true)
    expect(offersNewsletter('eventCorporate')).toBe(false)
    expect(payloadOf(checkoutFormResult({ ...PURCHASER, ...TICKET, newsletter: 'on' }, basket({ eventContentTypeId: 'eventHAFLS' }))).newsletter).toBe(true)
    expect(payloadOf(checkoutFormResult({ ...PURCHASER, ...TICKET }, basket({ eventContentTypeId: 'eventHAFLS' }))).newsletter).toBe(false)
    expect(payloadOf(checkoutFormResult({ ...PURCHASER, ...TICKET, newsletter: 'on' }, basket())).newsletter).toBe(false)
  })
})

describe('the tickets', () => {
  it('gives each ticket its holder, the joined name and the names apart, with semicolons stripped', () => {
    const two = basket({ tickets: [{ id: 't-1', title: 'Adult' }, { id: 't-2', title: 'Child' }] })
    const payload = payloadOf(
      checkoutFormResult(
        {
          ...PURCHASER,
          'ticket-0-firstName': 'Gra;ce',
          'ticket-0-lastName': 'Hop;per',
          'ticket-0-specialRequirements': 'Wheelchair; space',
          'ticket-1-firstName': ' Alan ',
          'ticket-1-lastName': 'Turing',
        },
        two,
      ),
    )
    expect(payload.ticketNameAndRequirements).toEqual([
      { ticketId: 't-1', ticketHolderName: 'Grace Hopper', ticketHolderFirstName: 'Grace', ticketHolderLastName: 'Hopper', ticketSpecialRequirements: 'Wheelchair space', ticketQuestions: '{}' },
      { ticketId: 't-2', ticketHolderName: 'Alan Turing', ticketHolderFirstName: 'Alan', ticketHolderLastName: 'Turing', ticketSpecialRequirements: '', ticketQuestions: '{}' },
    ])
  })

  it('counts a name of only semicolons as missing', () => {
    expect(errorsOf(checkoutFormResult({ ...PURCHASER, ...TICKET, 'ticket-0-firstName': ';;' }, basket()))).toEqual({ 'ticket-0-firstName': 'Ticket 1: first name is required' })
  })

  it('refuses special requirements over 500 characters', () => {
    const errors = errorsOf(checkoutFormResult({ ...PURCHASER, ...TICKET, 'ticket-0-specialRequirements': 'x'.repeat(501) }, basket()))
    expect(errors).toEqual({ 'ticket-0-specialRequirements': 'Ticket 1: special requirements must be 500 characters or fewer' })
  })

  it('lists the basket\'s tickets line by line with their line\'s title', () => {
    expect(
      checkoutFormTickets([
        { title: 'Adult', tickets: [{ id: 'a1' }, { id: 'a2' }] },
        { title: 'Child', tickets: [{ id: 'c1' }] },
      ]),
    ).toEqual([
      { id: 'a1', title: 'Adult' },
      { id: 'a2', title: 'Adult' },
      { id: 'c1', title: 'Child' },
    ])
  })
})

describe('the questions', () => {
  const ALL_TYPES = [
    question('shortText', 'Organisation', true),
    question('longText', 'Why are you coming', true),
    question('singleChoice', 'Session', true, ['Morning', 'Afternoon']),
    question('multipleChoice', 'Topics', true, ['Art', 'Music', 'Drama']),
    question('dropdown', 'Dietary needs', true, ['None', 'Vegetarian']),
    question('email', 'Manager email', true),
    question('telephone', 'Emergency phone', true),
  ]

  it('answers all seven types once per booking as JSON text keyed by position', () => {
    const b = basket({ bookingQuestions: ALL_TYPES })
    const form = new FormData()
    for (const [name, value] of Object.entries({ ...PURCHASER, ...TICKET })) form.append(name, value)
    const answers = ['County Council', 'To learn', 'Morning', null, 'Vegetarian', 'boss@example.org', '+44 1992 555555']
    answers.forEach((answer, index) => {
      if (answer !== null) form.append(checkoutFieldNames.bookingQuestion(index), answer)
    })
    form.append('bookingQuestion-3', 'Art')
    form.append('bookingQuestion-3', 'Drama')
    const payload = payloadOf(checkoutFormResult(form, b))
    expect(JSON.parse(payload.purchaserData.bookingQuestions)).toEqual({
      0: 'County Council',
      1: 'To learn',
      2: 'Morning',
      3: ['Art', 'Drama'],
      4: 'Vegetarian',
      5: 'boss@example.org',
      6: '+44 1992 555555',
    })
  })

  it('says each required question is required, by its label', () => {
    const errors = errorsOf(checkoutFormResult({ ...PURCHASER, ...TICKET }, basket({ bookingQuestions: ALL_TYPES })))
    expect(errors).toEqual({
      'bookingQuestion-0': 'Organisation is required',
      'bookingQuestion-1': 'Why are you coming is required',
      'bookingQuestion-2': 'Session is required',
      'bookingQuestion-3': 'Topics is required',
      'bookingQuestion-4': 'Dietary needs is required',
      'bookingQuestion-5': 'Manager email is required',
      'bookingQuestion-6': 'Emergency phone is required',
    })
  })

  it('checks email and telephone answers with the spec\'s messages, and choices against the options', () => {
    const errors = errorsOf(
      checkoutFormResult(
        { ...PURCHASER, ...TICKET, 'bookingQuestion-0': 'x', 'bookingQuestion-1': 'y', 'bookingQuestion-2': 'Evening', 'bookingQuestion-3': ['Art', 'Juggling'], 'bookingQuestion-4': 'Vegan', 'bookingQuestion-5': 'not an address', 'bookingQuestion-6': '01992-555' },
        basket({ bookingQuestions: ALL_TYPES }),
      ),
    )
    expect(errors).toEqual({
      'bookingQuestion-2': 'Session must be one of the options given.',
      'bookingQuestion-3': 'Topics must be one of the options given.',
      'bookingQuestion-4': 'Dietary needs must be one of the options given.',
      'bookingQuestion-5': 'Manager email must be a valid email address.',
      'bookingQuestion-6': 'Emergency phone must be a valid telephone number.',
    })
  })

  it('leaves optional questions unanswered as empty answers', () => {
    const b = basket({ bookingQuestions: [question('shortText', 'Notes'), question('multipleChoice', 'Extras', false, ['Lunch'])] })
    const payload = payloadOf(checkoutFormResult({ ...PURCHASER, ...TICKET }, b))
    expect(JSON.parse(payload.purchaserData.bookingQuestions)).toEqual({ 0: '', 1: [] })
  })

  it('asks the ticket questions of every ticket, each answered and checked apart', () => {
    const b = basket({
      tickets: [{ id: 't-1', title: 'Adult' }, { id: 't-2', title: 'Adult' }],
      ticketingQuestions: [question('email', 'Attendee email', true), question('dropdown', 'T-shirt size', false, ['S', 'M'])],
    })
    const values = {
      ...PURCHASER,
      ...TICKET,
      'ticket-0-question-0': 'grace@example.org',
      'ticket-0-question-1': 'M',
      'ticket-1-firstName': 'Alan',
      'ticket-1-lastName': 'Turing',
      'ticket-1-question-0': 'alan',
    }
    expect(errorsOf(checkoutFormResult(values, b))).toEqual({ 'ticket-1-question-0': 'Ticket 2: Attendee email must be a valid email address.' })
    // No message shows twice: each names whose field it is.
    const empty = Object.values(errorsOf(checkoutFormResult({ ...PURCHASER }, b)))
    expect(empty).toEqual([
      'Ticket 1: first name is required',
      'Ticket 1: last name is required',
      'Ticket 1: Attendee email is required',
      'Ticket 2: first name is required',
      'Ticket 2: last name is required',
      'Ticket 2: Attendee email is required',
    ])
    const payload = payloadOf(checkoutFormResult({ ...values, 'ticket-1-question-0': 'alan@example.org' }, b))
    expect(payload.ticketNameAndRequirements.map((ticket) => JSON.parse(ticket.ticketQuestions) as unknown)).toEqual([
      { 0: 'grace@example.org', 1: 'M' },
      { 0: 'alan@example.org', 1: '' },
    ])
  })
})

describe('the form\'s values', () => {
  const b = basket({
    eventContentTypeId: 'eventHAFLS',
    bookingQuestions: [question('multipleChoice', 'Topics', false, ['Art', 'Music'])],
    ticketingQuestions: [question('shortText', 'Badge name')],
  })

  it('names every field of the basket in page order', () => {
    expect(checkoutFieldNamesFor(b)).toEqual([
      ...PURCHASER_FIELDS.map((field) => field.name),
      'bookingQuestion-0',
      'ticket-0-firstName',
      'ticket-0-lastName',
      'ticket-0-specialRequirements',
      'ticket-0-question-0',
      'newsletter',
    ])
  })

  it('keeps only the basket\'s own fields, a Multiple Choice always as a list', () => {
    const form = new FormData()
    form.append('firstName', 'Ada')
    form.append('bookingQuestion-0', 'Art')
    form.append('ticket-0-question-0', 'Ada L')
    form.append('$ACTION_ID_123', '')
    form.append('newsletter', 'on')
    expect(checkoutFormValues(form, b)).toEqual({ firstName: 'Ada', 'bookingQuestion-0': ['Art'], 'ticket-0-question-0': 'Ada L', newsletter: 'on' })
    expect(checkoutFormValues({ 'bookingQuestion-0': ['Art', 'Music'] }, b)).toEqual({ 'bookingQuestion-0': ['Art', 'Music'] })
  })
})
