-- Money never taken without a booking or a refund (issue 23 point 2; decision 0032). A declined,
-- cancelled, failed or abandoned attempt is only what the provider said so far: the resident can go
-- back on the same page and pay. So:
-- * payments.taken_pence records what a provider took on an attempt that was not confirmed because
--   the amount differed from ours (staff refund it by hand; it is listed for them);
-- * the reconciliation job's queue is every attempt with a next look, whatever its state (closed
--   attempts are asked again for as long as their provider may take money: src/domain/payment-window.ts);
-- * booking.confirm_order (src/booking/sql/confirm_order.sql) takes from any state that may become a
--   success and for an order we closed; its 8-argument signature is kept for the previous release.
ALTER TABLE "booking"."payments" ADD COLUMN "taken_pence" integer;--> statement-breakpoint
DROP INDEX "booking"."payments_unsettled_idx";--> statement-breakpoint
CREATE INDEX "payments_next_check_idx" ON "booking"."payments" USING btree ("next_check_at") WHERE "booking"."payments"."next_check_at" IS NOT NULL;
