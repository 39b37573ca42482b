import { holdExtensionsLeft, holdExtensionsUsed } from '../../domain/basket-hold'
import type { Basket } from '../../contracts/basket'
import { bookingPool } from '../db/pool.server'

import { getBasket } from './basket-service.server'
import { BasketNotFoundError, BasketStateError, HoldExtensionRefusedError } from './errors'
import { extendBasketHold as extendHold, findBasketHold } from './hold-extension-repository'

/**
 * Time to finish (WCAG 2.2.1; docs/decisions/0022): the booking API's
 * POST /baskets/{basketId}/extend and the checkout page's server action both call extendBasketHold,
 * one way in. It answers the basket with its new basketTime or throws a typed BookingError.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Moves the hold on by 10 minutes; refused when the basket is unknown, not open, expired or extended twice. */
export async function extendBasketHold(basketId: string, now: Date = new Date()): Promise<Basket> {
  if (typeof basketId !== 'string' || !UUID.test(basketId)) throw new BasketNotFoundError()
  const outcome = await extendHold(bookingPool(), basketId, now)
  switch (outcome.kind) {
    case 'notFound':
      throw new BasketNotFoundError()
    case 'notOpen':
      // A cleared basket has given its tickets back, as an expired one has; an ordered one is past changing.
      if (outcome.state === 'cleared') throw new HoldExtensionRefusedError('expired')
      throw new BasketStateError(outcome.state)
    case 'refused':
      throw new HoldExtensionRefusedError(outcome.reason)
    case 'extended':
      return getBasket(basketId, now)
  }
}

/** Extensions the basket may still have (0 to 2); 0 for an unknown basket or one no longer open (ordered, cleared). */
export async function holdExtensionsLeftFor(basketId: string): Promise<number> {
  if (typeof basketId !== 'string' || !UUID.test(basketId)) return 0
  const hold = await findBasketHold(bookingPool(), basketId)
  if (!hold || hold.state !== 'open') return 0
  return holdExtensionsLeft(holdExtensionsUsed(hold.basketTime, hold.createdAtSeconds))
}
