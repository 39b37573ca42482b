-- Sells a basket's live holds (confirm_order): they and their tickets become 'sold', and their
-- counts move from held to sold on the event and its concessions. Returns the tickets sold.
-- PL/pgSQL, not SQL: a SQL function's statement is planned again on every call, and this one runs
-- under the event's lock on every confirmation (0.2 ms of planning each, bench/checkout.ts;
-- decision 0047); PL/pgSQL keeps the plan for the connection.
CREATE OR REPLACE FUNCTION "booking"."sell_basket_holds"(p_basket_id uuid, p_now timestamptz) RETURNS integer
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_tickets integer;
BEGIN
  WITH sold AS (
    UPDATE booking.holds h SET state = 'sold', ended_at = p_now WHERE h.basket_id = p_basket_id AND h.state = 'held'
    RETURNING h.id, h.event_id, h.concession_id, h.quantity, h.tickets
  ), by_event AS (
    UPDATE booking.event_inventory i SET held = i.held - s.tickets, sold = i.sold + s.tickets
    FROM (SELECT event_id, sum(tickets)::integer AS tickets FROM sold GROUP BY event_id) s WHERE i.event_id = s.event_id
  ), by_concession AS (
    UPDATE booking.concession_inventory c SET held = c.held - s.quantity, sold = c.sold + s.quantity
    FROM (SELECT concession_id, sum(quantity)::integer AS quantity FROM sold GROUP BY concession_id) s WHERE c.concession_id = s.concession_id
  ), ticket_rows AS (
    UPDATE booking.tickets t SET state = 'sold' FROM sold WHERE t.hold_id = sold.id
  )
  SELECT coalesce(sum(tickets), 0)::integer INTO v_tickets FROM sold;
  RETURN v_tickets;
END
$$;
