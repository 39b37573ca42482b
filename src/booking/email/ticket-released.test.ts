import { describe, expect, it } from 'vitest'

import type { EmailSettings } from './booking-confirmation'
import { renderOutboxMessage } from './outbox-messages'
import { renderTicketReleased, type TicketReleasedNotice } from './ticket-released'

const settings: EmailSettings = { councilName: 'Hertfordshire County Council', webTeamEmail: 'web.team@example.gov.uk', siteUrl: 'https://events.example.gov.uk' }

const notice = (overrides: Partial<TicketReleasedNotice> = {}): TicketReleasedNotice => ({
  basketId: '3f0b8c9e-5a1d-4a43-9d59-0e4a7f1c2b3a',
  bookingReference: 'HCC-7K4M2Q',
  eventTitle: 'Pottery <taster>',
  // 17:30 UTC in British Summer Time is 6:30pm in London.
  eventDateTime: '2026-07-14T17:30:00.000Z',
  holderName: 'Pat Buyer',
  ticketType: 'Adult',
  ticketsLeft: 1,
  ...overrides,
})

describe('the e-mail about a released ticket', () => {
  it('says whose ticket for which event was released, what is still booked, that nothing is refunded, and the reference', () => {
    const email = renderTicketReleased(notice(), settings)
    expect(email.subject).toBe('A ticket for Pottery <taster> has been released')
    expect(email.text).toContain("The ticket of Pat Buyer (Adult) for Pottery <taster> on Tuesday 14 July 2026, 6:30pm has been released by the council's events team.")
    expect(email.text).toContain('1 ticket of your booking is still booked.')
    expect(email.text).toContain('Releasing a ticket does not refund it.')
    expect(email.text).toContain('Booking reference: HCC-7K4M2Q')
    expect(email.text).toContain('web.team@example.gov.uk')
    expect(email.html).toContain('Pottery &lt;taster&gt;')
    expect(email.html).not.toContain('<taster>')
    expect(email.attachments).toEqual([])
  })

  it('counts the tickets left, and says when none is', () => {
    expect(renderTicketReleased(notice({ ticketsLeft: 3 }), settings).text).toContain('3 tickets of your booking are still booked.')
    expect(renderTicketReleased(notice({ ticketsLeft: 0 }), settings).text).toContain('Your booking has no tickets left.')
  })

  it('leaves out a holder name or ticket type it does not have', () => {
    expect(renderTicketReleased(notice({ holderName: '', ticketType: '' }), settings).text).toContain('The ticket for Pottery <taster> on ')
    expect(renderTicketReleased(notice({ holderName: '', ticketType: 'Child' }), settings).text).toContain('The ticket (Child) for ')
  })

  it('is what the outbox renders for a ticket_released row, and a payload of the wrong shape is refused', async () => {
    const sources = { confirmedBooking: async () => null, eventPlace: async () => null, refundFacts: async () => null, settings }
    expect(await renderOutboxMessage('ticket_released', notice(), sources)).toEqual(renderTicketReleased(notice(), settings))
    await expect(renderOutboxMessage('ticket_released', { ...notice(), ticketsLeft: -1 }, sources)).rejects.toThrow('The payload of a ticket_released e-mail is not valid')
  })
})
