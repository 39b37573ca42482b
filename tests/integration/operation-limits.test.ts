import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { Basket } from '../../src/contracts/basket'
import { BASKET_COOKIE, signedBasketCookieValue } from '../../src/booking/basket/cookie'
import { BOOKING_MESSAGES } from '../../src/booking/booking-messages'
import { closeBookingPool } from '../../src/booking/db/pool.server'
import { upsertInventory } from '../../src/booking/inventory/inventory-repository'
import { env } from '../../src/config/env'
import { FORWARDED_FOR_HEADER } from '../../src/server/client-address'
import { quantityFieldName } from '../../src/ui/booking/booking-lines'

import { API, checkoutBody, closeBookingApiServers, cookieSet, serveBookingApi } from './support/booking-api-server'
import { concessionRow, inventoryRow, migratedBookingDatabase } from './support/booking-factory'

/**
 * Issue 24 "Done when": the no-JavaScript reserve (the booking form's server action) and the API's
 * reserve (POST /baskets/checkout) are two doors to one operation (src/operations/reserve-tickets.ts),
 * so they answer the same limits. Each door is flooded from one client: both refuse at the same
 * count, with the same message, and a client using both doors gets the limit once, not twice.
 *
 * The server action runs as Next.js runs it, with the request it reads (next/headers: the address the
 * web server names, the cookies) and redirect() stood in for; the API over real HTTP with the default
 * limits (BASKET_RATE_LIMIT_PER_CLIENT, BASKET_RATE_LIMIT_PER_SESSION), which the actions use too.
 */
const action = vi.hoisted(() => {
  class Redirected extends Error {
    constructor(readonly location: string) {
      super(`redirect ${location}`)
    }
  }
  return { headers: new Headers(), jar: new Map<string, string>(), Redirected }
})

vi.mock('server-only', () => ({}))
vi.mock('next/headers', () => ({
  headers: async () => action.headers,
  cookies: async () => ({
    get: (name: string) => (action.jar.has(name) ? { name, value: action.jar.get(name) } : undefined),
    set: (name: string, value: string) => void action.jar.set(name, value),
  }),
}))
vi.mock('next/navigation', () => ({
  redirect: (location: string) => {
    throw new action.Redirected(location)
  },
}))

const { checkoutFromBookingForm } = await import('../../src/app/(site)/booking/[id]/actions')

let pool: pg.Pool
let base: string

beforeAll(async () => {
  const url = await migratedBookingDatabase()
  pool = new pg.Pool({ connectionString: url, max: 2 })
  // The default limits, as the server actions of this process have them; behind a proxy on this machine.
  base = await serveBookingApi({ trustProxy: '127.0.0.1' })
})

afterAll(async () => {
  await closeBookingApiServers()
  await pool?.end()
  await closeBookingPool()
})

let clients = 0
/** An address no other test uses. */
function newClient(): string {
  clients += 1
  return `10.${(process.pid % 200) + 1}.${200 + Math.floor(clients / 250)}.${clients % 250}`
}

async function bookableEvent() {
  const adult = concessionRow()
  const event = inventoryRow({ capacity: 500, concessions: [adult] })
  await upsertInventory(pool, event)
  return { event, adult }
}

/** One browser: its address and its cookies, which both doors read and set as a browser's would be. */
interface Browser {
  client: string
  basketId?: string
  session?: string
}

type Outcome = { ok: true } | { ok: false; status: number; message: string; retryAfter: number | null }

/** The API's reserve, from this browser (its basket cookie kept, as a browser does, so the open-basket cap is not what stops it). */
async function reserveByApi(browser: Browser, eventId: number, concessionId: string, sendSession: boolean): Promise<Outcome> {
  const cookies = [browser.basketId ? `${BASKET_COOKIE}=${signedBasketCookieValue(browser.basketId, env().PAYLOAD_SECRET)}` : null, sendSession && browser.session ? `bookingSession=${browser.session}` : null]
  const answer = await fetch(`${base}${API}/baskets/checkout`, {
    method: 'POST',
    body: checkoutBody(eventId, concessionId, 1),
    headers: { 'content-type': 'application/json', 'x-forwarded-for': browser.client, cookie: cookies.filter(Boolean).join('; ') },
  })
  if (answer.status === 201) {
    browser.basketId = ((await answer.json()) as Basket).id
    browser.session ??= cookieSet(answer, 'bookingSession')
    return { ok: true }
  }
  const body = (await answer.json()) as Basket
  return { ok: false, status: answer.status, message: body.errorCode.replace(/^ERROR: /, ''), retryAfter: Number(answer.headers.get('retry-after')) }
}

/** The booking form posted without JavaScript from this browser: the server action, as Next.js calls it. */
async function reserveByForm(browser: Browser, slug: string, concessionId: string, sendSession: boolean): Promise<Outcome> {
  action.headers = new Headers({ [FORWARDED_FOR_HEADER]: browser.client })
  action.jar = new Map()
  if (browser.basketId) action.jar.set(BASKET_COOKIE, signedBasketCookieValue(browser.basketId, env().PAYLOAD_SECRET))
  if (sendSession && browser.session) action.jar.set('bookingSession', browser.session)
  const form = new FormData()
  form.set(quantityFieldName(concessionId), '1')
  try {
    const state = await checkoutFromBookingForm(slug, { quantities: {} }, form)
    return { ok: false, status: 0, message: state.error ?? '', retryAfter: null }
  } catch (error) {
    if (!(error instanceof action.Redirected)) throw error
    expect(error.location).toBe('/checkout')
    const signed = action.jar.get(BASKET_COOKIE)!
    browser.basketId = signed.split('.')[0]
    browser.session ??= action.jar.get('bookingSession')
    return { ok: true }
  }
}

async function flood(times: number, reserve: () => Promise<Outcome>): Promise<Outcome[]> {
  const outcomes: Outcome[] = []
  for (let n = 0; n < times; n += 1) outcomes.push(await reserve())
  return outcomes
}

const servedCount = (outcomes: Outcome[]) => outcomes.findIndex((outcome) => !outcome.ok)

describe('the per-client limit on starting baskets (BASKET_RATE_LIMIT_PER_CLIENT)', () => {
  const max = () => env().BASKET_RATE_LIMIT_PER_CLIENT

  it('refuses the API reserve and the no-JavaScript reserve at the same count, with the same message', async () => {
    const { event, adult } = await bookableEvent()
    const byApi = await flood(max() + 2, () => reserveByApi({ client: newClient() } as Browser, event.eventId, adult.concessionId, false))
    // (A new address each time is never limited: the control.)
    expect(byApi.every((outcome) => outcome.ok)).toBe(true)

    const apiBrowser: Browser = { client: newClient() }
    const formBrowser: Browser = { client: newClient() }
    const api = await flood(max() + 2, () => reserveByApi(apiBrowser, event.eventId, adult.concessionId, false))
    const form = await flood(max() + 2, () => reserveByForm(formBrowser, event.slug, adult.concessionId, false))
    expect(servedCount(api)).toBe(max())
    expect(servedCount(form)).toBe(max())
    const refusedByApi = api[max()] as Extract<Outcome, { ok: false }>
    const refusedByForm = form[max()] as Extract<Outcome, { ok: false }>
    expect(refusedByApi.status).toBe(429)
    expect(refusedByApi.retryAfter).toBeGreaterThan(0)
    expect(refusedByApi.message).toBe(BOOKING_MESSAGES.tooManyBaskets)
    expect(refusedByForm.message).toBe(BOOKING_MESSAGES.tooManyBaskets)
    expect(api.slice(max()).every((outcome) => !outcome.ok)).toBe(true)
    expect(form.slice(max()).every((outcome) => !outcome.ok)).toBe(true)
  })

  it('counts both doors together: a client using both gets the limit once', async () => {
    const { event, adult } = await bookableEvent()
    const browser: Browser = { client: newClient() }
    const half = Math.floor(max() / 2)
    const first = await flood(half, () => reserveByForm(browser, event.slug, adult.concessionId, false))
    const second = await flood(max() - half, () => reserveByApi(browser, event.eventId, adult.concessionId, false))
    expect([...first, ...second].every((outcome) => outcome.ok)).toBe(true)
    expect(await reserveByForm(browser, event.slug, adult.concessionId, false)).toMatchObject({ ok: false, message: BOOKING_MESSAGES.tooManyBaskets })
    expect(await reserveByApi(browser, event.eventId, adult.concessionId, false)).toMatchObject({ ok: false, status: 429, message: BOOKING_MESSAGES.tooManyBaskets })
  })
})

describe('the per-session limit on starting baskets (BASKET_RATE_LIMIT_PER_SESSION)', () => {
  const max = () => env().BASKET_RATE_LIMIT_PER_SESSION

  it('holds at both doors: a session changing its address is refused at the same count by each', async () => {
    const { event, adult } = await bookableEvent()
    // Each door gives the browser its session on the first reserve, then counts it.
    for (const reserve of [
      (browser: Browser) => reserveByApi(browser, event.eventId, adult.concessionId, true),
      (browser: Browser) => reserveByForm(browser, event.slug, adult.concessionId, true),
    ]) {
      const browser: Browser = { client: newClient() }
      expect(await reserve(browser)).toEqual({ ok: true })
      expect(browser.session).toMatch(/^[A-Za-z0-9_-]{16,64}$/)
      const outcomes = await flood(max() + 1, () => {
        browser.client = newClient()
        return reserve(browser)
      })
      expect(servedCount(outcomes)).toBe(max())
      expect(outcomes[max()]).toMatchObject({ ok: false, message: BOOKING_MESSAGES.tooManyBaskets })
    }
  })
})

describe('the open-basket cap (BASKET_OPEN_LIMIT_PER_CLIENT)', () => {
  it('refuses the API reserve and the no-JavaScript reserve at the same count, with the same message', async () => {
    const max = env().BASKET_OPEN_LIMIT_PER_CLIENT
    const { event, adult } = await bookableEvent()
    const results: Outcome[][] = []
    // Without the cookie, as a hoarder would: every basket stays open.
    for (const reserve of [
      (browser: Browser) => reserveByApi(browser, event.eventId, adult.concessionId, false),
      (browser: Browser) => reserveByForm(browser, event.slug, adult.concessionId, false),
    ]) {
      const client = newClient()
      results.push(await flood(max + 1, () => reserve({ client })))
    }
    for (const outcomes of results) {
      expect(servedCount(outcomes)).toBe(max)
      expect(outcomes[max]).toMatchObject({ ok: false, message: BOOKING_MESSAGES.tooManyOpenBaskets })
    }
  })
})
