import { z } from 'zod'

import { EMAIL_PATTERN, requiredTextSchema } from './checkout'

/**
 * The private assets form (spec 000 section 5): Email and Booking Reference, both required. The spec
 * gives no texts; these follow the shape of its other messages.
 */
export const PRIVATE_ASSETS_MESSAGES = {
  emailRequired: 'Email is required',
  // Ours: a lookup with a malformed address can only fail, so say so before asking the server.
  emailInvalid: 'Please enter a valid email address',
  bookingReferenceRequired: 'Booking reference is required',
} as const

/** The separator after which a booking reference carries a suffix the lookup does not use (spec 000 section 5). */
export const BOOKING_REFERENCE_SEPARATOR = '::'

/** The part of a booking reference before '::', trimmed; the whole reference when there is none. */
export function bookingIdOf(bookingReference: string): string {
  const end = bookingReference.indexOf(BOOKING_REFERENCE_SEPARATOR)
  return (end === -1 ? bookingReference : bookingReference.slice(0, end)).trim()
}

/**
 * The form as the lookup needs it (spec 000 section 3, private assets request): `bookingId` is
 * the reference cut at '::'. A reference with nothing before '::' counts as not given.
 */
export const privateAssetsSchema = z.object({
  email: requiredTextSchema(PRIVATE_ASSETS_MESSAGES.emailRequired).regex(EMAIL_PATTERN, PRIVATE_ASSETS_MESSAGES.emailInvalid),
  bookingId: z
    .string({ error: PRIVATE_ASSETS_MESSAGES.bookingReferenceRequired })
    .transform(bookingIdOf)
    .refine((bookingId) => bookingId !== '', PRIVATE_ASSETS_MESSAGES.bookingReferenceRequired),
})

export type PrivateAssetsInput = z.infer<typeof privateAssetsSchema>
