import { execFile } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { createTestDatabase } from '../support/test-database'

import { startPayloadRestServer } from './support/payload-rest-server'
import { seededPayload } from './support/seeded-payload'

/**
 * Issue 10 points 5, 6 and 8, tried as an attacker would: Payload's REST API over real HTTP (the
 * handler Next.js mounts at /api, `handleEndpoints`, here behind a plain Node server) on a real
 * PostgreSQL with the demo content, and `npm start`'s prepare step in a child process on a fresh
 * database. Each test fails without the fix (docs/decisions/0018).
 */

const NOW = new Date()
const DEMO = {
  admin: { email: 'admin@example.gov.uk', password: 'admin-demo-password' },
  editor: { email: 'editor@example.gov.uk', password: 'editor-demo-password' },
  staff: { email: 'staff@example.gov.uk', password: 'staff-demo-password' },
}
const HANDBOOK = 'demo-course-handbook.pdf'
const PAID_SLUG = 'watercolour-painting-for-beginners'

let payload: Payload
let closeServer: (() => Promise<void>) | undefined
let base: string
let pool: pg.Pool

beforeAll(async () => {
  payload = await seededPayload(NOW)
  const rest = await startPayloadRestServer()
  base = rest.base
  closeServer = rest.close
  pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
})

afterAll(async () => {
  await closeServer?.()
  await pool?.end()
  const { closeBookingPool } = await import('../../src/booking/db/pool.server')
  await closeBookingPool()
})

async function signIn(who: keyof typeof DEMO): Promise<Record<string, string>> {
  const response = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO[who]),
  })
  expect(response.status, `sign-in of ${who}`).toBe(200)
  const { token } = (await response.json()) as { token: string }
  return { Authorization: `JWT ${token}` }
}

async function eventId(slug: string): Promise<number> {
  const { docs } = await payload.find({ collection: 'events', where: { slug: { equals: slug } }, depth: 0, overrideAccess: true })
  return docs[0]!.id
}

describe('the content API for anonymous callers (issue 10 point 8)', () => {
  it('caps limit=0 and depth=10 to one page of at most 20 events', async () => {
    const response = await fetch(`${base}/api/events?limit=0&depth=10`)
    expect(response.status).toBe(200)
    const body = (await response.json()) as { docs: unknown[]; totalDocs: number; limit: number }
    expect(body.totalDocs).toBeGreaterThan(20)
    expect(body.docs.length).toBeLessThanOrEqual(20)
    expect(body.limit).toBe(20)
  })

  it('caps pagination=false and a huge limit the same way', async () => {
    for (const query of ['pagination=false', 'limit=100000']) {
      const body = (await (await fetch(`${base}/api/events?${query}&depth=0`)).json()) as { docs: unknown[] }
      expect(body.docs.length, query).toBeLessThanOrEqual(20)
    }
  })

  it('leaves private events out of anonymous lists, but staff still see them', async () => {
    const anonymous = (await (await fetch(`${base}/api/events?where[private][equals]=true&depth=0`)).json()) as { totalDocs: number }
    expect(anonymous.totalDocs).toBe(0)
    const byId = await fetch(`${base}/api/events/${await eventId('send-coordinators-network-meeting')}?depth=0`)
    expect([403, 404]).toContain(byId.status)
    const staff = (await (await fetch(`${base}/api/events?where[private][equals]=true&depth=0`, { headers: await signIn('staff') })).json()) as {
      totalDocs: number
    }
    expect(staff.totalDocs).toBeGreaterThan(0)
  })

  it('the site still reads a private event by its address', async () => {
    const { docs } = await payload.find({
      collection: 'events',
      overrideAccess: false,
      context: { eventByAddress: true },
      where: { slug: { equals: 'send-coordinators-network-meeting' } },
      depth: 0,
    })
    expect(docs).toHaveLength(1)
  })

  it('the read-only staff role cannot lock a document, in its own name or an editor’s', async () => {
    const staff = await signIn('staff')
    const { docs } = await payload.find({ collection: 'users', where: { email: { equals: DEMO.editor.email } }, overrideAccess: true })
    const editorId = docs[0]!.id
    const document = { relationTo: 'events', value: await eventId(PAID_SLUG) }
    // In an editor's name first: without the fix that lock is made (201).
    for (const user of [{ relationTo: 'users', value: editorId }, undefined]) {
      const response = await fetch(`${base}/api/payload-locked-documents`, {
        method: 'POST',
        headers: { ...staff, 'content-type': 'application/json' },
        body: JSON.stringify({ document, ...(user ? { user } : {}) }),
      })
      expect(response.status).toBe(403)
    }
    const locks = await payload.count({ collection: 'payload-locked-documents', overrideAccess: true })
    expect(locks.totalDocs).toBe(0)
  })

  it('an editor may lock, but only in their own name', async () => {
    const editor = await signIn('editor')
    const { docs } = await payload.find({ collection: 'users', where: { email: { equals: DEMO.admin.email } }, overrideAccess: true })
    const response = await fetch(`${base}/api/payload-locked-documents`, {
      method: 'POST',
      headers: { ...editor, 'content-type': 'application/json' },
      body: JSON.stringify({ document: { relationTo: 'events', value: await eventId(PAID_SLUG) }, user: { relationTo: 'users', value: docs[0]!.id } }),
    })
    expect(response.status).toBe(201)
    const { doc } = (await response.json()) as { doc: { id: number; user: { value: { email: string } | number } } }
    const lock = await payload.findByID({ collection: 'payload-locked-documents', id: doc.id, depth: 1, overrideAccess: true })
    expect((lock.user.value as { email: string }).email).toBe(DEMO.editor.email)
    await payload.delete({ collection: 'payload-locked-documents', id: doc.id, overrideAccess: true })
  })
})

describe('private files (issue 10 point 6)', () => {
  async function handbookId(): Promise<number> {
    const { docs } = await payload.find({ collection: 'private-files', where: { filename: { equals: HANDBOOK } }, overrideAccess: true })
    return docs[0]!.id
  }

  /** A booking of the event in the state that means booked: a paid basket with the buyer's e-mail. */
  async function basket(state: 'paid' | 'open', email: string): Promise<string> {
    const id = crypto.randomUUID()
    const at = new Date()
    await pool.query(
      `INSERT INTO booking.baskets (id, state, event_id, basket_time, created_at, expires_at, updated_at, customer_email)
       VALUES ($1, $2, $3, $4, $5, $6, $5, $7)`,
      [id, state, await eventId(PAID_SLUG), Math.floor(at.getTime() / 1000), at, new Date(at.getTime() + 30 * 60_000), email],
    )
    return id
  }

  function download(id: number, form: Record<string, string>) {
    return fetch(`${base}/api/private-files/${id}/download`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    })
  }

  it('the public media list and file address no longer give away the course handbook', async () => {
    const list = (await (await fetch(`${base}/api/media?limit=50&depth=0`)).json()) as { docs: { filename: string }[] }
    expect(list.docs.map((doc) => doc.filename)).not.toContain(HANDBOOK)
    expect((await fetch(`${base}/api/media/file/${HANDBOOK}`)).status).toBe(404)
  })

  it('refuses the private file to an anonymous caller', async () => {
    const list = await fetch(`${base}/api/private-files`)
    expect([401, 403]).toContain(list.status)
    const file = await fetch(`${base}/api/private-files/file/${HANDBOOK}`)
    expect([401, 403, 404]).toContain(file.status)
    expect((await file.text()).startsWith('%PDF')).toBe(false)
  })

  it('refuses a download without a matching confirmed booking', async () => {
    const id = await handbookId()
    expect((await download(id, {})).status).toBe(400)
    expect((await download(id, { email: 'someone@example.com', bookingId: crypto.randomUUID() })).status).toBe(403)
    const unpaid = await basket('open', 'resident@example.com')
    expect((await download(id, { email: 'resident@example.com', bookingId: unpaid })).status).toBe(403)
    const paid = await basket('paid', 'resident@example.com')
    expect((await download(id, { email: 'other@example.com', bookingId: paid })).status).toBe(403)
  })

  it('serves the private file to a matching booking and to staff', async () => {
    const paid = await basket('paid', 'Resident@Example.com')
    const response = await download(await handbookId(), { email: 'resident@example.com', bookingId: `${paid}::anything` })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(Buffer.from(await response.arrayBuffer()).subarray(0, 4).toString()).toBe('%PDF')

    const staff = await fetch(`${base}/api/private-files/file/${HANDBOOK}`, { headers: await signIn('staff') })
    expect(staff.status).toBe(200)
  })

  it('answers 404, not 500, for a file that does not exist', async () => {
    expect((await fetch(`${base}/api/media/file/missing.pdf`)).status).toBe(404)
  })
})

describe('no demo logins in production (issue 10 point 5)', () => {
  /** `npm start`'s prepare step (scripts/migrate.ts --seed-if-empty) in production on `url`. */
  function prepareInProduction(url: string): Promise<{ code: number; output: string }> {
    return new Promise((resolve) => {
      execFile(
        process.execPath,
        ['--import', 'tsx', 'scripts/migrate.ts', '--seed-if-empty'],
        {
          env: {
            ...process.env,
            NODE_ENV: 'production',
            DATABASE_URL: url,
            PAYLOAD_SECRET: crypto.randomBytes(32).toString('hex'),
            MEDIA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'security-media-')),
            PRIVATE_FILES_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'security-private-')),
            LOG_LEVEL: 'warn',
          },
          timeout: 110_000,
        },
        (error, stdout, stderr) => resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, output: `${stdout}\n${stderr}` }),
      )
    })
  }

  /** Payload's legacy PBKDF2 hash, which it still accepts at sign-in. */
  function legacyHash(password: string) {
    const salt = crypto.randomBytes(32).toString('hex')
    return { salt, hash: crypto.pbkdf2Sync(password, salt, 25_000, 512, 'sha256').toString('hex') }
  }

  function opens(password: string, stored: { hash: string; salt: string }): boolean {
    const current = stored.hash.startsWith('pbkdf2-sha256-v1:')
    const expected = current ? stored.hash.slice('pbkdf2-sha256-v1:'.length) : stored.hash
    return crypto.pbkdf2Sync(password, stored.salt, current ? 600_000 : 25_000, current ? 32 : 512, 'sha256').toString('hex') === expected
  }

  it('seeds the demo content without the demo accounts, and refuses to start once an account has a demo password', async () => {
    // On the run's server (the global setup's), never a second embedded one beside it (issue 22 point 3).
    const database = await createTestDatabase('security_content', inject('databaseServerUrl'))
    const client = new pg.Client({ connectionString: database.url })
    try {
      const first = await prepareInProduction(database.url)
      expect(first.code, first.output).toBe(0)
      await client.connect()
      const events = await client.query('SELECT count(*)::int AS n FROM events')
      expect(events.rows[0].n).toBeGreaterThan(0)
      const users = await client.query<{ email: string; hash: string; salt: string }>('SELECT email, hash, salt FROM users')
      // Only the first administrator, with a one-time password printed once; no demo password opens any account.
      expect(users.rows).toHaveLength(1)
      for (const user of users.rows) for (const { password } of Object.values(DEMO)) expect(opens(password, user), user.email).toBe(false)
      expect(first.output).toContain('First administrator created')

      const { hash, salt } = legacyHash(DEMO.staff.password)
      await client.query('UPDATE users SET hash = $1, salt = $2', [hash, salt])
      const second = await prepareInProduction(database.url)
      expect(second.code).not.toBe(0)
      expect(second.output).toContain('Refusing to start in production')
      expect(second.output).toContain(users.rows[0]!.email)
    } finally {
      await client.end().catch(() => undefined)
      await database.drop()
    }
  })
})
