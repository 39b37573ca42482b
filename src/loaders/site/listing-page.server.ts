import 'server-only'

import { cache } from 'react'

import { searchListing } from '@/booking/search/listing-search'
import { type ListingCard, type ListingSearchResult } from '@/contracts/listing'
import { brandsForListing } from '@/content/brands'
import { londonCalendarDay } from '@/domain/dates'
import { interleavePromoCards, type ListingSlot } from '@/domain/listing-results'
import { mediaUrl } from '@/domain/media'
import { HAFLS_DISTRICTS, LISTINGS, SEND_AGE_RANGES, templateForPath, type Listing, type ListingTemplate } from '@/domain/listings'
import { paths } from '@/domain/paths'
import { readListingFilterForm, type ListingFilterFormError } from '@/domain/validation/listing-filter-form'
import { listingQueryParams, type ListingQuery } from '@/domain/validation/listing-filters'
import type { PromoCard } from '@/payload-types'
import type { Organiser } from '@/ui/event/organiser-card'
import type { FilterOption, FilterValues, PromoCardView } from '@/ui/listing/types'

import { findCategories, findOrganisers, findPromoCards } from './content.server'
import { listingSearchDependencies } from '@/wiring/services.server'

/** Everything a listing page shows, or the address to redirect to instead. */
export type ListingPageLoad =
  | { kind: 'redirect'; location: string }
  | {
      kind: 'page'
      listing: Listing
      template: ListingTemplate
      /** The query searched for: every accepted filter. */
      query: ListingQuery
      result: ListingSearchResult
      slots: ListingSlot<ListingCard, PromoCardView>[]
      values: FilterValues
      /** Refused entries and a postcode that could not be placed, in form order. */
      errors: ListingFilterFormError[]
      categories: FilterOption[]
      districts: FilterOption[] | null
      ageRanges: FilterOption[] | null
      /** Today in Europe/London: the date inputs' earliest day. */
      today: string
      /** Whether any filter or search word is set, for the no-results text. */
      filtered: boolean
      /** The organising organisations of the events on this page (issue 26 point 4). */
      organisers: Organiser[]
    }

/** The listing whose path is this one segment ('/step2skills' for 'step2skills'). */
export function listingForSegment(segment: string): Listing | undefined {
  return LISTINGS.find((listing) => listing.path === `/${segment}`)
}

/** Next's searchParams as a query string: the key of one request's load, shared by metadata and page. */
export function searchOf(searchParams: Record<string, string | string[] | undefined>): string {
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(searchParams)) {
    for (const item of [value].flat()) if (item !== undefined) search.append(name, item)
  }
  return search.toString()
}

const CATEGORY_ID = /^\d+$/

/**
 * Loads one listing page (spec 000 section 2) for a path and query string; cached per request, so
 * the title and the page read it once. Shapes the page and decides nothing about events: the
 * listing search gives the cards with their texts and the facet counts, the domain reads the
 * query and places the promo cards.
 *
 * Two kinds of address are redirected to the listing's link form of the same state, so that every
 * state has one address to share: a submission of the filter form with acceptable dates (the date
 * inputs become the serialised `date`), and categories given by slug (editors link
 * '?category=rhymetime' from promo cards) instead of by id.
 */
export const loadListingPage = cache(async (listing: Listing, search: string): Promise<ListingPageLoad> => {
  const now = new Date()
  const form = readListingFilterForm(new URLSearchParams(search), now)
  if (form.redirectQuery) return { kind: 'redirect', location: paths.listing(listing.path, form.redirectQuery) }

  let query = form.query
  const slugs = query.category.filter((value) => !CATEGORY_ID.test(value))
  if (slugs.length > 0) {
    const bySlug = await findCategories({ slugs })
    const ids = query.category.filter((value) => CATEGORY_ID.test(value))
    const resolved = bySlug.map((category) => String(category.id))
    query = { ...query, category: [...new Set([...ids, ...resolved])] }
    if (form.errors.length === 0) return { kind: 'redirect', location: paths.listing(listing.path, listingQueryParams(query)) }
  }

  const result = await searchListing(listingSearchDependencies(), listing, query, now)
  const template = templateForPath(listing.path)
  // Promo cards need five event cards before their slot (interleavePromoCards), so a short page
  // does not read them at all.
  const promos = result.cards.length >= 5 ? (await findPromoCards(brandsForListing(listing.path))).map(toPromoCardView) : []
  const errors = [...form.errors]
  if (result.postcodeError) errors.unshift({ field: 'postcode', message: result.postcodeError })

  return {
    kind: 'page',
    listing,
    template,
    query,
    result,
    // Spec 000 section 2: promo cards chosen at random, so Math.random is given here, at the page.
    slots: interleavePromoCards(result.cards, promos, Math.random),
    values: {
      term: query.term,
      category: query.category,
      district: query.district,
      ageRange: query.ageRange,
      postcode: form.entries.postcode,
      distance: String(query.distance),
      startDate: form.entries.startDate,
      endDate: form.entries.endDate,
      orderBy: query.orderBy === 'date' ? '' : query.orderBy,
    },
    errors,
    categories: await categoryOptions(result.facets.categories, query.category),
    districts: template === 'hafls' ? fixedOptions(HAFLS_DISTRICTS, result.facets.districts) : null,
    ageRanges: template === 'send' ? fixedOptions(SEND_AGE_RANGES, result.facets.ageRanges) : null,
    today: londonCalendarDay(now),
    organisers: await findOrganisers(result.cards.map((card) => card.id)),
    filtered: Boolean(
      query.term || query.category.length || query.district.length || query.ageRange.length || query.postcode || query.date || errors.length,
    ),
  }
})

/**
 * The category options: those the events in the results carry, with their counts, plus any ticked
 * category that none of them carries (count 0), so it can still be unticked.
 */
async function categoryOptions(facets: readonly FilterOption[], ticked: readonly string[]): Promise<FilterOption[]> {
  const missing = ticked.filter((id) => !facets.some((facet) => facet.value === id))
  if (missing.length === 0) return [...facets]
  const found = await findCategories({ ids: missing.map(Number) })
  const extra = found.map((category) => ({ value: String(category.id), label: category.title, count: 0 }))
  return [...facets, ...extra].sort((a, b) => a.label.localeCompare(b.label, 'en-GB'))
}

/** A fixed list of options (districts, age ranges) in its own order, each with its count or 0. */
function fixedOptions(values: readonly string[], facets: readonly FilterOption[]): FilterOption[] {
  return values.map((value) => ({ value, label: value, count: facets.find((facet) => facet.value === value)?.count ?? 0 }))
}

function toPromoCardView(card: PromoCard): PromoCardView {
  const imageUrl = mediaUrl(card.backgroundImage, 'card')
  const link = card.linkUrl?.trim()
  return {
    id: card.id,
    title: card.title,
    titleAlignment: card.titleAlignment ?? 'left',
    body: card.body?.trim() || null,
    bodyAlignment: card.bodyAlignment ?? 'left',
    link: link ? { url: link, title: card.linkTitle?.trim() || card.title, style: card.linkStyle ?? 'link' } : null,
    backgroundColour: card.backgroundColour ?? null,
    image: imageUrl ? { url: imageUrl, alt: card.backgroundImageAlt?.trim() ?? '', opacity: card.backgroundOpacity ?? 0.5 } : null,
  }
}
