CREATE TYPE "booking"."offer_state" AS ENUM('offered', 'accepted', 'booked', 'lapsed', 'withdrawn');--> statement-breakpoint
CREATE TABLE "booking"."waiting_list_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking"."waiting_list_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL,
	"event_id" integer NOT NULL,
	"basket_id" uuid NOT NULL,
	"tickets" integer NOT NULL,
	"state" "booking"."offer_state" DEFAULT 'offered' NOT NULL,
	"token_hash" text NOT NULL,
	"offered_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "booking"."waiting_list_offers" ADD CONSTRAINT "waiting_list_offers_entry_id_waiting_list_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "booking"."waiting_list_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waiting_list_links_email_idx" ON "booking"."waiting_list_links" USING btree (lower("email"),"created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_list_offers_entry_idx" ON "booking"."waiting_list_offers" USING btree ("entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_list_offers_token_idx" ON "booking"."waiting_list_offers" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "waiting_list_offers_event_idx" ON "booking"."waiting_list_offers" USING btree ("event_id","offered_at");--> statement-breakpoint
CREATE INDEX "waiting_list_offers_live_idx" ON "booking"."waiting_list_offers" USING btree ("expires_at") WHERE "booking"."waiting_list_offers"."state" IN ('offered', 'accepted');