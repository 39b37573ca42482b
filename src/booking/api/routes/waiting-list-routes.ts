import { z } from 'zod'

import { waitingListService, type WaitingListService } from '../../waiting-list/waiting-list-service.server'
import { clientKeyOf } from '../abuse-limits'
import type { RouteGroup } from '../booking-api'

/**
 * Joining a waiting list (spec 001 section 7): POST /events/waitlist and /events/waitlist/add, both
 * with the query eventID, email, firstName, lastName (the spec gives both shapes). The answer is the
 * same whether or not the address was on the list already. Same-site only, as every booking POST,
 * and limited per client so a script cannot fill a list.
 */
export const WAITING_LIST_JOINS_PER_CLIENT = 30
export const WAITING_LIST_JOIN_WINDOW_MS = 10 * 60_000

const joinQuery = z.object({
  eventID: z.string().max(40).optional(),
  email: z.string().max(320).optional(),
  firstName: z.string().max(200).optional(),
  lastName: z.string().max(200).optional(),
})
const joinAnswer = z.object({ received: z.literal(true) })

export function waitingListRoutes(service: () => WaitingListService = waitingListService): RouteGroup {
  return (app) => {
    const config = { rateLimit: { max: WAITING_LIST_JOINS_PER_CLIENT, timeWindow: WAITING_LIST_JOIN_WINDOW_MS, keyGenerator: clientKeyOf } }
    for (const path of ['/events/waitlist', '/events/waitlist/add']) {
      app.post(path, { config, schema: { querystring: joinQuery, response: { 200: joinAnswer } } }, async (request) => {
        await service().join(request.query)
        return { received: true as const }
      })
    }
  }
}
