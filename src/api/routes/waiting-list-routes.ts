import { z } from 'zod'

import { joinWaitingList } from '../../operations/join-waiting-list'
import { listWaitingListEntries } from '../../operations/list-waiting-list-entries'
import { removeWaitingListEntry } from '../../operations/remove-waiting-list-entry'
import { sendWaitingListLink } from '../../operations/send-waiting-list-link'
import type { RouteGroup } from '../route-group'

/**
 * Joining a waiting list (spec 001 section 7): POST /events/waitlist and /events/waitlist/add, both
 * with the query eventID, email, firstName, lastName (the spec gives both shapes). The answer is the
 * same whether or not the address was on the list already; the join counts once the address
 * confirms it from the e-mailed link (issue 23 point 5). Same-site only, as every booking POST,
 * and limited per client so a script cannot fill a list (src/operations/join-waiting-list.ts).
 */
const joinQuery = joinWaitingList.input
const joinAnswer = z.object({ received: z.literal(true) })

/**
 * Management (issue 13 point 2, docs/decisions/0028). The spec's GET /events/waitlist?email= showed
 * anyone the entries of any address; here it answers only with the token of a link e-mailed to that
 * address (401 otherwise), and DELETE only removes the token owner's entries. POST
 * /events/waitlist/link?email= is the search: it e-mails the link and answers the same whatever the
 * address. An address gets at most one e-mail an hour from the joins and the searches together (the
 * service, issue 23 point 5), and a client 10 searches per 10 minutes.
 */

const entriesQuery = listWaitingListEntries.input
const removeQuery = removeWaitingListEntry.input
const linkQuery = sendWaitingListLink.input
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

/** Each call is one operation; its limit is counted before the query is read, and shared with the pages' server actions. */
export const waitingListRoutes: RouteGroup = (app, _deps, { operations }) => {
  const manage = { onRequest: operations.limitedEarly(listWaitingListEntries) }
  app.get('/events/waitlist', { ...manage, schema: { querystring: entriesQuery, response: { 200: z.array(ownEntry) } } }, async (request) => {
    const entries = await operations.run(listWaitingListEntries, request.query, request)
    return entries.map(({ id, eventID, eventTitle, eventDateTime, eventUri }) => ({ id, eventID, eventTitle, eventDateTime: eventDateTime.toISOString(), eventUri }))
  })
  app.delete('/events/waitlist', { onRequest: operations.limitedEarly(removeWaitingListEntry), schema: { querystring: removeQuery, response: { 200: removeAnswer } } }, async (request) => {
    await operations.run(removeWaitingListEntry, request.query, request)
    return { removed: true as const }
  })
  app.post('/events/waitlist/link', { onRequest: operations.limitedEarly(sendWaitingListLink), schema: { querystring: linkQuery, response: { 202: linkAnswer } } }, async (request, reply) => {
    await operations.run(sendWaitingListLink, request.query, request)
    return reply.code(202).send({ sent: true as const })
  })
  for (const path of ['/events/waitlist', '/events/waitlist/add']) {
    app.post(path, { onRequest: operations.limitedEarly(joinWaitingList), schema: { querystring: joinQuery, response: { 200: joinAnswer } } }, async (request) => {
      await operations.run(joinWaitingList, request.query, request)
      return { received: true as const }
    })
  }
}
