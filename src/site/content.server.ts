import 'server-only'

import { cache } from 'react'

import type { Listing } from '@/domain/listings'

import { payloadClient } from './payload.server'

/**
 * Public reads of content. Every query runs with overrideAccess: false and no user, so Payload's
 * access predicates decide what the public sees: published versions only (src/content/access.ts).
 */

export const getSettings = cache(async () => {
  const payload = await payloadClient()
  return payload.findGlobal({ slug: 'settings', depth: 0, overrideAccess: false })
})

export const getSiteConfig = cache(async () => {
  const payload = await payloadClient()
  return payload.findGlobal({ slug: 'site-config', depth: 1, overrideAccess: false })
})

export async function findListingEvents(listing: Listing, options: { page: number; limit: number; now: Date }) {
  const payload = await payloadClient()
  return payload.find({
    collection: 'events',
    overrideAccess: false,
    depth: 1,
    limit: options.limit,
    page: options.page,
    sort: 'dateTime',
    where: {
      and: [
        { contentType: { in: [...listing.contentTypes] } },
        { private: { not_equals: true } },
        {
          or: [
            { 'ticketSalesDateWindow.to': { exists: false } },
            { 'ticketSalesDateWindow.to': { greater_than_equal: options.now.toISOString() } },
          ],
        },
      ],
    },
  })
}

export async function findEventByUri(uri: string) {
  const payload = await payloadClient()
  const result = await payload.find({
    collection: 'events',
    overrideAccess: false,
    depth: 2,
    limit: 1,
    where: { uri: { equals: uri } },
  })
  return result.docs[0] ?? null
}
