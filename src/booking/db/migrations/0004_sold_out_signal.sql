ALTER TABLE "booking"."event_inventory" ADD COLUMN "sold_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "event_inventory_sold_out_idx" ON "booking"."event_inventory" USING btree ("event_id") WHERE "booking"."event_inventory"."sold_out";
--> statement-breakpoint
-- The sold-out signal (docs/decisions/0012-live-sold-out-and-cache-headers.md). Event pages and
-- listing cards read live availability, but servers keep whole pages for a few seconds; they must
-- be emptied when an event crosses to or from zero tickets left, and only then (a rush must not
-- empty them on every hold). event_inventory.sold_out is the state last announced; the
-- transactions that take or give back tickets flip it, when it changes, and send
-- pg_notify('council_events_sold_out_changed', <event id>), which every server LISTENs to
-- (src/server/content-notify.ts). Expired holds write nothing, so booking.reopen_sold_out_events,
-- run every few seconds by each server, announces events that came back that way.
-- (Selling, when it comes, moves tickets from held to sold: availability does not change.)
-- The backfill reckons availability as booking.tickets_available does (src/booking/sql/), written
-- out: the functions are applied after the migrations.
UPDATE booking.event_inventory i SET sold_out = i.capacity - i.sold - i.held + coalesce((
  SELECT sum(h.tickets) FROM booking.holds h
  WHERE h.event_id = i.event_id AND h.state = 'held' AND h.expires_at <= now()), 0) <= 0;
