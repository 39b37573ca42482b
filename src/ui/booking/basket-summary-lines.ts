import type { Basket } from '@/contracts/basket'

import type { OrderSummaryLine } from './booking-lines'

/** The order summary lines of a basket: its selected concessions (spec 000 section 3, "Basket details"). */
export function basketSummaryLines(basket: Pick<Basket, 'concessions'>): OrderSummaryLine[] {
  return basket.concessions.map((concession) => ({
    id: concession.id,
    title: concession.title,
    numberSelected: concession.numberSelected,
    totalPrice: concession.totalPrice,
  }))
}
