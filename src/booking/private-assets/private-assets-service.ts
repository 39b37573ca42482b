import type pg from 'pg'

import { privateAssetsSchema } from '../../domain/validation/private-assets'
import { BOOKING_MESSAGES } from '../booking-messages'
import { EventNotFoundError } from '../errors'

import { bookingStanding, type BookingStanding } from './booked-customer-repository'
import { PrivateAssetsBookingCancelledError, PrivateAssetsNoBookingError, PrivateAssetsRequestError, TooManyPrivateAssetsAttemptsError } from './errors'
import { claimAttempt, forgiveAttempt, type ClaimedAttempt } from './lookup-attempts-repository'
import type { PrivateAssets, PrivateAssetsQuery } from '../../contracts/private-assets'

type Queryable = Pick<pg.Pool, 'query'>

/** Who is asking and when: the client as the abuse limits name it (clientKeyOf), and the clock. */
export interface PrivateAssetsContext {
  clientKey: string
  now: Date
}

export interface PrivateAssetsDeps {
  pool: Queryable
  /** The page's content for a booked customer (private-assets-content.ts over this process's Payload). */
  content: (event: { eventId: number; title: string }) => Promise<PrivateAssets>
}

/**
 * Runs a booking check under the limit on failed look-ups (docs/decisions/0026): one attempt is
 * counted for this client against each of the events first; if any of them is over the limit
 * nothing is looked up (and the counts just made are taken back) and the caller is told when to
 * come again; a check that finds the booking is taken back too, so only failures count. Shared by
 * the look-up below and a private file's download (src/content/collections/private-files.ts).
 */
export async function checkUnderAttemptLimit(
  pool: Queryable,
  attempt: { clientKey: string; eventIds: readonly number[]; now: Date },
  check: () => Promise<boolean>,
): Promise<boolean> {
  const claimed: ClaimedAttempt[] = []
  let retryAfterSeconds = 0
  for (const eventId of attempt.eventIds) {
    const claim = await claimAttempt(pool, { clientKey: attempt.clientKey, eventId }, attempt.now)
    if (claim.allowed) claimed.push(claim)
    else retryAfterSeconds = Math.max(retryAfterSeconds, claim.retryAfterSeconds)
  }
  const found = retryAfterSeconds === 0 && (await check())
  if (retryAfterSeconds > 0 || found) for (const claim of claimed) await forgiveAttempt(pool, claim)
  if (retryAfterSeconds > 0) throw new TooManyPrivateAssetsAttemptsError(retryAfterSeconds)
  return found
}

/** The published event at a path ('/{area}/{event}'), as the booking module knows it. */
async function publishedEventAt(pool: Queryable, eventSlug: string): Promise<{ eventId: number; title: string } | null> {
  const { rows } = await pool.query<{ eventId: number; title: string }>(
    `SELECT event_id AS "eventId", title FROM booking.booking_events WHERE uri = $1 AND published LIMIT 1`,
    [eventSlug],
  )
  return rows[0] ?? null
}

/**
 * The private assets of an event for a booked customer (spec 000 sections 2, 3, 5 and 7; issue 13
 * point 4): the one way in for the page's form and GET /eventsbookingapi/events/assets. The form's
 * rules (email and booking reference required; only the part of the reference before '::' is used),
 * then the event, then, under the limit on failed look-ups, a confirmed booking of that event with
 * that reference and e-mail. Which detail was wrong is never said. A booking whose tickets were all
 * cancelled is refused with its own message (issue 23 point 7).
 */
export async function lookUpPrivateAssets(query: PrivateAssetsQuery, context: PrivateAssetsContext, deps: PrivateAssetsDeps): Promise<PrivateAssets> {
  const form = privateAssetsSchema.safeParse({ email: query.email ?? '', bookingId: query.bookingId ?? '' })
  if (!form.success) throw new PrivateAssetsRequestError(form.error.issues.map((issue) => issue.message).join('. '))
  const event = await publishedEventAt(deps.pool, query.eventSlug ?? '')
  if (!event) throw new EventNotFoundError(BOOKING_MESSAGES.eventNotFound)
  // A cancelled booking was found (its details are right), so it is not counted as a failed guess.
  const found: { standing: BookingStanding } = { standing: 'none' }
  await checkUnderAttemptLimit(deps.pool, { clientKey: context.clientKey, eventIds: [event.eventId], now: context.now }, async () => {
    found.standing = await bookingStanding(deps.pool, { ...form.data, eventIds: [event.eventId] })
    return found.standing !== 'none'
  })
  if (found.standing === 'cancelled') throw new PrivateAssetsBookingCancelledError()
  if (found.standing === 'none') throw new PrivateAssetsNoBookingError()
  return deps.content(event)
}
