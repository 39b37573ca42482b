import { earlyBirdPercentInForce, type EventStatusInput } from './event-status'
import { assertPence, formatPounds, formatPoundsInText, type Pence } from './money'

/** Price texts, verbatim from spec 000 section 9 and spec 001 section 9. */
export const PRICE_NOT_SET_TEXT = 'Price not set'
export const FREE_EVENT_TEXT = 'Free event'
/** A concession priced 0 shows 'Free' (spec 000 section 9: "concessions show £price, with 0 shown as 'Free'"). */
export const FREE_CONCESSION_TEXT = 'Free'

/**
 * Early bird price = price minus the discount percent (spec 000 section 4, rule 5), in pence.
 * Rounding: the discount is rounded to the nearest penny with halves going up (the customer's way), then
 * taken off: 1250 at 15% is a discount of 187.5 -> 188, so 1062. The percentage is clamped to 0..100 (an
 * unreadable one counts as 0), so the result is never below 0 and never above the price. The content model
 * only allows whole percentages, for which the arithmetic is exact.
 */
export function earlyBirdPrice(price: Pence, discountPercent: number): Pence {
  assertPence(price, 'price')
  const percent = Math.min(100, Math.max(0, discountPercent))
  if (!(percent > 0)) return price
  return price - Math.round((price * percent) / 100)
}

/** A concession's prices as the content model stores them (spec 001 section 3). */
export interface ConcessionPrices {
  concessionPrice: Pence
  discountedConcessionPrice?: Pence | null
}

/**
 * The unit price of a concession, given the early bird percentage in force (0 when early bird is not on;
 * see `earlyBirdPercentInForce`). While early bird is on, the concession's own discountedConcessionPrice is
 * charged when one is set (never more than its normal price, in case an editor typed it the wrong way
 * round); without one, the event's percentage comes off the normal price. Outside early bird the
 * discountedConcessionPrice is ignored, because the spec ties early bird to a percentage being in force.
 */
export function concessionUnitPrice(concession: ConcessionPrices, earlyBirdPercent: number): Pence {
  assertPence(concession.concessionPrice, 'concessionPrice')
  if (!(earlyBirdPercent > 0)) return concession.concessionPrice
  const discounted = concession.discountedConcessionPrice
  if (discounted === null || discounted === undefined) return earlyBirdPrice(concession.concessionPrice, earlyBirdPercent)
  assertPence(discounted, 'discountedConcessionPrice')
  return Math.min(discounted, concession.concessionPrice)
}

/** An event's headline price at `now`, with early bird applied; null when no price is set. */
export function eventPriceInForce(event: Pick<EventStatusInput, 'price' | 'earlyBirdDiscount' | 'discountWindow'>, now: Date): Pence | null {
  if (event.price === null || event.price === undefined) return null
  return earlyBirdPrice(event.price, earlyBirdPercentInForce(event, now))
}

/**
 * Card price text (spec 000 section 9): 'Starts at £{price}' with two decimals, 'Free event' for 0 and
 * 'Price not set' when there is no price. Pass the price in force (`eventPriceInForce`) so an early bird
 * card shows the price a resident would pay today.
 */
export function cardPriceText(price: Pence | null | undefined): string {
  if (price === null || price === undefined) return PRICE_NOT_SET_TEXT
  if (price === 0) return FREE_EVENT_TEXT
  return `Starts at ${formatPounds(price)}`
}

/** A concession's price text (spec 000 section 9): '£12.50', or 'Free' for 0. */
export function concessionPriceText(unitPrice: Pence): string {
  return unitPrice === 0 ? FREE_CONCESSION_TEXT : formatPounds(unitPrice)
}

/** The lowest of some prices, or null when there are none. */
export function lowestPrice(prices: readonly Pence[]): Pence | null {
  return prices.length === 0 ? null : Math.min(...prices)
}

/**
 * The event page's price line from its concessions' prices: 'Price not set' with no concessions,
 * 'Free event' when every concession is free, otherwise 'Tickets from' and the lowest price as it
 * is: 'Tickets from £7.50', and 'Tickets from £7' for whole pounds (`formatPoundsInText`).
 *
 * Spec 000 section 9 and spec 001 section 9 say 'Tickets from £{whole lowest price}'. In whole
 * pounds £7.50 reads '£7' (untrue: no ticket costs £7) or '£8' (untrue: a ticket costs less), so
 * the pence are shown when there are any (docs/decisions/0030-what-residents-read.md). A free concession
 * beside paid ones gives 'Tickets from £0', which is true, where 'Free event' would hide that most
 * tickets cost money.
 */
export function ticketsFromText(prices: readonly Pence[]): string {
  const lowest = lowestPrice(prices)
  if (lowest === null) return PRICE_NOT_SET_TEXT
  if (prices.every((price) => price === 0)) return FREE_EVENT_TEXT
  return `Tickets from ${formatPoundsInText(lowest)}`
}

/** Line total = unit price x quantity (spec 000 section 4: "selecting a quantity recalculates that line's total"). */
export function lineTotal(unitPrice: Pence, quantity: number): Pence {
  assertPence(unitPrice, 'unit price')
  if (!Number.isSafeInteger(quantity) || quantity < 0) {
    throw new RangeError(`quantity must be a whole number, 0 or more, got ${String(quantity)}`)
  }
  const total = unitPrice * quantity
  assertPence(total, 'line total')
  return total
}

/** Order total = the sum of the line totals (spec 001 section 9); 0 for an empty order. */
export function orderTotal(lines: readonly { totalPrice: Pence }[]): Pence {
  const total = lines.reduce((sum, line) => {
    assertPence(line.totalPrice, 'totalPrice')
    return sum + line.totalPrice
  }, 0)
  assertPence(total, 'order total')
  return total
}
