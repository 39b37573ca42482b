import type { BookingView } from '@/contracts/basket'
import { checkoutRequestList, type ConcessionLine, isConcessionSoldOut, selectableMaximums } from '@/domain/concession-selection'
import { type Pence } from '@/domain/money'
import { concessionPriceText, lineTotal, orderTotal } from '@/domain/prices'

/**
 * The booking page's concession lines, read from the engine's BookingView (spec 001 section 3). The
 * rules themselves (pool recalculation, prices, totals) are the domain's; this only joins them to
 * the view and the form.
 */

/** A concession as the booking form shows it: the domain's line plus what is displayed. */
export interface BookingLine extends ConcessionLine {
  title: string
  description: string
  /** '£12.50', or 'Free' (concessionPriceText). */
  priceText: string
  /** The selectable maximum with nothing chosen: the whole range the form offers without JavaScript. */
  initialAvailable: number
}

/**
 * The cap of a concession (the domain's maxNumberAvailable): the view's per-booking maximum (already
 * lowered to the concession's own stock by the engine), and never more than the view says one
 * booking can take now (numberAvailable), so the page never offers more than the engine would.
 */
function capOf(concession: BookingView['concessions'][number]): number {
  const most = Math.max(0, concession.numberAvailable)
  const max = concession.maxNumberAvailable
  return max === null ? most : Math.min(most, Math.max(0, max))
}

/**
 * The lines of a booking view with nothing chosen. The pool is the view's ticketsSelectable (the
 * tickets left, limited to what one basket may hold) and each price is the view's unitPrice, the
 * price in force now (early bird applied by the engine with concessionUnitPrice).
 */
export function bookingLinesOf(view: Pick<BookingView, 'concessions' | 'ticketsSelectable'>): BookingLine[] {
  const lines = view.concessions.map((concession) => {
    const unitPrice = concession.unitPrice
    return {
      id: concession.id,
      title: concession.title,
      description: concession.description.trim(),
      numTicketsUsed: concession.numTicketsUsed,
      maxNumberAvailable: capOf(concession),
      numberSelected: 0,
      unitPrice,
      priceText: concessionPriceText(unitPrice),
      totalPrice: 0,
      numberAvailable: 0,
      initialAvailable: 0,
    }
  })
  const maximums = selectableMaximums(view.ticketsSelectable, lines)
  return lines.map((line, index) => {
    const available = maximums[index]?.numberAvailable ?? 0
    return { ...line, numberAvailable: available, initialAvailable: available }
  })
}

/**
 * Lines with the quantities of a posted form kept (JavaScript off: an error re-renders the page
 * with what was chosen, even when fewer are left now; the error says so). A quantity is never
 * more than one basket may hold (`maxTicketsPerBasket` tickets), so an edited form cannot make the
 * page offer thousands; the pool is then recalculated for the JavaScript that may take over.
 */
export function withQuantities(
  pool: number,
  maxTicketsPerBasket: number,
  lines: readonly BookingLine[],
  quantities: Readonly<Record<string, number>>,
): BookingLine[] {
  const chosen = lines.map((line) => {
    // A sold-out concession offered nothing, so it keeps nothing.
    const most = isConcessionSoldOut(line.initialAvailable) ? 0 : Math.max(line.initialAvailable, Math.floor(maxTicketsPerBasket / line.numTicketsUsed))
    const numberSelected = Math.min(Math.max(0, quantities[line.id] ?? 0), most)
    return { ...line, numberSelected, totalPrice: lineTotal(line.unitPrice, numberSelected) }
  })
  const maximums = selectableMaximums(pool, chosen)
  return chosen.map((line, index) => ({ ...line, numberAvailable: maximums[index]?.numberAvailable ?? 0 }))
}

/** The form field of a concession's quantity. */
export function quantityFieldName(concessionId: string): string {
  return `quantity.${concessionId}`
}

/** A quantity as typed: what Number() makes of it, a whole number from 0 to 10,000 (no Zod on the event page: issue 27 point 3). */
function quantityOf(text: string): number | undefined {
  const quantity = Number(text)
  return Number.isInteger(quantity) && quantity >= 0 && quantity <= 10_000 ? quantity : undefined
}

/**
 * The quantities in a posted booking form, by concession id, for the concessions of the view only.
 * A missing, blank or malformed value (an edited form) reads as 0, never as an error.
 */
export function readQuantities(concessionIds: readonly string[], form: Pick<FormData, 'get'>): Record<string, number> {
  const quantities: Record<string, number> = {}
  for (const id of concessionIds) {
    const value = form.get(quantityFieldName(id))
    quantities[id] = (typeof value === 'string' && value.trim() !== '' ? quantityOf(value.trim()) : undefined) ?? 0
  }
  return quantities
}

/** The checkout request's list from quantities by id (only those above 0, in the view's order). */
export function concessionsToAdd(concessionIds: readonly string[], quantities: Readonly<Record<string, number>>) {
  return checkoutRequestList(concessionIds.map((id) => ({ id, numberSelected: quantities[id] ?? 0 })))
}

/** One line of the order summary (spec 001 section 3: "order summary line (id, title, numberSelected, totalPrice)"). */
export interface OrderSummaryLine {
  id: string
  title: string
  numberSelected: number
  totalPrice: Pence
}

/**
 * The order summary (spec 000 section 2): a line for each concession with a quantity above 0, and
 * the total, which is the sum of the line totals (orderTotal). No lines: the summary says
 * NO_TICKETS_SELECTED_TEXT instead.
 */
export function orderSummary(lines: readonly OrderSummaryLine[]): { lines: OrderSummaryLine[]; total: Pence } {
  const selected = lines
    .filter((line) => line.numberSelected > 0)
    .map(({ id, title, numberSelected, totalPrice }) => ({ id, title, numberSelected, totalPrice }))
  return { lines: selected, total: orderTotal(selected) }
}
