-- The atomic take (ARCHITECTURE.md "Booking rules that must hold"; docs/booking.md). One call, one
-- transaction, one round trip (takes of one event that queued together go as take_tickets_batch,
-- decisions 0048 and 0049, made of the same two halves). The event's lock is held as briefly as possible
-- (measured in bench/booking-rush.ts; decision 0007): the basket, holds and tickets are new rows nobody
-- else can see, so they are written first (write_take); only then is the event locked (with the buyer's
-- previous basket's events, in event id order), its expired holds released, the previous basket cleared
-- and the counters checked and incremented (count_take), right before the commit. The sold-out signal
-- (decision 0012) is sent only when the take flips it. A client holds at most p_open_limit open baskets (decision 0016;
-- p_client_key null for the site's own server actions, p_open_limit 0: no cap).
-- Any refusal raises a BKnnn error, which rolls back everything this call did: nothing is held.
--   BK404 unknown or unpublished event          BK410 not enough tickets (DETAIL: tickets left)
--   BK405 event not on sale (closed or listed)  BK411 concession stock short (DETAIL: {concessionId, left})
--   BK412 unknown or removed concession (DETAIL: concessionId)
--   BK413 over a concession's per-booking maximum (DETAIL: {concessionId, max})
--   BK414 over the per-basket ticket limit (DETAIL: the limit)
--   BK429 over the client's open-basket cap (DETAIL: seconds until its first open basket expires)
-- Returns one row per hold: concession id, quantity, tickets taken and the ticket ids in order.
--
-- The 10-argument take (before the cap) is dropped: CREATE OR REPLACE cannot add parameters, and
-- a call with the old arguments must fail rather than skip the cap.
DROP FUNCTION IF EXISTS "booking"."take_tickets"(uuid, integer, text[], integer[], integer[], timestamptz, bigint, timestamptz, integer, uuid);
CREATE OR REPLACE FUNCTION "booking"."take_tickets"(
  p_basket_id uuid, p_event_id integer, p_concession_ids text[], p_quantities integer[],
  p_unit_prices integer[], p_now timestamptz, p_basket_time bigint, p_expires_at timestamptz, p_ticket_limit integer,
  p_previous_basket_id uuid, p_client_key text, p_open_limit integer
) RETURNS TABLE (concession_id text, quantity integer, tickets integer, ticket_ids uuid[])
LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
DECLARE
  v_needed integer := 0;
  v_expired bigint[];
  v_previous bigint[];
  v_count record;
  r record;
BEGIN
  FOR r IN
    SELECT * FROM booking.write_take(p_basket_id, p_event_id, p_concession_ids, p_quantities, p_unit_prices, p_now,
      p_basket_time, p_expires_at, p_ticket_limit, p_previous_basket_id, p_client_key, p_open_limit)
  LOOP
    concession_id := r.concession_id;
    quantity := r.quantity;
    tickets := r.tickets;
    ticket_ids := r.ticket_ids;
    v_needed := v_needed + r.tickets;
    RETURN NEXT;
  END LOOP;

  -- From here to the commit the event is locked (with the previous basket's events, in id order).
  IF p_previous_basket_id IS NULL THEN
    PERFORM 1 FROM booking.event_inventory i WHERE i.event_id = p_event_id FOR UPDATE;
  ELSE
    PERFORM 1 FROM booking.event_inventory i
    WHERE i.event_id = p_event_id
       OR i.event_id IN (SELECT h.event_id FROM booking.holds h WHERE h.basket_id = p_previous_basket_id AND h.state = 'held')
    ORDER BY i.event_id FOR UPDATE;
  END IF;

  SELECT array_agg(h.id) INTO v_expired FROM booking.holds h
  WHERE h.event_id = p_event_id AND h.state = 'held' AND h.expires_at <= p_now;
  IF v_expired IS NOT NULL THEN PERFORM booking.end_holds(v_expired, p_now); END IF;

  IF p_previous_basket_id IS NOT NULL THEN
    SELECT array_agg(h.id) INTO v_previous FROM booking.holds h JOIN booking.baskets b ON b.id = h.basket_id
    WHERE h.basket_id = p_previous_basket_id AND h.state = 'held' AND b.state = 'open';
    IF v_previous IS NOT NULL THEN PERFORM booking.end_holds(v_previous, p_now); END IF;
    UPDATE booking.baskets b SET state = (CASE WHEN b.expires_at <= p_now THEN 'expired' ELSE 'cleared' END)::booking.basket_state, updated_at = p_now
    WHERE b.id = p_previous_basket_id AND b.state = 'open';
  END IF;

  SELECT * INTO v_count FROM booking.count_take(p_event_id, p_concession_ids, p_quantities, v_needed);
  IF v_count.refusal_code = 'BK411' THEN
    RAISE EXCEPTION 'concession stock short' USING ERRCODE = 'BK411', DETAIL = v_count.refusal_detail;
  ELSIF v_count.refusal_code = 'BK410' THEN
    RAISE EXCEPTION 'not enough tickets' USING ERRCODE = 'BK410', DETAIL = v_count.refusal_detail;
  END IF;

  -- The sold-out signal (decision 0012). Under the lock, with this event's expired holds released
  -- above, capacity - sold - held is the exact availability. Only a take that changes the announced
  -- state writes anything more: the flag and one notice, delivered when this transaction commits.
  IF (v_count.tickets_left <= 0) <> v_count.sold_out THEN
    UPDATE booking.event_inventory i SET sold_out = (v_count.tickets_left <= 0) WHERE i.event_id = p_event_id;
    PERFORM pg_notify('council_events_sold_out_changed', p_event_id::text);
  END IF;
END
$$;
