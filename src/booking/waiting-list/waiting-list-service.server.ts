import type pg from 'pg'

import { waitingListJoinSchema } from '../../domain/validation/waiting-list'
import { waitingListOpening } from '../../domain/waiting-list'
import { findBookableEventById } from '../basket/basket-repository'
import { CheckoutValidationError, EventNotFoundError, WaitingListClosedError, BOOKING_MESSAGES } from '../basket/errors'
import type { Queryable } from '../checkout/checkout-repository'
import { bookingPool } from '../db/pool.server'

/**
 * Joining an event's waiting list (spec 001 sections 3, 5 and 7: POST /events/waitlist and
 * /events/waitlist/add with eventID, email, firstName, lastName). Issue 12 builds the call the staff
 * report reads; issue 13 adds the join form, management and offers. One entry per e-mail address
 * and event: joining again changes nothing and answers the same, so the answer never tells a caller
 * whether an address was already on a list. Only a sold-out or closed event that has not taken
 * place has a list to join (src/domain/waiting-list.ts).
 */
export interface WaitingListJoinRequest {
  eventID?: string
  email?: string
  firstName?: string
  lastName?: string
}

const EVENT_ID = /^[1-9]\d{0,9}$/

async function insertEntry(db: Queryable, entry: { eventId: number; firstName: string; lastName: string; email: string; now: Date }): Promise<void> {
  await db.query(
    `INSERT INTO booking.waiting_list_entries (event_id, first_name, last_name, email, created_at)
     SELECT $1, $2, $3, $4, $5 WHERE EXISTS (SELECT 1 FROM booking.booking_events e WHERE e.event_id = $1 AND e.published)
     ON CONFLICT (event_id, lower(email)) DO NOTHING`,
    [entry.eventId, entry.firstName, entry.lastName, entry.email, entry.now],
  )
}


export function createWaitingListService(pool: pg.Pool, clock: () => Date = () => new Date()) {
  return {
    /** Validates with the join form's rules (their messages as errorCode and fieldErrors), then joins once. */
    async join(request: WaitingListJoinRequest): Promise<void> {
      const parsed = waitingListJoinSchema.safeParse({ event: request.eventID ?? '', firstName: request.firstName ?? '', lastName: request.lastName ?? '', email: request.email ?? '' })
      if (!parsed.success) throw new CheckoutValidationError(parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })))
      const { event, firstName, lastName, email } = parsed.data
      const now = clock()
      const found = EVENT_ID.test(event) && Number(event) <= 2_147_483_647 ? await findBookableEventById(pool, Number(event), now) : null
      if (!found) throw new EventNotFoundError(BOOKING_MESSAGES.eventNotFound)
      // Sold-out and closed events only (issue 13 point 1): tickets on sale are booked, not waited for.
      const opening = waitingListOpening(found, now)
      if (opening === 'hasTickets') throw new WaitingListClosedError(BOOKING_MESSAGES.waitingListHasTickets)
      if (opening === 'past') throw new WaitingListClosedError(BOOKING_MESSAGES.waitingListPast)
      await insertEntry(pool, { eventId: found.eventId, firstName, lastName, email, now })
    },
  }
}

export type WaitingListService = ReturnType<typeof createWaitingListService>

let defaultService: WaitingListService | undefined

export function waitingListService(): WaitingListService {
  defaultService ??= createWaitingListService(bookingPool())
  return defaultService
}
