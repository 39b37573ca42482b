import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'

import { bookingIcs, BookingIcsError } from './booking-ics'

/** Reads the file back with an independent parser (ical.js), as a calendar would. */
function parsed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text))
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(new ICAL.Timezone(zone))
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!)
  return { calendar, event }
}

const SUMMER = {
  uid: 'b6f1c1d2-0000-4000-8000-000000000001@events',
  title: 'Watercolour for beginners, week 1',
  start: new Date('2026-07-01T09:00:00Z'),
  end: new Date('2026-07-01T10:00:00Z'),
  location: 'Hertford Library, Dolphin Yard, SG14 1PR',
  url: 'https://events.example.gov.uk/hals/watercolour',
  description: 'Booking reference ABC123',
}

describe('bookingIcs', () => {
  it('writes a calendar that an independent parser reads with the summary, place, address and start', () => {
    const { event } = parsed(bookingIcs(SUMMER))
    expect(event.summary).toBe(SUMMER.title)
    expect(event.location).toBe(SUMMER.location)
    expect(event.uid).toBe(SUMMER.uid)
    expect(event.description).toBe('Booking reference ABC123')
    expect(event.component.getFirstPropertyValue('url')).toBe(SUMMER.url)
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-07-01T09:00:00.000Z')
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-07-01T10:00:00.000Z')
  })

  it('gives the times in Europe/London wall-clock time, in summer and in winter', () => {
    const summer = parsed(bookingIcs(SUMMER)).event.startDate
    expect(summer.zone?.tzid).toBe('Europe/London')
    expect([summer.hour, summer.minute]).toEqual([10, 0])
    const winter = parsed(bookingIcs({ ...SUMMER, start: new Date('2026-12-01T09:00:00Z'), end: new Date('2026-12-01T10:30:00Z') })).event
    expect(winter.startDate.zone?.tzid).toBe('Europe/London')
    expect(winter.component.getFirstProperty('dtend')?.getParameter('tzid')).toBe('Europe/London')
    expect([winter.startDate.hour, winter.endDate.hour, winter.endDate.minute]).toEqual([9, 10, 30])
    expect(winter.startDate.toJSDate().toISOString()).toBe('2026-12-01T09:00:00.000Z')
  })

  it('carries the zone definition with the file, so no calendar has to know it', () => {
    const text = bookingIcs(SUMMER)
    expect(text).toContain('DTSTART;TZID=Europe/London:20260701T100000\r\n')
    expect(parsed(text).calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('Europe/London')
  })

  it('leaves out what it is not given', () => {
    const { event } = parsed(bookingIcs({ uid: 'u1', title: 'Talk', start: SUMMER.start, end: SUMMER.end }))
    expect(event.location).toBeNull()
    expect(event.component.getFirstPropertyValue('url')).toBeNull()
  })

  it('refuses an event that ends before it starts', () => {
    expect(() => bookingIcs({ ...SUMMER, end: SUMMER.start })).toThrow(BookingIcsError)
  })
})

describe('bookingIcs for a course with sessions (issue 26)', () => {
  const sessions = [
    { start: new Date('2026-10-20T17:30:00Z'), end: new Date('2026-10-20T19:30:00Z') },
    // After the clocks go back: the same 6:30pm London time is an hour later in UTC.
    { start: new Date('2026-10-27T18:30:00Z'), end: new Date('2026-10-27T20:30:00Z'), location: 'Ware Annexe' },
    { start: new Date('2026-11-03T18:30:00Z'), end: new Date('2026-11-03T21:00:00Z') },
  ]

  it('writes one entry per session with its real end and place, one time zone, each saying which session it is', () => {
    const text = bookingIcs({ ...SUMMER, sessions })
    const calendar = new ICAL.Component(ICAL.parse(text))
    for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(new ICAL.Timezone(zone))
    expect(calendar.getAllSubcomponents('vtimezone')).toHaveLength(1)
    const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component))
    expect(events.map((event) => event.summary)).toEqual([1, 2, 3].map((n) => `${SUMMER.title} (session ${n} of 3)`))
    expect(events.map((event) => event.startDate.toJSDate().toISOString())).toEqual(sessions.map((session) => session.start.toISOString()))
    expect(events.map((event) => event.endDate.toJSDate().toISOString())).toEqual(sessions.map((session) => session.end.toISOString()))
    expect(events.map((event) => event.location)).toEqual([SUMMER.location, 'Ware Annexe', SUMMER.location])
    expect(new Set(events.map((event) => event.uid)).size).toBe(3)
    expect(text.match(/^DTSTART;TZID=Europe\/London:20261027T183000\r$/m)).not.toBeNull()
  })

  it('refuses a session that does not end after it starts', () => {
    expect(() => bookingIcs({ ...SUMMER, sessions: [{ start: sessions[0]!.start, end: sessions[0]!.start }] })).toThrow(BookingIcsError)
  })
})
