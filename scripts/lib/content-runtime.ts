/**
 * Everything the scripts need from Payload, in one module that the scripts load with one dynamic
 * import (scripts/lib/prepare-database.ts) once DATABASE_URL is set: the config reads it when it is
 * evaluated.
 *
 * Why one module: under Node 20 and tsx, a script that had statically imported part of this graph
 * (the migrations, the booking schema) and then dynamically imported the Payload config sometimes
 * waited forever for that import() on a cold tsx cache (about one start in five; with nothing else
 * pending, Node then exited 0 half-way through start-up). A single dynamic import of the whole graph
 * did not hang in 16 cold starts out of 16.
 */
import { getPayload, type Payload } from 'payload'

import { secureProductionAccounts } from '../../src/content/production-accounts'
import { hasDemoContent, seedDemoContent } from '../../src/content/seed'
import { closeBookingDatabase } from '../../src/booking/db/booking-database.server'
import { reindexBookingEvents, reindexBookingEventsIfEmpty } from '../../src/booking/inventory/projection.server'
import { migrateAll } from './migrate-all'
import config from '../../src/payload.config'

export {
  closeBookingDatabase,
  hasDemoContent,
  migrateAll,
  reindexBookingEvents,
  reindexBookingEventsIfEmpty,
  secureProductionAccounts,
  seedDemoContent,
}

export function loadPayload(): Promise<Payload> {
  return getPayload({ config })
}
