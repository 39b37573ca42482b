import { type Pence } from './money'
import { lineTotal } from './prices'

/**
 * Choosing tickets by concession on the booking page (spec 000 section 4, spec 001 section 4). All
 * concessions draw on one pool of event tickets; one unit of a concession takes `numTicketsUsed` tickets
 * from it (2 for a parent-and-child place), and each concession has its own cap.
 */

/** Shown instead of a quantity control when a concession's available count is 0 (spec 000 section 9). */
export const CONCESSION_SOLD_OUT_TEXT = 'Sold Out'

/** One concession and the buyer's current choice for it. */
export interface ConcessionSelection {
  id: string
  /** Tickets taken from the event's pool by one unit; a whole number, 1 or more. */
  numTicketsUsed: number
  /**
   * The cap on this concession (spec 001 section 4 "capped at its maxNumberAvailable"): the content's
   * per-booking maximum, already lowered by the inventory module to the concession's own remaining stock
   * when that is smaller. Null or missing: no cap beyond the pool.
   */
  maxNumberAvailable?: number | null
  /** Units chosen now; 0 when none. */
  numberSelected: number
}

/** A concession's selectable maximum: its quantity control runs 0..numberAvailable. */
export interface SelectableMaximum {
  concessionId: string
  numberAvailable: number
}

/** One line of the checkout request (spec 001 section 3 "Checkout request"). */
export interface ConcessionToAdd {
  concessionId: string
  ticketsToAdd: number
}

function assertCount(value: number, what: string, min: number): void {
  if (!Number.isSafeInteger(value) || value < min) {
    throw new RangeError(`${what} must be a whole number, ${min} or more, got ${String(value)}`)
  }
}

function assertConcession(concession: ConcessionSelection): void {
  assertCount(concession.numTicketsUsed, `numTicketsUsed of ${concession.id}`, 1)
  assertCount(concession.numberSelected, `numberSelected of ${concession.id}`, 0)
  const cap = concession.maxNumberAvailable
  if (cap !== null && cap !== undefined) assertCount(cap, `maxNumberAvailable of ${concession.id}`, 0)
}

/** Tickets taken from the pool by all current selections: the sum of numberSelected x numTicketsUsed. */
export function ticketsTaken(concessions: readonly ConcessionSelection[]): number {
  return concessions.reduce((sum, concession) => {
    assertConcession(concession)
    return sum + concession.numberSelected * concession.numTicketsUsed
  }, 0)
}

/**
 * Tickets remaining (spec 001 section 4): the pool minus the tickets taken by all current selections.
 * `pool` is the event's tickets left for this buyer (capacity minus sold minus other people's unexpired
 * holds); below 0 it counts as 0. The result is negative when the selections exceed a pool that has since
 * shrunk.
 */
function ticketsRemaining(pool: number, concessions: readonly ConcessionSelection[]): number {
  if (!Number.isSafeInteger(pool)) throw new RangeError(`pool must be a whole number, got ${String(pool)}`)
  return Math.max(0, pool) - ticketsTaken(concessions)
}

/**
 * Spec 001 section 4: floor((tickets remaining + its own selection weight) / numTicketsUsed), capped at
 * maxNumberAvailable, never below 0. Adding back its own weight (numberSelected x numTicketsUsed) means a
 * concession's maximum does not shrink because of its own choice, only because of the others'.
 */
function selectableMaximum(remaining: number, concession: ConcessionSelection): number {
  const ownWeight = concession.numberSelected * concession.numTicketsUsed
  const byPool = Math.max(0, Math.floor((remaining + ownWeight) / concession.numTicketsUsed))
  const cap = concession.maxNumberAvailable
  return cap === null || cap === undefined ? byPool : Math.min(byPool, cap)
}

/** Each concession's selectable maximum, in the order given (see `selectableMaximum` for the rule). */
export function selectableMaximums(pool: number, concessions: readonly ConcessionSelection[]): SelectableMaximum[] {
  const remaining = ticketsRemaining(pool, concessions)
  return concessions.map((concession) => ({
    concessionId: concession.id,
    numberAvailable: selectableMaximum(remaining, concession),
  }))
}

/** Spec 000 section 9: "Concession sold out when available count is 0". */
export function isConcessionSoldOut(numberAvailable: number): boolean {
  return numberAvailable <= 0
}

/** The quantities a concession's control offers: 0 up to numberAvailable (spec 000 section 4); [0] when sold out. */
export function quantityOptions(numberAvailable: number): number[] {
  return Array.from({ length: Math.max(0, Math.floor(numberAvailable)) + 1 }, (_, quantity) => quantity)
}

/**
 * True when every selection is within its selectable maximum, i.e. all selections fit the pool together
 * and each is within its cap. The server checks a posted form with this (with JavaScript off, all
 * quantities arrive at once rather than one choice at a time).
 */
export function isSelectionWithinLimits(pool: number, concessions: readonly ConcessionSelection[]): boolean {
  const remaining = ticketsRemaining(pool, concessions)
  return concessions.every((concession) => concession.numberSelected <= selectableMaximum(remaining, concession))
}

/** Checkout is enabled once at least one concession has a quantity above 0 (spec 000 section 2). */
export function hasSelection(concessions: readonly Pick<ConcessionSelection, 'numberSelected'>[]): boolean {
  return concessions.some((concession) => concession.numberSelected > 0)
}

/**
 * The checkout request's concessionsToAddList (spec 000 section 7): only concessions with numberSelected
 * above 0 are sent (spec 000 section 5, spec 001 section 4), in the order shown. Empty when nothing is chosen.
 */
export function checkoutRequestList(concessions: readonly Pick<ConcessionSelection, 'id' | 'numberSelected'>[]): ConcessionToAdd[] {
  return concessions
    .filter((concession) => concession.numberSelected > 0)
    .map((concession) => ({ concessionId: concession.id, ticketsToAdd: concession.numberSelected }))
}

/** A concession line of the booking page: selection, unit price in force and the derived fields. */
export interface ConcessionLine extends ConcessionSelection {
  /** The unit price in force (see `concessionUnitPrice` in prices.ts). */
  unitPrice: Pence
  totalPrice: Pence
  numberAvailable: number
}

/**
 * Applies a chosen quantity (spec 001 section 4): the chosen line's numberSelected and totalPrice change,
 * and every line's numberAvailable is recalculated with `selectableMaximums`. Throws a RangeError for an
 * unknown concession or a quantity outside 0..its selectable maximum; a posted form is checked with
 * `isSelectionWithinLimits` before this runs, so reaching it means a programming error. Lines may carry
 * more fields (a title, a price text); they are kept.
 */
export function chooseConcessionQuantity<Line extends ConcessionLine>(
  pool: number,
  lines: readonly Line[],
  concessionId: string,
  quantity: number,
): Line[] {
  const target = lines.find((line) => line.id === concessionId)
  if (!target) throw new RangeError(`unknown concession ${concessionId}`)
  assertCount(quantity, `quantity of ${concessionId}`, 0)
  const most = selectableMaximum(ticketsRemaining(pool, lines), target)
  if (quantity > most) throw new RangeError(`quantity of ${concessionId} must be ${most} or fewer, got ${quantity}`)
  const chosen = lines.map((line) =>
    line === target ? { ...line, numberSelected: quantity, totalPrice: lineTotal(line.unitPrice, quantity) } : line,
  )
  const remaining = ticketsRemaining(pool, chosen)
  return chosen.map((line) => ({ ...line, numberAvailable: selectableMaximum(remaining, line) }))
}
