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
--> statement-breakpoint
-- Claims the address's e-mail for this window: true once per window, false otherwise. Two servers
-- claiming at the same moment queue on the row; the second sees the first's time and gets false.
CREATE OR REPLACE FUNCTION "booking"."claim_waiting_list_mail"(p_address_hash text, p_now timestamptz, p_window interval) RETURNS boolean
LANGUAGE sql VOLATILE AS $$
  WITH claimed AS (
    INSERT INTO booking.waiting_list_mail_allowance AS a (address_hash, last_sent_at) VALUES (p_address_hash, p_now)
    ON CONFLICT (address_hash) DO UPDATE SET last_sent_at = EXCLUDED.last_sent_at WHERE a.last_sent_at <= EXCLUDED.last_sent_at - p_window
    RETURNING 1
  )
  SELECT EXISTS (SELECT 1 FROM claimed)
$$;--> statement-breakpoint
-- A join, in one call whatever the address, so the answer takes the same time for every address:
-- an entry already confirmed changes nothing and sends nothing; otherwise, when the address's e-mail
-- for the window is free, the entry is made (or an unconfirmed one gets the new link: never a second
-- entry) and the confirmation e-mail is queued in the outbox beside it. With no e-mail free nothing
-- is stored: an entry nobody can confirm would only wait to be removed.
CREATE OR REPLACE FUNCTION "booking"."join_waiting_list"(
  p_event_id integer, p_first_name text, p_last_name text, p_email text, p_address_hash text,
  p_token_hash text, p_now timestamptz, p_expires_at timestamptz, p_window interval, p_payload jsonb
) RETURNS void
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_confirmed timestamptz;
  v_found boolean;
BEGIN
  -- A call that writes would otherwise wait for the WAL flush and one that writes nothing would not:
  -- the commit's wait alone told an address on a list from one on none (measured: ~15 ms here). A
  -- join lost in a database crash is one the resident makes again.
  PERFORM set_config('synchronous_commit', 'off', true);
  -- An unconfirmed entry whose link has ended is gone, as the offers job would have made it.
  DELETE FROM booking.waiting_list_entries w
   WHERE w.event_id = p_event_id AND lower(w.email) = lower(p_email) AND w.confirmed_at IS NULL AND w.confirm_expires_at <= p_now;
  SELECT w.confirmed_at INTO v_confirmed FROM booking.waiting_list_entries w WHERE w.event_id = p_event_id AND lower(w.email) = lower(p_email) FOR UPDATE;
  v_found := FOUND;
  IF v_found AND v_confirmed IS NOT NULL THEN
    RETURN;
  END IF;
  IF NOT booking.claim_waiting_list_mail(p_address_hash, p_now, p_window) THEN
    RETURN;
  END IF;
  INSERT INTO booking.waiting_list_entries AS w (event_id, first_name, last_name, email, created_at, confirm_token_hash, confirm_expires_at)
  VALUES (p_event_id, p_first_name, p_last_name, p_email, p_now, p_token_hash, p_expires_at)
  ON CONFLICT (event_id, lower(email)) DO UPDATE SET confirm_token_hash = EXCLUDED.confirm_token_hash, confirm_expires_at = EXCLUDED.confirm_expires_at
   WHERE w.confirmed_at IS NULL;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  INSERT INTO booking.email_outbox (kind, basket_id, to_address, payload, next_attempt_at, created_at)
  VALUES ('waiting_list_confirm', NULL, p_email, p_payload, p_now, p_now);
END;
$$;--> statement-breakpoint
-- The management page's search, in one call whatever the address: an address with a confirmed
-- entry whose e-mail for the window is free gets a management link (stored as its hash) and its
-- e-mail; any other address gets nothing, in the same time.
CREATE OR REPLACE FUNCTION "booking"."send_waiting_list_link"(
  p_email text, p_address_hash text, p_token_hash text, p_now timestamptz, p_expires_at timestamptz, p_window interval, p_payload jsonb
) RETURNS void
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  -- As the join: no commit that waits for the WAL flush only when a link is made.
  PERFORM set_config('synchronous_commit', 'off', true);
  IF NOT EXISTS (SELECT 1 FROM booking.waiting_list_entries w WHERE lower(w.email) = lower(p_email) AND w.confirmed_at IS NOT NULL) THEN
    RETURN;
  END IF;
  IF NOT booking.claim_waiting_list_mail(p_address_hash, p_now, p_window) THEN
    RETURN;
  END IF;
  INSERT INTO booking.waiting_list_links (token_hash, email, created_at, expires_at) VALUES (p_token_hash, p_email, p_now, p_expires_at);
  INSERT INTO booking.email_outbox (kind, basket_id, to_address, payload, next_attempt_at, created_at)
  VALUES ('waiting_list_link', NULL, p_email, p_payload, p_now, p_now);
END;
$$;
