CREATE TYPE "booking"."refund_state" AS ENUM('pending', 'succeeded', 'failed');--> statement-breakpoint
CREATE TABLE "booking"."refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"basket_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount_pence" integer NOT NULL,
	"refundable_before_pence" integer NOT NULL,
	"state" "booking"."refund_state" DEFAULT 'pending' NOT NULL,
	"reason" text NOT NULL,
	"requested_by" text NOT NULL,
	"provider_reference" text,
	"last_error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "refunds_amount_check" CHECK ("booking"."refunds"."amount_pence" > 0 AND "booking"."refunds"."refundable_before_pence" >= "booking"."refunds"."amount_pence")
);
--> statement-breakpoint
ALTER TABLE "booking"."refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "booking"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_basket_idx" ON "booking"."refunds" USING btree ("basket_id");--> statement-breakpoint
CREATE INDEX "refunds_due_idx" ON "booking"."refunds" USING btree ("next_attempt_at") WHERE "booking"."refunds"."state" = 'pending';