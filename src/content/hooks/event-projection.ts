import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import { syncBookingEvent, syncEventsReferencing, withdrawInventory } from '../../booking/inventory/projection.server'

/**
 * Payload hooks that keep the booking schema's one row of each event current (ARCHITECTURE.md, "Data
 * ownership"): publish or change makes the event bookable and listed with its pool and concessions;
 * unpublish or delete stops new takes and takes it out of the listings (the row stays: baskets refer
 * to it). A failure is logged, not thrown (the editor's change is saved either way);
 * `npm run search:reindex` repairs it.
 */
async function logged(req: PayloadRequest, what: string, work: () => Promise<unknown>): Promise<void> {
  try {
    await work()
  } catch (error) {
    req.payload.logger.error({ err: error }, `Booking event row not updated (${what}); run npm run search:reindex`)
  }
}

export const syncEventAfterChange: CollectionAfterChangeHook = async ({ doc, req }) => {
  await logged(req, `event ${doc.id}`, () => syncBookingEvent(req.payload, doc.id, req))
  return doc
}

export const withdrawEventAfterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await logged(req, `event ${doc.id}`, () => withdrawInventory(doc.id))
  return doc
}

/** A venue's name or place, or a category's title, shows on cards and facets. */
export function syncEventsReferencingAfterChange(field: 'venue' | 'categories'): CollectionAfterChangeHook {
  return async ({ doc, req }) => {
    await logged(req, `${field} ${doc.id}`, () => syncEventsReferencing(req.payload, field, doc.id, req))
    return doc
  }
}
