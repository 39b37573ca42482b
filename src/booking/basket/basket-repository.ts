import type pg from 'pg'

import { prepared } from '../db/prepared'

/**
 * SQL for baskets, holds and the inventory they draw on (the repository owns the SQL; STYLE.md).
 * Availability is never computed here: it comes from booking.tickets_available(event, now) and
 * booking.concession_units_available(concession, now), and every write goes through the locking
 * functions in src/booking/db/sql/ (take_tickets, release_basket).
 */
type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>

export interface InventoryConcession {
  id: string
  title: string
  description: string
  concessionPrice: number
  discountedConcessionPrice: number | null
  maxNumberAvailable: number | null
  numTicketsUsed: number
  /** The concession's own stock left now; null when only the event's pool limits it. */
  unitsLeft: number | null
}

export interface QuestionRow {
  type: string
  title: string
  label: string
  required?: boolean | null
  options?: Array<string | { value: string }> | null
}

export interface BookingEventRow {
  eventId: number
  slug: string
  uri: string
  contentType: string
  title: string
  dateTime: Date
  salesFrom: Date | null
  salesTo: Date | null
  discountFrom: Date | null
  discountTo: Date | null
  earlyBirdDiscount: number
  price: number | null
  freeOrPaid: 'free' | 'paid'
  externalListingUrl: string | null
  bookingRequired: boolean
  serviceTermsHtml: string
  checkoutGuidanceHtml: string
  bookingQuestions: QuestionRow[]
  ticketQuestions: QuestionRow[]
  gl: string
  costCode: string
}

export interface BookableEvent extends BookingEventRow {
  /** capacity - sold - unexpired holds at `now` (may be negative after an editor lowers capacity). */
  ticketsAvailable: number
  concessions: InventoryConcession[]
}

const EVENT_COLUMNS = `e.event_id AS "eventId", e.slug, e.uri, e.content_type AS "contentType", e.title,
  e.date_time AS "dateTime", e.sales_from AS "salesFrom", e.sales_to AS "salesTo",
  e.discount_from AS "discountFrom", e.discount_to AS "discountTo", e.early_bird_discount AS "earlyBirdDiscount",
  e.price, e.free_or_paid AS "freeOrPaid", e.external_listing_url AS "externalListingUrl",
  e.booking_required AS "bookingRequired", e.service_terms_html AS "serviceTermsHtml",
  e.checkout_guidance_html AS "checkoutGuidanceHtml", e.booking_questions AS "bookingQuestions",
  e.ticket_questions AS "ticketQuestions", e.gl, e.cost_code AS "costCode"`

const BOOKABLE_EVENT = `SELECT ${EVENT_COLUMNS},
  booking.tickets_available(e.event_id, $2) AS "ticketsAvailable",
  coalesce((
    SELECT json_agg(json_build_object(
      'id', c.concession_id, 'title', c.title, 'description', c.description,
      'concessionPrice', c.concession_price, 'discountedConcessionPrice', c.discounted_concession_price,
      'maxNumberAvailable', c.max_number_available, 'numTicketsUsed', c.num_tickets_used,
      'unitsLeft', booking.concession_units_available(c.concession_id, $2)
    ) ORDER BY c.sort_order, c.concession_id)
    FROM booking.concession_inventory c WHERE c.event_id = e.event_id AND NOT c.removed
  ), '[]'::json) AS concessions
FROM booking.booking_events e`

/** A published event with its availability and concessions at `now`, by slug; null when none. */
export async function findBookableEventBySlug(db: Queryable, slug: string, now: Date): Promise<BookableEvent | null> {
  const { rows } = await db.query<BookableEvent>(`${BOOKABLE_EVENT} WHERE e.slug = $1 AND e.published`, [slug, now])
  return rows[0] ?? null
}

/** The same by event id. */
export async function findBookableEventById(db: Queryable, eventId: number, now: Date): Promise<BookableEvent | null> {
  const { rows } = await db.query<BookableEvent>(`${BOOKABLE_EVENT} WHERE e.event_id = $1 AND e.published`, [eventId, now])
  return rows[0] ?? null
}

export interface TakeRequest {
  basketId: string
  eventId: number
  lines: ReadonlyArray<{ concessionId: string; quantity: number; unitPrice: number }>
  now: Date
  basketTime: number
  expiresAt: Date
  ticketLimit: number
  previousBasketId: string | null
  /** Who asks, as the API's edge identifies a client (decision 0016); null: not counted. */
  clientKey?: string | null
  /** The most open baskets clientKey may hold at once; 0 (the default): no cap. */
  openBasketLimit?: number
}

export interface TakenHold {
  concessionId: string
  quantity: number
  tickets: number
  ticketIds: string[]
}

/** Why take_tickets refused, from its BKnnn SQLSTATE (src/booking/db/sql/take_tickets.sql). */
export type TakeRefusal =
  | { reason: 'eventNotFound' }
  | { reason: 'eventNotOnSale' }
  | { reason: 'notEnoughTickets'; ticketsLeft: number }
  | { reason: 'concessionStock'; concessionId: string; unitsLeft: number }
  | { reason: 'concessionNotFound'; concessionId: string }
  | { reason: 'concessionMaximum'; concessionId: string; maximum: number }
  | { reason: 'basketLimit'; limit: number }
  | { reason: 'tooManyOpenBaskets'; retryAfterSeconds: number }

export class TakeRefusedError extends Error {
  constructor(readonly refusal: TakeRefusal) {
    super(`take refused: ${refusal.reason}`)
    this.name = 'TakeRefusedError'
  }
}

function refusalOf(error: unknown): TakeRefusal | undefined {
  const { code, detail } = (error ?? {}) as { code?: string; detail?: string }
  const json = () => JSON.parse(detail ?? '{}') as { concessionId?: string; left?: number; max?: number }
  switch (code) {
    case 'BK404':
      return { reason: 'eventNotFound' }
    case 'BK405':
      return { reason: 'eventNotOnSale' }
    case 'BK410':
      return { reason: 'notEnoughTickets', ticketsLeft: Number(detail ?? 0) }
    case 'BK411': {
      const d = json()
      return { reason: 'concessionStock', concessionId: String(d.concessionId), unitsLeft: Number(d.left ?? 0) }
    }
    case 'BK412':
      return { reason: 'concessionNotFound', concessionId: String(detail ?? '') }
    case 'BK413': {
      const d = json()
      return { reason: 'concessionMaximum', concessionId: String(d.concessionId), maximum: Number(d.max ?? 0) }
    }
    case 'BK414':
      return { reason: 'basketLimit', limit: Number(detail ?? 0) }
    case 'BK429':
      return { reason: 'tooManyOpenBaskets', retryAfterSeconds: Number(detail ?? 0) }
    default:
      return undefined
  }
}

/**
 * The take's statement. A hold is a 30-minute reservation that the buyer can make again, so its
 * transaction commits without waiting for the WAL flush (`synchronous_commit` off for this
 * transaction only): the event row's lock is released sooner, which is what limits a rush. A crash
 * of PostgreSQL can lose the last fraction of a second of holds, whole (counters and holds commit
 * together, so never an oversell); the buyer then sees 'Basket is no longer valid, please checkout
 * again'. Orders and payments keep synchronous commits (docs/decisions/0007).
 */
export const TAKE_TICKETS = prepared(
  'take-tickets',
  `SELECT t.* FROM (SELECT set_config('synchronous_commit', 'off', true)) AS relaxed,
  booking.take_tickets($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) AS t`,
)

/**
 * Several takes of one event as one statement (booking.take_tickets_batch, decisions 0048 and 0049): one
 * round trip, one commit and one wait for the event's lock for them all. Each take's rows are written
 * before the lock, in a subtransaction of its own, and counted under it; a refusal undoes only its own
 * take and comes back as that take's error.
 */
const TAKE_TICKETS_BATCH = prepared(
  'take-tickets-batch',
  `SELECT b.* FROM (SELECT set_config('synchronous_commit', 'off', true)) AS relaxed, booking.take_tickets_batch($1::jsonb) AS b`,
)

/** At most this many takes in one statement (PostgreSQL caches 64 subtransactions per transaction). */
export const TAKE_BATCH_MAX = 32

interface WaitingTake {
  request: TakeRequest
  resolve: (holds: TakenHold[]) => void
  reject: (error: unknown) => void
}

/**
 * At most this many statements of one event in flight per pool (decision 0049): a batch writes its takes
 * before it waits for the event's lock, so a second batch's writes overlap the first's counts.
 */
export const TAKE_BATCHES_IN_FLIGHT = 2
/**
 * A statement beyond the first goes only once this many takes wait: on a busy event that is not in a
 * rush, fewer and fuller batches cost less CPU than statements half full (decision 0049).
 */
export const TAKES_FOR_ANOTHER_BATCH = 8

/** Per pool and event: how many statements are in flight, and the takes that came while they were. */
interface EventTakes {
  inFlight: number
  queued: WaitingTake[]
  /** The client keys of the takes in flight: a client's takes never go in two statements at once. */
  clients: Set<string>
}
const waitingTakes = new WeakMap<pg.Pool, Map<number, EventTakes>>()

/**
 * The queued takes the next statement may carry, in order, at most TAKE_BATCH_MAX, taken off the queue
 * (none if fewer than `minimum`): none whose client has a take in flight. Two statements in flight each
 * count a client's open baskets before the other commits, so one client's takes in both could pass the
 * open-basket cap together; in one statement they are counted one after another (decision 0049).
 */
function nextBatch(takes: EventTakes, minimum = 1): WaitingTake[] {
  const batch: WaitingTake[] = []
  const left: WaitingTake[] = []
  for (const waiting of takes.queued) {
    const client = waiting.request.clientKey
    if (batch.length < TAKE_BATCH_MAX && (client == null || !takes.clients.has(client))) batch.push(waiting)
    else left.push(waiting)
  }
  if (batch.length < minimum) return []
  takes.queued = left
  return batch
}

/** A hold as take_tickets returns it (one row each, or one JSON object each in a batch's row). */
interface TakeRow {
  concession_id: string
  quantity: number
  tickets: number
  ticket_ids: string[]
}

function takenHold(row: TakeRow): TakenHold {
  return { concessionId: row.concession_id, quantity: row.quantity, tickets: row.tickets, ticketIds: row.ticket_ids }
}

interface BatchRow {
  take_index: number
  error_code: string | null
  error_detail: string | null
  error_message: string | null
  holds: TakeRow[] | null
}

async function sendBatch(pool: pg.Pool, takes: EventTakes, eventId: number, batch: WaitingTake[]): Promise<void> {
  const clients = batch.flatMap(({ request }) => (request.clientKey == null ? [] : [request.clientKey]))
  for (const client of clients) takes.clients.add(client)
  try {
    const sent = batch.map(({ request }) => ({
      basketId: request.basketId,
      eventId: request.eventId,
      concessionIds: request.lines.map((line) => line.concessionId),
      quantities: request.lines.map((line) => line.quantity),
      unitPrices: request.lines.map((line) => line.unitPrice),
      now: request.now.toISOString(),
      basketTime: request.basketTime,
      expiresAt: request.expiresAt.toISOString(),
      ticketLimit: request.ticketLimit,
      clientKey: request.clientKey ?? null,
      openLimit: request.openBasketLimit ?? 0,
    }))
    const { rows } = await pool.query<BatchRow>({ ...TAKE_TICKETS_BATCH, values: [JSON.stringify(sent)] })
    for (const row of rows) {
      const waiting = batch[row.take_index]!
      if (row.error_code === null) {
        waiting.resolve((row.holds ?? []).map(takenHold))
        continue
      }
      const refusal = refusalOf({ code: row.error_code, detail: row.error_detail ?? undefined })
      waiting.reject(refusal ? new TakeRefusedError(refusal) : Object.assign(new Error(row.error_message ?? 'the take failed'), { code: row.error_code }))
    }
  } catch (error) {
    // The statement itself failed (the connection, the server): every take in it failed, none held.
    for (const waiting of batch) waiting.reject(error)
  } finally {
    for (const client of clients) takes.clients.delete(client)
    const next = nextBatch(takes)
    if (next.length > 0) void sendBatch(pool, takes, eventId, next)
    // Takes left queued here wait for a client's take in the other statement, which sends them when it ends.
    else if (--takes.inFlight === 0) waitingTakes.get(pool)!.delete(eventId)
  }
}

/**
 * The take as the checkout makes it, in a transaction of its own on `pool`. Takes of one event that
 * arrive while one of its statements is in flight wait and go together in the next (at most
 * TAKE_BATCH_MAX), or in a second statement once TAKES_FOR_ANOTHER_BATCH wait: in a rush they would queue
 * on the event's lock anyway, and together they cost one round trip, one lock and one commit instead of one
 * each (decisions 0048 and 0049). A take that clears a previous basket goes alone: it locks that basket's
 * events too, in id order, which a batch holding this event's lock could not keep. Refusals and holds are
 * each take's own, as with takeTickets.
 */
export function takeTicketsWithOthers(pool: pg.Pool, request: TakeRequest): Promise<TakenHold[]> {
  if (request.previousBasketId !== null) return takeTickets(pool, request)
  return new Promise((resolve, reject) => {
    let byEvent = waitingTakes.get(pool)
    if (!byEvent) waitingTakes.set(pool, (byEvent = new Map()))
    let takes = byEvent.get(request.eventId)
    if (!takes) byEvent.set(request.eventId, (takes = { inFlight: 0, queued: [], clients: new Set() }))
    if (takes.inFlight === 0) {
      takes.inFlight++
      void sendBatch(pool, takes, request.eventId, [{ request, resolve, reject }])
      return
    }
    takes.queued.push({ request, resolve, reject })
    if (takes.inFlight < TAKE_BATCHES_IN_FLIGHT && takes.queued.length >= TAKES_FOR_ANOTHER_BATCH) {
      const next = nextBatch(takes, TAKES_FOR_ANOTHER_BATCH)
      if (next.length > 0) {
        takes.inFlight++
        void sendBatch(pool, takes, request.eventId, next)
      }
    }
  })
}

/**
 * The atomic take: one call of booking.take_tickets, one transaction and one round trip. Throws
 * TakeRefusedError when a limit refuses it (nothing is then held); other errors pass through. For a
 * take inside a caller's transaction (a waiting-list offer); the checkout uses takeTicketsWithOthers.
 */
export async function takeTickets(db: Queryable, request: TakeRequest): Promise<TakenHold[]> {
  try {
    const { rows } = await db.query<TakeRow>({
      ...TAKE_TICKETS,
      values: [
        request.basketId,
        request.eventId,
        request.lines.map((line) => line.concessionId),
        request.lines.map((line) => line.quantity),
        request.lines.map((line) => line.unitPrice),
        request.now,
        request.basketTime,
        request.expiresAt,
        request.ticketLimit,
        request.previousBasketId,
        request.clientKey ?? null,
        request.openBasketLimit ?? 0,
      ],
    })
    return rows.map(takenHold)
  } catch (error) {
    const refusal = refusalOf(error)
    if (refusal) throw new TakeRefusedError(refusal)
    throw error
  }
}

export interface BasketRow extends BookingEventRow {
  id: string
  state: 'open' | 'cleared' | 'expired' | 'ordered' | 'paid' | 'cancelled'
  basketTime: number
  expiresAt: Date
}

export interface HoldRow {
  concessionId: string
  title: string
  quantity: number
  tickets: number
  unitPrice: number
  concessionPrice: number
  discountedConcessionPrice: number | null
  expiresAt: Date
  ticketIds: string[]
}

const FIND_BASKET = prepared(
  'find-basket',
  `SELECT b.id, b.state, b.basket_time::float8 AS "basketTime", b.expires_at AS "expiresAt", ${EVENT_COLUMNS}
     FROM booking.baskets b JOIN booking.booking_events e ON e.event_id = b.event_id WHERE b.id = $1`,
)

export async function findBasket(db: Queryable, basketId: string): Promise<BasketRow | null> {
  const { rows } = await db.query<BasketRow>({ ...FIND_BASKET, values: [basketId] })
  return rows[0] ?? null
}

/** The basket's holds still in state 'held', in the order taken, with their ticket ids. */
export async function findLiveHolds(db: Queryable, basketId: string): Promise<HoldRow[]> {
  const { rows } = await db.query<HoldRow>(
    `SELECT h.concession_id AS "concessionId", c.title, h.quantity, h.tickets, h.unit_price AS "unitPrice",
       c.concession_price AS "concessionPrice", c.discounted_concession_price AS "discountedConcessionPrice",
       h.expires_at AS "expiresAt",
       coalesce((SELECT array_agg(t.id::text ORDER BY t.position) FROM booking.tickets t WHERE t.hold_id = h.id), '{}') AS "ticketIds"
     FROM booking.holds h JOIN booking.concession_inventory c ON c.concession_id = h.concession_id
     WHERE h.basket_id = $1 AND h.state = 'held' ORDER BY h.id`,
    [basketId],
  )
  return rows
}

/**
 * The basket and its live holds in one round trip (the checkout start reads both before it places
 * the order): findBasket's row and findLiveHolds' rows, or null for an unknown basket.
 */
const FIND_BASKET_WITH_LIVE_HOLDS = prepared(
  'find-basket-with-live-holds',
  `SELECT b.id, b.state, b.basket_time::float8 AS "basketTime", b.expires_at AS "expiresAt", ${EVENT_COLUMNS},
       coalesce((SELECT json_agg(json_build_object('concessionId', h.concession_id, 'title', c.title, 'quantity', h.quantity,
           'tickets', h.tickets, 'unitPrice', h.unit_price, 'concessionPrice', c.concession_price,
           'discountedConcessionPrice', c.discounted_concession_price, 'expiresAt', h.expires_at,
           'ticketIds', coalesce((SELECT array_agg(t.id::text ORDER BY t.position) FROM booking.tickets t WHERE t.hold_id = h.id), '{}')) ORDER BY h.id)
         FROM booking.holds h JOIN booking.concession_inventory c ON c.concession_id = h.concession_id
         WHERE h.basket_id = b.id AND h.state = 'held'), '[]') AS holds
     FROM booking.baskets b JOIN booking.booking_events e ON e.event_id = b.event_id WHERE b.id = $1`,
)

export async function findBasketWithLiveHolds(db: Queryable, basketId: string): Promise<{ basket: BasketRow; holds: HoldRow[] } | null> {
  const { rows } = await db.query<BasketRow & { holds: Array<Omit<HoldRow, 'expiresAt'> & { expiresAt: string }> }>(
    { ...FIND_BASKET_WITH_LIVE_HOLDS, values: [basketId] },
  )
  const row = rows[0]
  if (!row) return null
  const { holds, ...basket } = row
  return { basket, holds: holds.map((hold) => ({ ...hold, expiresAt: new Date(hold.expiresAt) })) }
}

export class BasketNotChangeableError extends Error {
  constructor(readonly state: string) {
    super(`basket is ${state}`)
    this.name = 'BasketNotChangeableError'
  }
}

/**
 * Gives back a basket's tickets on one event (or all of them) at once, under the events' locks
 * (booking.release_basket). Returns the basket's state afterwards, or null for an unknown basket.
 * Throws BasketNotChangeableError when the basket has moved on to an order.
 */
export async function releaseBasket(db: Queryable, basketId: string, eventId: number | null, now: Date): Promise<string | null> {
  try {
    const { rows } = await db.query<{ state: string | null }>('SELECT booking.release_basket($1, $2, $3) AS state', [basketId, eventId, now])
    return rows[0]?.state ?? null
  } catch (error) {
    const { code, detail } = (error ?? {}) as { code?: string; detail?: string }
    if (code === 'BK409') throw new BasketNotChangeableError(String(detail))
    throw error
  }
}
