import type pg from 'pg'

import type { OfferBasketState, OfferState } from '../../domain/waiting-list-offers'
import type { Queryable } from '../checkout/checkout-repository'

/**
 * The SQL of waiting lists (issue 13, docs/decisions/0028): entries, the management links e-mailed
 * to an address, and offers of returned places. Services own the transactions.
 */

/** An entry as its owner sees it on the management page (spec 001 section 3: id, eventID, eventTitle). */
export interface OwnEntry {
  id: string
  eventID: string
  eventTitle: string
  eventDateTime: Date
  eventUri: string
  joinedAt: Date
}

export async function entriesOfAddress(db: Queryable, email: string): Promise<OwnEntry[]> {
  const { rows } = await db.query<OwnEntry>(
    `SELECT w.id, w.event_id::text AS "eventID", e.title AS "eventTitle", e.date_time AS "eventDateTime", e.uri AS "eventUri", w.created_at AS "joinedAt"
       FROM booking.waiting_list_entries w JOIN booking.booking_events e ON e.event_id = w.event_id
      WHERE lower(w.email) = lower($1) AND w.confirmed_at IS NOT NULL
      ORDER BY e.date_time, w.created_at`,
    [email],
  )
  return rows
}

/**
 * A join (issue 23 point 5), one statement whatever the address (booking.join_waiting_list, migration
 * 0020): a confirmed entry changes nothing; otherwise, when the address's e-mail for the window is
 * free, the unconfirmed entry and its confirmation e-mail are stored together.
 */
export async function joinWaitingList(
  db: Queryable,
  join: { eventId: number; firstName: string; lastName: string; email: string; addressHash: string; tokenHash: string; now: Date; expiresAt: Date; windowMinutes: number; payload: unknown },
): Promise<void> {
  await db.query(`SELECT booking.join_waiting_list($1, $2, $3, $4, $5, $6, $7, $8, make_interval(mins => $9), $10)`, [
    join.eventId,
    join.firstName,
    join.lastName,
    join.email,
    join.addressHash,
    join.tokenHash,
    join.now,
    join.expiresAt,
    join.windowMinutes,
    JSON.stringify(join.payload),
  ])
}

/**
 * The management search (issue 23 point 5), one statement whatever the address
 * (booking.send_waiting_list_link): only an address with a confirmed entry and its e-mail for the
 * window free gets the link and its e-mail.
 */
export async function sendWaitingListLink(
  db: Queryable,
  link: { email: string; addressHash: string; tokenHash: string; now: Date; expiresAt: Date; windowMinutes: number; payload: unknown },
): Promise<void> {
  await db.query(`SELECT booking.send_waiting_list_link($1, $2, $3, $4, $5, make_interval(mins => $6), $7)`, [
    link.email,
    link.addressHash,
    link.tokenHash,
    link.now,
    link.expiresAt,
    link.windowMinutes,
    JSON.stringify(link.payload),
  ])
}

/** A confirmation link's entry and event, as its page shows them; null for a link that names none. */
export interface EntryToConfirm {
  id: string
  email: string
  confirmedAt: Date | null
  confirmExpiresAt: Date | null
  eventTitle: string
  eventDateTime: Date
  eventUri: string
}

export async function entryByConfirmTokenHash(db: Queryable, tokenHash: string): Promise<EntryToConfirm | null> {
  const { rows } = await db.query<EntryToConfirm>(
    `SELECT w.id, w.email, w.confirmed_at AS "confirmedAt", w.confirm_expires_at AS "confirmExpiresAt",
            e.title AS "eventTitle", e.date_time AS "eventDateTime", e.uri AS "eventUri"
       FROM booking.waiting_list_entries w JOIN booking.booking_events e ON e.event_id = w.event_id
      WHERE w.confirm_token_hash = $1`,
    [tokenHash],
  )
  return rows[0] ?? null
}

/** Confirms the entry of a live link, once: true when this call confirmed it. */
export async function confirmEntry(db: Queryable, tokenHash: string, now: Date): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE booking.waiting_list_entries SET confirmed_at = $2 WHERE confirm_token_hash = $1 AND confirmed_at IS NULL AND confirm_expires_at > $2`,
    [tokenHash, now],
  )
  return (rowCount ?? 0) > 0
}

/** Removes unconfirmed entries whose confirmation link has ended (the offers job). */
export async function deleteUnconfirmedEntries(db: Queryable, now: Date): Promise<number> {
  const { rowCount } = await db.query(`DELETE FROM booking.waiting_list_entries WHERE confirmed_at IS NULL AND confirm_expires_at <= $1`, [now])
  return rowCount ?? 0
}

/** Forgets e-mail allowances whose window has passed: they would allow the next e-mail anyway. */
export async function deleteSpentMailAllowances(db: Queryable, now: Date, windowMinutes: number): Promise<void> {
  await db.query(`DELETE FROM booking.waiting_list_mail_allowance WHERE last_sent_at <= $1::timestamptz - make_interval(mins => $2)`, [now, windowMinutes])
}

export async function insertLink(db: Queryable, link: { tokenHash: string; email: string; now: Date; expiresAt: Date }): Promise<void> {
  await db.query(`INSERT INTO booking.waiting_list_links (token_hash, email, created_at, expires_at) VALUES ($1, $2, $3, $4)`, [link.tokenHash, link.email, link.now, link.expiresAt])
}

/** The address a live link belongs to; null for an unknown or expired one. */
export async function addressOfLink(db: Queryable, tokenHash: string, now: Date): Promise<string | null> {
  const { rows } = await db.query<{ email: string }>(`SELECT email FROM booking.waiting_list_links WHERE token_hash = $1 AND expires_at > $2`, [tokenHash, now])
  return rows[0]?.email ?? null
}

/**
 * Removes ended management links, and empties the e-mails that carried them (and the joins'
 * confirmation links) a week after they were made (they belong to no event, so the retention job would never reach them): the address, the
 * token and the rendered message go.
 */
export async function deleteExpiredLinks(db: Queryable, now: Date): Promise<number> {
  const { rowCount } = await db.query(`DELETE FROM booking.waiting_list_links WHERE expires_at <= $1`, [now])
  await db.query(
    `UPDATE booking.email_outbox SET to_address = 'anonymised', html = NULL, payload = '{}'::jsonb
      WHERE kind IN ('waiting_list_link', 'waiting_list_confirm') AND state <> 'pending' AND created_at < $1::timestamptz - interval '7 days' AND to_address <> 'anonymised'`,
    [now],
  )
  return rowCount ?? 0
}

/** An address's entry (for removal), with its event; null when the entry is not that address's. */
export async function ownEntryForRemoval(db: Queryable, entryId: string, email: string): Promise<{ id: string; eventId: number } | null> {
  const { rows } = await db.query<{ id: string; eventId: number }>(
    `SELECT id, event_id AS "eventId" FROM booking.waiting_list_entries WHERE id = $1 AND lower(email) = lower($2)`,
    [entryId, email],
  )
  return rows[0] ?? null
}

/** Ends an entry's live offer as withdrawn (its owner left the list); the offers' baskets come back. */
export async function withdrawOffersOfEntry(db: Queryable, entryId: string, now: Date): Promise<string[]> {
  const { rows } = await db.query<{ basketId: string }>(
    `UPDATE booking.waiting_list_offers SET state = 'withdrawn', ended_at = $2 WHERE entry_id = $1 AND state IN ('offered', 'accepted') RETURNING basket_id AS "basketId"`,
    [entryId, now],
  )
  return rows.map((row) => row.basketId)
}

export async function deleteEntry(db: Queryable, entryId: string): Promise<void> {
  await db.query('DELETE FROM booking.waiting_list_entries WHERE id = $1', [entryId])
}

/** Locks an event's inventory row (the order every booking write keeps); false when it is taken and skipLocked, or unknown. */
export async function lockEvent(client: pg.PoolClient, eventId: number, skipLocked: boolean): Promise<boolean> {
  const { rowCount } = await client.query(`SELECT 1 FROM booking.event_inventory WHERE event_id = $1 FOR UPDATE${skipLocked ? ' SKIP LOCKED' : ''}`, [eventId])
  return (rowCount ?? 0) > 0
}

/** The next person in join order who has confirmed their address and not yet been offered places on this event. */
export async function nextUnofferedEntry(db: Queryable, eventId: number): Promise<{ id: string; firstName: string; email: string } | null> {
  const { rows } = await db.query<{ id: string; firstName: string; email: string }>(
    `SELECT w.id, w.first_name AS "firstName", w.email FROM booking.waiting_list_entries w
      WHERE w.event_id = $1 AND w.confirmed_at IS NOT NULL AND NOT EXISTS (SELECT 1 FROM booking.waiting_list_offers o WHERE o.entry_id = w.id)
      ORDER BY w.created_at, w.id LIMIT 1`,
    [eventId],
  )
  return rows[0] ?? null
}

/** A live offer whose time is up, with its basket as it stands (null once the purge removed it). */
export interface DueOffer {
  id: string
  state: OfferState
  basketId: string
  basket: { state: OfferBasketState; expiresAt: Date } | null
}

export async function dueOffersOfEvent(client: pg.PoolClient, eventId: number, now: Date): Promise<DueOffer[]> {
  const { rows } = await client.query<{ id: string; state: OfferState; basketId: string; basketState: OfferBasketState | null; basketExpiresAt: Date | null }>(
    `SELECT o.id, o.state, o.basket_id AS "basketId", b.state AS "basketState", b.expires_at AS "basketExpiresAt"
       FROM booking.waiting_list_offers o LEFT JOIN booking.baskets b ON b.id = o.basket_id
      WHERE o.event_id = $1 AND o.state IN ('offered', 'accepted') AND o.expires_at <= $2
      FOR UPDATE OF o`,
    [eventId, now],
  )
  return rows.map(({ basketState, basketExpiresAt, ...offer }) => ({ ...offer, basket: basketState && basketExpiresAt ? { state: basketState, expiresAt: basketExpiresAt } : null }))
}

export async function setOfferState(db: Queryable, offerId: string, state: OfferState, now: Date): Promise<void> {
  await db.query(`UPDATE booking.waiting_list_offers SET state = $2, ended_at = $3 WHERE id = $1`, [offerId, state, now])
}

export async function postponeOffer(db: Queryable, offerId: string, until: Date): Promise<void> {
  await db.query(`UPDATE booking.waiting_list_offers SET expires_at = $2 WHERE id = $1`, [offerId, until])
}

/**
 * Gives an open basket's held places back at once and ends the basket (an offer that lapsed or was
 * withdrawn). The caller holds the event's lock. An ordered or paid basket is left alone.
 */
export async function endOpenBasket(db: Queryable, basketId: string, now: Date): Promise<void> {
  await db.query(
    `WITH basket AS (
       UPDATE booking.baskets SET state = 'expired', updated_at = $2 WHERE id = $1 AND state = 'open' RETURNING id
     )
     SELECT booking.end_holds(array_agg(h.id), $2) FROM booking.holds h JOIN basket b ON b.id = h.basket_id WHERE h.state = 'held'`,
    [basketId, now],
  )
}

export async function insertOffer(
  db: Queryable,
  offer: { entryId: string; eventId: number; basketId: string; tickets: number; tokenHash: string; now: Date; expiresAt: Date },
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO booking.waiting_list_offers (entry_id, event_id, basket_id, tickets, state, token_hash, offered_at, expires_at)
     VALUES ($1, $2, $3, $4, 'offered', $5, $6, $7) RETURNING id`,
    [offer.entryId, offer.eventId, offer.basketId, offer.tickets, offer.tokenHash, offer.now, offer.expiresAt],
  )
  return rows[0]!.id
}

/** Queues an e-mail in the outbox (decision 0023), in the caller's transaction. */
export async function queueEmail(db: Queryable, email: { kind: string; to: string; payload: unknown; basketId?: string | null; now: Date }): Promise<void> {
  await db.query(
    `INSERT INTO booking.email_outbox (kind, basket_id, to_address, payload, next_attempt_at, created_at) VALUES ($1, $2, $3, $4, $5, $5)`,
    [email.kind, email.basketId ?? null, email.to, JSON.stringify(email.payload), email.now],
  )
}

/**
 * Events where the offers job has something to do: a live offer whose time is up, or people not yet
 * offered anything while the event, on sale, has places free. Oldest event ids first, a bounded batch.
 */
export async function eventsWithOfferWork(db: Queryable, now: Date, limit: number): Promise<number[]> {
  const { rows } = await db.query<{ eventId: number }>(
    `SELECT event_id AS "eventId" FROM (
       SELECT o.event_id FROM booking.waiting_list_offers o WHERE o.state IN ('offered', 'accepted') AND o.expires_at <= $1
       UNION
       SELECT w.event_id FROM booking.waiting_list_entries w JOIN booking.booking_events e ON e.event_id = w.event_id
        WHERE w.confirmed_at IS NOT NULL AND e.published AND booking.on_sale(e.sales_from, e.sales_to, $1) AND e.date_time > $1
          AND NOT EXISTS (SELECT 1 FROM booking.waiting_list_offers o WHERE o.entry_id = w.id)
        GROUP BY w.event_id HAVING booking.tickets_available(w.event_id, $1) > 0
     ) work ORDER BY event_id LIMIT $2`,
    [now, limit],
  )
  return rows.map((row) => row.eventId)
}

/** An offer as its link shows it. */
export interface OfferByToken {
  id: string
  state: OfferState
  eventId: number
  basketId: string
  tickets: number
  expiresAt: Date
  eventTitle: string
  eventDateTime: Date
  eventUri: string
}

/**
 * An offer by its link. A live offer whose basket is paid reads as booked at once (the offers job
 * records it when the offer's time is up), so the link never leads a booked person back to checkout.
 */
export async function offerByTokenHash(db: Queryable, tokenHash: string, lock = false): Promise<OfferByToken | null> {
  const { rows } = await db.query<OfferByToken>(
    `SELECT o.id,
            CASE WHEN o.state IN ('offered', 'accepted') AND EXISTS (SELECT 1 FROM booking.baskets b WHERE b.id = o.basket_id AND b.state = 'paid')
                 THEN 'booked'::booking.offer_state ELSE o.state END AS state,
            o.event_id AS "eventId", o.basket_id AS "basketId", o.tickets, o.expires_at AS "expiresAt",
            e.title AS "eventTitle", e.date_time AS "eventDateTime", e.uri AS "eventUri"
       FROM booking.waiting_list_offers o JOIN booking.booking_events e ON e.event_id = o.event_id
      WHERE o.token_hash = $1${lock ? ' FOR UPDATE OF o' : ''}`,
    [tokenHash],
  )
  return rows[0] ?? null
}

/**
 * Starts checkout on an offer's basket: its 30 minutes (src/domain/basket-hold.ts) start now, for the
 * basket and its holds, and the offer waits for them. The basket counts as made now too: time to
 * finish counts its extensions as (basket_time - created_at) / 600 (decision 0022).
 */
export async function startOfferCheckout(db: Queryable, offer: { id: string; basketId: string }, basketTime: number, checkoutEndsAt: Date, now: Date): Promise<void> {
  await db.query(
    `WITH basket AS (
       UPDATE booking.baskets SET basket_time = $3, created_at = $5, expires_at = $4, updated_at = $5 WHERE id = $2 AND state = 'open' RETURNING id
     ), held AS (
       UPDATE booking.holds SET expires_at = $4 WHERE basket_id = $2 AND state = 'held'
     )
     UPDATE booking.waiting_list_offers SET state = 'accepted', accepted_at = $5, expires_at = $4 WHERE id = $1`,
    [offer.id, offer.basketId, basketTime, checkoutEndsAt, now],
  )
}
