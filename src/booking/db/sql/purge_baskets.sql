-- The purge, step 2 (decision 0016): deletes up to p_limit baskets that ended before p_cutoff, with
-- their holds and tickets: open baskets whose 30 minutes ran out before it, and cleared or expired
-- ones last changed before it. Never a basket with a live or sold hold, nor one that has moved on
-- to an order ('ordered', 'paid', 'cancelled' are kept for the order's records). SKIP LOCKED: a
-- basket another server is purging, or a buyer is changing, is left for the next run.
CREATE OR REPLACE FUNCTION "booking"."purge_baskets"(p_cutoff timestamptz, p_limit integer) RETURNS integer
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_ids uuid[];
BEGIN
  SELECT array_agg(doomed.id) INTO v_ids FROM (
    SELECT b.id FROM booking.baskets b
    WHERE ((b.state = 'open' AND b.expires_at <= p_cutoff) OR (b.state IN ('cleared', 'expired') AND b.updated_at <= p_cutoff))
      AND NOT EXISTS (SELECT 1 FROM booking.holds h WHERE h.basket_id = b.id AND h.state IN ('held', 'sold'))
    LIMIT p_limit
    FOR UPDATE SKIP LOCKED
  ) doomed;
  IF v_ids IS NULL THEN RETURN 0; END IF;
  DELETE FROM booking.tickets t WHERE t.basket_id = ANY(v_ids);
  DELETE FROM booking.holds h WHERE h.basket_id = ANY(v_ids);
  DELETE FROM booking.baskets b WHERE b.id = ANY(v_ids);
  RETURN cardinality(v_ids);
END
$$;
