import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import type { ConsoleBooking } from '@/contracts/console'

import { BookingDetails } from './booking-details'
import { BookingsPerDayChart } from './bookings-per-day-chart'
import { CONSOLE_TEXTS } from './console-texts'
import { CsvDownloadButton } from './csv-download-button'
import { EventSearchResults } from './event-search-results'
import { RegisterTable } from './register-table'
import { SessionChooser } from './session-chooser'
import { ReleaseTicketTable } from './release-ticket-table'
import { ReportAreaPage } from './report-area-page'
import { ReportTable } from './report-table'

const noAction = async () => ({})
const ada = { ticketID: '6f1c7a39-5a70-4d3e-9d48-2a0c3e0b1a11', firstName: 'Ada', lastName: 'Lovelace', ticketType: 'Adult', attended: true, email: 'ada@example.org' }
const alan = { ticketID: '0b7e2f5c-1111-4d3e-9d48-2a0c3e0b1a22', firstName: 'Alan', lastName: 'Turing', ticketType: 'Concession', attended: false, email: 'alan@example.org' }

describe('the area page', () => {
  it("has the report's title and a card per area linking to the report's list of it", () => {
    const html = renderToStaticMarkup(<ReportAreaPage report="register" />)
    expect(html).toContain('<h1 class="govuk-heading-xl">Take event register</h1>')
    expect(html).toContain('href="/console/register-list?area=eventHAFLS">Step 2 Skills</a>')
    expect(html).toContain('href="/console/register-list?area=eventSendAcademy">Send Academy</a>')
    // The spec's five first, then every other service that has events.
    expect(html.match(/class="service-card"/g)).toHaveLength(10)
    expect(html.indexOf('>Send Academy</a>')).toBeLessThan(html.indexOf('>Libraries</a>'))
    for (const area of ['eventLibraries', 'eventMusicService', 'eventLocalOffer', 'eventSend', 'eventCPSLS']) expect(html).toContain(`href="/console/register-list?area=${area}"`)
    expect(html).toContain('href="/console/home">Back to console home</a>')
  })
})

describe('a report table', () => {
  it('has its first row as column headers, in a focusable scroll region', () => {
    const html = renderToStaticMarkup(<ReportTable rows={[['First Name', 'Email'], ['Ada', 'ada@example.org']]} caption="Attendees" />)
    expect(html).toContain('<div class="app-table-scroll" tabindex="0" role="region" aria-label="Attendees, scrollable">')
    expect(html).toContain('<th scope="col" class="govuk-table__header">First Name</th>')
    expect(html).toContain('<td class="govuk-table__cell">ada@example.org</td>')
  })

  it('shows nothing for no rows', () => {
    expect(renderToStaticMarkup(<ReportTable rows={[]} caption="Attendees" />)).toBe('')
  })
})

describe('the CSV download', () => {
  it('says it needs JavaScript until the page is interactive', () => {
    const html = renderToStaticMarkup(<CsvDownloadButton rows={[['A'], ['1']]} fileName="x.csv" label="Download CSV" />)
    expect(html).toContain(CONSOLE_TEXTS.csvNeedsJavaScript)
    expect(html).not.toContain('<button')
  })
})

describe('the register', () => {
  const html = renderToStaticMarkup(<RegisterTable eventId="12" attendees={[ada, alan]} markAttendance={noAction} />)

  it("has the 'Register' caption and the totals", () => {
    expect(html).toContain('<caption class="govuk-table__caption govuk-table__caption--m">Register</caption>')
    expect(html).toContain('Present: 1 of 2 booked')
  })

  it('shows each mark as a pressed or unpressed button named after the person', () => {
    expect(html).toContain('">Present<span class="govuk-visually-hidden"> – Ada Lovelace</span></button>')
    expect(html).toContain('">Absent<span class="govuk-visually-hidden"> – Alan Turing</span></button>')
  })

  it('posts the opposite mark when used without JavaScript', () => {
    expect(html).toContain(`<input type="hidden" name="ticketId" value="${ada.ticketID}"/><input type="hidden" name="attended" value="false"/>`)
    expect(html).toContain(`<input type="hidden" name="ticketId" value="${alan.ticketID}"/><input type="hidden" name="attended" value="true"/>`)
  })

  it("posts the session of a course's register with each mark, and no session for an event without sessions", () => {
    const course = renderToStaticMarkup(<RegisterTable eventId="12" sessionId="s-2" attendees={[ada]} markAttendance={noAction} />)
    expect(course).toContain('<input type="hidden" name="eventId" value="12"/><input type="hidden" name="sessionId" value="s-2"/>')
    expect(html).not.toContain('name="sessionId"')
  })

  it('has an alert region ready for a failed save', () => {
    expect(html).toContain('<div role="alert" class="app-console-alert"></div>')
  })
})

describe('the release ticket table', () => {
  const html = renderToStaticMarkup(<ReleaseTicketTable eventId="12" attendees={[ada]} releaseTicket={noAction} />)

  it('lists first name, last name, e-mail and ticket ID with a release button per row', () => {
    for (const heading of ['First name', 'Last name', 'Email', 'Ticket ID']) expect(html).toContain(`<th scope="col" class="govuk-table__header">${heading}</th>`)
    expect(html).toContain('Release Ticket<span class="govuk-visually-hidden"> – Ada Lovelace</span></button>')
  })

  it('has a closed confirmation dialog with the warning, the danger button and a close mark', () => {
    expect(html).toMatch(/<dialog class="app-console-dialog" aria-labelledby="[^"]+">/)
    expect(html).toContain(CONSOLE_TEXTS.releaseWarning)
    expect(html).toContain('<button type="button" class="govuk-button govuk-button--warning">Release Ticket</button>')
    expect(html).toContain('aria-label="Close"')
  })

  it('does not release without the confirmation: the row form carries no confirm field', () => {
    expect(html).not.toContain('name="confirm"')
  })
})

describe('the event search results', () => {
  it("has the spec's columns and links to each report with the event id", () => {
    const html = renderToStaticMarkup(<EventSearchResults results={[{ eventId: '12', eventTitle: 'Pottery', eventDate: '2026-03-03T18:30:00Z', eventCategory: 'HALS' }]} />)
    for (const heading of ['Event Title', 'Event Date', 'Event Type']) expect(html).toContain(`<th scope="col" class="govuk-table__header">${heading}</th>`)
    expect(html).toContain('Tue, 3 Mar')
    expect(html).toContain('href="/console/attendance-report?id=12">Attendance Report</a>')
    expect(html).toContain('href="/console/waiting-list-report?id=12">Waiting List</a>')
    expect(html).toContain('href="/console/register?id=12">Event Register</a>')
  })

  it("says 'No results found' for none", () => {
    expect(renderToStaticMarkup(<EventSearchResults results={[]} />)).toContain('No results found')
  })
})

describe('the bookings per day chart', () => {
  it('is one image named by its summary, with the figures in a table', () => {
    const html = renderToStaticMarkup(<BookingsPerDayChart days={[{ day: '2026-03-02', bookings: 2, tickets: 3 }]} />)
    expect(html).toContain('role="img" aria-label="Bar chart of bookings per day: 2 bookings with 3 tickets on Mon, 2 Mar.')
    expect(html).toContain('<caption class="govuk-table__caption govuk-table__caption--s">Bookings per day</caption>')
    expect(html).toContain('<td class="govuk-table__cell govuk-table__cell--numeric">3</td>')
  })

  it('says so when nothing is booked yet', () => {
    expect(renderToStaticMarkup(<BookingsPerDayChart days={[]} />)).toContain(CONSOLE_TEXTS.noConfirmedBookings)
  })
})

describe('a found booking', () => {
  const booking: ConsoleBooking = {
    bookingReference: 'HCC-7K4M-2Q9X',
    basketId: '3f2b8c1e-4d5a-4e6f-8a9b-0c1d2e3f4a5b',
    state: 'confirmed',
    eventData: { id: '12', title: 'Pottery', dateTime: '2026-03-03T18:30:00Z', contentType: 'eventHALS', uri: '/hals/pottery', slug: 'pottery' },
    purchaser: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.org', telephoneNumber: '01234 567890' },
    bookingAnswers: { 'How did you hear of us?': 'Library' },
    totalPence: 1250,
    confirmedAt: '2026-02-01T10:00:00Z',
    bypassedBy: null,
    tickets: [{ ticketID: 't1', firstName: 'Ada', lastName: 'Lovelace', ticketType: 'Adult', state: 'sold', attended: false, specialRequirements: 'Step-free access', answers: { Diet: ['Vegan', 'No nuts'] } }],
    payments: [{ state: 'success', amountPence: 1250, transactionReference: 'T-1', providerReference: null, providerDescription: null, createdAt: '2026-02-01T09:59:00Z' }],
    refunds: [],
  }
  const html = renderToStaticMarkup(<BookingDetails booking={booking} index={0} />)

  it('sums the booking up with the total in pounds and pence', () => {
    expect(html).toContain('<h2 class="govuk-heading-l" id="booking-0">Booking HCC-7K4M-2Q9X</h2>')
    expect(html).toContain('<dd class="govuk-summary-list__value">£12.50</dd>')
    expect(html).toContain(CONSOLE_TEXTS.notBypassed)
  })

  it("names the booking's long id, not its short reference, to the cancel call", () => {
    const withCancel = renderToStaticMarkup(<BookingDetails booking={booking} index={0} cancelAction={async (state) => state} />)
    expect(withCancel).toContain('<input type="hidden" name="basketId" value="3f2b8c1e-4d5a-4e6f-8a9b-0c1d2e3f4a5b"/>')
  })

  it('shows the answers of the booking and of each ticket', () => {
    expect(html).toContain('<dt class="govuk-summary-list__key">How did you hear of us?</dt><dd class="govuk-summary-list__value">Library</dd>')
    expect(html).toContain('<li>Diet: Vegan; No nuts</li>')
    expect(html).toContain('Step-free access')
  })

  it('lists no refunds until there are some, then each with its state in words, who asked, and the problem of one not made', () => {
    expect(html).not.toContain(`>${CONSOLE_TEXTS.refundsHeading}<`)
    const refunded = renderToStaticMarkup(
      <BookingDetails
        index={0}
        booking={{
          ...booking,
          refunds: [
            { state: 'succeeded', amountPence: 500, reason: 'staff', requestedBy: 'officer@council.example', providerReference: 'r-1', lastError: 'timeout', requestedAt: '2026-02-02T10:00:00Z', settledAt: '2026-02-02T10:00:05Z' },
            { state: 'failed', amountPence: 750, reason: 'resident', requestedBy: 'resident', providerReference: null, lastError: 'card expired', requestedAt: '2026-02-03T10:00:00Z', settledAt: null },
            { state: 'pending', amountPence: 250, reason: 'staff', requestedBy: 'officer@council.example', providerReference: 'r-3', lastError: null, requestedAt: '2026-02-04T10:00:00Z', settledAt: null },
          ],
        }}
      />,
    )
    expect(refunded).toContain(`<h3 class="govuk-heading-m">${CONSOLE_TEXTS.refundsHeading}</h3>`)
    expect(refunded).toContain('<dd class="govuk-summary-list__value">confirmed</dd>')
    const cancelled = renderToStaticMarkup(<BookingDetails index={0} booking={{ ...booking, tickets: booking.tickets.map((ticket) => ({ ...ticket, state: 'cancelled' })) }} />)
    expect(cancelled).toContain('<dd class="govuk-summary-list__value">confirmed: every ticket cancelled</dd>')
    const rows = refunded.split('<tr class="govuk-table__row">').slice(-3)
    expect(rows[0]).toContain(`<td class="govuk-table__cell">${CONSOLE_TEXTS.refundStates.succeeded}</td>`)
    expect(rows[0]).toContain('£5.00')
    expect(rows[0]).toContain('officer@council.example')
    expect(rows[0]).not.toContain('timeout')
    expect(rows[1]).toContain(CONSOLE_TEXTS.refundStates.failed)
    expect(rows[1]).toContain(CONSOLE_TEXTS.refundByResident)
    expect(rows[1]).toContain('card expired')
    // Owed, but already accepted by the provider (it gave the refund an id): sent, being finished.
    expect(rows[2]).toContain(`<td class="govuk-table__cell">${CONSOLE_TEXTS.refundStates.submitted}</td>`)
    expect(CONSOLE_TEXTS.cancelDone(1, '£2.50', 'submitted')).toBe('1 ticket cancelled. A refund of £2.50 has been sent; the card payment provider is finishing it.')
    expect(CONSOLE_TEXTS.cancelDone(2, '£5.00', 'succeeded')).toBe('2 tickets cancelled. £5.00 refunded.')
  })
})

describe("a course's session chooser", () => {
  const sessions = [
    { id: 's-1', startsAt: '2026-01-06T18:00:00.000Z', endsAt: '2026-01-06T20:00:00.000Z', place: null },
    { id: 's-2', startsAt: '2026-01-13T18:00:00.000Z', endsAt: '2026-01-13T20:00:00.000Z', place: 'Room 2' },
  ]
  const html = renderToStaticMarkup(<SessionChooser action="/console/register" eventId="12" sessions={sessions} chosen="s-2" />)

  it('is a plain GET form to the page with the event, each session named in full, the chosen one selected', () => {
    expect(html).toContain('action="/console/register" method="get"')
    expect(html).toContain('<input type="hidden" name="id" value="12"/>')
    expect(html).toContain('<label class="govuk-label govuk-label--s" for="session">Session</label>')
    expect(html).toContain('<option value="s-1">Session 1 of 2: Tuesday 6 January 2026, 6:00pm to 8:00pm</option>')
    expect(html).toContain('<option value="s-2" selected="">Session 2 of 2: Tuesday 13 January 2026, 6:00pm to 8:00pm, Room 2</option>')
    expect(html).toContain('>Show register</button>')
  })
})
