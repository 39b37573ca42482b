import type { Payload } from 'payload'

import { seedCategories } from './categories'
import { seedUsers } from './demo-users'
import { seedEvents, seedPrivateAssetPages } from './events'
import { seedImages } from './images'
import { seedPromoCards } from './promo-cards'
import { seedAlerts, seedSettings, seedSiteConfig } from './site'
import { emptyCounts } from './upsert'
import { seedVenues } from './venues'

export { DEMO_USERS, type DemoUser } from './demo-users'
export { SEED_SLUGS, type SeedSlugKey } from './seed-slugs'
export { planDemoEvents, type EventPlan } from './event-plans'

/**
 * Demo content for development, review and tests: users for each role, venues in Hertfordshire
 * towns, categories and promo cards for each brand, alerts, site configuration and settings, and
 * about a hundred events across the six listings covering every status (spec 001 section 4).
 *
 * In production (issue 10 point 5) the demo accounts are never made: their passwords are public.
 * The content is still seeded, so a fresh `npm start` shows the demo site; its first administrator
 * comes from src/content/demo-accounts.ts instead.
 *
 * Idempotent: each document is looked up by its natural key (email, filename, name, slug, title)
 * and created only when missing, so a second run creates nothing and never overwrites an editor's
 * changes. Every date is relative to `options.now`; content is otherwise deterministic.
 */
export async function seedDemoContent(
  payload: Payload,
  options: { now: Date; production?: boolean },
): Promise<{ created: Record<string, number> }> {
  const created = emptyCounts()
  const production = options.production ?? process.env.NODE_ENV === 'production'
  if (!production) await seedUsers(payload, created)
  const media = await seedImages(payload, created)
  const venues = await seedVenues(payload, created)
  const categories = await seedCategories(payload, created)
  const events = await seedEvents(payload, created, { media, venues, categories }, options.now)
  await seedPrivateAssetPages(payload, created, events, media)
  await seedPromoCards(payload, created, categories, media)
  await seedAlerts(payload, created)
  await seedSiteConfig(payload, created, media)
  await seedSettings(payload, created)
  return { created }
}

/**
 * Whether the database already has events (demo or not). The start script seeds only when it has
 * none, so a council's real content is never mixed with demo events.
 */
export async function hasDemoContent(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'events', overrideAccess: true })
  return totalDocs > 0
}
