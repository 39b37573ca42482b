CREATE TYPE "booking"."email_state" AS ENUM('pending', 'sent', 'failed');--> statement-breakpoint
CREATE TYPE "booking"."order_state" AS ENUM('placed', 'confirmed', 'failed', 'abandoned', 'refund_due', 'refunded');--> statement-breakpoint
CREATE TYPE "booking"."payment_state" AS ENUM('created', 'success', 'declined', 'cancelled', 'error', 'abandoned', 'refunded', 'refund_failed');--> statement-breakpoint
CREATE TABLE "booking"."email_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"basket_id" uuid,
	"to_address" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" "booking"."email_state" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"subject" text,
	"html" text,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "booking"."orders" (
	"basket_id" uuid PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"state" "booking"."order_state" DEFAULT 'placed' NOT NULL,
	"purchaser" jsonb NOT NULL,
	"ticket_holders" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"newsletter" boolean DEFAULT false NOT NULL,
	"total_pence" integer NOT NULL,
	"booking_reference" text,
	"bypassed_by" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "booking"."payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"basket_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"transaction_reference" text NOT NULL,
	"amount_pence" integer NOT NULL,
	"state" "booking"."payment_state" DEFAULT 'created' NOT NULL,
	"provider_reference" text,
	"provider_description" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"next_check_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "booking"."tickets" ADD COLUMN "holder_first_name" text;--> statement-breakpoint
ALTER TABLE "booking"."tickets" ADD COLUMN "holder_last_name" text;--> statement-breakpoint
ALTER TABLE "booking"."tickets" ADD COLUMN "special_requirements" text;--> statement-breakpoint
ALTER TABLE "booking"."tickets" ADD COLUMN "answers" jsonb;--> statement-breakpoint
ALTER TABLE "booking"."orders" ADD CONSTRAINT "orders_basket_id_baskets_id_fk" FOREIGN KEY ("basket_id") REFERENCES "booking"."baskets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking"."payments" ADD CONSTRAINT "payments_basket_id_orders_basket_id_fk" FOREIGN KEY ("basket_id") REFERENCES "booking"."orders"("basket_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "booking"."email_outbox" USING btree ("next_attempt_at") WHERE "booking"."email_outbox"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "email_outbox_basket_idx" ON "booking"."email_outbox" USING btree ("basket_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_booking_reference_idx" ON "booking"."orders" USING btree ("booking_reference");--> statement-breakpoint
CREATE INDEX "orders_event_state_idx" ON "booking"."orders" USING btree ("event_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_transaction_reference_idx" ON "booking"."payments" USING btree ("transaction_reference");--> statement-breakpoint
CREATE INDEX "payments_basket_idx" ON "booking"."payments" USING btree ("basket_id");--> statement-breakpoint
CREATE INDEX "payments_unsettled_idx" ON "booking"."payments" USING btree ("next_check_at") WHERE "booking"."payments"."state" = 'created';