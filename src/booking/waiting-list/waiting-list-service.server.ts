import type pg from 'pg'

import { env } from '../../config/env'
import { waitingListJoinSchema, waitingListLookupSchema } from '../../domain/validation/waiting-list'
import { waitingListOpening } from '../../domain/waiting-list'
import { findBookableEventById } from '../basket/basket-repository'
import {
  CheckoutValidationError,
  EventNotFoundError,
  WaitingListClosedError,
  WaitingListEntryNotFoundError,
  WaitingListLinkError,
  BOOKING_MESSAGES,
} from '../basket/errors'
import type { Queryable } from '../checkout/checkout-repository'
import { bookingPool } from '../db/pool.server'

import { inTransaction } from '../checkout/order-settlement'

import { acceptOffer, findOffer, newToken, offerFreePlaces, offerSettingsFromEnv, runOffers, tokenHashOf, type OfferSettings } from './offers'
import {
  addressHasEntries,
  addressOfLink,
  deleteEntry,
  endOpenBasket,
  entriesOfAddress,
  insertLink,
  linksSince,
  lockEvent,
  ownEntryForRemoval,
  queueEmail,
  withdrawOffersOfEntry,
  type OwnEntry,
} from './waiting-list-repository'

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


/**
 * Management through an e-mailed link (issue 13 point 2, docs/decisions/0028): the search never shows
 * entries; it e-mails the address a link (LINK_HOURS valid), and the entries show to whoever follows it.
 * An address gets at most LINKS_PER_ADDRESS_PER_HOUR links an hour, so the search cannot be used to
 * flood a mailbox; past that, and for an address with no entries, nothing is sent and the answer is
 * the same, so the search never tells whether an address is on a list.
 */
export const LINKS_PER_ADDRESS_PER_HOUR = 3

export interface WaitingListSettings extends OfferSettings {
  linkHours: number
}

export function waitingListSettingsFromEnv(): WaitingListSettings {
  return { ...offerSettingsFromEnv(), linkHours: env().WAITING_LIST_LINK_HOURS }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const TOKEN = /^[A-Za-z0-9_-]{20,100}$/

export function createWaitingListService(pool: pg.Pool, clock: () => Date = () => new Date(), settings: () => WaitingListSettings = waitingListSettingsFromEnv) {
  async function addressOf(token: string | undefined, now: Date): Promise<string> {
    const email = token && TOKEN.test(token) ? await addressOfLink(pool, tokenHashOf(token), now) : null
    if (!email) throw new WaitingListLinkError()
    return email
  }

  return {
    /**
     * The management page's search: e-mails the address a link to its entries when it has some and
     * has not had LINKS_PER_ADDRESS_PER_HOUR links this hour. Answers nothing either way.
     */
    async sendLink(request: { email?: string }): Promise<void> {
      const parsed = waitingListLookupSchema.safeParse({ email: request.email ?? '' })
      if (!parsed.success) throw new CheckoutValidationError(parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })))
      const { email } = parsed.data
      const now = clock()
      await inTransaction(pool, async (client) => {
        // One link at a time per address: a burst of searches for one address queues here.
        await client.query('SELECT pg_advisory_xact_lock(hashtext(lower($1)))', [email])
        if (!(await addressHasEntries(client, email))) return
        if ((await linksSince(client, email, new Date(now.getTime() - 3_600_000))) >= LINKS_PER_ADDRESS_PER_HOUR) return
        const token = newToken()
        const expiresAt = new Date(now.getTime() + settings().linkHours * 3_600_000)
        await insertLink(client, { tokenHash: tokenHashOf(token), email, now, expiresAt })
        await queueEmail(client, { kind: 'waiting_list_link', to: email, now, payload: { token, expiresAt: expiresAt.toISOString() } })
      })
    },

    /** GET /events/waitlist: the entries of the link's address; the e-mail given must be that address. */
    async entries(request: { token?: string; email?: string }): Promise<OwnEntry[]> {
      const email = await addressOf(request.token, clock())
      if (request.email !== undefined && request.email.trim().toLowerCase() !== email.toLowerCase()) throw new WaitingListLinkError()
      return entriesOfAddress(pool, email)
    },

    /** DELETE /events/waitlist: the link's owner leaves one list; a held offer's places pass to the next person at once. */
    async remove(request: { token?: string; waitingListID?: string }): Promise<void> {
      const now = clock()
      const email = await addressOf(request.token, now)
      const id = request.waitingListID ?? ''
      if (!UUID.test(id)) throw new WaitingListEntryNotFoundError()
      const entry = await ownEntryForRemoval(pool, id, email)
      if (!entry) throw new WaitingListEntryNotFoundError()
      await inTransaction(pool, async (client) => {
        await lockEvent(client, entry.eventId, false)
        const basketIds = await withdrawOffersOfEntry(client, entry.id, now)
        for (const basketId of basketIds) await endOpenBasket(client, basketId, now)
        await deleteEntry(client, entry.id)
        if (basketIds.length > 0) await offerFreePlaces(client, entry.eventId, now, settings())
      })
    },

    /** The offer a link names, as its page shows it. */
    offer: (token: string) => findOffer(pool, token, clock()),
    /** Follows an offer's link to checkout: the basket to name in the basket cookie, or why not. */
    acceptOffer: (token: string) => acceptOffer(pool, token, clock()),
    /** One run of the offers job. */
    runOffers: () => runOffers(pool, clock(), settings()),

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
