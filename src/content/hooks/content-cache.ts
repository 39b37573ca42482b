import type { CollectionConfig, GlobalConfig } from 'payload'

import { invalidateContentCache } from '../content-cache'

/**
 * Every change or delete of content the public pages show empties this instance's content cache
 * (src/content/content-cache.ts). Users are not public content and keep their hooks as they are.
 */
const PRIVATE_COLLECTIONS = new Set(['users'])

const invalidate = ({ doc }: { doc: unknown }) => {
  invalidateContentCache()
  return doc
}

export function withContentCacheInvalidation(collections: CollectionConfig[]): CollectionConfig[] {
  return collections.map((collection) =>
    PRIVATE_COLLECTIONS.has(collection.slug)
      ? collection
      : {
          ...collection,
          hooks: {
            ...collection.hooks,
            afterChange: [...(collection.hooks?.afterChange ?? []), invalidate],
            afterDelete: [...(collection.hooks?.afterDelete ?? []), invalidate],
          },
        },
  )
}

export function withGlobalCacheInvalidation(globals: GlobalConfig[]): GlobalConfig[] {
  return globals.map((global) => ({
    ...global,
    hooks: { ...global.hooks, afterChange: [...(global.hooks?.afterChange ?? []), invalidate] },
  }))
}
