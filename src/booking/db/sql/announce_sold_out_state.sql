-- Brings the announced state of these events in line with their availability at p_now, announcing
-- each change: after an editor changes an event's capacity (src/booking/inventory). The caller
-- holds the events' locks (its capacity upsert), so this statement sees the current rows.
CREATE OR REPLACE FUNCTION "booking"."announce_sold_out_state"(p_event_ids integer[], p_now timestamptz) RETURNS integer
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_id integer;
  v_changed integer := 0;
BEGIN
  FOR v_id IN
    UPDATE booking.event_inventory i SET sold_out = NOT i.sold_out
    WHERE i.event_id = ANY(p_event_ids) AND i.sold_out <> (booking.tickets_available(i.event_id, p_now) <= 0)
    RETURNING i.event_id
  LOOP
    PERFORM pg_notify('council_events_sold_out_changed', v_id::text);
    v_changed := v_changed + 1;
  END LOOP;
  RETURN v_changed;
END
$$;
