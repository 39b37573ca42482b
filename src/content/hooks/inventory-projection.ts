import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { syncEventInventory, withdrawInventory } from '../../booking/inventory/projection.server'

/**
 * Payload hooks that keep the booking inventory current (ARCHITECTURE.md, "Data ownership"): publish
 * or change makes the event bookable with its pool and concessions, unpublish or delete stops new
 * takes. A failure is logged, not thrown (the editor's change is saved either way);
 * `npm run search:reindex` repairs it.
 */
export const syncInventoryAfterChange: CollectionAfterChangeHook = async ({ doc, req }) => {
  try {
    await syncEventInventory(req.payload, doc.id, req)
  } catch (error) {
    req.payload.logger.error({ err: error }, `Booking inventory not updated (event ${doc.id}); run npm run search:reindex`)
  }
  return doc
}

export const withdrawInventoryAfterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  try {
    await withdrawInventory(doc.id)
  } catch (error) {
    req.payload.logger.error({ err: error }, `Booking inventory not withdrawn (event ${doc.id}); run npm run search:reindex`)
  }
  return doc
}
