import 'server-only'

import { env } from '@/config/env'
import { ticketCode } from '@/booking/check-in/ticket-code'
import type { ConfirmedBooking } from '@/contracts/checkout'
import { isBookingCancelled } from '@/domain/payment-outcome'
import { qrSvg } from '@/integrations/qr/qr-code'
import type { PrintableTicket } from '@/ui/outcome/booking-tickets'

import { bookingOf } from './payment-outcome.server'

export type BookingTickets =
  | { kind: 'tickets'; booking: ConfirmedBooking; tickets: PrintableTicket[] }
  /** No booking, or one this reader may not see (no e-mailed link's token, no basket cookie): nothing of it is shown. */
  | { kind: 'hidden' }
  | { kind: 'cancelled' }

/**
 * The tickets of a booking to print or show at the door (issue 26 point 2): only to its owner or the
 * holder of the e-mailed link (decision 0034), since each code lets its bearer in; each ticket still
 * booked with its QR code.
 */
export async function bookingTicketsOf(basketId: string, linkToken: string | undefined): Promise<BookingTickets> {
  const booking = basketId ? await bookingOf(basketId, linkToken) : null
  if (!booking || !booking.personalDataShown) return { kind: 'hidden' }
  if (isBookingCancelled({ booked: booking.ticketsBooked, cancelled: booking.ticketsCancelled })) return { kind: 'cancelled' }
  const secret = env().PAYLOAD_SECRET
  const tickets = await Promise.all(
    booking.tickets.map(async (ticket) => ({
      ticketId: ticket.ticketId,
      holderName: `${ticket.holderFirstName} ${ticket.holderLastName}`.trim(),
      ticketType: ticket.concessionTitle,
      qrSvg: await qrSvg(ticketCode(ticket.ticketId, secret)),
    })),
  )
  return { kind: 'tickets', booking, tickets }
}
