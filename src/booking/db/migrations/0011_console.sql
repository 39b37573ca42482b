CREATE TABLE "booking"."waiting_list_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking"."tickets" ADD COLUMN "attended" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "booking"."tickets" ADD COLUMN "attendance_marked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking"."tickets" ADD COLUMN "attendance_marked_by" text;--> statement-breakpoint
ALTER TABLE "booking"."tickets" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking"."tickets" ADD COLUMN "released_by" text;--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_list_entries_event_email_idx" ON "booking"."waiting_list_entries" USING btree ("event_id",lower("email"));--> statement-breakpoint
CREATE INDEX "waiting_list_entries_event_idx" ON "booking"."waiting_list_entries" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE INDEX "tickets_event_state_idx" ON "booking"."tickets" USING btree ("event_id","state");