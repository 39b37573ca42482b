import 'server-only'

import { LISTINGS } from '@/domain/listings'
import { responsiveImage } from '@/domain/media'
import { paths } from '@/domain/paths'
import type { HomeBannerProps, ServiceCard } from '@/ui/home'
import { themeClassName, variantForPath } from '@/ui/shell'

import { getSiteConfig } from './content.server'

/**
 * The events home's banner from the site-config global (spec 001 section 3): the site title as
 * the page's heading, the strapline, and the banner image at its 640 px card and 1440 px banner
 * renditions (docs/decisions/0014).
 */
export async function getHomeBanner(): Promise<HomeBannerProps> {
  const config = await getSiteConfig()
  return {
    title: config.title,
    strapline: config.header?.strapline?.trim() || undefined,
    image: responsiveImage(config.header?.bannerImage, ['card', 'banner']),
    overlayOpacity: config.header?.overlayOpacity ?? undefined,
  }
}

/** One card per service (spec 000 section 2 'Events home'), each in its listing's brand colour. */
export function serviceCards(): ServiceCard[] {
  return LISTINGS.map((listing) => ({
    title: listing.title,
    summary: listing.summary,
    href: paths.listing(listing.path),
    themeClassName: themeClassName(variantForPath(listing.path)),
  }))
}
