import type { CollectionBeforeChangeHook, CollectionBeforeOperationHook, CollectionConfig, SanitizedConfig } from 'payload'

import { canWriteContent } from '../domain/staff-roles'
import { refuseUnstorableInput } from './rest-input-guards'

/**
 * The content API as anonymous callers meet it (issue 10 point 8). `/api/events?limit=0&depth=10`
 * returned every event with every relation populated ten levels deep (1.24 MB), and ten such
 * callers saturated an instance. A read through REST without a signed-in user is capped here:
 * a page of at most `maxLimit` documents (`limit=0` and `pagination=false` mean "all" in Payload,
 * so both become the cap) and relations populated at most `maxDepth` levels. Staff and the site's
 * own Local API reads keep Payload's defaults.
 */
export interface PublicReadLimits {
  maxLimit: number
  maxDepth: number
}

/** The page and depth an anonymous REST read gets, from what it asked for. Pure, for the tests. */
export function cappedRead(
  asked: { limit?: number; depth?: number; pagination?: boolean },
  limits: PublicReadLimits,
): { limit: number; depth: number; pagination: true } {
  const limit = asked.limit === undefined || asked.limit <= 0 || asked.pagination === false ? limits.maxLimit : asked.limit
  const depth = asked.depth === undefined || asked.depth < 0 ? limits.maxDepth : asked.depth
  return { limit: Math.min(limit, limits.maxLimit), depth: Math.min(depth, limits.maxDepth), pagination: true }
}

export function capAnonymousReads(limits: () => PublicReadLimits): CollectionBeforeOperationHook {
  return ({ args, operation, req }) => {
    if (operation !== 'read' || req.user || req.payloadAPI === 'local') return args
    const asked = args as { limit?: number; depth?: number; pagination?: boolean }
    return { ...args, ...cappedRead(asked, limits()) }
  }
}

/**
 * Adds the cap to every collection's read (find and findByID), and before it the refusal of ids and
 * where clauses PostgreSQL cannot take (src/content/rest-input-guards.ts), for every operation.
 */
export function withAnonymousReadLimits(collections: CollectionConfig[], limits: () => PublicReadLimits): CollectionConfig[] {
  const hook = capAnonymousReads(limits)
  return collections.map((collection) => ({
    ...collection,
    hooks: { ...collection.hooks, beforeOperation: [refuseUnstorableInput, hook, ...(collection.hooks?.beforeOperation ?? [])] },
  }))
}

/**
 * Edit locks (Payload's `payload-locked-documents`): by default any signed-in user may create,
 * change and delete them, in anyone's name, so the read-only staff role could lock every event
 * against its editors. Only content writers may lock, and only in their own name; Payload's own
 * admin takes and renews locks through the database adapter, which these rules do not touch.
 */
export function restrictDocumentLocks(config: SanitizedConfig): SanitizedConfig {
  const collection = config.collections.find((c) => c.slug === 'payload-locked-documents')
  if (!collection) return config
  const writers = ({ req }: { req: { user?: unknown } }) => canWriteContent((req.user ?? null) as { roles?: string[] } | null)
  collection.access = { ...collection.access, create: writers, update: writers, delete: writers }
  const ownName: CollectionBeforeChangeHook = ({ data, operation, req }) => {
    // A lock always names the person who took it (the admin's "take over" sends its own user too).
    if (!req.user || (operation === 'update' && !('user' in data))) return data
    return { ...data, user: { relationTo: req.user.collection, value: req.user.id } }
  }
  collection.hooks.beforeChange = [...(collection.hooks.beforeChange ?? []), ownName]
  return config
}
