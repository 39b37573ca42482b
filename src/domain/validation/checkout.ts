import { z } from 'zod'

/**
 * Checkout purchaser and ticket-holder forms (spec 000 section 5). Field names follow the customer
 * info payload (spec 000 section 3, purchaserData and userAddress) wherever the payload has one.
 */
export const CHECKOUT_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  telephoneNumberRequired: 'Phone number is required',
  telephoneNumberInvalid: 'Please enter a valid telephone number',
  // Ours: the spec gives the limit (spec 000 section 9) but not the text; GOV.UK wording.
  telephoneNumberTooLong: 'Phone number must be 20 characters or fewer',
  // Ours: the spec says these are required but gives no text; same shape as the spec's messages.
  addressLine1Required: 'Address line 1 is required',
  addressLocalityRequired: 'Town or city is required',
  postalCodeRequired: 'Postcode is required',
  specialRequirementsTooLong: 'Special requirements must be 500 characters or fewer',
} as const

/** Phone maximum length (spec 000 section 9). */
export const TELEPHONE_NUMBER_MAX_LENGTH = 20

/** Ours (spec 000 section 5 says only "optional"): enough for a paragraph, small enough for the payment line. */
export const SPECIAL_REQUIREMENTS_MAX_LENGTH = 500

/**
 * A standard email pattern (spec 000 section 5): the WHATWG pattern browsers use for an email input,
 * except that the domain needs at least one dot, because the council cannot send to 'name@localhost'.
 */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/

/** The spec's phone rule read literally: the entry contains a digit or a space (spec 000 section 5). */
export const TELEPHONE_NUMBER_PATTERN = /[0-9 ]/

/** A trimmed text that must not be empty; a missing or non-text value gives the same message. */
export function requiredTextSchema(message: string) {
  return z.string({ error: message }).trim().min(1, { error: message, abort: true })
}

/** A trimmed optional text; missing becomes '' so the payload always carries a string. */
export function optionalTextSchema() {
  return z.string().trim().default('')
}

/** A required email address: the required message first, then the pattern (spec 000 section 5). */
export function emailAddressSchema(requiredMessage: string, invalidMessage: string) {
  return requiredTextSchema(requiredMessage).regex(EMAIL_PATTERN, invalidMessage)
}

/**
 * The newsletter tick box: a boolean from a browser form's state, or the text a posted form sends
 * ('on' when ticked, nothing when not). Anything else counts as not ticked: no sign-up without a clear yes.
 */
export const newsletterSchema = z
  .unknown()
  .optional()
  .transform((value) => value === true || value === 'on' || value === 'true')

/**
 * The purchaser ("booking details") form (spec 000 section 5). Address Line 1 and Address Line 2 are
 * separate fields here, as the person sees them; `userAddressOf` joins them into the payload's
 * single streetAddress.
 */
export const checkoutPurchaserSchema = z.object({
  firstName: requiredTextSchema(CHECKOUT_MESSAGES.firstNameRequired),
  lastName: requiredTextSchema(CHECKOUT_MESSAGES.lastNameRequired),
  email: emailAddressSchema(CHECKOUT_MESSAGES.emailRequired, CHECKOUT_MESSAGES.emailInvalid),
  telephoneNumber: requiredTextSchema(CHECKOUT_MESSAGES.telephoneNumberRequired)
    .max(TELEPHONE_NUMBER_MAX_LENGTH, { error: CHECKOUT_MESSAGES.telephoneNumberTooLong, abort: true })
    .regex(TELEPHONE_NUMBER_PATTERN, CHECKOUT_MESSAGES.telephoneNumberInvalid),
  addressLine1: requiredTextSchema(CHECKOUT_MESSAGES.addressLine1Required),
  addressLine2: optionalTextSchema(),
  addressLocality: requiredTextSchema(CHECKOUT_MESSAGES.addressLocalityRequired),
  // Only required: County and Country are free text, so an address outside the UK can be given.
  postalCode: requiredTextSchema(CHECKOUT_MESSAGES.postalCodeRequired),
  addressRegion: optionalTextSchema(),
  country: optionalTextSchema(),
  postOfficeBoxNumber: optionalTextSchema(),
  newsletter: newsletterSchema,
})

export type CheckoutPurchaser = z.infer<typeof checkoutPurchaserSchema>

/** The messages of one ticket holder's fields. */
export interface TicketHolderMessages {
  firstNameRequired: string
  lastNameRequired: string
  specialRequirementsTooLong: string
}

/**
 * Whose field a message is about on the checkout form, which asks the same things of every ticket
 * holder: 'Ticket 2: '. Without it the error summary listed 'First name is required' once for the
 * purchaser and again for each ticket, and nobody could tell which was which
 * (docs/decisions/0030-what-residents-read.md).
 */
export function ticketMessagePrefix(position: number): string {
  return `Ticket ${position}: `
}

/**
 * A ticket holder's messages on the checkout form, naming the ticket: 'Ticket 2: first name is
 * required'. The purchaser's fields keep the spec's messages ('First name is required'). The same
 * text shows in the error summary and beside the field, as GOV.UK's error message guidance asks.
 */
export function ticketHolderMessages(position: number): TicketHolderMessages {
  const ticket = ticketMessagePrefix(position)
  return {
    firstNameRequired: `${ticket}first name is required`,
    lastNameRequired: `${ticket}last name is required`,
    specialRequirementsTooLong: `${ticket}special requirements must be ${SPECIAL_REQUIREMENTS_MAX_LENGTH} characters or fewer`,
  }
}

/**
 * One ticket holder (spec 000 section 5): names required, special requirements optional. By default
 * with the spec's messages (the booking API keys each message by the ticket's place in the body);
 * the checkout form passes `ticketHolderMessages(position)`.
 */
export function ticketHolderSchema(messages: TicketHolderMessages = CHECKOUT_MESSAGES) {
  return z.object({
    firstName: requiredTextSchema(messages.firstNameRequired),
    lastName: requiredTextSchema(messages.lastNameRequired),
    specialRequirements: z.string().trim().max(SPECIAL_REQUIREMENTS_MAX_LENGTH, messages.specialRequirementsTooLong).default(''),
  })
}

export const checkoutTicketSchema = ticketHolderSchema()

export type CheckoutTicket = z.infer<typeof checkoutTicketSchema>

/** The payload's userAddress (spec 000 section 3). */
export interface UserAddress {
  streetAddress: string
  postOfficeBoxNumber: string
  addressLocality: string
  addressRegion: string
  country: string
  postalCode: string
}

/** Address Line 1 and Address Line 2 as the payload's one streetAddress, joined by ', ' when both exist. */
export function streetAddressOf(addressLine1: string, addressLine2: string): string {
  return [addressLine1, addressLine2].filter((line) => line !== '').join(', ')
}

/** The payload's userAddress from a parsed purchaser form. */
export function userAddressOf(purchaser: CheckoutPurchaser): UserAddress {
  return {
    streetAddress: streetAddressOf(purchaser.addressLine1, purchaser.addressLine2),
    postOfficeBoxNumber: purchaser.postOfficeBoxNumber,
    addressLocality: purchaser.addressLocality,
    addressRegion: purchaser.addressRegion,
    country: purchaser.country,
    postalCode: purchaser.postalCode,
  }
}
