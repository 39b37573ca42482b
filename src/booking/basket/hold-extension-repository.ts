import type pg from 'pg'

import { HOLD_EXTENSION_SECONDS, holdExtensionRefusal, holdExtensionsUsed, type HoldExtensionRefusal } from '../../domain/basket-hold'
import { basketStateAt, type BasketState } from '../../domain/basket-state'
import { inTransaction, type Connectable } from '../db/transaction'

/**
 * The SQL of time to finish (docs/decisions/0022): one transaction that moves a basket's hold on by
 * HOLD_EXTENSION_SECONDS. No column counts the extensions: every extension moves basket_time with the
 * expiry, so (basket_time - created_at) / 600 is the number used (holdExtensionsUsed).
 *
 * Locks: the event's inventory row first, then the basket row, the order take_tickets and
 * release_basket lock in, so an extension never deadlocks with a take that clears this basket as the
 * cookie's previous one. The event lock also keeps a take from ending these holds (end_holds, on
 * holds it chose as expired) between its choice and its update while we move their expiry.
 */
export interface BasketHoldRow {
  state: BasketState
  basketTime: number
  createdAtSeconds: number
  expiresAt: Date
}

export type HoldExtensionOutcome =
  | { kind: 'extended'; basketTime: number; extensionsUsed: number }
  | { kind: 'notFound' }
  | { kind: 'notOpen'; state: string }
  | { kind: 'refused'; reason: HoldExtensionRefusal }

const HOLD_COLUMNS = `b.state::text AS state, b.basket_time::float8 AS "basketTime",
  floor(extract(epoch FROM b.created_at))::float8 AS "createdAtSeconds", b.expires_at AS "expiresAt"`

/** The basket's hold as extension sees it; null for an unknown basket. */
export async function findBasketHold(db: Pick<pg.Pool | pg.PoolClient, 'query'>, basketId: string): Promise<BasketHoldRow | null> {
  const { rows } = await db.query<BasketHoldRow>(`SELECT ${HOLD_COLUMNS} FROM booking.baskets b WHERE b.id = $1`, [basketId])
  return rows[0] ?? null
}

/**
 * Extends the basket's hold by HOLD_EXTENSION_SECONDS when it is open, unexpired at `now` and has an
 * extension left: basket_time, expires_at and the expiry of every hold still 'held' move together.
 */
export async function extendBasketHold(db: Connectable, basketId: string, now: Date): Promise<HoldExtensionOutcome> {
  // A refusal wrote nothing: it ends with ROLLBACK, as only an extension commits.
  return inTransaction(db, (client) => extendInTransaction(client, basketId, now), { commitWhen: (outcome) => outcome.kind === 'extended' })
}

async function extendInTransaction(client: pg.PoolClient, basketId: string, now: Date): Promise<HoldExtensionOutcome> {
  const { rows: found } = await client.query<{ eventId: number }>('SELECT b.event_id AS "eventId" FROM booking.baskets b WHERE b.id = $1', [basketId])
  const eventId = found[0]?.eventId
  if (eventId === undefined) return { kind: 'notFound' }
  await client.query('SELECT 1 FROM booking.event_inventory i WHERE i.event_id = $1 FOR UPDATE', [eventId])
  const { rows } = await client.query<BasketHoldRow>(`SELECT ${HOLD_COLUMNS} FROM booking.baskets b WHERE b.id = $1 FOR UPDATE`, [basketId])
  const hold = rows[0]!
  const state = basketStateAt(hold.state, hold.expiresAt, now)
  const used = holdExtensionsUsed(hold.basketTime, hold.createdAtSeconds)
  const refusal: HoldExtensionRefusal | null = state === 'expired' ? 'expired' : state === 'open' ? holdExtensionRefusal(hold.basketTime, used, now) : null
  if (state !== 'open' || refusal !== null) return refusal !== null ? { kind: 'refused', reason: refusal } : { kind: 'notOpen', state }
  const seconds = String(HOLD_EXTENSION_SECONDS)
  const { rows: moved } = await client.query<{ basketTime: number }>(
    `UPDATE booking.baskets SET basket_time = basket_time + $2::integer,
       expires_at = expires_at + make_interval(secs => $2::integer), updated_at = $3
     WHERE id = $1 RETURNING basket_time::float8 AS "basketTime"`,
    [basketId, seconds, now],
  )
  await client.query(
    `UPDATE booking.holds SET expires_at = expires_at + make_interval(secs => $2::integer) WHERE basket_id = $1 AND state = 'held'`,
    [basketId, seconds],
  )
  return { kind: 'extended', basketTime: moved[0]!.basketTime, extensionsUsed: used + 1 }
}
