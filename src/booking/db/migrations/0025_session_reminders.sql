ALTER TYPE "booking"."email_state" ADD VALUE 'withdrawn';--> statement-breakpoint
ALTER TABLE "booking"."booking_events" ADD COLUMN "reminder_days_before" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking"."email_outbox" ADD COLUMN "once_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "email_outbox_once_key_idx" ON "booking"."email_outbox" USING btree ("once_key") WHERE "booking"."email_outbox"."once_key" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "event_sessions_starts_idx" ON "booking"."event_sessions" USING btree ("starts_at") WHERE NOT "booking"."event_sessions"."removed";