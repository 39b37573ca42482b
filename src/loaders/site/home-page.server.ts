import 'server-only'

import { LISTINGS, type Listing } from '@/domain/listings'
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

type Introductions = Record<string, string | null | undefined>

/** The introductions editors wrote in Site config (issue 26 point 4); an empty one keeps the default. */
async function introductions(): Promise<Introductions> {
  return ((await getSiteConfig()).introductions ?? {}) as Introductions
}

/** A listing's introduction: the editors' text, or its default when they left it empty. */
export async function listingIntroduction(listing: Listing): Promise<string> {
  return (await introductions())[listing.introductionField]?.trim() || listing.summary
}

/** The events home's introduction under its banner; null when editors wrote none. */
export async function homeIntroduction(): Promise<string | null> {
  return (await introductions()).home?.trim() || null
}

/** One card per service (spec 000 section 2 'Events home'), each in its listing's brand colour and with its introduction. */
export async function serviceCards(): Promise<ServiceCard[]> {
  const written = await introductions()
  return LISTINGS.map((listing) => ({
    title: listing.title,
    summary: written[listing.introductionField]?.trim() || listing.summary,
    href: paths.listing(listing.path),
    themeClassName: themeClassName(variantForPath(listing.path)),
  }))
}
