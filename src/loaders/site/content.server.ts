import 'server-only'

import type { Where } from 'payload'
import { cache } from 'react'

import type { ContentBrand } from '@/content/brands'
import { cachedContent } from '@/content/content-cache'
import { findPublicEvent } from '@/content/public-event'

import { payloadClient } from './payload.server'

/**
 * Public reads of content. Every query runs with overrideAccess: false and no user, so Payload's
 * access predicates decide what the public sees: published versions only (src/content/access.ts).
 * Being the same for every visitor, they are kept in the content cache (src/content/content-cache.ts),
 * which Payload's change hooks empty.
 */

export const getSettings = cache(() =>
  cachedContent('settings', async () => {
    const payload = await payloadClient()
    return payload.findGlobal({ slug: 'settings', depth: 0, overrideAccess: false })
  }),
)

export const getSiteConfig = cache(() =>
  cachedContent('site-config', async () => {
    const payload = await payloadClient()
    return payload.findGlobal({ slug: 'site-config', depth: 1, overrideAccess: false })
  }),
)

/** Promo cards shown on a listing have at most this many candidates (spec 001 section 9: 20 per listing). */
export const PROMO_CARDS_PER_LISTING = 20

/**
 * The promo cards a listing may show: those of its brands (spec 000 section 2), with their
 * background image. Promo cards have no drafts, so every stored card is visible.
 */
export function findPromoCards(brands: readonly ContentBrand[]) {
  return cachedContent(`promo-cards:${[...brands].sort().join(',')}`, () => loadPromoCards(brands))
}

async function loadPromoCards(brands: readonly ContentBrand[]) {
  const payload = await payloadClient()
  const result = await payload.find({
    collection: 'promo-cards',
    overrideAccess: false,
    depth: 1,
    limit: PROMO_CARDS_PER_LISTING,
    sort: 'title',
    where: { brand: { in: [...brands] } },
  })
  return result.docs
}

/**
 * Categories by id or slug, for the category filter: a slug in a link (editors write
 * '?category=rhymetime' in promo links) is read as its category, and a ticked category that no
 * event in the current results carries still needs its title.
 */
export function findCategories(match: { ids?: readonly number[]; slugs?: readonly string[] }) {
  const key = `categories:${[...(match.ids ?? [])].sort().join(',')}:${[...(match.slugs ?? [])].sort().join(',')}`
  return cachedContent(key, () => loadCategories(match))
}

async function loadCategories(match: { ids?: readonly number[]; slugs?: readonly string[] }) {
  const or: Where[] = []
  if (match.ids && match.ids.length > 0) or.push({ id: { in: [...match.ids] } })
  if (match.slugs && match.slugs.length > 0) or.push({ slug: { in: [...match.slugs] } })
  if (or.length === 0) return []
  const payload = await payloadClient()
  const result = await payload.find({
    collection: 'categories',
    overrideAccess: false,
    depth: 0,
    pagination: false,
    select: { title: true, slug: true },
    where: { or },
  })
  return result.docs.map((category) => ({ id: category.id, title: category.title, slug: category.slug ?? '' }))
}

export function findEventByUri(uri: string) {
  return cachedContent(`event:${uri}`, () => loadEventByUri(uri))
}

async function loadEventByUri(uri: string) {
  return findPublicEvent(await payloadClient(), { uri }, 2)
}

/**
 * The published event with this slug (the booking page's id, spec 000 section 2: "the event slug,
 * read from the last path segment"); null for an unknown or unpublished slug.
 */
export function findEventBySlug(slug: string) {
  return cachedContent(`event-slug:${slug}`, () => loadEventBySlug(slug))
}

async function loadEventBySlug(slug: string) {
  return findPublicEvent(await payloadClient(), { slug }, 1)
}

/** A listing shows at most this many organisers' cards under its results. */
export const ORGANISERS_PER_LISTING = 6

/**
 * The organising organisations of these events (issue 26 point 4), each once (by name, as editors
 * type it), in the events' order, those with a name only, logo populated.
 */
export function findOrganisers(eventIds: readonly number[]) {
  const ids = [...new Set(eventIds)]
  return cachedContent(`organisers:${[...ids].sort((a, b) => a - b).join(',')}`, () => loadOrganisers(ids))
}

async function loadOrganisers(ids: readonly number[]) {
  if (ids.length === 0) return []
  const payload = await payloadClient()
  const result = await payload.find({
    collection: 'events',
    overrideAccess: false,
    depth: 1,
    pagination: false,
    select: { organisingOrganisation: true },
    where: { id: { in: [...ids] } },
  })
  const byId = new Map(result.docs.map((event) => [event.id, event.organisingOrganisation]))
  const seen = new Set<string>()
  const organisers = []
  for (const id of ids) {
    const organiser = byId.get(id)
    const name = organiser?.name?.trim()
    if (!organiser || !name || seen.has(name.toLowerCase())) continue
    seen.add(name.toLowerCase())
    organisers.push({ name, description: organiser.description ?? null, url: organiser.url ?? null, logo: organiser.logo ?? null })
    if (organisers.length === ORGANISERS_PER_LISTING) break
  }
  return organisers
}
