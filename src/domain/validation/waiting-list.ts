import { z } from 'zod'

import { CHECKOUT_MESSAGES, emailAddressSchema, requiredTextSchema } from './checkout'

/** Waiting-list join and management forms (spec 001 section 5). */
export const WAITING_LIST_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  // Ours: the spec gives no text; the checkout's text (spec 000 section 5), so one address rule reads one way.
  emailInvalid: CHECKOUT_MESSAGES.emailInvalid,
  // Ours: the event travels in a hidden field, so a person only sees this if the page is broken.
  eventRequired: 'Event is required',
  /**
   * The management form's rule text (spec 001 section 5). The page shows 'Email is required'
   * (inline and in the error summary); this text answers the waiting-list lookup when it is called
   * without an email (`waitingListLookupSchema`), where no person reads it beside a field.
   */
  emailRequiredField: 'Email is a required field',
} as const

/** The join form on a sold-out event (spec 001 section 3, waiting-list add data: event, firstName, lastName, email). */
export const waitingListJoinSchema = z.object({
  event: requiredTextSchema(WAITING_LIST_MESSAGES.eventRequired),
  firstName: requiredTextSchema(WAITING_LIST_MESSAGES.firstNameRequired),
  lastName: requiredTextSchema(WAITING_LIST_MESSAGES.lastNameRequired),
  email: emailAddressSchema(WAITING_LIST_MESSAGES.emailRequired, WAITING_LIST_MESSAGES.emailInvalid),
})

export type WaitingListJoin = z.infer<typeof waitingListJoinSchema>

/**
 * The management page's form: one email (spec 001 section 5). The address check is ours: entries
 * are stored only with a valid address, so a malformed one can only find nothing.
 */
export const waitingListManagementSchema = z.object({
  email: emailAddressSchema(WAITING_LIST_MESSAGES.emailRequired, WAITING_LIST_MESSAGES.emailInvalid),
})

export type WaitingListManagement = z.infer<typeof waitingListManagementSchema>

/** The lookup behind the management page (spec 001 section 7, GET /events/waitlist?email=). */
export const waitingListLookupSchema = z.object({
  email: emailAddressSchema(WAITING_LIST_MESSAGES.emailRequiredField, WAITING_LIST_MESSAGES.emailInvalid),
})
