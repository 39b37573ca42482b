import type { Payload } from 'payload'

import type { EventEnds } from './retention-job'

/** Events asked of Payload per query. */
const EVENTS_PER_QUERY = 200

/**
 * The end of each event, from the content (retention-job.ts): the booking schema copies only an
 * event's start (booking_events.date_time), and a six-week course must be kept until six weeks
 * after its start plus the retention time, not from its first day. Read through Payload's local API,
 * as the e-mail job reads an event's venue (ARCHITECTURE.md, "Data ownership"): every event, draft,
 * private or not (access off: this is the system asking, nobody sees the answer). An event deleted
 * from the content is absent and counts from its start.
 */
export function eventEndsFrom(payload: () => Promise<Payload>): EventEnds {
  return async (eventIds) => {
    const ends = new Map<number, Date | null>()
    if (eventIds.length === 0) return ends
    const cms = await payload()
    for (let start = 0; start < eventIds.length; start += EVENTS_PER_QUERY) {
      const ids = eventIds.slice(start, start + EVENTS_PER_QUERY)
      const found = await cms.find({
        collection: 'events',
        where: { id: { in: ids } },
        select: { endDateTime: true },
        depth: 0,
        pagination: false,
        overrideAccess: true,
      })
      for (const event of found.docs) ends.set(Number(event.id), event.endDateTime ? new Date(event.endDateTime) : null)
    }
    return ends
  }
}
