CREATE TYPE "booking"."basket_state" AS ENUM('open', 'cleared', 'expired', 'ordered', 'paid', 'cancelled');--> statement-breakpoint
CREATE TYPE "booking"."hold_state" AS ENUM('held', 'released', 'expired', 'sold');--> statement-breakpoint
CREATE TYPE "booking"."ticket_state" AS ENUM('held', 'released', 'expired', 'sold', 'cancelled');--> statement-breakpoint
CREATE TABLE "booking"."baskets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"state" "booking"."basket_state" DEFAULT 'open' NOT NULL,
	"event_id" integer NOT NULL,
	"basket_time" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking"."booking_events" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"uri" text NOT NULL,
	"content_type" text NOT NULL,
	"title" text NOT NULL,
	"date_time" timestamp with time zone NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"private" boolean DEFAULT false NOT NULL,
	"sales_from" timestamp with time zone,
	"sales_to" timestamp with time zone,
	"discount_from" timestamp with time zone,
	"discount_to" timestamp with time zone,
	"early_bird_discount" integer DEFAULT 0 NOT NULL,
	"price" integer,
	"free_or_paid" text DEFAULT 'paid' NOT NULL,
	"external_listing_url" text,
	"booking_required" boolean DEFAULT true NOT NULL,
	"service_terms_html" text DEFAULT '' NOT NULL,
	"checkout_guidance_html" text DEFAULT '' NOT NULL,
	"booking_questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ticket_questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"gl" text DEFAULT '' NOT NULL,
	"cost_code" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking"."concession_inventory" (
	"concession_id" text PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"concession_price" integer NOT NULL,
	"discounted_concession_price" integer,
	"number_available" integer,
	"max_number_available" integer,
	"num_tickets_used" integer DEFAULT 1 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"removed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "concession_inventory_counts_check" CHECK ("booking"."concession_inventory"."num_tickets_used" >= 1 AND "booking"."concession_inventory"."held" >= 0 AND "booking"."concession_inventory"."sold" >= 0)
);
--> statement-breakpoint
CREATE TABLE "booking"."event_inventory" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"capacity" integer NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_inventory_counts_check" CHECK ("booking"."event_inventory"."capacity" >= 0 AND "booking"."event_inventory"."held" >= 0 AND "booking"."event_inventory"."sold" >= 0)
);
--> statement-breakpoint
CREATE TABLE "booking"."holds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"basket_id" uuid NOT NULL,
	"event_id" integer NOT NULL,
	"concession_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"tickets" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"state" "booking"."hold_state" DEFAULT 'held' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "holds_quantity_check" CHECK ("booking"."holds"."quantity" > 0 AND "booking"."holds"."tickets" > 0 AND "booking"."holds"."unit_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "booking"."tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hold_id" bigint NOT NULL,
	"basket_id" uuid NOT NULL,
	"event_id" integer NOT NULL,
	"concession_id" text NOT NULL,
	"position" integer NOT NULL,
	"state" "booking"."ticket_state" DEFAULT 'held' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking"."baskets" ADD CONSTRAINT "baskets_event_id_booking_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "booking"."booking_events"("event_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking"."concession_inventory" ADD CONSTRAINT "concession_inventory_event_id_booking_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "booking"."booking_events"("event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking"."event_inventory" ADD CONSTRAINT "event_inventory_event_id_booking_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "booking"."booking_events"("event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking"."holds" ADD CONSTRAINT "holds_basket_id_baskets_id_fk" FOREIGN KEY ("basket_id") REFERENCES "booking"."baskets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking"."holds" ADD CONSTRAINT "holds_event_id_booking_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "booking"."booking_events"("event_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking"."holds" ADD CONSTRAINT "holds_concession_id_concession_inventory_concession_id_fk" FOREIGN KEY ("concession_id") REFERENCES "booking"."concession_inventory"("concession_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking"."tickets" ADD CONSTRAINT "tickets_hold_id_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "booking"."holds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking"."tickets" ADD CONSTRAINT "tickets_basket_id_baskets_id_fk" FOREIGN KEY ("basket_id") REFERENCES "booking"."baskets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "baskets_event_state_idx" ON "booking"."baskets" USING btree ("event_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_events_slug_idx" ON "booking"."booking_events" USING btree ("slug") WHERE "booking"."booking_events"."published";--> statement-breakpoint
CREATE INDEX "concession_inventory_event_idx" ON "booking"."concession_inventory" USING btree ("event_id","sort_order");--> statement-breakpoint
CREATE INDEX "holds_basket_idx" ON "booking"."holds" USING btree ("basket_id");--> statement-breakpoint
CREATE INDEX "holds_live_expiry_idx" ON "booking"."holds" USING btree ("event_id","expires_at") WHERE "booking"."holds"."state" = 'held';--> statement-breakpoint
CREATE INDEX "tickets_hold_idx" ON "booking"."tickets" USING btree ("hold_id","position");--> statement-breakpoint
CREATE INDEX "tickets_basket_idx" ON "booking"."tickets" USING btree ("basket_id");
