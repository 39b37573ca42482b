-- drizzle-kit writes a bare CREATE SCHEMA, but its migrator creates the schema first for its own table.
CREATE SCHEMA IF NOT EXISTS "booking";
--> statement-breakpoint
CREATE TABLE "booking"."audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_log_subject_idx" ON "booking"."audit_log" USING btree ("subject_type","subject_id","occurred_at");