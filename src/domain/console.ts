import type { EventContentType } from './listings'

/**
 * The staff console's areas and reports (spec 001 section 2): which content types a console list
 * shows, what each report's list page is called, and what its per-event link says.
 */

/**
 * The area value of the list pages' query (spec 001 section 2, "Area pages"), with its label: the
 * spec's five first, with the spec's labels, then every other event content type (spec 000 section
 * 3) with the name the content admin gives it, so staff reach every service's events (issue 22; the
 * spec's table left libraries, music and the rest to Event Search). Each area is one content type,
 * its value the type's id; the labels also name an event's type in Event Search.
 */
export const CONSOLE_AREAS = [
  { value: 'eventHAFLS', label: 'Step 2 Skills' },
  { value: 'eventHALS', label: 'HALS' },
  { value: 'eventCorporate', label: 'Corporate events' },
  { value: 'eventHealthAndWellbeing', label: 'Public health training' },
  { value: 'eventSendAcademy', label: 'Send Academy' },
  { value: 'eventLibraries', label: 'Libraries' },
  { value: 'eventMusicService', label: 'Music Service' },
  { value: 'eventLocalOffer', label: 'SEND Local Offer' },
  { value: 'eventSend', label: 'SEND' },
  { value: 'eventCPSLS', label: 'CPSLS' },
] as const satisfies ReadonlyArray<{ value: EventContentType; label: string }>
export type ConsoleArea = (typeof CONSOLE_AREAS)[number]['value']

export function isConsoleArea(value: unknown): value is ConsoleArea {
  return CONSOLE_AREAS.some((area) => area.value === value)
}

/** The label of an area ('Step 2 Skills' for eventHAFLS). */
export function consoleAreaLabel(area: ConsoleArea): string {
  return CONSOLE_AREAS.find((candidate) => candidate.value === area)!.label
}

/** An event type by its name for staff (Event Search's 'Event Type'): the area's label, or the id itself for a type we do not know. */
export function eventTypeName(contentType: string): string {
  return isConsoleArea(contentType) ? consoleAreaLabel(contentType) : contentType
}

/** The four reports that go area -> list -> event page (spec 001 section 2, console routes). */
export const CONSOLE_REPORTS = {
  'attendance-report': { areaTitle: 'Attendance reports', listTitle: 'Attendance Reports', linkText: 'View Report', eventPage: '/console/attendance-report' },
  register: { areaTitle: 'Take event register', listTitle: 'Event Register', linkText: 'Take Register', eventPage: '/console/register' },
  'waiting-list': { areaTitle: 'Waiting list reports', listTitle: 'Waiting List Reports', linkText: 'View waiting list', eventPage: '/console/waiting-list-report' },
  'release-ticket': { areaTitle: 'Release Ticket', listTitle: 'Release Tickets', linkText: 'View event tickets', eventPage: '/console/release-ticket' },
} as const
export type ConsoleReport = keyof typeof CONSOLE_REPORTS

export function isConsoleReport(value: unknown): value is ConsoleReport {
  return typeof value === 'string' && Object.hasOwn(CONSOLE_REPORTS, value)
}

/** Search words: required (spec 001 section 5), trimmed, at most this long. */
export const CONSOLE_SEARCH_MAX_LENGTH = 200
export const SEARCH_WORDS_REQUIRED = 'Search words are required'

/** The search words as typed, or the spec's message when there are none. */
export function consoleSearchWords(raw: unknown): { ok: true; words: string } | { ok: false; message: string } {
  const words = typeof raw === 'string' ? raw.trim().slice(0, CONSOLE_SEARCH_MAX_LENGTH) : ''
  return words === '' ? { ok: false, message: SEARCH_WORDS_REQUIRED } : { ok: true, words }
}

/** Present / booked on the register (beyond the spec: staff count heads on the day). */
export function attendanceTotals(rows: ReadonlyArray<{ attended: boolean }>): { present: number; booked: number } {
  return { present: rows.filter((row) => row.attended).length, booked: rows.length }
}
