/**
 * Offers of returned places to a waiting list (issue 13 point 3, docs/decisions/0028), as rules on
 * data and `now`. An offer holds places for the next person in join order; it ends booked when its
 * basket is paid, lapsed when its hold ends unpaid, withdrawn when the person leaves the list.
 */
export type OfferState = 'offered' | 'accepted' | 'booked' | 'lapsed' | 'withdrawn'

/** The allowed changes of an offer's state; anything else is refused, never half-written. */
export const OFFER_TRANSITIONS: Readonly<Record<OfferState, readonly OfferState[]>> = {
  offered: ['accepted', 'booked', 'lapsed', 'withdrawn'],
  accepted: ['booked', 'lapsed', 'withdrawn'],
  booked: [],
  lapsed: [],
  withdrawn: [],
}

export function canChangeOffer(from: OfferState, to: OfferState): boolean {
  return OFFER_TRANSITIONS[from].includes(to)
}

/** Offered and accepted offers hold places; the others are history. */
export function offerHoldsPlaces(state: OfferState): boolean {
  return state === 'offered' || state === 'accepted'
}

/** When an offer made at `now` stops holding its places. */
export function offerExpiresAt(now: Date, holdHours: number): Date {
  return new Date(now.getTime() + holdHours * 3_600_000)
}

/** A concession as the offer needs it: how many places a unit uses and its own stock left (null: none of its own). */
export interface OfferableConcession {
  id: string
  numTicketsUsed: number
  unitsLeft: number | null
}

/**
 * The concession an offer holds: one place for one person (a waiting-list entry is one person), so
 * the first concession in the editor's order whose unit is one ticket and that has stock left.
 * Null when none can be held with `placesFree` places: no offer is made.
 */
export function offerConcession<C extends OfferableConcession>(concessions: readonly C[], placesFree: number): C | null {
  if (placesFree < 1) return null
  return concessions.find((c) => c.numTicketsUsed === 1 && (c.unitsLeft === null || c.unitsLeft > 0)) ?? null
}

/** How long a paid-for offer whose payment is still under way is left before it is looked at again. */
export const OFFER_RECHECK_MS = 5 * 60_000

export type OfferBasketState = 'open' | 'cleared' | 'expired' | 'ordered' | 'paid' | 'cancelled'

/**
 * What becomes of a live offer whose time is up, by its basket: paid, booked; an order under way,
 * look again later; a basket still open and in time (the resident took more time at checkout), keep
 * it until then; anything else (ended, cleared, cancelled, purged), lapsed, and the places pass on.
 */
export type OfferReview = { outcome: 'booked' } | { outcome: 'lapsed' } | { outcome: 'later'; until: Date }

export function reviewOffer(basket: { state: OfferBasketState; expiresAt: Date } | null, now: Date): OfferReview {
  if (basket?.state === 'paid') return { outcome: 'booked' }
  if (basket?.state === 'ordered') return { outcome: 'later', until: new Date(now.getTime() + OFFER_RECHECK_MS) }
  if (basket?.state === 'open' && basket.expiresAt.getTime() > now.getTime()) return { outcome: 'later', until: basket.expiresAt }
  return { outcome: 'lapsed' }
}

/** What a person following an offer's link is told, by the offer's state and time. */
export type OfferStanding = 'open' | 'inCheckout' | 'booked' | 'ended'

export function offerStanding(offer: { state: OfferState; expiresAt: Date }, now: Date): OfferStanding {
  if (offer.state === 'booked') return 'booked'
  if (!offerHoldsPlaces(offer.state) || offer.expiresAt.getTime() <= now.getTime()) return 'ended'
  return offer.state === 'offered' ? 'open' : 'inCheckout'
}
