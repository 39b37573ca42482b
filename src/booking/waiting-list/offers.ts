import { createHash, randomBytes, randomUUID } from 'node:crypto'

import type pg from 'pg'

import { basketTimeAt, BASKET_HOLD_MS } from '../../domain/basket-hold'
import { earlyBirdPercentInForce } from '../../domain/event-status'
import { concessionUnitPrice } from '../../domain/prices'
import { offerConcession, offerExpiresAt, offerStanding, reviewOffer, type OfferStanding } from '../../domain/waiting-list-offers'
import { env } from '../../config/env'
import { findBookableEventById, takeTickets, TakeRefusedError } from '../basket/basket-repository'
import { inTransaction } from '../db/transaction'

import { WAITING_LIST_MAIL_WINDOW_MINUTES } from './waiting-list-limits'
import {
  deleteExpiredLinks,
  deleteSpentMailAllowances,
  deleteUnconfirmedEntries,
  dueOffersOfEvent,
  endOpenBasket,
  eventsWithOfferWork,
  insertOffer,
  lockEvent,
  nextUnofferedEntry,
  offerByTokenHash,
  postponeOffer,
  queueEmail,
  setOfferState,
  startOfferCheckout,
  type OfferByToken,
} from './waiting-list-repository'

/**
 * Offers of returned places to waiting lists (issue 13 point 3, docs/decisions/0028).
 *
 * `offerFreePlaces` does one event's work in the caller's transaction, under the event's inventory
 * lock (the lock every take and release takes first): offers whose time is up are booked, kept or
 * lapsed (a lapsed offer's places go back at once), then each free place is held for the next
 * person in join order by a basket of the offer's own, made by the same take as any basket
 * (booking.take_tickets), and their offer e-mail is queued in the outbox. So the offer, its hold
 * and its e-mail commit together or not at all: a crash loses none, and one offer per person
 * (a unique index) means no offer is ever made twice.
 *
 * A staff release calls it in the release's own transaction, so a released place is held for the
 * list before anyone else can see it. Places that come back otherwise (a hold that runs out, a
 * refund, a larger capacity) are found by the offers job, which every server runs: it claims each
 * event's row with FOR UPDATE SKIP LOCKED, so two servers never work on one event at once.
 */
export interface OfferSettings {
  /** How long an offer holds its places (WAITING_LIST_OFFER_HOURS). */
  holdHours: number
  /** The most tickets one take may hold (BASKET_TICKET_LIMIT). */
  ticketLimit: number
}

export function offerSettingsFromEnv(): OfferSettings {
  const settings = env()
  return { holdHours: settings.WAITING_LIST_OFFER_HOURS, ticketLimit: settings.BASKET_TICKET_LIMIT }
}

export interface OfferWork {
  offered: number
  lapsed: number
  booked: number
}

export function tokenHashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

/** One event's offer work, in the caller's transaction; `skipLocked`: give up at once when another holds the event. Null when skipped. */
export async function offerFreePlaces(client: pg.PoolClient, eventId: number, now: Date, settings: OfferSettings, skipLocked = false): Promise<OfferWork | null> {
  if (!(await lockEvent(client, eventId, skipLocked))) return null
  const work: OfferWork = { offered: 0, lapsed: 0, booked: 0 }

  for (const offer of await dueOffersOfEvent(client, eventId, now)) {
    const review = reviewOffer(offer.basket, now)
    if (review.outcome === 'later') {
      await postponeOffer(client, offer.id, review.until)
    } else if (review.outcome === 'booked') {
      await setOfferState(client, offer.id, 'booked', now)
      work.booked += 1
    } else {
      await endOpenBasket(client, offer.basketId, now)
      await setOfferState(client, offer.id, 'lapsed', now)
      work.lapsed += 1
    }
  }

  const event = await findBookableEventById(client, eventId, now)
  if (!event) return work
  const percent = earlyBirdPercentInForce({ earlyBirdDiscount: event.earlyBirdDiscount, discountWindow: { from: event.discountFrom, to: event.discountTo } }, now)
  let free = event.ticketsAvailable
  const concessions = event.concessions.map((c) => ({ ...c }))
  for (;;) {
    const concession = offerConcession(concessions, free)
    if (!concession) break
    const entry = await nextUnofferedEntry(client, eventId)
    if (!entry) break
    const basketId = randomUUID()
    const expiresAt = offerExpiresAt(now, settings.holdHours)
    await client.query('SAVEPOINT offer_take')
    try {
      await takeTickets(client, {
        basketId,
        eventId,
        lines: [{ concessionId: concession.id, quantity: 1, unitPrice: concessionUnitPrice(concession, percent) }],
        now,
        basketTime: basketTimeAt(now),
        expiresAt,
        ticketLimit: settings.ticketLimit,
        previousBasketId: null,
      })
      // The take relaxes this transaction's commit (a hold alone can be made again); an offer and
      // its e-mail, or a staff release that made the place, are kept with a full commit.
      await client.query(`SELECT set_config('synchronous_commit', 'on', true)`)
    } catch (error) {
      // Not on sale any more, or the stock is gone: no offer now; the job looks again later.
      await client.query('ROLLBACK TO SAVEPOINT offer_take')
      if (error instanceof TakeRefusedError) break
      throw error
    }
    const token = newToken()
    await insertOffer(client, { entryId: entry.id, eventId, basketId, tickets: concession.numTicketsUsed, tokenHash: tokenHashOf(token), now, expiresAt })
    await queueEmail(client, {
      kind: 'waiting_list_offer',
      to: entry.email,
      basketId,
      now,
      payload: { token, firstName: entry.firstName, eventTitle: event.title, eventDateTime: event.dateTime.toISOString(), places: concession.numTicketsUsed, expiresAt: expiresAt.toISOString() },
    })
    free -= concession.numTicketsUsed
    if (concession.unitsLeft !== null) concession.unitsLeft -= 1
    work.offered += 1
  }
  return work
}

export interface OffersRunReport extends OfferWork {
  events: number
  linksDeleted: number
  /** Unconfirmed joins whose confirmation link ended (issue 23 point 5). */
  unconfirmedRemoved: number
}

/** The log line of a run that did something; null for one that did nothing. */
export function offersSummary(report: OffersRunReport): string | null {
  if (report.offered + report.lapsed + report.booked + report.linksDeleted + report.unconfirmedRemoved === 0) return null
  return `${report.offered} offers made, ${report.lapsed} lapsed and passed on, ${report.booked} booked, ${report.linksDeleted} expired links removed, ${report.unconfirmedRemoved} unconfirmed joins removed (${report.events} events)`
}

/** Events looked at per run; the next run goes on. */
export const OFFERS_EVENT_BATCH = 50

/** The offers job's run: every event with work, one transaction each, skipping events another server is on. */
export async function runOffers(pool: pg.Pool, now: Date, settings: OfferSettings): Promise<OffersRunReport> {
  const report: OffersRunReport = { events: 0, offered: 0, lapsed: 0, booked: 0, linksDeleted: 0, unconfirmedRemoved: 0 }
  for (const eventId of await eventsWithOfferWork(pool, now, OFFERS_EVENT_BATCH)) {
    const work = await inTransaction(pool, (client) => offerFreePlaces(client, eventId, now, settings, true))
    if (!work) continue
    report.events += 1
    report.offered += work.offered
    report.lapsed += work.lapsed
    report.booked += work.booked
  }
  report.linksDeleted = await deleteExpiredLinks(pool, now)
  report.unconfirmedRemoved = await deleteUnconfirmedEntries(pool, now)
  await deleteSpentMailAllowances(pool, now, WAITING_LIST_MAIL_WINDOW_MINUTES)
  return report
}

/** What an offer's link shows. */
export interface OfferView {
  standing: OfferStanding
  eventTitle: string
  eventDateTime: Date
  eventUri: string
  places: number
  expiresAt: Date
}

function viewOf(offer: OfferByToken, now: Date): OfferView {
  return { standing: offerStanding(offer, now), eventTitle: offer.eventTitle, eventDateTime: offer.eventDateTime, eventUri: offer.eventUri, places: offer.tickets, expiresAt: offer.expiresAt }
}

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/

/** The offer a link names; null for a link that names none. */
export async function findOffer(pool: pg.Pool, token: string, now: Date): Promise<OfferView | null> {
  if (!TOKEN.test(token)) return null
  const offer = await offerByTokenHash(pool, tokenHashOf(token))
  return offer ? viewOf(offer, now) : null
}

/**
 * Accepting an offer: its basket's 30-minute checkout starts now (a basket already in checkout is
 * left as it is), and the basket id comes back for the basket cookie. Null with the offer's view
 * when it can no longer be booked.
 */
export async function acceptOffer(pool: pg.Pool, token: string, now: Date): Promise<{ basketId: string } | { ended: OfferView | null }> {
  if (!TOKEN.test(token)) return { ended: null }
  const hash = tokenHashOf(token)
  const found = await offerByTokenHash(pool, hash)
  if (!found) return { ended: null }
  return inTransaction(pool, async (client) => {
    await lockEvent(client, found.eventId, false)
    const offer = (await offerByTokenHash(client, hash, true))!
    const standing = offerStanding(offer, now)
    if (standing === 'inCheckout') return { basketId: offer.basketId }
    if (standing !== 'open') return { ended: viewOf(offer, now) }
    const basketTime = basketTimeAt(now)
    await startOfferCheckout(client, offer, basketTime, new Date(basketTime * 1000 + BASKET_HOLD_MS), now)
    return { basketId: offer.basketId }
  })
}
