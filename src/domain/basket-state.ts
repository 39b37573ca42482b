/**
 * The basket's life (ARCHITECTURE.md, "Every state machine ... is an enum with an allowed-transition
 * table"). A basket is opened by a checkout (spec 001 section 4), holds its tickets for 30 minutes,
 * and then ends one of three ways: the buyer clears it (a new checkout replaces it, or 'Remove from
 * basket'), the hold runs out, or an order is placed from it (the checkout issue). Later states
 * (paid, cancelled) hang off `ordered`.
 */
export const BASKET_STATES = ['open', 'cleared', 'expired', 'ordered', 'paid', 'cancelled'] as const
export type BasketState = (typeof BASKET_STATES)[number]

/** Which state may follow which. A state not listed as a key's value is refused. */
export const BASKET_TRANSITIONS: Readonly<Record<BasketState, readonly BasketState[]>> = {
  open: ['cleared', 'expired', 'ordered'],
  // An order whose payment never completes is cancelled; its tickets go back (payments issue).
  ordered: ['paid', 'cancelled'],
  // Cancelled because every attempt had failed when its hold ran out; money the provider took later
  // on one of them confirms it if its tickets can be taken again (decision 0032).
  cancelled: ['paid'],
  cleared: [],
  expired: [],
  paid: [],
}

export function canTransition(from: BasketState, to: BasketState): boolean {
  return BASKET_TRANSITIONS[from].includes(to)
}

/** The states a basket may move to `to` from (for SQL that applies the same rules: booking.confirm_order). */
export function basketStatesThatMayBecome(to: BasketState): BasketState[] {
  return (Object.keys(BASKET_TRANSITIONS) as BasketState[]).filter((from) => canTransition(from, to))
}

/**
 * The state a basket is in at `now`: an open basket whose hold has run out is expired, whether or
 * not anything has written that down yet (no sweeper races the buyer; ARCHITECTURE.md).
 */
export function basketStateAt(state: BasketState, expiresAt: Date, now: Date): BasketState {
  return state === 'open' && now.getTime() >= expiresAt.getTime() ? 'expired' : state
}

/** Whether a basket in this state still holds tickets the buyer can check out with. */
export function isBasketLive(state: BasketState): boolean {
  return state === 'open'
}
