import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import { deleteSearchRow, syncEventSearchRow, syncEventsReferencing } from '../../booking/search/projection.server'

/**
 * Payload hooks that keep the listing search projection current (ARCHITECTURE.md). A failure is
 * logged, not thrown: the editor's change is saved either way, and `npm run search:reindex` repairs
 * the projection.
 */
async function logged(req: PayloadRequest, what: string, work: () => Promise<unknown>): Promise<void> {
  try {
    await work()
  } catch (error) {
    req.payload.logger.error({ err: error }, `Search projection not updated (${what}); run npm run search:reindex`)
  }
}

export const indexEventAfterChange: CollectionAfterChangeHook = async ({ doc, req }) => {
  await logged(req, `event ${doc.id}`, () => syncEventSearchRow(req.payload, doc.id, req))
  return doc
}

export const removeEventAfterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await logged(req, `event ${doc.id}`, () => deleteSearchRow(doc.id))
  return doc
}

/** A venue's name or place, or a category's title, shows on cards and facets. */
export function reindexEventsReferencing(field: 'venue' | 'categories'): CollectionAfterChangeHook {
  return async ({ doc, req }) => {
    await logged(req, `${field} ${doc.id}`, () => syncEventsReferencing(req.payload, field, doc.id, req))
    return doc
  }
}
