import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { env, parseEnv } from './config/env'
import { collections } from './content/collections'
import { globals } from './content/globals'
import { withContentCacheInvalidation, withGlobalCacheInvalidation } from './content/hooks/content-cache'
import { restrictDocumentLocks, withAnonymousReadLimits } from './content/public-api-limits'
import { databaseUrl } from './config/database-url'
import { keepStaffAccountEmail } from './booking/email/staff-account-email.server'
import type { Mailer } from './integrations/email/mailer'
import { payloadEmailAdapter } from './integrations/email/payload-email-adapter'
import { configuredMailer, mailSettingsKey } from './integrations/email/configured-mailer'
import { serverLogger } from './server/server-log'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/**
 * SMTP_URL's mailer, made when Payload first sends a message (most processes never send one). The
 * environment is read then, not when the config is built: Payload keeps its first instance for the
 * life of the process (getPayload's cache), so a process whose environment changes since (a test
 * worker running the next file) still sends through the SMTP server it names now.
 */
let mailer: { key: string; mailer: Mailer | null } | undefined
function currentMailer(): Mailer | null {
  const settings = parseEnv(process.env)
  const key = mailSettingsKey(settings)
  if (mailer?.key !== key) {
    mailer?.mailer?.close()
    mailer = { key, mailer: configuredMailer(settings) }
  }
  return mailer.mailer
}

// Payload adds its edit-lock collection while it builds the config, so its access is narrowed after.
export default buildConfig({
  secret: env().PAYLOAD_SECRET,
  // No serverURL: with one, Payload makes every upload's url absolute (SITE_URL's origin), and a
  // site served on any other host or port loads no images. Without it urls are root-relative
  // (docs/decisions/0014-home-banner-and-root-relative-assets.md). SITE_URL stays the CSRF
  // allow-list that serverURL used to fill: cookie sign-in is honoured only from that origin.
  csrf: [new URL(env().SITE_URL).origin],
  admin: {
    user: 'users',
    meta: { titleSuffix: ` | ${env().COUNCIL_NAME} events admin` },
    importMap: { baseDir: dirname },
    // The e-mail outbox for staff (decision 0023): a view of booking.email_outbox, which Payload does not own.
    // The audit log for administrators: a view of booking.audit_log, likewise the booking module's.
    components: {
      views: {
        emailOutbox: { Component: '/content/admin/email-outbox-view#EmailOutboxView', path: '/email-outbox' },
        auditLog: { Component: '/content/admin/audit-log-view#AuditLogView', path: '/audit-log' },
      },
      afterNavLinks: ['/content/admin/email-outbox-nav-link#EmailOutboxNavLink', '/content/admin/audit-log-nav-link#AuditLogNavLink'],
      // A demonstration (DEMO_PAYMENTS=on) says so here too, signed in or not (decision 0033).
      header: ['/content/admin/demonstration-banner#AdminDemonstrationBanner'],
      beforeLogin: ['/content/admin/demonstration-banner#AdminDemonstrationBanner'],
    },
  },
  // Anonymous REST reads get a capped page and depth (issue 10 point 8; src/content/public-api-limits.ts).
  collections: withAnonymousReadLimits(withContentCacheInvalidation(collections), () => ({
    maxLimit: env().CONTENT_API_MAX_LIMIT,
    maxDepth: env().CONTENT_API_MAX_DEPTH,
  })),
  globals: withGlobalCacheInvalidation(globals),
  editor: lexicalEditor(),
  // Schema `public` belongs to Payload; it is changed only by the migrations in src/migrations.
  // Push stays off everywhere so the booking schema and the migrations never drift (ARCHITECTURE.md).
  db: postgresAdapter({
    pool: { connectionString: databaseUrl(), max: 10 },
    push: false,
    migrationDir: path.resolve(dirname, 'migrations'),
  }),
  sharp,
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  telemetry: false,
  // Password resets and Payload's other messages go through our mail path: SMTP_URL, or kept in the
  // outbox without it (src/integrations/email/payload-email-adapter.ts, decision 0023).
  email: payloadEmailAdapter({
    from: env().EMAIL_FROM,
    mailer: currentMailer,
    keep: (message) => keepStaffAccountEmail(message, new Date()),
  }),
  // The server's one log (src/server/server-log.ts): Payload's lines in the same format as ours.
  logger: serverLogger(),
  // A wrong password or a locked account is a person's mistake, not a server fault: logged as info
  // (one line, no stack) like Payload's defaults for invalid forms (ValidationError) and missing
  // documents. Payload matches these by the error's class name, which is why Payload stays unbundled
  // in the production build (next.config.ts, docs/decisions/0015).
  // Failed and throttled sign-ins are logged once, as warnings without a stack, by the sign-in
  // guard (src/security/sign-in-guard.ts, decision 0017); Payload itself stays quiet about them.
  // (SignInThrottled is ours: Payload's type lists only its own error names, its logger reads any.)
  // So is UnstorableInputError: an id or where clause PostgreSQL cannot take, answered 400 (issue 23).
  loggingLevels: { AuthenticationError: false, LockedAuth: 'info', UnverifiedEmail: 'info', ...({ SignInThrottled: false, UnstorableInputError: 'info' } as object) },
  graphQL: { disable: true },
}).then(restrictDocumentLocks)
