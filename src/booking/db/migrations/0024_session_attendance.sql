CREATE TABLE "booking"."attendance" (
	"ticket_id" uuid NOT NULL,
	"session_id" text,
	"attended" boolean NOT NULL,
	"marked_at" timestamp with time zone NOT NULL,
	"marked_by" text NOT NULL,
	CONSTRAINT "attendance_ticket_session_unique" UNIQUE NULLS NOT DISTINCT("ticket_id","session_id")
);
--> statement-breakpoint
ALTER TABLE "booking"."attendance" ADD CONSTRAINT "attendance_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "booking"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking"."attendance" ADD CONSTRAINT "attendance_session_id_event_sessions_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "booking"."event_sessions"("session_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every mark made so far, on events without sessions: the event's one occasion (session_id null).
INSERT INTO "booking"."attendance" ("ticket_id", "session_id", "attended", "marked_at", "marked_by")
  SELECT "id", NULL, "attended", coalesce("attendance_marked_at", "created_at"), coalesce("attendance_marked_by", '')
  FROM "booking"."tickets" WHERE "attended" OR "attendance_marked_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "booking"."tickets" DROP COLUMN "attended";--> statement-breakpoint
ALTER TABLE "booking"."tickets" DROP COLUMN "attendance_marked_at";--> statement-breakpoint
ALTER TABLE "booking"."tickets" DROP COLUMN "attendance_marked_by";