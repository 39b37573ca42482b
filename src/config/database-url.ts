import { env } from './env'

/**
 * The connection string every part uses. With DATABASE_URL unset, scripts/start.ts (or the test
 * harness) starts the embedded PostgreSQL first and exports DATABASE_URL for its children, so by
 * the time Payload or the booking pool asks, it is set.
 */
export function databaseUrl(): string {
  const url = process.env.DATABASE_URL ?? env().DATABASE_URL
  if (!url) {
    throw new Error(
      'DATABASE_URL is not set. Start the app with `npm start` (which starts the embedded PostgreSQL) or set DATABASE_URL.',
    )
  }
  return url
}
