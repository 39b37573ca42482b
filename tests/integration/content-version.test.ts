import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest'

import { raiseContentVersion, readContentVersion } from '../../src/booking/db/content-version.server'
import { migrateBookingSchema } from '../../src/booking/db/migrate'
import { ContentCache } from '../../src/content/content-cache'
import { createTestDatabase, type TestDatabase } from '../support/test-database'

/**
 * The content's version (decision 0041) against a real PostgreSQL: what one process's change hook
 * raises, every other process's content cache sees at its next check, with no message between them.
 * Two ContentCache objects, each with its own pool, stand for the content caches of two web servers.
 * A database of its own, so no other file's saves move the version under these tests.
 */
let database: TestDatabase
let here: pg.Pool
let there: pg.Pool

beforeAll(async () => {
  database = await createTestDatabase('content_version', inject('databaseServerUrl'))
  await migrateBookingSchema(database.url)
  here = database.pool()
  there = database.pool()
})

afterAll(async () => {
  await here?.end()
  await there?.end()
  await database?.drop()
})

describe('the content version', () => {
  it('starts at 0 and moves up by one with each raise', async () => {
    expect((await readContentVersion(0, there)).version).toBe(0)
    await raiseContentVersion(here)
    await raiseContentVersion(here)
    expect((await readContentVersion(0, there)).version).toBe(2)
  })

  it('is settling for the settle time after it moved, by the database clock', async () => {
    await raiseContentVersion(here)
    expect((await readContentVersion(60_000, there)).settling).toBe(true)
    expect((await readContentVersion(0, there)).settling).toBe(false)
  })

  it("a change raised in one process stops another process's content cache serving what it kept", async () => {
    const options = { ttlMs: 60_000, settleMs: 0, versionCheckMs: 0, maxEntries: 10 }
    const cacheHere = new ContentCache((settleMs) => readContentVersion(settleMs, here), options)
    const cacheThere = new ContentCache((settleMs) => readContentVersion(settleMs, there), options)
    let published = 'first'
    const load = vi.fn(async () => published)
    expect(await cacheHere.read('settings', load)).toBe('first')
    expect(await cacheThere.read('settings', load)).toBe('first')
    published = 'saved without a raise'
    expect(await cacheThere.read('settings', load)).toBe('first')
    expect(load).toHaveBeenCalledTimes(2)

    published = 'second'
    await raiseContentVersion(here)
    expect(await cacheThere.read('settings', load)).toBe('second')
    expect(await cacheHere.read('settings', load)).toBe('second')
    expect(load).toHaveBeenCalledTimes(4)
  })
})
