import { describe, expect, it } from 'vitest'

import { BODY_NUL_BYTE_MESSAGE, DATE_MESSAGE, isStorableDate, DOCUMENT_ID_MESSAGE, holdsNulByte, isStorableDocumentId, isStorablePaging, PAGE_MESSAGE, MAX_DOCUMENT_ID, NUL_BYTE_MESSAGE, refuseUnstorableInput, UnstorableInputError, whereProblem } from './rest-input-guards'

describe('isStorableDocumentId', () => {
  it('takes whole numbers from 1 to the integer maximum, as text or number', () => {
    expect(isStorableDocumentId(1)).toBe(true)
    expect(isStorableDocumentId(String(MAX_DOCUMENT_ID))).toBe(true)
    for (const id of [0, -1, MAX_DOCUMENT_ID + 1, '2147483648', '1.5', 'abc', '99999999999999999999', null]) expect(isStorableDocumentId(id)).toBe(false)
  })
})

describe('whereProblem', () => {
  it('finds a NUL byte in any value or name, however deep', () => {
    expect(whereProblem({ title: { like: '\u0000' } })).toBe(NUL_BYTE_MESSAGE)
    expect(whereProblem({ or: [{ and: [{ slug: { in: ['a', 'b\u0000'] } }] }] })).toBe(NUL_BYTE_MESSAGE)
    expect(whereProblem({ 'title\u0000': { equals: 'x' } })).toBe(NUL_BYTE_MESSAGE)
  })

  it('finds an id comparison past the integer range, in a list too', () => {
    expect(whereProblem({ id: { equals: '2147483648' } })).toBe(DOCUMENT_ID_MESSAGE)
    expect(whereProblem({ and: [{ id: { in: '1,2147483648' } }] })).toBe(DOCUMENT_ID_MESSAGE)
    expect(whereProblem({ id: { not_in: [1, 2] } })).toBeNull()
  })

  it('leaves a query the database can take alone', () => {
    expect(whereProblem(undefined)).toBeNull()
    expect(whereProblem({ title: { like: 'yoga' }, id: { greater_than: 5 }, count: { equals: 3 } })).toBeNull()
  })
})

describe('refuseUnstorableInput', () => {
  const run = (args: unknown) => (refuseUnstorableInput as (input: { args: unknown }) => unknown)({ args })

  it('throws a public 400 with its own name for an unstorable id or where clause, and passes anything else on', () => {
    expect(() => run({ id: '2147483648' })).toThrow(UnstorableInputError)
    expect(() => run({ where: { title: { like: '\u0000' } } })).toThrow(NUL_BYTE_MESSAGE)
    let thrown: unknown
    try {
      run({ id: -1 })
    } catch (error) {
      thrown = error
    }
    expect(thrown).toMatchObject({ status: 400, isPublic: true, name: 'UnstorableInputError', message: DOCUMENT_ID_MESSAGE })
    const args = { id: 7, where: { title: { like: 'yoga' } } }
    expect(run(args)).toBe(args)
  })
})

describe('sorts, pages and bodies (issue 23 point 7)', () => {
  const run = (args: unknown) => (refuseUnstorableInput as (input: { args: unknown }) => unknown)({ args })

  it('finds a NUL byte in a string, a key or a nested value', () => {
    expect(holdsNulByte('a\u0000')).toBe(true)
    expect(holdsNulByte(['title', 'x\u0000'])).toBe(true)
    expect(holdsNulByte({ nested: { ['k\u0000']: 1 } })).toBe(true)
    expect(holdsNulByte({ email: 'a@example.org', tags: ['x', 2, null] })).toBe(false)
  })

  it('takes a page and a limit only in the integer range', () => {
    expect(isStorablePaging(undefined, 1)).toBe(true)
    expect(isStorablePaging('3', 1)).toBe(true)
    expect(isStorablePaging(0, 0)).toBe(true)
    expect(isStorablePaging('0', 1)).toBe(false)
    expect(isStorablePaging('99999999999999999999', 1)).toBe(false)
    expect(isStorablePaging('1.5', 1)).toBe(false)
  })

  it('refuses a sort, a page or a body PostgreSQL cannot take', () => {
    expect(() => run({ sort: '-title\u0000' })).toThrow(NUL_BYTE_MESSAGE)
    expect(() => run({ page: '2147483648' })).toThrow(PAGE_MESSAGE)
    expect(() => run({ data: { email: 'a\u0000' } })).toThrow(BODY_NUL_BYTE_MESSAGE)
    expect(run({ sort: '-title', page: 2, limit: 10, data: { email: 'a@example.org' } })).toMatchObject({ page: 2 })
  })
})

describe('dates compared with a date field (issue 23 point 7)', () => {
  const events = { flattenedFields: [{ name: 'title', type: 'text' }, { name: 'dateTime', type: 'date' }, { name: 'createdAt', type: 'date' }] }
  const run = (where: unknown) => (refuseUnstorableInput as (input: { args: unknown; collection: unknown }) => unknown)({ args: { where }, collection: events })

  it('reads as dates only what PostgreSQL takes: the years 1 to 9999', () => {
    expect(isStorableDate('2026-11-27')).toBe(true)
    expect(isStorableDate('2026-11-27T09:30:00.000Z')).toBe(true)
    expect(isStorableDate(undefined)).toBe(true)
    expect(isStorableDate('99999-01-01')).toBe(false)
    expect(isStorableDate('+275760-09-13T00:00:00.000Z')).toBe(false)
    expect(isStorableDate('not a date')).toBe(false)
    expect(isStorableDate({})).toBe(false)
  })

  it('refuses a comparison of a date field with a date it cannot hold, and nothing else', () => {
    expect(() => run({ dateTime: { greater_than: '99999-01-01' } })).toThrow(DATE_MESSAGE)
    expect(() => run({ or: [{ createdAt: { in: '2026-01-01,99999-01-01' } }] })).toThrow(DATE_MESSAGE)
    expect(() => run({ and: [{ dateTime: { less_than_equal: 'soon' } }] })).toThrow(DATE_MESSAGE)
    expect(run({ dateTime: { greater_than: '2026-01-01' } })).toMatchObject({ where: { dateTime: { greater_than: '2026-01-01' } } })
    expect(run({ title: { equals: '99999-01-01' } })).toMatchObject({ where: { title: { equals: '99999-01-01' } } })
    expect(whereProblem({ dateTime: { exists: 'true' } }, '', new Set(['dateTime']))).toBeNull()
  })
})
