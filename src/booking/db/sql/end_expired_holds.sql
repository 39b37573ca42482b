-- The purge, step 1 (decision 0016): ends the holds that expired before p_cutoff, on every event
-- that nobody is taking tickets from at this moment (SKIP LOCKED: a rush is never made to wait; its
-- own take releases them anyway). Locks events in id order, as take_tickets and release_basket do.
-- Returns the holds ended.
CREATE OR REPLACE FUNCTION "booking"."end_expired_holds"(p_cutoff timestamptz, p_now timestamptz) RETURNS integer
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_events integer[] := '{}';
  v_holds bigint[];
  r record;
BEGIN
  FOR r IN
    SELECT i.event_id FROM booking.event_inventory i
    WHERE i.event_id IN (SELECT DISTINCT h.event_id FROM booking.holds h WHERE h.state = 'held' AND h.expires_at <= p_cutoff)
    ORDER BY i.event_id FOR UPDATE SKIP LOCKED
  LOOP
    v_events := v_events || r.event_id;
  END LOOP;
  SELECT array_agg(h.id) INTO v_holds FROM booking.holds h
  WHERE h.event_id = ANY(v_events) AND h.state = 'held' AND h.expires_at <= p_now;
  IF v_holds IS NULL THEN RETURN 0; END IF;
  RETURN booking.end_holds(v_holds, p_now);
END
$$;
