ALTER TABLE "booking"."booking_events" ADD COLUMN "synopsis" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking"."booking_events" ADD COLUMN "about_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking"."booking_events" ADD COLUMN "location_title" text;--> statement-breakpoint
ALTER TABLE "booking"."booking_events" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "booking"."booking_events" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "booking"."booking_events" ADD COLUMN "elearning" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "booking"."booking_events" ADD COLUMN "sold_out_message" text;--> statement-breakpoint
ALTER TABLE "booking"."booking_events" ADD COLUMN "category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "booking"."booking_events" ADD COLUMN "categories" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "booking"."booking_events" ADD COLUMN "district" text;--> statement-breakpoint
ALTER TABLE "booking"."booking_events" ADD COLUMN "age_ranges" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "booking"."booking_events" ADD COLUMN "image_url" text;--> statement-breakpoint
ALTER TABLE "booking"."booking_events" ADD COLUMN "image_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking"."booking_events" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(synopsis, '') || ' ' || coalesce(about_text, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(location_title, '')), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "booking_events_listing_idx" ON "booking"."booking_events" USING btree ("content_type","date_time") WHERE "booking"."booking_events"."published";--> statement-breakpoint
CREATE INDEX "booking_events_search_vector_idx" ON "booking"."booking_events" USING gin ("search_vector") WHERE "booking"."booking_events"."published";--> statement-breakpoint
CREATE INDEX "booking_events_categories_idx" ON "booking"."booking_events" USING gin ("category_ids") WHERE "booking"."booking_events"."published";--> statement-breakpoint
CREATE INDEX "booking_events_age_ranges_idx" ON "booking"."booking_events" USING gin ("age_ranges") WHERE "booking"."booking_events"."published";--> statement-breakpoint
-- One copy of each event (issue 24): the listing's search columns move into booking_events. Carried across
-- from the search projection for the events it held (published ones); every other row keeps the defaults
-- until its next publish or `npm run search:reindex`.
UPDATE "booking"."booking_events" b SET "synopsis" = s."synopsis", "about_text" = s."about_text",
  "location_title" = s."location_title", "latitude" = s."latitude", "longitude" = s."longitude",
  "elearning" = s."elearning", "sold_out_message" = s."sold_out_message", "category_ids" = s."category_ids",
  "categories" = s."categories", "district" = s."district", "age_ranges" = s."age_ranges",
  "image_url" = s."image_url", "image_alt" = s."image_alt"
FROM "booking"."event_search" s WHERE s."event_id" = b."event_id";--> statement-breakpoint
DROP TABLE "booking"."event_search" CASCADE;
