import { z } from 'zod'

import { env } from '../../config/env'
import { bookingIcs } from '../../integrations/calendar/booking-ics'
import { basketIdFromCookieHeader } from '../../booking/basket/cookie'
import { bookingCalendar } from '../../booking/calendar/calendar-service.server'
import { mayReadBooking } from '../../booking/checkout/booking-access'
import { calendarEngagementSchema } from '../../contracts/checkout'
import type { RouteGroup } from '../route-group'
import { basketParamsSchema, bookingLinkQuerySchema } from '../../contracts/basket'

/** GET /baskets/{basketId}/calendar's answer: the booking's engagements (spec 000 sections 3 and 7). */
export const calendarAnswerSchema = z.array(calendarEngagementSchema)

/**
 * The calendar of a confirmed booking (spec 000 section 7: GET /baskets/{basketId}/calendar), and
 * the same booking as an .ics file for the 'Apple' and 'iCal' options. Unlike the basket calls they
 * do not ask for the basket cookie: the outcome pages are reached after a payment, from an e-mail or
 * on staff's screens, where the cookie may be gone, and what they answer is the event's public
 * name, time and place (decision 0024). The .ics file's description carries the booking reference
 * only for the basket cookie's owner or the e-mailed link's holder (`token`; decision 0034). A
 * basket without a confirmed booking is 404.
 */
export const calendarRoutes: RouteGroup = (app) => {
  app.get('/baskets/:basketId/calendar', { schema: { params: basketParamsSchema, response: { 200: calendarAnswerSchema } } }, async (request) => {
    const calendar = await bookingCalendar(request.params.basketId, env().SITE_URL, { withReference: false })
    return calendar.engagements
  })

  app.get('/baskets/:basketId/calendar.ics', { schema: { params: basketParamsSchema, querystring: bookingLinkQuerySchema } }, async (request, reply) => {
    const secret = env().PAYLOAD_SECRET
    const viewer = { cookieBasketId: basketIdFromCookieHeader(request.headers.cookie, secret) ?? null, linkToken: request.query.token ?? null }
    const calendar = await bookingCalendar(request.params.basketId, env().SITE_URL, { withReference: mayReadBooking(request.params.basketId, viewer, secret) })
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', 'attachment; filename="booking.ics"')
      .send(bookingIcs(calendar.ics))
  })
}
