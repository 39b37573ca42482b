import type { CollectionSlug, Payload, Where } from 'payload'

/** Counts of documents the seed created, by collection or global slug. */
export type SeedCounts = Record<string, number>

export function emptyCounts(): SeedCounts {
  return {}
}

export function countCreated(counts: SeedCounts, slug: string, n = 1): void {
  counts[slug] = (counts[slug] ?? 0) + n
}

/**
 * The id of the first document matching `where`, drafts included, or undefined. The seed looks a
 * document up by its natural key (slug, email, title, filename) before creating it, so running it
 * twice creates nothing new and never overwrites what an editor has changed since.
 */
export async function findIdBy(payload: Payload, collection: CollectionSlug, where: Where): Promise<number | undefined> {
  const result = await payload.find({
    collection,
    where,
    limit: 1,
    depth: 0,
    draft: true,
    overrideAccess: true,
  })
  const doc = result.docs[0] as { id: number } | undefined
  return doc?.id
}
