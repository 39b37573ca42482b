ALTER TABLE "booking"."baskets" DROP CONSTRAINT "baskets_event_id_booking_events_event_id_fk";
--> statement-breakpoint
ALTER TABLE "booking"."holds" DROP CONSTRAINT "holds_event_id_booking_events_event_id_fk";
--> statement-breakpoint
ALTER TABLE "booking"."holds" DROP CONSTRAINT "holds_concession_id_concession_inventory_concession_id_fk";
