import { describe, expect, it } from 'vitest'

import {
  calendarOptions,
  googleCalendarUrl,
  microsoft365CalendarUrl,
  microsoftTeamsCalendarUrl,
  outlookComCalendarUrl,
  yahooCalendarUrl,
} from './calendar-links'

const EVENT = {
  title: 'Pottery & clay',
  start: new Date('2026-07-01T09:00:00Z'),
  end: new Date('2026-07-01T10:00:00Z'),
  location: 'Hertford Library',
  url: 'https://events.example.gov.uk/hals/pottery',
  description: 'Booking reference R1',
}
const WINTER = { ...EVENT, start: new Date('2026-12-01T09:00:00Z'), end: new Date('2026-12-01T10:00:00Z') }

const query = (href: string) => Object.fromEntries(new URL(href).searchParams)

describe('the web calendar addresses', () => {
  it('Google gets London wall-clock dates with ctz Europe/London', () => {
    const url = new URL(googleCalendarUrl(EVENT))
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render')
    expect(query(url.href)).toEqual({
      action: 'TEMPLATE',
      text: 'Pottery & clay',
      dates: '20260701T100000/20260701T110000',
      ctz: 'Europe/London',
      details: 'Booking reference R1\n\nhttps://events.example.gov.uk/hals/pottery',
      location: 'Hertford Library',
    })
    expect(query(googleCalendarUrl(WINTER)).dates).toBe('20261201T090000/20261201T100000')
  })

  it('Outlook.com and Microsoft 365 get the compose link on their own hosts with London offsets', () => {
    for (const [build, host] of [
      [outlookComCalendarUrl, 'outlook.live.com'],
      [microsoft365CalendarUrl, 'outlook.office.com'],
    ] as const) {
      const url = new URL(build(EVENT))
      expect(url.host).toBe(host)
      expect(url.pathname).toBe('/calendar/0/action/compose')
      expect(query(url.href)).toMatchObject({ rru: 'addevent', subject: 'Pottery & clay', startdt: '2026-07-01T10:00:00+01:00', enddt: '2026-07-01T11:00:00+01:00', location: 'Hertford Library' })
    }
    expect(query(outlookComCalendarUrl(WINTER)).startdt).toBe('2026-12-01T09:00:00+00:00')
  })

  it('Microsoft Teams gets a new-meeting link with the subject and London times', () => {
    const url = new URL(microsoftTeamsCalendarUrl(EVENT))
    expect(url.href.startsWith('https://teams.microsoft.com/l/meeting/new?')).toBe(true)
    expect(query(url.href)).toMatchObject({ subject: 'Pottery & clay', startTime: '2026-07-01T10:00:00+01:00', endTime: '2026-07-01T11:00:00+01:00' })
  })

  it('Yahoo, which takes no zone, gets the same instants in UTC', () => {
    expect(query(yahooCalendarUrl(EVENT))).toMatchObject({ v: '60', title: 'Pottery & clay', st: '20260701T090000Z', et: '20260701T100000Z', in_loc: 'Hertford Library' })
  })

  it('leaves out a location that is not known', () => {
    expect(query(googleCalendarUrl({ title: 'Talk', start: EVENT.start, end: EVENT.end }))).not.toHaveProperty('location')
  })
})

describe('calendarOptions', () => {
  it("offers the spec's seven options in its order, Apple and iCal downloading the .ics", () => {
    const options = calendarOptions(EVENT, '/eventsbookingapi/baskets/b1/calendar.ics')
    expect(options.map((option) => option.label)).toEqual(['Apple', 'Google', 'iCal', 'Outlook.com', 'Microsoft 365', 'Microsoft Teams', 'Yahoo'])
    expect(options.filter((option) => option.download).map((option) => [option.label, option.href])).toEqual([
      ['Apple', '/eventsbookingapi/baskets/b1/calendar.ics'],
      ['iCal', '/eventsbookingapi/baskets/b1/calendar.ics'],
    ])
  })
})
