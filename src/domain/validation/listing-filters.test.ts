import { describe, expect, it } from 'vitest'

import { paths } from '../paths'
import { fieldErrorsOf } from './field-errors'
import {
  DEFAULT_DISTANCE_MILES,
  DISTANCE_OPTIONS_MILES,
  LISTING_FILTER_MESSAGES,
  categoryIdsOf,
  dateFieldError,
  dateRangeFilterSchema,
  firstValueOf,
  isCalendarDate,
  listValuesOf,
  listingQueryParams,
  LISTING_ORDERS,
  parseOrderBy,
  listingQuerySchema,
  optionsOf,
  parseDateRange,
  parseDistanceMiles,
  parseListingQuery,
  parsePage,
  postcodeOf,
  queryRecordOf,
  serialiseDateRange,
} from './listing-filters'

// 10:00 on Wednesday 15 July 2026 in London (British Summer Time).
const now = new Date('2026-07-15T09:00:00.000Z')

describe('distance', () => {
  it('offers 5, 10, 25, 50 and 100 miles with 5 as the default', () => {
    expect(DISTANCE_OPTIONS_MILES).toEqual([5, 10, 25, 50, 100])
    expect(DEFAULT_DISTANCE_MILES).toBe(5)
  })

  it.each([
    ['10', 10],
    [' 25 ', 25],
    [100, 100],
    [['50', '10'], 50],
  ])('reads %j as %j miles', (value, miles) => {
    expect(parseDistanceMiles(value)).toBe(miles)
  })

  it.each([undefined, '', '7', '1e1', '10.0', '-5', 'ten', 30, null, {}, []])('falls back to 5 miles for %j', (value) => {
    expect(parseDistanceMiles(value)).toBe(5)
  })
})

describe('isCalendarDate', () => {
  it.each(['2026-07-15', '2028-02-29'])('accepts %j', (value) => {
    expect(isCalendarDate(value)).toBe(true)
  })

  it.each(['2026-02-30', '2027-02-29', '2026-13-01', '2026-7-15', '15/07/2026', '', '2026-07-15T00:00'])('rejects %j', (value) => {
    expect(isCalendarDate(value)).toBe(false)
  })
})

describe('dateRangeFilterSchema', () => {
  const schema = dateRangeFilterSchema(now)

  it('means no date filter when both dates are empty or missing', () => {
    expect(schema.parse({ startDate: '', endDate: '' })).toBeUndefined()
    expect(schema.parse({})).toBeUndefined()
    expect(schema.parse({ startDate: '  ', endDate: ' ' })).toBeUndefined()
  })

  it('accepts a range from today, and a one-day range', () => {
    expect(schema.parse({ startDate: '2026-07-15', endDate: '2026-07-20' })).toEqual({ start: '2026-07-15', end: '2026-07-20' })
    expect(schema.parse({ startDate: ' 2026-08-01 ', endDate: '2026-08-01' })).toEqual({ start: '2026-08-01', end: '2026-08-01' })
  })

  it('needs the end date when only the start is given, and the start when only the end is given', () => {
    expect(fieldErrorsOf(schema.safeParse({ startDate: '2026-07-20' }).error!)).toEqual({ endDate: 'End date is required' })
    expect(fieldErrorsOf(schema.safeParse({ startDate: '', endDate: '2026-07-20' }).error!)).toEqual({
      startDate: 'Start date is required',
    })
  })

  it('rejects days that do not exist', () => {
    expect(fieldErrorsOf(schema.safeParse({ startDate: '2026-02-30', endDate: 'soon' }).error!)).toEqual({
      startDate: LISTING_FILTER_MESSAGES.startDateInvalid,
      endDate: LISTING_FILTER_MESSAGES.endDateInvalid,
    })
  })

  it('rejects dates that are not text', () => {
    expect(fieldErrorsOf(schema.safeParse({ startDate: 20260720, endDate: null }).error!)).toEqual({
      startDate: 'Start date must be a real date',
      endDate: 'End date must be a real date',
    })
  })

  it('rejects yesterday on either side, so today is the earliest selectable day', () => {
    expect(fieldErrorsOf(schema.safeParse({ startDate: '2026-07-14', endDate: '2026-07-14' }).error!)).toEqual({
      startDate: 'Start date must be today or in the future',
      endDate: 'End date must be today or in the future',
    })
  })

  it('uses the London day: just after midnight in summer, the UTC day before is already past', () => {
    const justAfterMidnight = dateRangeFilterSchema(new Date('2026-07-14T23:30:00.000Z'))
    expect(fieldErrorsOf(justAfterMidnight.safeParse({ startDate: '2026-07-14', endDate: '2026-07-15' }).error!)).toEqual({
      startDate: LISTING_FILTER_MESSAGES.startDateInPast,
    })
  })

  it('rejects an end date before the start date', () => {
    expect(fieldErrorsOf(schema.safeParse({ startDate: '2026-07-20', endDate: '2026-07-19' }).error!)).toEqual({
      endDate: 'End date must be the same as or after the start date',
    })
  })

  it('dateFieldError gives nothing for a day that is fine', () => {
    expect(dateFieldError('endDate', '2026-07-15', '2026-07-15')).toBeUndefined()
  })
})

describe('serialiseDateRange and parseDateRange', () => {
  it('serialise as start T00:00:00.000Z, "--", end T23:59:59.999Z', () => {
    expect(serialiseDateRange({ start: '2026-07-15', end: '2026-07-20' })).toBe('2026-07-15T00:00:00.000Z--2026-07-20T23:59:59.999Z')
  })

  it('parse back what they serialise', () => {
    const range = { start: '2026-12-31', end: '2027-01-01' }
    expect(parseDateRange(serialiseDateRange(range))).toEqual(range)
    expect(parseDateRange([` ${serialiseDateRange(range)} `])).toEqual(range)
  })

  it('keep a one-day range and a past range', () => {
    expect(parseDateRange('2020-01-01T00:00:00.000Z--2020-01-01T23:59:59.999Z')).toEqual({ start: '2020-01-01', end: '2020-01-01' })
  })

  it.each([
    ['the end before the start', '2026-07-20T00:00:00.000Z--2026-07-19T23:59:59.999Z'],
    ['a day that does not exist', '2026-02-30T00:00:00.000Z--2026-03-01T23:59:59.999Z'],
    ['an end day that does not exist', '2026-02-01T00:00:00.000Z--2026-02-30T23:59:59.999Z'],
    ['the times swapped', '2026-07-15T23:59:59.999Z--2026-07-20T00:00:00.000Z'],
    ['another separator', '2026-07-15T00:00:00.000Z,2026-07-20T23:59:59.999Z'],
    ['bare days', '2026-07-15--2026-07-20'],
    ['an empty text', ''],
    ['a number', 20260715],
    ['nothing', undefined],
  ])('parse nothing from %s', (_, value) => {
    expect(parseDateRange(value)).toBeUndefined()
  })
})

describe('parsePage', () => {
  it.each([
    ['2', 2],
    [' 3 ', 3],
    ['007', 7],
    [['4', '9'], 4],
    [5, 5],
  ])('reads %j as page %j', (value, page) => {
    expect(parsePage(value)).toBe(page)
  })

  it.each([undefined, '', '0', '-1', '1.5', 'two', '99999999999999999999', 0, 2.5, NaN, null, {}])(
    'gives the first page for %j',
    (value) => {
      expect(parsePage(value)).toBe(1)
    },
  )
})

describe('query value helpers', () => {
  it('firstValueOf takes the first of a repeated parameter', () => {
    expect(firstValueOf(['a', 'b'])).toBe('a')
    expect(firstValueOf('a')).toBe('a')
  })

  it('listValuesOf reads repeated and comma-separated values and skips what is not text', () => {
    expect(listValuesOf(['1,2', ' 3 ', 4, null])).toEqual(['1', '2', '3'])
    expect(listValuesOf(undefined)).toEqual([])
  })

  it('categoryIdsOf keeps well-formed ids once each', () => {
    expect(categoryIdsOf('12,abc_DEF-9,12,,bad id,<script>')).toEqual(['12', 'abc_DEF-9'])
    expect(categoryIdsOf('x'.repeat(64))).toEqual(['x'.repeat(64)])
    expect(categoryIdsOf('x'.repeat(65))).toEqual([])
  })

  it('optionsOf keeps allowed options in their own spelling, once each', () => {
    expect(optionsOf(['east herts', 'East Herts', 'Atlantis'], ['East Herts', 'Watford'])).toEqual(['East Herts'])
  })

  it('postcodeOf normalises a valid postcode and drops anything else', () => {
    expect(postcodeOf(['sg138de'])).toBe('SG13 8DE')
    expect(postcodeOf('SG13')).toBeUndefined()
    expect(postcodeOf(42)).toBeUndefined()
  })

  it('queryRecordOf reads URLSearchParams with repeated keys as lists', () => {
    expect(queryRecordOf(new URLSearchParams('category=1&category=2&term=yoga'))).toEqual({ category: ['1', '2'], term: ['yoga'] })
  })

  it.each([null, undefined, 'term=yoga', 42, ['term']])('queryRecordOf reads %j as an empty query', (input) => {
    expect(queryRecordOf(input)).toEqual({})
  })
})

const emptyQuery = {
  term: '',
  page: 1,
  category: [],
  district: [],
  ageRange: [],
  postcode: undefined,
  distance: 5,
  date: undefined,
  orderBy: 'date' as const,
}

describe('listingQuerySchema', () => {
  it('reads a full query', () => {
    expect(
      parseListingQuery({
        term: ' first aid ',
        pageIndex: '3',
        category: ['7', '8,9'],
        district: 'Dacorum,St Albans',
        ageRange: ['0 - 5', '19 - 25'],
        postcode: 'sg13 8de',
        distance: '25',
        date: '2026-07-15T00:00:00.000Z--2026-07-20T23:59:59.999Z',
      }),
    ).toEqual({
      term: 'first aid',
      page: 3,
      category: ['7', '8', '9'],
      district: ['Dacorum', 'St Albans'],
      ageRange: ['0 - 5', '19 - 25'],
      postcode: 'SG13 8DE',
      distance: 25,
      date: { start: '2026-07-15', end: '2026-07-20' },
      orderBy: 'date',
    })
  })

  it('gives the defaults for an empty query', () => {
    expect(parseListingQuery({})).toEqual(emptyQuery)
  })

  it('reads a URLSearchParams', () => {
    const query = parseListingQuery(new URLSearchParams('term=yoga&pageIndex=2&category=4&category=5'))
    expect(query.category).toEqual(['4', '5'])
    expect(query.page).toBe(2)
  })

  it('reads the page only from pageIndex, the name spec 001 section 2 gives it', () => {
    expect(parseListingQuery({ page: '3' }).page).toBe(1)
    expect(parseListingQuery({ pageIndex: '3', page: '5' }).page).toBe(3)
  })

  it.each([null, undefined, 'garbage', 42, [], ['page', '2'], new Date(0)])('never throws on %j, giving the defaults', (input) => {
    expect(listingQuerySchema.parse(input)).toEqual(emptyQuery)
  })

  it('drops every invalid value and keeps the valid ones', () => {
    expect(
      parseListingQuery({
        term: { $ne: '' },
        pageIndex: '-4',
        category: [{}, 'ok-1', '../etc'],
        district: 'Gotham',
        ageRange: '5 - 10',
        postcode: 'not a postcode',
        distance: '1000',
        date: '2026-07-20--2026-07-15',
        unknown: 'ignored',
      }),
    ).toEqual({ ...emptyQuery, category: ['ok-1'] })
  })
})

describe('listingQueryParams', () => {
  it('leaves out every default so a plain listing link has no query', () => {
    expect(paths.listing('/events', listingQueryParams(parseListingQuery({})))).toBe('/events')
  })

  it('leaves out the distance without a postcode, and the default distance with one', () => {
    expect(listingQueryParams({ ...emptyQuery, distance: 50 }).distance).toBeUndefined()
    expect(listingQueryParams({ ...emptyQuery, postcode: 'SG13 8DE', distance: 5 }).distance).toBeUndefined()
  })

  it('round-trips a full query through a link', () => {
    const query = parseListingQuery({
      term: 'first aid',
      pageIndex: '2',
      category: '7,8',
      district: ['Watford'],
      ageRange: '6 - 11',
      postcode: 'SG13 8DE',
      distance: '10',
      date: '2026-07-15T00:00:00.000Z--2026-07-20T23:59:59.999Z',
    })
    const link = paths.listing('/step2skills', listingQueryParams(query))
    const search = new URL(link, 'https://events.example').searchParams
    expect(search.get('pageIndex')).toBe('2')
    expect(parseListingQuery(search)).toEqual(query)
  })
})

describe('listing order', () => {
  it('is by date unless relevance is asked for', () => {
    expect(parseOrderBy(undefined)).toBe('date')
    expect(parseOrderBy('relevance')).toBe('relevance')
    expect(parseOrderBy(['relevance', 'date'])).toBe('relevance')
    expect(parseOrderBy('price')).toBe('date')
    expect(LISTING_ORDERS).toEqual(['date', 'relevance'])
  })

  it('lives in the URL only when it is not the default', () => {
    expect(parseListingQuery({ orderBy: 'relevance' }).orderBy).toBe('relevance')
    expect(listingQueryParams(parseListingQuery({ orderBy: 'relevance' })).orderBy).toBe('relevance')
    expect(listingQueryParams(parseListingQuery({ orderBy: 'date' })).orderBy).toBeUndefined()
  })
})
