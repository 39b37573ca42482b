CREATE TABLE "booking"."event_sessions" (
	"session_id" text PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"place" text,
	"removed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "event_sessions_times_check" CHECK ("booking"."event_sessions"."ends_at" > "booking"."event_sessions"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "booking"."event_sessions" ADD CONSTRAINT "event_sessions_event_id_booking_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "booking"."booking_events"("event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_sessions_event_idx" ON "booking"."event_sessions" USING btree ("event_id","starts_at") WHERE NOT "booking"."event_sessions"."removed";