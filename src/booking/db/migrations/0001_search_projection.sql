CREATE TABLE "booking"."event_search" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"slug" text NOT NULL,
	"uri" text NOT NULL,
	"title" text NOT NULL,
	"synopsis" text DEFAULT '' NOT NULL,
	"about_text" text DEFAULT '' NOT NULL,
	"location_title" text,
	"latitude" double precision,
	"longitude" double precision,
	"date_time" timestamp with time zone NOT NULL,
	"sales_from" timestamp with time zone,
	"sales_to" timestamp with time zone,
	"discount_from" timestamp with time zone,
	"discount_to" timestamp with time zone,
	"early_bird_discount" integer DEFAULT 0 NOT NULL,
	"price" integer,
	"free_or_paid" text DEFAULT 'paid' NOT NULL,
	"tickets_available" integer DEFAULT 0 NOT NULL,
	"external_listing_url" text,
	"elearning" boolean DEFAULT false NOT NULL,
	"private" boolean DEFAULT false NOT NULL,
	"booking_required" boolean DEFAULT true NOT NULL,
	"sold_out_message" text,
	"category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"district" text,
	"age_ranges" text[] DEFAULT '{}'::text[] NOT NULL,
	"image_url" text,
	"image_alt" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(synopsis, '') || ' ' || coalesce(about_text, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(location_title, '')), 'C')) STORED,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "event_search_vector_idx" ON "booking"."event_search" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "event_search_listing_idx" ON "booking"."event_search" USING btree ("content_type","date_time");--> statement-breakpoint
CREATE INDEX "event_search_categories_idx" ON "booking"."event_search" USING gin ("category_ids");--> statement-breakpoint
CREATE INDEX "event_search_age_ranges_idx" ON "booking"."event_search" USING gin ("age_ranges");