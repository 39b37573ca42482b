import type { Payload } from 'payload'

import { paths } from '../../domain/paths'
import type { Event, PrivateAssetPage } from '../../payload-types'
import { richTextToHtml } from '../../domain/rich-text'

import type { PrivateAsset, PrivateAssets } from '../../contracts/private-assets'

type Resource = NonNullable<PrivateAssetPage['assets']>[number]

/** A resource as the answer carries it; null for a file an editor has since deleted, or a link without an address. */
function assetOf(resource: Resource): PrivateAsset | null {
  if (resource.type === 'internalAsset') {
    const fileId = typeof resource.media === 'object' && resource.media !== null ? resource.media.id : resource.media
    if (typeof fileId !== 'number') return null
    return { type: 'internalAsset', value: { title: resource.title, uri: paths.privateFileDownload(fileId), sys: { contentTypeId: 'internalAsset' } } }
  }
  if (!resource.uri) return null
  return { type: 'externalLink', value: { title: resource.title, uri: resource.uri, sys: { contentTypeId: 'externalLink' } } }
}

/**
 * What a booked customer of this event sees (spec 000 sections 2 and 3): the event's private assets
 * page (title, description, assets) and the event's own private resources after them, each file or
 * link once. Read with overrideAccess, since the public can read neither: the caller has checked
 * the booking first. An event with neither shows its own title and no resources.
 */
export async function privateAssetsContent(payload: Payload, event: { eventId: number; title: string }): Promise<PrivateAssets> {
  const [pages, eventDoc] = await Promise.all([
    payload.find({ collection: 'private-asset-pages', where: { event: { equals: event.eventId } }, depth: 0, limit: 1, overrideAccess: true }),
    payload.findByID({ collection: 'events', id: event.eventId, depth: 0, overrideAccess: true, disableErrors: true, select: { privateResources: true } }),
  ])
  const page = pages.docs[0]
  const resources: Resource[] = [...(page?.assets ?? []), ...(((eventDoc as Pick<Event, 'privateResources'> | null)?.privateResources ?? []) as Resource[])]
  const seen = new Set<string>()
  const assets = resources.flatMap((resource) => {
    const asset = assetOf(resource)
    const key = asset ? `${asset.type} ${asset.value.uri}` : ''
    if (!asset || seen.has(key)) return []
    seen.add(key)
    return [asset]
  })
  return { title: page?.title ?? event.title, description: richTextToHtml(page?.description), assets }
}
