/**
 * Money is integer pence everywhere and is turned into text only here (ARCHITECTURE.md, "Booking rules
 * that must hold"). Every formatter checks its input, so a price in pounds passed by mistake (12.5) fails
 * loudly instead of showing the wrong amount.
 */

/** An amount of money in whole pence: 1250 is £12.50. */
export type Pence = number

/** True for a whole, non-negative, safely countable number of pence. */
export function isPence(value: unknown): value is Pence {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
}

/** Throws a RangeError unless `value` is whole, non-negative pence; `what` names it in the message. */
export function assertPence(value: unknown, what = 'amount'): asserts value is Pence {
  if (!isPence(value)) throw new RangeError(`${what} must be whole pence (0 or more), got ${String(value)}`)
}

// Spec 000 section 5 / 001 section 5: "Prices show at least two decimals". GBP in en-GB always gives two.
const POUNDS = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' })
// '£7' for a whole amount (formatPoundsInText).
const WHOLE_POUNDS = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
})

/** Pounds sterling with two decimals and thousands separators: 1250 -> '£12.50', 123456 -> '£1,234.56'. */
export function formatPounds(pence: Pence): string {
  assertPence(pence)
  return POUNDS.format(pence / 100)
}

/**
 * Pounds as a person writes them in a sentence: whole pounds without pence ('£7', '£1,200'), any
 * other amount with its two decimals ('£7.50', '£12.99'), as GOV.UK's style guide writes money.
 * Used for 'Tickets from £...' (docs/decisions/0030-what-residents-read.md): the amount is the
 * exact price, never rounded or cut.
 */
export function formatPoundsInText(pence: Pence): string {
  assertPence(pence)
  return pence % 100 === 0 ? WHOLE_POUNDS.format(pence / 100) : POUNDS.format(pence / 100)
}
