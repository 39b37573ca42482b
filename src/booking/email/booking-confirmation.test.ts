import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'

import type { ConfirmedBooking } from '../../contracts/checkout'

import { CALENDAR_FILE_NAME, renderBookingConfirmation, RESOURCES_SENTENCE, sampleBooking, ticketImagesOf, type EmailEventPlace, type EmailSettings } from './booking-confirmation'
import { renderPaymentRefunded } from './payment-refunded'

const settings: EmailSettings = { councilName: 'Hertfordshire County Council', webTeamEmail: 'web.team@example.gov.uk', siteUrl: 'https://events.example.gov.uk' }

const place: EmailEventPlace = {
  online: false,
  endDateTime: '2026-07-14T17:30:00.000Z',
  venue: { name: 'Hertford Library', room: 'Community room', addressLines: ['Dolphin Yard', 'Hertford', 'SG14 1PP'] },
}

function booking(overrides: Partial<ConfirmedBooking> = {}): ConfirmedBooking {
  return {
    basketId: '3f0b8c9e-5a1d-4a43-9d59-0e4a7f1c2b3a',
    bookingReference: 'HCC-7K4M-2Q9X',
    transactionReference: 'T-1',
    eventId: 7,
    eventTitle: 'Watercolour for beginners',
    eventUri: '/hals/watercolour-for-beginners',
    eventContentType: 'eventHAFLS',
    // 15:00 UTC in British Summer Time is 4pm in London.
    eventDateTime: '2026-07-14T15:00:00.000Z',
    serviceTermsHtml: '<p>Refunds up to <strong>7 days</strong> before.</p>',
    purchaser: { firstName: 'Sam', lastName: 'Buyer', email: 'sam@example.com', telephoneNumber: '01234 567890' },
    tickets: [
      { ticketId: 't1', concessionTitle: 'Adult', holderFirstName: 'Sam', holderLastName: 'Buyer', specialRequirements: '' },
      { ticketId: 't2', concessionTitle: 'Concession (over 60)', holderFirstName: 'Pat', holderLastName: 'Buyer', specialRequirements: 'Step-free access' },
    ],
    totalPence: 2250,
    confirmedAt: '2026-06-01T09:00:00.000Z',
    bypassed: false,
    ticketsBooked: 1,
    ticketsCancelled: 0,
    refundPence: 0,
    personalDataShown: true,
    ...overrides,
  }
}

describe('the booking confirmation e-mail', () => {
  it("links to the booking's own cancellation page by its long id when the settings give one, and not otherwise", () => {
    const cancelBookingUrl = (basketId: string) => `https://events.example.gov.uk/manage/booking/cancel?booking=${basketId}&token=abc`
    const email = renderBookingConfirmation(booking(), place, { ...settings, cancelBookingUrl })
    expect(email.html).toContain('href="https://events.example.gov.uk/manage/booking/cancel?booking=3f0b8c9e-5a1d-4a43-9d59-0e4a7f1c2b3a&amp;token=abc"')
    expect(email.text).toContain('Cancel your booking: https://events.example.gov.uk/manage/booking/cancel?booking=3f0b8c9e-5a1d-4a43-9d59-0e4a7f1c2b3a&token=abc')
    expect(renderBookingConfirmation(booking(), place, settings).html).not.toContain('Cancel your booking')
  })

  it("links to the event's private resources page only when it has something on it", () => {
    const email = renderBookingConfirmation(booking(), { ...place, privateResources: true }, settings)
    expect(email.html).toContain('<a href="https://events.example.gov.uk/hals/watercolour-for-beginners/assets"')
    expect(email.html).toContain('Resources for Watercolour for beginners</a>')
    expect(email.text).toContain(`Resources for your booking: ${RESOURCES_SENTENCE} https://events.example.gov.uk/hals/watercolour-for-beginners/assets`)
    for (const without of [place, { ...place, privateResources: false }]) {
      const plain = renderBookingConfirmation(booking(), without, settings)
      expect(plain.html).not.toContain('/assets')
      expect(plain.text).not.toContain('Resources for your booking')
    }
  })

  it("carries each ticket's door code as an inline QR image, and links to the printable tickets, when the settings give them", async () => {
    const withCodes: EmailSettings = {
      ...settings,
      ticketCode: (ticketId) => `HCCT1.${ticketId}.signature`,
      viewTicketsUrl: (basketId) => `https://events.example.gov.uk/booking-tickets?basketId=${basketId}&token=t`,
    }
    const images = await ticketImagesOf(booking(), withCodes)
    expect(images.map((image) => image.ticketId)).toEqual(['t1', 't2'])
    const email = renderBookingConfirmation(booking(), place, withCodes, images)
    expect(email.html).toContain(`<img src="cid:${images[0]!.cid}" width="160" height="160" alt="Door code of the ticket for Sam Buyer"`)
    expect(email.html).toContain(`<img src="cid:${images[1]!.cid}" width="160" height="160" alt="Door code of the ticket for Pat Buyer"`)
    expect(email.html).toContain('href="https://events.example.gov.uk/booking-tickets?basketId=3f0b8c9e-5a1d-4a43-9d59-0e4a7f1c2b3a&amp;token=t"')
    expect(email.text).toContain('Print your tickets: https://events.example.gov.uk/booking-tickets?basketId=')
    const pngs = email.attachments.filter((attachment) => attachment.contentType === 'image/png')
    expect(pngs.map((png) => [png.cid, png.encoding])).toEqual(images.map((image) => [image.cid, 'base64']))
    // A PNG's signature, in base64.
    expect(pngs[0]!.content.startsWith('iVBORw0KGgo')).toBe(true)

    expect(await ticketImagesOf(booking(), settings)).toEqual([])
    const plain = renderBookingConfirmation(booking(), place, settings)
    expect(plain.html).not.toContain('cid:')
    expect(plain.html).not.toContain('Print your tickets')
    expect(plain.attachments.map((attachment) => attachment.contentType)).toEqual(['text/calendar; charset=utf-8; method=PUBLISH'])
  })

  it('names the booking reference in the subject and the message', () => {
    const email = renderBookingConfirmation(booking(), place, settings)
    expect(email.subject).toBe('Booking confirmed: Watercolour for beginners (reference HCC-7K4M-2Q9X)')
    expect(email.html).toContain('HCC-7K4M-2Q9X')
    expect(email.text).toContain('Your booking reference: HCC-7K4M-2Q9X')
    expect(email.html).not.toContain('3f0b8c9e-5a1d-4a43-9d59-0e4a7f1c2b3a')
  })

  it('lists every ticket with its holder and concession', () => {
    const email = renderBookingConfirmation(booking(), place, settings)
    expect(email.html).toContain('Sam Buyer: Adult')
    expect(email.html).toContain('Pat Buyer: Concession (over 60)')
    expect(email.text).toContain('- Sam Buyer: Adult\n- Pat Buyer: Concession (over 60)')
  })

  it('gives the date and time in Europe/London, summer time included', () => {
    const summer = renderBookingConfirmation(booking(), place, settings)
    expect(summer.html).toContain('Tuesday 14 July 2026, 4:00pm')
    const winter = renderBookingConfirmation(booking({ eventDateTime: '2026-01-14T15:00:00.000Z' }), place, settings)
    expect(winter.text).toContain('Date and time: Wednesday 14 January 2026, 3:00pm')
  })

  it('shows the venue with its address, or Online for an online event', () => {
    const email = renderBookingConfirmation(booking(), place, settings)
    expect(email.html).toContain('Community room<br>Hertford Library<br>Dolphin Yard<br>Hertford<br>SG14 1PP')
    const online = renderBookingConfirmation(booking(), { online: true, venue: null, endDateTime: null }, settings)
    expect(online.text).toContain('Venue: Online')
  })

  it("carries the service terms, the total and the web team's address", () => {
    const email = renderBookingConfirmation(booking(), place, settings)
    expect(email.html).toContain('<p>Refunds up to <strong>7 days</strong> before.</p>')
    expect(email.text).toContain('Refunds up to 7 days before.')
    expect(email.html).toContain('£22.50')
    expect(email.html).toContain('href="mailto:web.team@example.gov.uk"')
    expect(email.html).toContain('href="https://events.example.gov.uk/hals/watercolour-for-beginners"')
  })

  it('says a booking made by staff was not paid for', () => {
    expect(renderBookingConfirmation(booking({ bypassed: true }), place, settings).text).toContain('Total: Booked by council staff')
  })

  it('escapes every value that came from a person or the content', () => {
    const hostile = booking({
      eventTitle: 'Art <script>alert(1)</script>',
      bookingReference: 'R"><img src=x onerror=alert(1)>',
      serviceTermsHtml: '<p onclick="x()">Terms</p><script>alert(2)</script>',
      purchaser: { firstName: '<b>Sam</b>', lastName: 'O\'Neil', email: 'a@example.com', telephoneNumber: '1' },
      tickets: [{ ticketId: 't1', concessionTitle: 'Adult & child', holderFirstName: '<i>Kim</i>', holderLastName: 'Lee', specialRequirements: '' }],
    })
    const { html } = renderBookingConfirmation(hostile, place, settings)
    expect(html).not.toContain('<script>')
    expect(html).not.toContain('<img')
    expect(html).not.toContain('onclick')
    expect(html).not.toContain('<b>Sam</b>')
    expect(html).toContain('Art &lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).toContain('&lt;i&gt;Kim&lt;/i&gt; Lee: Adult &amp; child')
    expect(html).toContain('O&#39;Neil')
  })

  it('attaches a calendar file of the event that a calendar reads', () => {
    const email = renderBookingConfirmation(booking(), place, settings)
    const attachment = email.attachments.find((file) => file.filename === CALENDAR_FILE_NAME)
    expect(attachment?.contentType).toMatch(/^text\/calendar/)
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(attachment!.content)).getFirstSubcomponent('vevent')!)
    expect(event.summary).toBe('Watercolour for beginners')
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-07-14T15:00:00.000Z')
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-07-14T17:30:00.000Z')
    expect(event.location).toBe('Community room, Hertford Library, Dolphin Yard, Hertford, SG14 1PP')
    expect(event.uid).toBe('3f0b8c9e-5a1d-4a43-9d59-0e4a7f1c2b3a@events.example.gov.uk')
    expect(event.description).toBe('Booking reference HCC-7K4M-2Q9X')
  })

  it('makes a calendar entry an hour long when the event has no end', () => {
    const email = renderBookingConfirmation(booking(), { ...place, endDateTime: null }, settings)
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(email.attachments[0]!.content)).getFirstSubcomponent('vevent')!)
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-07-14T16:00:00.000Z')
  })

  const yoga = { id: 1, title: 'Yoga', uri: '/hals/yoga', contentType: 'eventHAFLS', dateTime: '2026-07-14T15:00:00.000Z', serviceTermsHtml: '' }

  it('shows sample data in the preview that no one could take for a real booking', () => {
    const email = renderBookingConfirmation(sampleBooking(yoga), place, settings)
    expect(email.html).toContain('SAMPLE')
    expect(email.html).toContain('Alex Example: Adult')
    expect(email.text).toContain('Total: £0.00')
    expect(email.html).not.toContain('Terms of the service')
  })

  it("totals the preview's sample tickets at their prices, one line per ticket", () => {
    const sample = sampleBooking(yoga, [
      { concessionTitle: 'Adult', unitPricePence: 750 },
      { concessionTitle: 'Child', unitPricePence: 375 },
    ])
    expect(sample.totalPence).toBe(1125)
    const email = renderBookingConfirmation(sample, place, settings)
    expect(email.text).toContain('- Alex Example: Adult\n- Sam Example: Child')
    expect(email.text).toContain('Total: £11.25')
    expect(new Set(sample.tickets.map((ticket) => ticket.ticketId)).size).toBe(2)
  })
})

describe('the payment refunded e-mail', () => {
  it('says the tickets had gone and the amount was refunded', () => {
    const email = renderPaymentRefunded({ basketId: '3f0b8c9e-5a1d-4a43-9d59-0e4a7f1c2b3a', amountPence: 1250, eventTitle: 'Yoga & <more>' }, settings)
    expect(email.subject).toBe('Your payment for Yoga & <more> has been refunded')
    expect(email.text).toContain('had gone by the time your payment arrived')
    expect(email.text).toContain('We have refunded £12.50')
    expect(email.html).toContain('Yoga &amp; &lt;more&gt;')
    expect(email.html).not.toContain('<more>')
  })

  it('reads well without the event title', () => {
    const email = renderPaymentRefunded({ basketId: '3f0b8c9e-5a1d-4a43-9d59-0e4a7f1c2b3a', amountPence: 500 }, settings)
    expect(email.subject).toBe('Your payment has been refunded')
    expect(email.text).toContain('The tickets had gone by the time your payment arrived')
  })
})

describe('the confirmation of a course with sessions (issue 26)', () => {
  const course: EmailEventPlace = {
    ...place,
    endDateTime: '2026-07-28T17:00:00.000Z',
    sessions: [
      { startsAt: '2026-07-14T15:00:00.000Z', endsAt: '2026-07-14T17:00:00.000Z' },
      { startsAt: '2026-07-21T15:00:00.000Z', endsAt: '2026-07-21T17:00:00.000Z', place: 'Hall, Ware Annexe' },
      { startsAt: '2026-07-28T15:00:00.000Z', endsAt: '2026-07-28T17:00:00.000Z' },
    ],
  }

  it('lists every session with its real times and place, in the message and its text', () => {
    const email = renderBookingConfirmation(booking(), course, settings)
    expect(email.html).toContain('Tuesday 14 July 2026, 4:00pm (the first of 3 sessions, listed below)')
    expect(email.html).toContain('Your booking is a place at all 3 sessions.')
    expect(email.html).toContain('<li style="margin-bottom: 5px;">Tuesday 21 July 2026, 4:00pm to 6:00pm, Hall, Ware Annexe</li>')
    expect(email.text).toContain('1. Tuesday 14 July 2026, 4:00pm to 6:00pm')
    expect(email.text).toContain('3. Tuesday 28 July 2026, 4:00pm to 6:00pm')
  })

  it('attaches a calendar file with one entry per session', () => {
    const email = renderBookingConfirmation(booking(), course, settings)
    const calendar = new ICAL.Component(ICAL.parse(String(email.attachments[0]!.content)))
    const entries = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component))
    expect(entries.map((entry) => entry.summary)).toEqual([1, 2, 3].map((n) => `Watercolour for beginners (session ${n} of 3)`))
    expect(entries[1]!.location).toBe('Hall, Ware Annexe')
  })
})
