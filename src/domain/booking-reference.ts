/**
 * The booking reference residents read out on the phone (issue 22 point 5; decision 0031), such as
 * 'HCC-7K4M-2Q9X': the council's prefix and eight symbols from an alphabet without the characters
 * that are read or heard as one another (0 and O; 1, I and L). The order's long id (the basket's
 * UUID) stays internal, but is still accepted where a reference is typed, because e-mails sent
 * before short references existed carry it.
 *
 * PostgreSQL makes each reference (booking.new_booking_reference, src/booking/db/sql/) so a clash with
 * an existing one is retried inside the confirming transaction; this module is the rule for
 * reading one. An integration test holds the two to the same format.
 */

/** The council's prefix (a constant, not a setting: references already sent carry it). */
export const BOOKING_REFERENCE_PREFIX = 'HCC'

/** 31 symbols: 2-9 and A-Z without I, L and O. */
export const BOOKING_REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'

/** 31^8, about 8.5 x 10^11 references: guessing one is hopeless under the look-up limits, and clashes are rare. */
export const BOOKING_REFERENCE_SYMBOLS = 8

/** Symbols per group in the written form: two groups of four are easier to read out than eight in a row. */
const GROUP = 4

const SYMBOL = `[${BOOKING_REFERENCE_ALPHABET}]`

/** A reference as it is stored and shown: 'HCC-7K4M-2Q9X'. */
export const BOOKING_REFERENCE_PATTERN = new RegExp(`^${BOOKING_REFERENCE_PREFIX}-${SYMBOL}{${GROUP}}-${SYMBOL}{${GROUP}}$`)

/** The symbols with the prefix or without it, once spaces and hyphens are gone and letters are capitals. */
const COMPACT = new RegExp(`^(?:${BOOKING_REFERENCE_PREFIX})?(${SYMBOL}{${BOOKING_REFERENCE_SYMBOLS}})$`)

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The separator after which a typed reference carries a suffix no look-up uses (spec 000 section 5). */
const SUFFIX_SEPARATOR = '::'

/** The written form of eight symbols of the alphabet: 'HCC-' and two groups of four. */
export function formatBookingReference(symbols: string): string {
  if (!new RegExp(`^${SYMBOL}{${BOOKING_REFERENCE_SYMBOLS}}$`).test(symbols)) throw new RangeError(`not ${BOOKING_REFERENCE_SYMBOLS} symbols of the booking reference alphabet`)
  return `${BOOKING_REFERENCE_PREFIX}-${symbols.slice(0, GROUP)}-${symbols.slice(GROUP)}`
}

/**
 * A short reference as someone typed it, in its written form, or null when it is not one. Any case;
 * spaces and hyphens anywhere, or none; the prefix may be left out ('7k4m 2q9x').
 */
export function parseBookingReference(typed: string): string | null {
  const match = COMPACT.exec(typed.replace(/[\s-]+/g, '').toUpperCase())
  return match ? formatBookingReference(match[1]!) : null
}

/** What a typed reference names: a short reference, an order's long id (lower case), or nothing we issue. */
export type TypedBookingReference = { kind: 'reference'; reference: string } | { kind: 'basketId'; basketId: string }

/**
 * Reads a reference typed into a form: only the part before '::' counts (spec 000 section 5, kept
 * wherever a reference is typed), then a short reference or the long id of older e-mails. Null
 * when it is neither, so a look-up can say 'not found' without asking the database.
 */
export function readTypedBookingReference(typed: string): TypedBookingReference | null {
  const end = typed.indexOf(SUFFIX_SEPARATOR)
  const text = (end === -1 ? typed : typed.slice(0, end)).trim()
  if (UUID.test(text)) return { kind: 'basketId', basketId: text.toLowerCase() }
  const reference = parseBookingReference(text)
  return reference ? { kind: 'reference', reference } : null
}
