import { describe, expect, it } from 'vitest'

import {
  CHECKOUT_MESSAGES,
  EMAIL_PATTERN,
  SPECIAL_REQUIREMENTS_MAX_LENGTH,
  TELEPHONE_NUMBER_MAX_LENGTH,
  checkoutPurchaserSchema,
  checkoutTicketSchema,
  emailAddressSchema,
  newsletterSchema,
  optionalTextSchema,
  requiredTextSchema,
  streetAddressOf,
  ticketHolderMessages,
  ticketHolderSchema,
  ticketMessagePrefix,
  userAddressOf,
} from './checkout'
import { fieldErrorsOf } from './field-errors'

function purchaserEntry(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.org.uk',
    telephoneNumber: '01234 567890',
    addressLine1: '1 High Street',
    addressLine2: '',
    addressLocality: 'Hertford',
    postalCode: 'SG13 8DE',
    addressRegion: '',
    country: '',
    postOfficeBoxNumber: '',
    ...overrides,
  }
}

function purchaserErrors(overrides: Record<string, unknown>) {
  const result = checkoutPurchaserSchema.safeParse(purchaserEntry(overrides))
  expect(result.success).toBe(false)
  return fieldErrorsOf(result.error!)
}

describe('checkoutPurchaserSchema', () => {
  it('accepts a complete purchaser and trims every text', () => {
    const purchaser = checkoutPurchaserSchema.parse(
      purchaserEntry({ firstName: ' Ada ', email: ' ada@example.org.uk ', addressRegion: ' Herts ' }),
    )
    expect(purchaser).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.org.uk',
      telephoneNumber: '01234 567890',
      addressLine1: '1 High Street',
      addressLine2: '',
      addressLocality: 'Hertford',
      postalCode: 'SG13 8DE',
      addressRegion: 'Herts',
      country: '',
      postOfficeBoxNumber: '',
      newsletter: false,
    })
  })

  it('gives every required message when the form is empty', () => {
    const result = checkoutPurchaserSchema.safeParse({
      firstName: '',
      lastName: '',
      email: '',
      telephoneNumber: '',
      addressLine1: '',
      addressLocality: '',
      postalCode: '',
    })
    expect(fieldErrorsOf(result.error!)).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      telephoneNumber: 'Phone number is required',
      addressLine1: 'Address line 1 is required',
      addressLocality: 'Town or city is required',
      postalCode: 'Postcode is required',
    })
  })

  it('gives the same required messages when the fields are missing altogether', () => {
    const result = checkoutPurchaserSchema.safeParse({})
    expect(fieldErrorsOf(result.error!)).toEqual({
      firstName: CHECKOUT_MESSAGES.firstNameRequired,
      lastName: CHECKOUT_MESSAGES.lastNameRequired,
      email: CHECKOUT_MESSAGES.emailRequired,
      telephoneNumber: CHECKOUT_MESSAGES.telephoneNumberRequired,
      addressLine1: CHECKOUT_MESSAGES.addressLine1Required,
      addressLocality: CHECKOUT_MESSAGES.addressLocalityRequired,
      postalCode: CHECKOUT_MESSAGES.postalCodeRequired,
    })
  })

  it('treats whitespace-only entries as empty', () => {
    expect(purchaserErrors({ firstName: '   ', telephoneNumber: ' \t ', addressLine1: '  ' })).toEqual({
      firstName: CHECKOUT_MESSAGES.firstNameRequired,
      telephoneNumber: CHECKOUT_MESSAGES.telephoneNumberRequired,
      addressLine1: CHECKOUT_MESSAGES.addressLine1Required,
    })
  })

  it('shows only the required message for an empty email, not the pattern message too', () => {
    const result = checkoutPurchaserSchema.safeParse(purchaserEntry({ email: '' }))
    expect(result.error!.issues.map((issue) => issue.message)).toEqual([CHECKOUT_MESSAGES.emailRequired])
  })

  it.each(['ada', 'ada@', '@example.org', 'ada@example', 'ada example@example.org', 'ada@exa mple.org', 'ada@.org'])(
    'rejects %j as an email address',
    (email) => {
      expect(purchaserErrors({ email })).toEqual({ email: 'Please enter a valid email address' })
    },
  )

  it.each(['a@b.co', 'ada.lovelace+events@mail.example.gov.uk', "o'brien@example.ie"])('accepts %j as an email address', (email) => {
    expect(checkoutPurchaserSchema.parse(purchaserEntry({ email })).email).toBe(email)
  })

  it('accepts a phone number of exactly 20 characters', () => {
    const telephoneNumber = '0'.repeat(TELEPHONE_NUMBER_MAX_LENGTH)
    expect(checkoutPurchaserSchema.parse(purchaserEntry({ telephoneNumber })).telephoneNumber).toBe(telephoneNumber)
  })

  it('rejects a phone number of 21 characters with the length message alone', () => {
    const result = checkoutPurchaserSchema.safeParse(purchaserEntry({ telephoneNumber: 'x'.repeat(21) }))
    expect(result.error!.issues.map((issue) => issue.message)).toEqual(['Phone number must be 20 characters or fewer'])
  })

  it('measures the phone length after trimming the spaces around it', () => {
    const telephoneNumber = ` ${'1'.repeat(20)} `
    expect(checkoutPurchaserSchema.parse(purchaserEntry({ telephoneNumber })).telephoneNumber).toBe('1'.repeat(20))
  })

  it('rejects a phone number with neither a digit nor a space', () => {
    expect(purchaserErrors({ telephoneNumber: 'call-me' })).toEqual({
      telephoneNumber: 'Please enter a valid telephone number',
    })
  })

  it('accepts a phone number that has a digit, or an inner space, as the spec reads', () => {
    expect(checkoutPurchaserSchema.parse(purchaserEntry({ telephoneNumber: '+44(0)1992' })).telephoneNumber).toBe('+44(0)1992')
    expect(checkoutPurchaserSchema.parse(purchaserEntry({ telephoneNumber: 'ex directory' })).telephoneNumber).toBe('ex directory')
  })

  it('lets Address Line 2, County, Country and PO Box be left out', () => {
    const required = purchaserEntry({
      addressLine2: undefined,
      addressRegion: undefined,
      country: undefined,
      postOfficeBoxNumber: undefined,
    })
    expect(checkoutPurchaserSchema.parse(required)).toMatchObject({
      addressLine2: '',
      addressRegion: '',
      country: '',
      postOfficeBoxNumber: '',
    })
  })

  it('does not apply the UK postcode pattern, so an address abroad can be given', () => {
    expect(checkoutPurchaserSchema.parse(purchaserEntry({ postalCode: 'D02 X285', country: 'Ireland' })).postalCode).toBe('D02 X285')
  })

  it('reads the newsletter tick box from a boolean or from a posted form', () => {
    expect(checkoutPurchaserSchema.parse(purchaserEntry({ newsletter: true })).newsletter).toBe(true)
    expect(checkoutPurchaserSchema.parse(purchaserEntry({ newsletter: 'on' })).newsletter).toBe(true)
  })
})

describe('newsletterSchema', () => {
  it.each([true, 'on', 'true'])('counts %j as ticked', (value) => {
    expect(newsletterSchema.parse(value)).toBe(true)
  })

  it.each([undefined, false, '', 'false', 'yes please', 1, null])('counts %j as not ticked', (value) => {
    expect(newsletterSchema.parse(value)).toBe(false)
  })
})

describe('checkoutTicketSchema', () => {
  it('accepts a ticket holder without special requirements', () => {
    expect(checkoutTicketSchema.parse({ firstName: ' Grace ', lastName: 'Hopper' })).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
      specialRequirements: '',
    })
  })

  it('requires first and last name with the purchaser messages', () => {
    const result = checkoutTicketSchema.safeParse({ firstName: ' ', specialRequirements: 'Wheelchair access' })
    expect(fieldErrorsOf(result.error!)).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
    })
  })

  it('accepts special requirements of exactly 500 characters', () => {
    const specialRequirements = 'a'.repeat(SPECIAL_REQUIREMENTS_MAX_LENGTH)
    expect(checkoutTicketSchema.parse({ firstName: 'G', lastName: 'H', specialRequirements }).specialRequirements).toBe(
      specialRequirements,
    )
  })

  it('rejects special requirements of 501 characters', () => {
    const result = checkoutTicketSchema.safeParse({ firstName: 'G', lastName: 'H', specialRequirements: 'a'.repeat(501) })
    expect(fieldErrorsOf(result.error!)).toEqual({
      specialRequirements: 'Special requirements must be 500 characters or fewer',
    })
  })

  it('trims special requirements and turns whitespace-only into none', () => {
    expect(checkoutTicketSchema.parse({ firstName: 'G', lastName: 'H', specialRequirements: '   ' }).specialRequirements).toBe('')
  })
})

describe('ticket holder messages on the checkout form', () => {
  it("name the ticket: 'Ticket 2: first name is required'", () => {
    expect(ticketMessagePrefix(2)).toBe('Ticket 2: ')
    expect(ticketHolderMessages(2)).toEqual({
      firstNameRequired: 'Ticket 2: first name is required',
      lastNameRequired: 'Ticket 2: last name is required',
      specialRequirementsTooLong: 'Ticket 2: special requirements must be 500 characters or fewer',
    })
  })

  it('are what a ticket holder schema made with them says', () => {
    const result = ticketHolderSchema(ticketHolderMessages(3)).safeParse({ firstName: '', lastName: ' ', specialRequirements: 'a'.repeat(501) })
    expect(fieldErrorsOf(result.error!)).toEqual({
      firstName: 'Ticket 3: first name is required',
      lastName: 'Ticket 3: last name is required',
      specialRequirements: 'Ticket 3: special requirements must be 500 characters or fewer',
    })
  })
})

describe('form building blocks', () => {
  it('a required text gives its message for a value that is not text', () => {
    const result = requiredTextSchema('Name is required').safeParse(42)
    expect(result.error!.issues[0]!.message).toBe('Name is required')
  })

  it('an optional text turns a missing value into an empty text', () => {
    expect(optionalTextSchema().parse(undefined)).toBe('')
  })

  it('an email address gives the caller its own messages', () => {
    const schema = emailAddressSchema('Enter an email', 'Not an email')
    expect(schema.safeParse(undefined).error!.issues[0]!.message).toBe('Enter an email')
    expect(schema.safeParse('nope').error!.issues[0]!.message).toBe('Not an email')
  })

  it('the email pattern needs a dot in the domain', () => {
    expect(EMAIL_PATTERN.test('ada@example')).toBe(false)
    expect(EMAIL_PATTERN.test('ada@example.org')).toBe(true)
  })
})

describe('userAddressOf', () => {
  it('joins Address Line 1 and Address Line 2 into the payload streetAddress', () => {
    const purchaser = checkoutPurchaserSchema.parse(
      purchaserEntry({ addressLine2: 'Flat 2', addressRegion: 'Hertfordshire', country: 'United Kingdom', postOfficeBoxNumber: 'PO Box 1' }),
    )
    expect(userAddressOf(purchaser)).toEqual({
      streetAddress: '1 High Street, Flat 2',
      postOfficeBoxNumber: 'PO Box 1',
      addressLocality: 'Hertford',
      addressRegion: 'Hertfordshire',
      country: 'United Kingdom',
      postalCode: 'SG13 8DE',
    })
  })

  it('uses Address Line 1 alone when there is no second line', () => {
    expect(streetAddressOf('1 High Street', '')).toBe('1 High Street')
  })
})
