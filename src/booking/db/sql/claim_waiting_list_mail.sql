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
$$;
