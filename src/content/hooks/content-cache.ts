import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, CollectionConfig, CollectionSlug, GlobalConfig, PayloadRequest } from 'payload'

import { invalidateContentCache } from '../content-cache'

/**
 * Every change or delete of content the public pages show raises the content's version, which every
 * instance's content cache compares before serving (src/content/content-cache.ts, decision 0041). Users are not public content and keep
 * their hooks as they are.
 *
 * Only a change to what the public sees counts (issue 9 point 6, docs/decisions/0012): saving a
 * draft leaves the published document as it was, so it empties nothing. Payload does not tell an
 * afterChange hook whether it saved a draft, and a draft save and an unpublish both end with a
 * draft, so the published document itself (Payload's main table, which a draft save never writes)
 * is read before and after a save that does not publish.
 */
const PRIVATE_COLLECTIONS = new Set(['users'])

export type PublicationStatus = 'published' | 'draft' | undefined

/**
 * Whether a save changed what the public sees. `saved` is the status the save ended with
 * (undefined for content without drafts); `before` and `after` are the published document's status
 * around a save that did not publish.
 */
export function changedWhatThePublicSees(saved: PublicationStatus, before?: PublicationStatus, after?: PublicationStatus): boolean {
  if (saved !== 'draft') return true
  // Unpublished (public before, not after); a draft saved beside a published or unpublished document changes nothing.
  return before === 'published' && after !== 'published'
}

const contextKey = (collection: string, id: unknown) => `council-events.published-before:${collection}:${String(id)}`

async function publishedStatus(req: PayloadRequest, collection: CollectionSlug, id: unknown): Promise<PublicationStatus> {
  const main = (await req.payload.db.findOne({ collection, where: { id: { equals: id } }, req })) as { _status?: PublicationStatus } | null
  return main?._status
}

/** Raises the content's version; a failure is logged and does not fail the save (kept entries then live out their time). */
async function raiseVersion(req: PayloadRequest): Promise<void> {
  try {
    await invalidateContentCache()
  } catch (error) {
    req.payload.logger.error({ err: error }, 'could not raise the content version: instances may show the old content for up to 30 seconds')
  }
}

const invalidate = async ({ doc, req }: { doc: unknown; req: PayloadRequest }) => {
  await raiseVersion(req)
  return doc
}

function draftAwareHooks(slug: CollectionSlug): { before: CollectionBeforeChangeHook; after: CollectionAfterChangeHook } {
  return {
    before: async ({ data, operation, originalDoc, req }) => {
      if (operation === 'update' && data._status !== 'published' && originalDoc?.id !== undefined) {
        req.context[contextKey(slug, originalDoc.id)] = await publishedStatus(req, slug, originalDoc.id)
      }
      return data
    },
    after: async ({ doc, operation, req }) => {
      const saved = (doc as { _status?: PublicationStatus })._status
      if (saved === 'draft' && operation === 'create') return doc
      const before = req.context[contextKey(slug, doc.id)] as PublicationStatus
      const after = saved === 'draft' && before === 'published' ? await publishedStatus(req, slug, doc.id) : undefined
      if (changedWhatThePublicSees(saved, before, after)) await raiseVersion(req)
      return doc
    },
  }
}

export function withContentCacheInvalidation(collections: CollectionConfig[]): CollectionConfig[] {
  return collections.map((collection) => {
    if (PRIVATE_COLLECTIONS.has(collection.slug)) return collection
    const drafts = Boolean(collection.versions && typeof collection.versions === 'object' && collection.versions.drafts)
    const hooks = drafts ? draftAwareHooks(collection.slug as CollectionSlug) : undefined
    return {
      ...collection,
      hooks: {
        ...collection.hooks,
        beforeChange: hooks ? [...(collection.hooks?.beforeChange ?? []), hooks.before] : collection.hooks?.beforeChange,
        afterChange: [...(collection.hooks?.afterChange ?? []), hooks ? hooks.after : invalidate],
        afterDelete: [...(collection.hooks?.afterDelete ?? []), invalidate],
      },
    }
  })
}

/** Settings and site config have no drafts: every save is published at once. */
export function withGlobalCacheInvalidation(globals: GlobalConfig[]): GlobalConfig[] {
  return globals.map((global) => ({
    ...global,
    hooks: { ...global.hooks, afterChange: [...(global.hooks?.afterChange ?? []), invalidate] },
  }))
}
