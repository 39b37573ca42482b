import { describe, expect, it } from 'vitest'

import { CLOSED_TEXT, formatTimeOfDay, openingHoursRows, openingTimesText } from './opening-hours'

describe('formatTimeOfDay', () => {
  it('writes whole hours without minutes and other times with them, in the GOV.UK style', () => {
    expect(formatTimeOfDay('09:00')).toBe('9am')
    expect(formatTimeOfDay('09:30')).toBe('9:30am')
    expect(formatTimeOfDay('17:30')).toBe('5:30pm')
    expect(formatTimeOfDay('13:05')).toBe('1:05pm')
    expect(formatTimeOfDay('23:59')).toBe('11:59pm')
  })

  it('says midday and midnight for 12:00 and 00:00, and keeps the minutes either side of them', () => {
    expect(formatTimeOfDay('12:00')).toBe('midday')
    expect(formatTimeOfDay('00:00')).toBe('midnight')
    expect(formatTimeOfDay('12:30')).toBe('12:30pm')
    expect(formatTimeOfDay('00:15')).toBe('12:15am')
  })

  it('gives nothing for an empty or unreadable time', () => {
    expect(formatTimeOfDay(undefined)).toBeUndefined()
    expect(formatTimeOfDay(null)).toBeUndefined()
    expect(formatTimeOfDay('')).toBeUndefined()
    expect(formatTimeOfDay('9am')).toBeUndefined()
    expect(formatTimeOfDay('24:00')).toBeUndefined()
  })
})

describe('openingTimesText', () => {
  it('shows one opening as a range', () => {
    expect(openingTimesText({ day: 'Monday', openTime1: '09:00', closeTime1: '17:30' })).toBe('9am to 5:30pm')
  })

  it('joins a second opening for a venue that closes for lunch', () => {
    expect(openingTimesText({ day: 'Monday', openTime1: '09:00', closeTime1: '12:30', openTime2: '13:30', closeTime2: '21:00' })).toBe(
      '9am to 12:30pm and 1:30pm to 9pm',
    )
  })

  it('says Closed when the day has no times', () => {
    expect(openingTimesText({ day: 'Sunday' })).toBe(CLOSED_TEXT)
    expect(openingTimesText({ day: 'Sunday', openTime1: null, closeTime1: '' })).toBe('Closed')
  })

  it('shows half-entered times as from or until, capitalised at the start', () => {
    expect(openingTimesText({ day: 'Friday', openTime1: '10:00' })).toBe('From 10am')
    expect(openingTimesText({ day: 'Friday', closeTime1: '16:00' })).toBe('Until 4pm')
    expect(openingTimesText({ day: 'Friday', openTime2: '18:00', closeTime2: '20:00' })).toBe('6pm to 8pm')
  })
})

describe('openingHoursRows', () => {
  it('keeps the editor order and leaves out rows without a day', () => {
    expect(
      openingHoursRows([
        { day: 'Saturday', openTime1: '09:30', closeTime1: '13:00' },
        { day: ' ' },
        { day: 'Bank holidays' },
      ]),
    ).toEqual([
      { day: 'Saturday', times: '9:30am to 1pm' },
      { day: 'Bank holidays', times: 'Closed' },
    ])
  })

  it('is empty for a venue with no hours', () => {
    expect(openingHoursRows(undefined)).toEqual([])
    expect(openingHoursRows(null)).toEqual([])
    expect(openingHoursRows([])).toEqual([])
  })
})
