import { z } from 'zod'

import { waitingListService, type WaitingListService } from '../../waiting-list/waiting-list-service.server'
import { countAgainst, waitingListJoinLimit, waitingListLinkLimit, waitingListManageLimit } from '../../waiting-list/waiting-list-limits'
import type { ClientLimit } from '../../../security/client-limit'
import type { RouteGroup } from '../route-group'

/**
 * Joining a waiting list (spec 001 section 7): POST /events/waitlist and /events/waitlist/add, both
 * with the query eventID, email, firstName, lastName (the spec gives both shapes). The answer is the
 * same whether or not the address was on the list already; the join counts once the address
 * confirms it from the e-mailed link (issue 23 point 5). Same-site only, as every booking POST,
 * and limited per client so a script cannot fill a list.
 */
export { WAITING_LIST_JOINS_PER_CLIENT, WAITING_LIST_LINKS_PER_CLIENT, WAITING_LIST_MANAGE_CALLS_PER_CLIENT } from '../../waiting-list/waiting-list-limits'

const joinQuery = z.object({
  eventID: z.string().max(40).optional(),
  email: z.string().max(320).optional(),
  firstName: z.string().max(200).optional(),
  lastName: z.string().max(200).optional(),
})
const joinAnswer = z.object({ received: z.literal(true) })

/**
 * Management (issue 13 point 2, docs/decisions/0028). The spec's GET /events/waitlist?email= showed
 * anyone the entries of any address; here it answers only with the token of a link e-mailed to that
 * address (401 otherwise), and DELETE only removes the token owner's entries. POST
 * /events/waitlist/link?email= is the search: it e-mails the link and answers the same whatever the
 * address. An address gets at most one e-mail an hour from the joins and the searches together (the
 * service, issue 23 point 5), and a client 10 searches per 10 minutes.
 */

const entriesQuery = z.object({ email: z.string().max(320).optional(), token: z.string().max(200).optional() })
const removeQuery = z.object({ waitingListID: z.string().max(100).optional(), token: z.string().max(200).optional() })
const linkQuery = z.object({ email: z.string().max(320).optional() })
const ownEntry = z.object({
  id: z.string(),
  eventID: z.string(),
  eventTitle: z.string(),
  /** ISO 8601 UTC. */
  eventDateTime: z.string(),
  eventUri: z.string(),
})
const removeAnswer = z.object({ removed: z.literal(true) })
const linkAnswer = z.object({ sent: z.literal(true) })

export function waitingListRoutes(service: () => WaitingListService = waitingListService): RouteGroup {
  return (app) => {
    // Each limit is shared with the pages' server actions (waiting-list-limits.ts), counted before the query is read.
    const limited = (limit: ClientLimit) => ({ onRequest: async (request: { ip: string }) => countAgainst(limit, request.ip) })
    const manage = limited(waitingListManageLimit)
    app.get('/events/waitlist', { ...manage, schema: { querystring: entriesQuery, response: { 200: z.array(ownEntry) } } }, async (request) => {
      const entries = await service().entries(request.query)
      return entries.map(({ id, eventID, eventTitle, eventDateTime, eventUri }) => ({ id, eventID, eventTitle, eventDateTime: eventDateTime.toISOString(), eventUri }))
    })
    app.delete('/events/waitlist', { ...manage, schema: { querystring: removeQuery, response: { 200: removeAnswer } } }, async (request) => {
      await service().remove(request.query)
      return { removed: true as const }
    })
    const links = limited(waitingListLinkLimit)
    app.post('/events/waitlist/link', { ...links, schema: { querystring: linkQuery, response: { 202: linkAnswer } } }, async (request, reply) => {
      await service().sendLink(request.query)
      return reply.code(202).send({ sent: true as const })
    })
    for (const path of ['/events/waitlist', '/events/waitlist/add']) {
      app.post(path, { ...limited(waitingListJoinLimit), schema: { querystring: joinQuery, response: { 200: joinAnswer } } }, async (request) => {
        await service().join(request.query)
        return { received: true as const }
      })
    }
  }
}
