import type pg from 'pg'

import { waitingListJoinSchema } from '../../domain/validation/waiting-list'
import { CheckoutValidationError, EventNotFoundError, BOOKING_MESSAGES } from '../basket/errors'
import type { Queryable } from '../checkout/checkout-repository'
import { bookingPool } from '../db/pool.server'

/**
 * Joining an event's waiting list (spec 001 sections 3, 5 and 7: POST /events/waitlist and
 * /events/waitlist/add with eventID, email, firstName, lastName). Issue 12 builds the call the staff
 * report reads; issue 13 adds the join form, management and offers. One entry per e-mail address
 * and event: joining again changes nothing and answers the same, so the answer never tells a caller
 * whether an address was already on a list.
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

async function eventIsPublished(db: Queryable, eventId: number): Promise<boolean> {
  const { rowCount } = await db.query('SELECT 1 FROM booking.booking_events e WHERE e.event_id = $1 AND e.published', [eventId])
  return (rowCount ?? 0) > 0
}

export function createWaitingListService(pool: pg.Pool, clock: () => Date = () => new Date()) {
  return {
    /** Validates with the join form's rules (their messages as errorCode and fieldErrors), then joins once. */
    async join(request: WaitingListJoinRequest): Promise<void> {
      const parsed = waitingListJoinSchema.safeParse({ event: request.eventID ?? '', firstName: request.firstName ?? '', lastName: request.lastName ?? '', email: request.email ?? '' })
      if (!parsed.success) throw new CheckoutValidationError(parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })))
      const { event, firstName, lastName, email } = parsed.data
      if (!EVENT_ID.test(event) || Number(event) > 2_147_483_647 || !(await eventIsPublished(pool, Number(event)))) throw new EventNotFoundError(BOOKING_MESSAGES.eventNotFound)
      await insertEntry(pool, { eventId: Number(event), firstName, lastName, email, now: clock() })
    },
  }
}

export type WaitingListService = ReturnType<typeof createWaitingListService>

let defaultService: WaitingListService | undefined

export function waitingListService(): WaitingListService {
  defaultService ??= createWaitingListService(bookingPool())
  return defaultService
}
