import type { OfferStanding } from '@/domain/waiting-list-offers'

import { WAITING_LIST_TEXTS } from './waiting-list-texts'

/** Why an offer cannot be booked (any more): booked already, ended, or a link that names none. */
export function offerEndedText(standing: OfferStanding | null): string {
  if (standing === 'booked') return WAITING_LIST_TEXTS.booked
  return standing === null ? WAITING_LIST_TEXTS.unknownOffer : WAITING_LIST_TEXTS.ended
}
