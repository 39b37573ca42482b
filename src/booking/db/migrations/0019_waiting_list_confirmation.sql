-- Waiting lists that belong to their address (issue 23 point 5; decision 0028, amended). A join
-- counts only once the address has confirmed it from an e-mailed link: until then the entry gets no
-- offer, is not on the staff report and is not on the management page, and it is removed when its
-- link ends (WAITING_LIST_CONFIRM_HOURS after the join, by the offers job). Only the SHA-256 of the
-- link's token is kept.
ALTER TABLE "booking"."waiting_list_entries" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking"."waiting_list_entries" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "booking"."waiting_list_entries" ADD COLUMN "confirm_expires_at" timestamp with time zone;--> statement-breakpoint
-- Entries made before confirmation existed stay on their lists: taking residents off without a word
-- would be worse than keeping the few a stranger may have made.
UPDATE "booking"."waiting_list_entries" SET "confirmed_at" = "created_at";--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_list_entries_confirm_token_idx" ON "booking"."waiting_list_entries" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE INDEX "waiting_list_entries_unconfirmed_idx" ON "booking"."waiting_list_entries" USING btree ("confirm_expires_at") WHERE "booking"."waiting_list_entries"."confirmed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "waiting_list_entries_confirmed_email_idx" ON "booking"."waiting_list_entries" USING btree (lower("email")) WHERE "booking"."waiting_list_entries"."confirmed_at" IS NOT NULL;--> statement-breakpoint
-- One e-mail per address per window from the join and the management search together, across
-- servers: the last time one was sent, keyed by the SHA-256 of the trimmed, lower-cased address (no
-- address is kept here). Rows older than the window are removed by the offers job.
CREATE TABLE "booking"."waiting_list_mail_allowance" (
	"address_hash" text PRIMARY KEY NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL
);
