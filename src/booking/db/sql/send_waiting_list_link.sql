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
