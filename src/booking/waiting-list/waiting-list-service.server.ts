import type pg from 'pg'

import { env } from '../../config/env'
import { waitingListJoinSchema, waitingListLookupSchema } from '../../domain/validation/waiting-list'
import { waitingListOpening } from '../../domain/waiting-list'
import { findBookableEventById } from '../basket/basket-repository'
import { BOOKING_MESSAGES } from '../booking-messages'
import { CheckoutValidationError } from '../checkout/errors'
import { EventNotFoundError } from '../errors'
import { WaitingListClosedError, WaitingListEntryNotFoundError, WaitingListLinkError } from './errors'
import { bookingPool } from '../db/pool.server'

import { inTransaction } from '../db/transaction'

import { acceptOffer, findOffer, newToken, offerFreePlaces, offerSettingsFromEnv, runOffers, tokenHashOf, type OfferSettings } from './offers'
import { addressHash, WAITING_LIST_CONFIRM_HOURS, WAITING_LIST_MAIL_WINDOW_MINUTES } from './waiting-list-limits'
import {
  addressOfLink,
  confirmEntry,
  deleteEntry,
  endOpenBasket,
  entriesOfAddress,
  entryByConfirmTokenHash,
  insertLink,
  joinWaitingList,
  lockEvent,
  ownEntryForRemoval,
  sendWaitingListLink,
  withdrawOffersOfEntry,
  type EntryToConfirm,
  type OwnEntry,
} from './waiting-list-repository'

/**
 * Joining an event's waiting list (spec 001 sections 3, 5 and 7: POST /events/waitlist and
 * /events/waitlist/add with eventID, email, firstName, lastName). Issue 12 builds the call the staff
 * report reads; issue 13 adds the join form, management and offers. One entry per e-mail address
 * and event: joining again makes no second entry and answers the same, so the answer never tells a
 * caller whether an address was already on a list. Only a sold-out or closed event that has not
 * taken place has a list to join (src/domain/waiting-list.ts).
 *
 * Issue 23 point 5: a join counts only once its address confirms it from the link e-mailed to it
 * (WAITING_LIST_CONFIRM_HOURS), and an address gets at most one e-mail per
 * WAITING_LIST_MAIL_WINDOW_MINUTES from joins and management searches together. Whatever the
 * address, the call does the same work: one statement, the e-mail queued in the outbox.
 */
export interface WaitingListJoinRequest {
  eventID?: string
  email?: string
  firstName?: string
  lastName?: string
}

const EVENT_ID = /^[1-9]\d{0,9}$/


/**
 * Management through an e-mailed link (issue 13 point 2, docs/decisions/0028): the search never shows
 * entries; it e-mails the address a link (LINK_HOURS valid), and the entries show to whoever follows it.
 * Only an address with a confirmed entry gets one, and only when its one e-mail per
 * WAITING_LIST_MAIL_WINDOW_MINUTES is free (issue 23 point 5), so the search cannot be used to flood
 * a mailbox; otherwise nothing is sent and the answer is the same, so the search never tells whether
 * an address is on a list.
 */
export interface WaitingListSettings extends OfferSettings {
  linkHours: number
}

/** What a join's confirmation link shows: waiting to be confirmed, confirmed already, or no live link. */
export type ConfirmationStanding = 'pending' | 'confirmed' | 'unknown'

export interface ConfirmationView {
  standing: ConfirmationStanding
  /** The event, for a link that names an entry (pending or confirmed). */
  event: { title: string; dateTime: Date; uri: string } | null
}

/** What confirming did: confirmed now (with a management link's token for the page), confirmed before, or no live link. */
export type ConfirmationOutcome = { outcome: 'confirmed'; event: NonNullable<ConfirmationView['event']>; manageToken: string } | { outcome: 'alreadyConfirmed' | 'unknown'; event: ConfirmationView['event'] }

function confirmationView(entry: EntryToConfirm | null, now: Date): ConfirmationView {
  if (!entry) return { standing: 'unknown', event: null }
  const event = { title: entry.eventTitle, dateTime: entry.eventDateTime, uri: entry.eventUri }
  if (entry.confirmedAt) return { standing: 'confirmed', event }
  if (!entry.confirmExpiresAt || entry.confirmExpiresAt <= now) return { standing: 'unknown', event: null }
  return { standing: 'pending', event }
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
     * The management page's search: e-mails the address a link to its entries when it has confirmed
     * ones and its one e-mail per WAITING_LIST_MAIL_WINDOW_MINUTES is free. Answers nothing either way.
     */
    async sendLink(request: { email?: string }): Promise<void> {
      const parsed = waitingListLookupSchema.safeParse({ email: request.email ?? '' })
      if (!parsed.success) throw new CheckoutValidationError(parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })))
      const { email } = parsed.data
      const now = clock()
      // The same work for every address: a token made, one statement that decides and queues the e-mail.
      const token = newToken()
      const expiresAt = new Date(now.getTime() + settings().linkHours * 3_600_000)
      await sendWaitingListLink(pool, {
        email,
        addressHash: addressHash(email),
        tokenHash: tokenHashOf(token),
        now,
        expiresAt,
        windowMinutes: WAITING_LIST_MAIL_WINDOW_MINUTES,
        payload: { token, expiresAt: expiresAt.toISOString() },
      })
    },

    /** What a join's confirmation link shows; reading it changes nothing. */
    async confirmation(token: string): Promise<ConfirmationView> {
      if (!TOKEN.test(token)) return { standing: 'unknown', event: null }
      return confirmationView(await entryByConfirmTokenHash(pool, tokenHashOf(token)), clock())
    },

    /**
     * Confirms a join from its link (a POST from the page, so a mail scanner opening the link confirms
     * nothing). Having just proved the address, the person gets a management link for it too.
     */
    async confirm(token: string): Promise<ConfirmationOutcome> {
      if (!TOKEN.test(token)) return { outcome: 'unknown', event: null }
      const now = clock()
      const hash = tokenHashOf(token)
      return inTransaction(pool, async (client) => {
        const confirmed = await confirmEntry(client, hash, now)
        const view = confirmationView(await entryByConfirmTokenHash(client, hash), now)
        if (!confirmed || !view.event) return { outcome: view.standing === 'confirmed' ? 'alreadyConfirmed' : 'unknown', event: view.event }
        const entry = (await entryByConfirmTokenHash(client, hash))!
        const manageToken = newToken()
        await insertLink(client, { tokenHash: tokenHashOf(manageToken), email: entry.email, now, expiresAt: new Date(now.getTime() + settings().linkHours * 3_600_000) })
        return { outcome: 'confirmed', event: view.event, manageToken }
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
      // The same work for every address (issue 23 point 5): a token made, one statement that decides.
      const token = newToken()
      const expiresAt = new Date(now.getTime() + WAITING_LIST_CONFIRM_HOURS * 3_600_000)
      await joinWaitingList(pool, {
        eventId: found.eventId,
        firstName,
        lastName,
        email,
        addressHash: addressHash(email),
        tokenHash: tokenHashOf(token),
        now,
        expiresAt,
        windowMinutes: WAITING_LIST_MAIL_WINDOW_MINUTES,
        // No name in it: the e-mail may go to someone who never asked, so it carries nothing a stranger typed.
        payload: { token, eventTitle: found.title, eventDateTime: found.dateTime.toISOString(), expiresAt: expiresAt.toISOString() },
      })
    },
  }
}

export type WaitingListService = ReturnType<typeof createWaitingListService>

let defaultService: WaitingListService | undefined

export function waitingListService(): WaitingListService {
  defaultService ??= createWaitingListService(bookingPool())
  return defaultService
}
