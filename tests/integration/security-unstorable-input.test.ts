import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { BODY_NUL_BYTE_MESSAGE, DATE_MESSAGE, DOCUMENT_ID_MESSAGE, NUL_BYTE_MESSAGE, PAGE_MESSAGE } from '../../src/content/rest-input-guards'

import { startPayloadRestServer } from './support/payload-rest-server'
import { seededPayload } from './support/seeded-payload'

/**
 * Issue 23 point 7, tried as an anonymous caller would over real HTTP against Payload's REST API
 * (the handler Next.js mounts at /api) on a real PostgreSQL with the demo content: an id past
 * PostgreSQL's integer and a NUL byte in a where clause reached the database and answered 500 with
 * a stack trace in the log. They are refused with 400 and a plain message before any query.
 */
let payload: Payload
let base: string
let closeServer: (() => Promise<void>) | undefined

beforeAll(async () => {
  payload = await seededPayload(new Date())
  const rest = await startPayloadRestServer()
  base = rest.base
  closeServer = rest.close
})

afterAll(async () => {
  await closeServer?.()
  const { closeBookingPool } = await import('../../src/booking/db/pool.server')
  await closeBookingPool()
})

async function refusal(path: string): Promise<{ status: number; message: string | undefined }> {
  const response = await fetch(`${base}${path}`)
  const body = (await response.json()) as { errors?: Array<{ message: string }> }
  return { status: response.status, message: body.errors?.[0]?.message }
}

describe('ids and where clauses PostgreSQL cannot take', () => {
  it('answers an event id past the integer range with 400 and says what an id is', async () => {
    expect(await refusal('/api/events/2147483648')).toEqual({ status: 400, message: DOCUMENT_ID_MESSAGE })
    expect(await refusal('/api/categories/99999999999999999999')).toEqual({ status: 400, message: DOCUMENT_ID_MESSAGE })
    expect(await refusal('/api/venues/-1')).toEqual({ status: 400, message: DOCUMENT_ID_MESSAGE })
  })

  it('answers a where clause with a NUL byte with 400', async () => {
    expect(await refusal('/api/events?where[title][like]=%00')).toEqual({ status: 400, message: NUL_BYTE_MESSAGE })
    expect(await refusal('/api/events?where[or][0][slug][equals]=a%00b')).toEqual({ status: 400, message: NUL_BYTE_MESSAGE })
  })

  it('answers a where clause on an out-of-range id with 400', async () => {
    expect(await refusal('/api/events?where[id][equals]=2147483648')).toEqual({ status: 400, message: DOCUMENT_ID_MESSAGE })
    expect(await refusal('/api/events?where[id][in]=1,2147483648')).toEqual({ status: 400, message: DOCUMENT_ID_MESSAGE })
  })

  it('answers a date field compared with a date PostgreSQL cannot hold with 400', async () => {
    expect(await refusal('/api/events?where[dateTime][greater_than]=99999-01-01')).toEqual({ status: 400, message: DATE_MESSAGE })
    expect(await refusal('/api/events?where[updatedAt][less_than]=tomorrow')).toEqual({ status: 400, message: DATE_MESSAGE })
    const fine = await fetch(`${base}/api/events?where[dateTime][greater_than]=2000-01-01&limit=1`)
    expect(fine.status).toBe(200)
  })

  it('still answers an id and a query it can take as before', async () => {
    const { docs } = await payload.find({ collection: 'events', limit: 1, where: { _status: { equals: 'published' } } })
    const id = docs[0]!.id
    const one = await fetch(`${base}/api/events/${id}`)
    expect(one.status).toBe(200)
    expect(((await one.json()) as { id: number }).id).toBe(id)
    expect((await fetch(`${base}/api/events/2147483647`)).status).toBe(404)
    const found = await fetch(`${base}/api/events?where[id][equals]=${id}&where[title][like]=${encodeURIComponent(docs[0]!.title.slice(0, 4))}`)
    expect(found.status).toBe(200)
    expect(((await found.json()) as { totalDocs: number }).totalDocs).toBe(1)
  })
})

async function posted(path: string, body: unknown): Promise<{ status: number; message: string | undefined }> {
  const response = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  const text = await response.text()
  let message: string | undefined
  try {
    message = (JSON.parse(text) as { errors?: Array<{ message: string }> }).errors?.[0]?.message
  } catch {
    message = text
  }
  return { status: response.status, message }
}

describe('sorts, pages and bodies PostgreSQL cannot take (issue 23 point 7)', () => {
  it('answers a sort with a NUL byte with 400', async () => {
    expect(await refusal('/api/events?sort=%00')).toEqual({ status: 400, message: NUL_BYTE_MESSAGE })
    expect(await refusal('/api/events?sort=-title%00')).toEqual({ status: 400, message: NUL_BYTE_MESSAGE })
    expect(await refusal('/api/events?sort[0]=title&sort[1]=a%00')).toEqual({ status: 400, message: NUL_BYTE_MESSAGE })
  })

  it('answers a page or a number in a where clause past what PostgreSQL holds with 400, not 500', async () => {
    expect(await refusal('/api/events?page=99999999999999999999')).toEqual({ status: 400, message: PAGE_MESSAGE })
    expect(await refusal('/api/events?page=-1')).toEqual({ status: 400, message: PAGE_MESSAGE })
    expect(await refusal('/api/events?limit=2147483648')).toEqual({ status: 400, message: PAGE_MESSAGE })
    for (const path of ['/api/events?where[capacity][greater_than]=1e400', '/api/events?where[capacity][equals]=99999999999999999999']) {
      const { status } = await refusal(path)
      expect(status, path).toBeGreaterThanOrEqual(200)
      expect(status, path).toBeLessThan(500)
    }
  })

  it('answers a body with a NUL byte with 400: sign-in, forgotten password, a private file download', async () => {
    expect(await posted('/api/users/login', { email: 'staff@example.gov.uk\u0000', password: 'x' })).toEqual({ status: 400, message: BODY_NUL_BYTE_MESSAGE })
    expect(await posted('/api/users/forgot-password', { email: 'a\u0000@example.org' })).toEqual({ status: 400, message: BODY_NUL_BYTE_MESSAGE })
    const { docs } = await payload.find({ collection: 'private-files', limit: 1, overrideAccess: true })
    for (const form of [{ email: 'a\u0000@example.org', bookingId: 'HCC-2222-2222' }, { email: 'a@example.org', bookingId: 'HCC-2222-2222\u0000' }]) {
      expect((await posted(`/api/private-files/${docs[0]!.id}/download`, form)).status).toBeOneOf([400, 403])
    }
  })

  it('still signs in and sorts as before', async () => {
    expect((await fetch(`${base}/api/events?sort=-title&limit=1`)).status).toBe(200)
    expect((await posted('/api/users/login', { email: 'staff@example.gov.uk', password: 'wrong password' })).status).toBe(401)
  })
})
