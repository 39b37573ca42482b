import { BOOKING_MESSAGES } from '../../booking/booking-messages'
import { EventNotFoundError } from '../../booking/errors'
import type { RouteGroup } from '../route-group'
import { slugParamsSchema } from '../../contracts/basket'

/** GET /eventsbookingapi/events/booking/{slug} (spec 000 section 7): the booking view, or 404 `{ errorCode }`. */
export const bookingViewRoutes: RouteGroup = (app, { basketService }) => {
  app.get('/events/booking/:slug', { schema: { params: slugParamsSchema } }, async (request) => {
    const view = await basketService.getBookingView(request.params.slug)
    if (!view) throw new EventNotFoundError(BOOKING_MESSAGES.eventNotFound)
    return view
  })
}
