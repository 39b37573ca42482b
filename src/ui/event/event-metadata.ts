import type { Metadata } from 'next'

import type { Event, Media } from '@/payload-types'
import { mediaUrl } from '@/domain/media'

/** Social card size (spec 000 section 9: "Social card image 1200x630"), the media 'social' size. */
export const SOCIAL_IMAGE = { width: 1200, height: 630 } as const

/**
 * The event page's metadata: title '{title}' (the site layout's template adds ' | {council
 * name}'), description from the synopsis, and Open Graph with the banner's 1200x630 social crop
 * and locale en_GB (spec 000 section 9). A page's openGraph replaces the layout's whole, so the
 * locale and site name are set again here. Without a banner there is no og:image: the default
 * banner is CSS, not an image a social site could fetch.
 */
export function eventMetadata(
  event: Pick<Event, 'title' | 'synopsis' | 'bannerImage' | 'bannerImageAlt' | 'uri'>,
  councilName: string,
): Metadata {
  const description = event.synopsis?.trim() || undefined
  const banner = event.bannerImage as number | Media | null | undefined
  const social = typeof banner === 'object' && banner ? banner.sizes?.social : undefined
  const imageUrl = social?.url ? mediaUrl(banner, 'social') : undefined
  const alt = event.bannerImageAlt?.trim() || (typeof banner === 'object' && banner ? banner.alt : undefined)
  return {
    title: event.title,
    description,
    alternates: event.uri ? { canonical: event.uri } : undefined,
    openGraph: {
      type: 'website',
      locale: 'en_GB',
      siteName: councilName,
      title: event.title,
      description,
      url: event.uri ?? undefined,
      images: imageUrl ? [{ url: imageUrl, width: SOCIAL_IMAGE.width, height: SOCIAL_IMAGE.height, alt }] : [],
    },
  }
}
