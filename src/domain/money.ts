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
 * Whole pounds for 'Tickets from £{whole lowest price}' (spec 000 section 9): the pence are dropped
 * (floor), never rounded, so 1299 -> '£12'. Rounding would print '£13' while a £12.99 ticket exists,
 * and a "from" price must be a true lower bound of what is on sale.
 */
export function formatWholePounds(pence: Pence): string {
  assertPence(pence)
  return WHOLE_POUNDS.format(Math.floor(pence / 100))
}
