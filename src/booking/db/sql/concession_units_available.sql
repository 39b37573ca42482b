-- Units of a concession left at p_now (its own numberAvailable stock); null when it has no stock of
-- its own and is limited only by the event's pool.
CREATE OR REPLACE FUNCTION "booking"."concession_units_available"(p_concession_id text, p_now timestamptz) RETURNS integer
LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN c.number_available IS NULL THEN NULL ELSE c.number_available - c.sold - c.held + coalesce((
    SELECT sum(h.quantity) FROM booking.holds h
    WHERE h.event_id = c.event_id AND h.concession_id = c.concession_id AND h.state = 'held' AND h.expires_at <= p_now), 0)::integer END
  FROM booking.concession_inventory c WHERE c.concession_id = p_concession_id
$$;
