import { bigserial, index, jsonb, pgSchema, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Schema `booking` belongs to the booking module (ARCHITECTURE.md, "Data ownership"): only this
 * module writes it, through its own pool, and only drizzle-kit migrations in src/booking/migrations
 * change it. Payload never touches it.
 */
export const booking = pgSchema('booking')

/** Who did what to which booking record, and when: every state change writes a row. */
export const auditLog = booking.table(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    details: jsonb('details').notNull().default({}),
  },
  (table) => [index('audit_log_subject_idx').on(table.subjectType, table.subjectId, table.occurredAt)],
)
