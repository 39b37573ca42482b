import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'

import { findEventByUri } from '@/loaders/site/content.server'
import { PrivateAssetsForm } from '@/ui/private-assets/private-assets-form'
import { PRIVATE_ASSETS_TEXTS } from '@/ui/private-assets/private-assets-state'

import { openPrivateAssets } from './actions'

interface PrivateAssetsPageProps {
  params: Promise<{ listing: string; slug: string }>
}

const eventAtUri = cache((uri: string) => findEventByUri(uri))

/**
 * The private assets page, /{area}/{event}/assets (spec 000 section 2; issue 13 point 4): booked
 * customers open the event's private resources with their e-mail and booking reference. Personal,
 * so never shared: the cache policy answers `private, no-store` for every path under an event
 * (src/server/cache-policy.ts), and nginx in front keeps only what that allows. The proxy sends an
 * unknown event's address to the not-found page (src/domain/site-routes.ts).
 */
export async function generateMetadata({ params }: PrivateAssetsPageProps): Promise<Metadata> {
  const { listing, slug } = await params
  const event = await eventAtUri(`/${listing}/${slug}`)
  return event ? { title: `${PRIVATE_ASSETS_TEXTS.heading}: ${event.title}`, robots: { index: false } } : {}
}

export default async function PrivateAssetsPage({ params }: PrivateAssetsPageProps) {
  const { listing, slug } = await params
  const eventPath = `/${listing}/${slug}`
  const event = await eventAtUri(eventPath)
  if (!event) notFound()
  return (
    <article className="app-private-assets-page">
      <PrivateAssetsForm eventTitle={event.title} open={openPrivateAssets.bind(null, eventPath)} />
    </article>
  )
}
