import { env } from '../../config/env'
import { paths } from '../../domain/paths'
import { residentCancellationToken } from '../cancellation/resident-link'
import { bookingLinkToken } from '../checkout/booking-access'
import { ticketCode } from '../check-in/ticket-code'

import type { EmailSettings } from './booking-confirmation'

/** The settings every e-mail reads, from the environment. */
export function emailSettings(): EmailSettings {
  const settings = env()
  return {
    councilName: settings.COUNCIL_NAME,
    webTeamEmail: settings.WEB_TEAM_EMAIL,
    siteUrl: settings.SITE_URL,
    // The booking's own page with its signed token (decision 0034): the details there are shown to the link's holder.
    viewBookingUrl: (basketId) => new URL(paths.checkoutFinish(basketId, bookingLinkToken(basketId, settings.PAYLOAD_SECRET)), settings.SITE_URL).toString(),
    viewTicketsUrl: (basketId) => new URL(paths.bookingTickets(basketId, bookingLinkToken(basketId, settings.PAYLOAD_SECRET)), settings.SITE_URL).toString(),
    ticketCode: (ticketId) => ticketCode(ticketId, settings.PAYLOAD_SECRET),
    cancelBookingUrl: (basketId) => new URL(paths.cancelBooking(basketId, residentCancellationToken(basketId, settings.PAYLOAD_SECRET)), settings.SITE_URL).toString(),
  }
}
