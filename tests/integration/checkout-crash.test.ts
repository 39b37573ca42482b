import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { closeBookingPool } from '../../src/booking/db/pool.server'

import { basketCookie } from './support/basket-cookie'
import { API } from './support/booking-api-server'
import { migratedBookingDatabase } from './support/booking-factory'
import { basketOf, bookingCounts, orderAndPayments, paidEvent, startBody } from './support/checkout-fixtures'
import { FakePaymentProvider } from './support/fake-payment-provider'
import { serveFakeProvider } from './support/http-payment-provider'

/**
 * The server is killed (SIGKILL: no shutdown, no finally) after the provider took the money and
 * before the return arrived. A new server, its return and its reconciliation job, between them,
 * must end with exactly one confirmed booking and one confirmation e-mail (decision 0020).
 */
const ROOT = path.resolve(import.meta.dirname, '../..')
const CHILD = 'tests/integration/support/checkout-server-child.ts'

let pool: pg.Pool
let databaseUrl: string
const provider = new FakePaymentProvider()
let providerServer: Awaited<ReturnType<typeof serveFakeProvider>>
const children: ChildProcess[] = []

beforeAll(async () => {
  databaseUrl = await migratedBookingDatabase()
  pool = new pg.Pool({ connectionString: databaseUrl, max: 2 })
  providerServer = await serveFakeProvider(provider)
})

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  await providerServer?.close()
  await pool?.end()
  await closeBookingPool()
})

/** Starts the web server in a child process; resolves with its base address once it listens. */
function startServer(reconcileSeconds: number): Promise<{ base: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, FAKE_PROVIDER_URL: providerServer.url, RECONCILE_SECONDS: String(reconcileSeconds), BASKET_PURGE_INTERVAL_SECONDS: '0', LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  children.push(child)
  return new Promise((resolve, reject) => {
    let output = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8')
      const port = /listening (\d+)/.exec(output)?.[1]
      if (port) resolve({ base: `http://127.0.0.1:${port}`, child })
    })
    child.once('exit', (code, signal) => reject(new Error(`the server exited early (${code ?? signal})`)))
  })
}

function killed(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGKILL')
  })
}

describe('a server killed between the payment and its return', () => {
  it('ends with one confirmed booking and one e-mail once a new server takes the return and runs its job', async () => {
    const { event, concessionId } = await paidEvent(pool)
    const basket = await basketOf(event.eventId, concessionId, 2)

    const first = await startServer(0)
    const started = await fetch(`${first.base}${API}/checkout/${basket.id}/start`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: basketCookie(basket.id) },
      body: JSON.stringify(startBody(basket)),
    })
    expect(started.status).toBe(200)
    const reference = provider.latestReference(basket.id)
    provider.pay(reference)
    await killed(first.child)
    expect(await bookingCounts(pool, event.eventId)).toMatchObject({ ordersConfirmed: 0, confirmationEmails: 0 })

    // The new server's job runs every second from its start; the buyer's return races it.
    const second = await startServer(1)
    const returned = await fetch(`${second.base}${API}/baskets/${basket.id}/paid?callingApplicationTransactionReference=${encodeURIComponent(reference)}`, { redirect: 'manual' })
    expect(returned.status).toBe(303)
    expect(new URL(returned.headers.get('location')!, 'http://x').searchParams.get('responseCode')).toBe('00000')
    await vi.waitFor(async () => expect((await orderAndPayments(pool, basket.id)).order!.state).toBe('confirmed'), { timeout: 10_000, interval: 100 })
    expect(await bookingCounts(pool, event.eventId)).toEqual({ ordersConfirmed: 1, ticketsSold: 2, inventorySold: 2, inventoryHeld: 0, confirmationEmails: 1, refundEmails: 0 })
    await killed(second.child)
  }, 120_000)

  it('is confirmed by the new server\'s job alone when the buyer never comes back', async () => {
    const { event, concessionId } = await paidEvent(pool)
    const basket = await basketOf(event.eventId, concessionId, 1)
    const first = await startServer(0)
    await fetch(`${first.base}${API}/checkout/${basket.id}/start`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: basketCookie(basket.id) },
      body: JSON.stringify(startBody(basket)),
    })
    provider.pay(provider.latestReference(basket.id))
    await killed(first.child)

    const second = await startServer(1)
    await vi.waitFor(async () => expect((await bookingCounts(pool, event.eventId)).ordersConfirmed).toBe(1), { timeout: 20_000, interval: 200 })
    expect(await bookingCounts(pool, event.eventId)).toMatchObject({ ordersConfirmed: 1, ticketsSold: 1, inventorySold: 1, confirmationEmails: 1 })
    await killed(second.child)
  }, 120_000)
})
