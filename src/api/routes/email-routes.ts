import { z } from 'zod'

import { BOOKING_MESSAGES } from '../../booking/booking-messages'
import { EventNotFoundError } from '../../booking/errors'
import { EVENT_PATH_PATTERN } from '../../booking/email/email-preview'
import type { RouteGroup } from '../route-group'

const emailPreviewQuerySchema = z.object({
  eventSlug: z.string().regex(EVENT_PATH_PATTERN, 'eventSlug must be an event path, /{area}/{event}'),
})

/**
 * GET /eventsbookingapi/baskets/email?eventSlug=/{area}/{event} (spec 000 section 7): the event's
 * confirmation e-mail with sample booking data, as HTML text; the same HTML as the page
 * /{area}/{event}/email (email-preview.ts). 404 `{ errorCode }` for an unknown or private event.
 */
export const emailRoutes: RouteGroup = (app, deps) => {
  app.get('/baskets/email', { schema: { querystring: emailPreviewQuerySchema } }, async (request, reply) => {
    const html = deps.emailPreview ? await deps.emailPreview(request.query.eventSlug) : null
    if (html === null) throw new EventNotFoundError(BOOKING_MESSAGES.eventNotFound)
    return reply.type('text/html; charset=utf-8').send(html)
  })
}
