import { CALENDAR_TIME_ZONE, londonBasic, londonIso, utcBasic } from './london-time'

/**
 * The add-to-calendar options of spec 000 section 9: "Apple, Google, iCal, {host}, Microsoft 365,
 * Microsoft Teams, Yahoo", where {host} is Outlook.com. Apple and iCal download the booking's .ics
 * file; the others open their web calendar's add-event page with the event filled in. Each address
 * is a plain link, so the options work without JavaScript. Times are Europe/London where the
 * calendar takes a zone (Google's ctz, an ISO offset for the Microsoft ones) and UTC where it does
 * not (Yahoo), which names the same instant.
 */
export interface CalendarEvent {
  title: string
  start: Date
  end: Date
  location?: string
  /** The event's page, added to the description where a calendar has no field for it. */
  url?: string
  description?: string
}

export type CalendarOptionId = 'apple' | 'google' | 'ical' | 'outlookcom' | 'microsoft365' | 'microsoftteams' | 'yahoo'

export interface CalendarOption {
  id: CalendarOptionId
  label: string
  href: string
  /** A file to download (the .ics) rather than a page to open. */
  download: boolean
}

function detailsOf(event: CalendarEvent): string {
  return [event.description, event.url].filter((part): part is string => Boolean(part)).join('\n\n')
}

function withQuery(base: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value)
  return `${base}${base.includes('?') ? '&' : '?'}${params.toString()}`
}

export function googleCalendarUrl(event: CalendarEvent): string {
  return withQuery('https://calendar.google.com/calendar/render', {
    action: 'TEMPLATE',
    text: event.title,
    dates: `${londonBasic(event.start)}/${londonBasic(event.end)}`,
    ctz: CALENDAR_TIME_ZONE,
    details: detailsOf(event),
    location: event.location,
  })
}

/** Outlook.com and Microsoft 365 share the compose deep link on their own hosts. */
function outlookUrl(host: string, event: CalendarEvent): string {
  return withQuery(`https://${host}/calendar/0/action/compose`, {
    rru: 'addevent',
    path: '/calendar/action/compose',
    subject: event.title,
    startdt: londonIso(event.start),
    enddt: londonIso(event.end),
    body: detailsOf(event),
    location: event.location,
  })
}

export function outlookComCalendarUrl(event: CalendarEvent): string {
  return outlookUrl('outlook.live.com', event)
}

export function microsoft365CalendarUrl(event: CalendarEvent): string {
  return outlookUrl('outlook.office.com', event)
}

export function microsoftTeamsCalendarUrl(event: CalendarEvent): string {
  return withQuery('https://teams.microsoft.com/l/meeting/new', {
    subject: event.title,
    startTime: londonIso(event.start),
    endTime: londonIso(event.end),
    content: detailsOf(event),
    location: event.location,
  })
}

export function yahooCalendarUrl(event: CalendarEvent): string {
  return withQuery('https://calendar.yahoo.com/', {
    v: '60',
    title: event.title,
    st: utcBasic(event.start),
    et: utcBasic(event.end),
    desc: detailsOf(event),
    in_loc: event.location,
  })
}

/** Every option in the spec's order; `icsHref` is the booking's .ics download. */
export function calendarOptions(event: CalendarEvent, icsHref: string): CalendarOption[] {
  return [
    { id: 'apple', label: 'Apple', href: icsHref, download: true },
    { id: 'google', label: 'Google', href: googleCalendarUrl(event), download: false },
    { id: 'ical', label: 'iCal', href: icsHref, download: true },
    { id: 'outlookcom', label: 'Outlook.com', href: outlookComCalendarUrl(event), download: false },
    { id: 'microsoft365', label: 'Microsoft 365', href: microsoft365CalendarUrl(event), download: false },
    { id: 'microsoftteams', label: 'Microsoft Teams', href: microsoftTeamsCalendarUrl(event), download: false },
    { id: 'yahoo', label: 'Yahoo', href: yahooCalendarUrl(event), download: false },
  ]
}
