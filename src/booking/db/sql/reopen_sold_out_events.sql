-- The sold-out watch (src/server/sold-out-watch.ts runs it every few seconds on each server): events
-- announced as sold out whose tickets came back without a write (holds that expired) are announced
-- again, and returned. Only sold-out events are looked at (event_inventory_sold_out_idx). Each is
-- locked and checked again with a fresh snapshot before it is flipped, skipping one a take holds
-- (that take sets the state itself): two servers running this at once never both announce an event,
-- and a take that has just sold the last ticket is never undone.
CREATE OR REPLACE FUNCTION "booking"."reopen_sold_out_events"(p_now timestamptz) RETURNS SETOF integer
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_id integer;
BEGIN
  FOR v_id IN
    SELECT i.event_id FROM booking.event_inventory i
    WHERE i.sold_out AND booking.tickets_available(i.event_id, p_now) > 0 ORDER BY i.event_id
  LOOP
    PERFORM 1 FROM booking.event_inventory i WHERE i.event_id = v_id AND i.sold_out FOR UPDATE SKIP LOCKED;
    CONTINUE WHEN NOT FOUND;
    UPDATE booking.event_inventory i SET sold_out = false
    WHERE i.event_id = v_id AND i.sold_out AND booking.tickets_available(v_id, p_now) > 0;
    CONTINUE WHEN NOT FOUND;
    PERFORM pg_notify('council_events_sold_out_changed', v_id::text);
    RETURN NEXT v_id;
  END LOOP;
END
$$;
