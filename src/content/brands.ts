/**
 * The brands that categories and promo cards belong to (spec 000 section 1, spec 001 section 3:
 * "matching category and promo card types"). The page templates are default, hafls and send
 * (src/domain/listings.ts); libraries has its own categories inside the default template.
 */
export const CONTENT_BRANDS = ['default', 'hafls', 'send', 'libraries'] as const
export type ContentBrand = (typeof CONTENT_BRANDS)[number]

export const CONTENT_BRAND_LABELS: Record<ContentBrand, string> = {
  default: 'Default (corporate and public health)',
  hafls: 'Step 2 Skills and adult learning (hafls)',
  send: 'SEND Local Offer and SEND Academy',
  libraries: 'Libraries',
}

export const brandOptions = CONTENT_BRANDS.map((value) => ({ label: CONTENT_BRAND_LABELS[value], value }))

/**
 * The brands whose categories and promo cards each listing shows (spec 000 section 2: promo cards
 * per brand). The corporate listing also carries library events, so it shows library promos too.
 */
export const LISTING_BRANDS: Readonly<Record<string, readonly ContentBrand[]>> = {
  '/events': ['default', 'libraries'],
  '/step2skills': ['hafls'],
  '/hals': ['hafls'],
  '/local-offer': ['send'],
  '/send-academy': ['send'],
  '/public-health-training': ['default'],
}

/** The brands of a listing path; the default brand for a path that is not a listing. */
export function brandsForListing(listingPath: string): readonly ContentBrand[] {
  return LISTING_BRANDS[listingPath] ?? ['default']
}
