ALTER TABLE "booking"."baskets" ADD COLUMN "client_key" text;--> statement-breakpoint
CREATE INDEX "baskets_client_open_idx" ON "booking"."baskets" USING btree ("client_key","expires_at") WHERE "booking"."baskets"."state" = 'open' AND "booking"."baskets"."client_key" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "baskets_open_expiry_idx" ON "booking"."baskets" USING btree ("expires_at") WHERE "booking"."baskets"."state" = 'open';--> statement-breakpoint
CREATE INDEX "baskets_ended_idx" ON "booking"."baskets" USING btree ("updated_at") WHERE "booking"."baskets"."state" IN ('cleared', 'expired');
