import { defineConfig } from 'drizzle-kit'

// Migrations for schema `booking` only; Payload owns `public` (ARCHITECTURE.md).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/booking/db/schema.ts',
  out: './src/booking/db/migrations',
  schemaFilter: ['booking'],
  migrations: { schema: 'booking', table: '__drizzle_migrations' },
  dbCredentials: { url: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' },
})
