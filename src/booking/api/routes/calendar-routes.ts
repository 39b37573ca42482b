import { z } from 'zod'

import { env } from '../../../config/env'
import { bookingIcs } from '../../../integrations/calendar/booking-ics'
import { bookingCalendar } from '../../calendar/calendar-service.server'
import { calendarEngagementSchema } from '../../checkout/checkout-contract'
import type { RouteGroup } from '../booking-api'
import { basketParamsSchema } from '../schemas'

/** GET /baskets/{basketId}/calendar's answer: the booking's engagements (spec 000 sections 3 and 7). */
export const calendarAnswerSchema = z.array(calendarEngagementSchema)

/**
 * The calendar of a confirmed booking (spec 000 section 7: GET /baskets/{basketId}/calendar), and
 * the same booking as an .ics file for the 'Apple' and 'iCal' options. Unlike the basket calls they
 * do not ask for the basket cookie: the outcome pages are reached after a payment, from an e-mail or
 * on staff's screens, where the cookie may be gone, and what they answer (the event's public name,
 * time and place, and the booking reference that the page holding the basket id already shows) is
 * no more than the basket id itself gives (decision 0024). A basket without a confirmed booking is
 * 404.
 */
export const calendarRoutes: RouteGroup = (app) => {
  app.get('/baskets/:basketId/calendar', { schema: { params: basketParamsSchema, response: { 200: calendarAnswerSchema } } }, async (request) => {
    const calendar = await bookingCalendar(request.params.basketId, env().SITE_URL)
    return calendar.engagements
  })

  app.get('/baskets/:basketId/calendar.ics', { schema: { params: basketParamsSchema } }, async (request, reply) => {
    const calendar = await bookingCalendar(request.params.basketId, env().SITE_URL)
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', 'attachment; filename="booking.ics"')
      .send(bookingIcs(calendar.ics))
  })
}
