-- Ends holds and gives their tickets back to the event and concession counters. A hold past its
-- expiry ends as 'expired', any other as 'released'; its tickets follow it. An event announced as
-- sold out that now has tickets is announced again (decision 0012). The caller holds every affected
-- event's lock, so `was` (the rows as they were before this statement) and the updated rows are the
-- only versions there are.
CREATE OR REPLACE FUNCTION "booking"."end_holds"(p_hold_ids bigint[], p_now timestamptz) RETURNS integer
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_ended integer;
  v_reopened integer[];
BEGIN
  WITH ended AS (
    UPDATE booking.holds h
    SET state = (CASE WHEN h.expires_at <= p_now THEN 'expired' ELSE 'released' END)::booking.hold_state, ended_at = p_now
    WHERE h.id = ANY(p_hold_ids) AND h.state = 'held'
    RETURNING h.id, h.event_id, h.concession_id, h.quantity, h.tickets, h.state
  ), by_event AS (
    UPDATE booking.event_inventory i SET held = i.held - s.tickets,
      sold_out = i.sold_out AND i.capacity - i.sold - (i.held - s.tickets) <= 0
    FROM (SELECT event_id, sum(tickets)::integer AS tickets FROM ended GROUP BY event_id) s, booking.event_inventory was
    WHERE i.event_id = s.event_id AND was.event_id = s.event_id
    RETURNING i.event_id, was.sold_out AS was_sold_out, i.sold_out
  ), by_concession AS (
    UPDATE booking.concession_inventory c SET held = c.held - s.quantity
    FROM (SELECT concession_id, sum(quantity)::integer AS quantity FROM ended GROUP BY concession_id) s
    WHERE c.concession_id = s.concession_id
  ), ticket_rows AS (
    UPDATE booking.tickets t SET state = e.state::text::booking.ticket_state FROM ended e WHERE t.hold_id = e.id
  )
  SELECT (SELECT count(*)::integer FROM ended),
         (SELECT array_agg(b.event_id) FROM by_event b WHERE b.was_sold_out AND NOT b.sold_out)
  INTO v_ended, v_reopened;
  PERFORM pg_notify('council_events_sold_out_changed', r::text) FROM unnest(v_reopened) r;
  RETURN v_ended;
END
$$;
