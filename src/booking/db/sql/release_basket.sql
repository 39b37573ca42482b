-- Ends a basket's live holds (all, or those on one event) and, when none is left, the basket itself:
-- 'expired' once its time is up, else 'cleared'. Locks the events first, then the basket, the same
-- order as take_tickets, so the two never deadlock. Raises BK409 (with the state in DETAIL) when the
-- basket has moved on to an order: its tickets are no longer the buyer's to give back.
CREATE OR REPLACE FUNCTION "booking"."release_basket"(p_basket_id uuid, p_event_id integer, p_now timestamptz) RETURNS text
LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
DECLARE
  v_state booking.basket_state;
  v_expires timestamptz;
  v_holds bigint[];
BEGIN
  PERFORM 1 FROM booking.event_inventory i
  WHERE i.event_id IN (SELECT b.event_id FROM booking.baskets b WHERE b.id = p_basket_id
                       UNION SELECT h.event_id FROM booking.holds h WHERE h.basket_id = p_basket_id AND h.state = 'held')
  ORDER BY i.event_id FOR UPDATE;
  SELECT b.state, b.expires_at INTO v_state, v_expires FROM booking.baskets b WHERE b.id = p_basket_id FOR UPDATE;
  IF NOT FOUND THEN RETURN NULL; END IF;
  IF v_state <> 'open' THEN
    IF v_state IN ('cleared', 'expired') THEN RETURN v_state::text; END IF;
    RAISE EXCEPTION 'basket is %', v_state USING ERRCODE = 'BK409', DETAIL = v_state::text;
  END IF;
  SELECT array_agg(h.id) INTO v_holds FROM booking.holds h
  WHERE h.basket_id = p_basket_id AND h.state = 'held' AND (p_event_id IS NULL OR h.event_id = p_event_id);
  PERFORM booking.end_holds(coalesce(v_holds, '{}'), p_now);
  IF NOT EXISTS (SELECT 1 FROM booking.holds h WHERE h.basket_id = p_basket_id AND h.state = 'held') THEN
    v_state := CASE WHEN v_expires <= p_now THEN 'expired' ELSE 'cleared' END;
    UPDATE booking.baskets SET state = v_state, updated_at = p_now WHERE id = p_basket_id;
  END IF;
  RETURN v_state::text;
END
$$;
