-- The second half of a take (take_tickets, take_tickets_batch; decision 0049): its tickets counted
-- against each concession's own stock and then the event's pool, by conditional updates. The caller
-- holds the event's lock and has released its expired holds, so capacity - sold - held is the exact
-- availability. A refusal changes nothing (a concession already counted for this take is counted back)
-- and is returned, not raised, so that a batch can go on with its other takes:
--   refusal_code 'BK411' (refusal_detail: {concessionId, left}) or 'BK410' (refusal_detail: tickets left);
-- on success refusal_code is null, tickets_left is what the pool has left after this take and sold_out
-- the event's announced state (decision 0012) as it stands.
CREATE OR REPLACE FUNCTION "booking"."count_take"(
  p_event_id integer, p_concession_ids text[], p_quantities integer[], p_needed integer,
  OUT refusal_code text, OUT refusal_detail text, OUT tickets_left integer, OUT sold_out boolean
)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_counted text[] := '{}';
  v_counted_quantities integer[] := '{}';
  r record;
BEGIN
  FOR r IN
    SELECT q.concession_id, sum(q.quantity)::integer AS quantity
    FROM unnest(p_concession_ids, p_quantities) AS q(concession_id, quantity) GROUP BY q.concession_id ORDER BY q.concession_id
  LOOP
    UPDATE booking.concession_inventory c SET held = c.held + r.quantity
    WHERE c.concession_id = r.concession_id AND (c.number_available IS NULL OR c.number_available - c.sold - c.held >= r.quantity);
    IF NOT FOUND THEN
      SELECT greatest(0, c.number_available - c.sold - c.held) INTO tickets_left FROM booking.concession_inventory c WHERE c.concession_id = r.concession_id;
      refusal_code := 'BK411';
      refusal_detail := json_build_object('concessionId', r.concession_id, 'left', coalesce(tickets_left, 0))::text;
      EXIT;
    END IF;
    v_counted := v_counted || r.concession_id;
    v_counted_quantities := v_counted_quantities || r.quantity;
  END LOOP;

  IF refusal_code IS NULL THEN
    UPDATE booking.event_inventory i SET held = i.held + p_needed
    WHERE i.event_id = p_event_id AND i.capacity - i.sold - i.held >= p_needed
    RETURNING i.capacity - i.sold - i.held, i.sold_out INTO tickets_left, sold_out;
    IF FOUND THEN RETURN; END IF;
    SELECT greatest(0, i.capacity - i.sold - i.held) INTO tickets_left FROM booking.event_inventory i WHERE i.event_id = p_event_id;
    refusal_code := 'BK410';
    refusal_detail := coalesce(tickets_left, 0)::text;
  END IF;

  IF cardinality(v_counted) > 0 THEN
    UPDATE booking.concession_inventory c SET held = c.held - u.quantity
    FROM unnest(v_counted, v_counted_quantities) AS u(concession_id, quantity) WHERE c.concession_id = u.concession_id;
  END IF;
  tickets_left := NULL;
END
$$;
