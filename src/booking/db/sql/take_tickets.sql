-- The atomic take (ARCHITECTURE.md "Booking rules that must hold"; docs/booking.md). One call, one
-- transaction, one round trip (or, for takes of one event that queued together, one subtransaction each
-- in take_tickets_batch, decision 0048). The event's lock is held as briefly as possible (measured in
-- bench/booking-rush.ts; decision 0007): the basket, holds and tickets are new rows nobody else can
-- see, so they are written first; only then is the event locked (with the buyer's previous basket's
-- events, in event id order), its expired holds released, the previous basket cleared and the
-- counters checked and incremented, right before the commit. The sold-out signal (decision 0012) is
-- sent only when the take flips it. A client holds at most p_open_limit open baskets (decision 0016;
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
  v_event booking.booking_events%ROWTYPE;
  v_needed integer := 0;
  v_left integer;
  v_sold_out boolean;
  v_expired bigint[];
  v_previous bigint[];
  v_hold bigint;
  v_open integer;
  v_first_expiry timestamptz;
  r record;
BEGIN
  SELECT * INTO v_event FROM booking.booking_events e WHERE e.event_id = p_event_id;
  IF NOT FOUND OR NOT v_event.published THEN
    RAISE EXCEPTION 'event % not found', p_event_id USING ERRCODE = 'BK404';
  END IF;
  IF NOT booking.on_sale(v_event.sales_from, v_event.sales_to, p_now)
     OR coalesce(btrim(v_event.external_listing_url), '') <> '' THEN
    RAISE EXCEPTION 'event % not on sale', p_event_id USING ERRCODE = 'BK405';
  END IF;

  -- Validate the lines and count the tickets (no lock yet).
  FOR r IN
    SELECT q.concession_id AS wanted, q.quantity, c.concession_id, c.removed, c.max_number_available, c.num_tickets_used
    FROM unnest(p_concession_ids, p_quantities) AS q(concession_id, quantity)
    LEFT JOIN booking.concession_inventory c ON c.concession_id = q.concession_id AND c.event_id = p_event_id
  LOOP
    IF r.concession_id IS NULL OR r.removed THEN
      RAISE EXCEPTION 'unknown concession' USING ERRCODE = 'BK412', DETAIL = r.wanted;
    END IF;
    IF r.max_number_available IS NOT NULL AND r.quantity > r.max_number_available THEN
      RAISE EXCEPTION 'over the per-booking maximum' USING ERRCODE = 'BK413',
        DETAIL = json_build_object('concessionId', r.wanted, 'max', r.max_number_available)::text;
    END IF;
    v_needed := v_needed + r.quantity * r.num_tickets_used;
  END LOOP;
  IF v_needed > p_ticket_limit THEN
    RAISE EXCEPTION 'over the basket limit' USING ERRCODE = 'BK414', DETAIL = p_ticket_limit::text;
  END IF;
  -- An optimistic early refusal: availability (expired holds counted as free) can only be lower under
  -- the lock, unless a previous basket gives tickets back. Spares a sold-out rush the writes and the queue.
  IF p_previous_basket_id IS NULL THEN
    v_left := booking.tickets_available(p_event_id, p_now);
    IF v_left < v_needed THEN
      RAISE EXCEPTION 'not enough tickets' USING ERRCODE = 'BK410', DETAIL = greatest(0, v_left)::text;
    END IF;
  END IF;

  -- The open-basket cap (decision 0016): a client may hold at most p_open_limit unexpired open
  -- baskets; the one this checkout replaces does not count. Counted without a lock (a lock per
  -- client would let one client's queue hold the pool's connections): a client's requests in flight
  -- at the same moment can pass it together, and the edge's rate limit bounds how many those are.
  -- BK429 carries the seconds until the client's first open basket expires (the Retry-After).
  IF p_client_key IS NOT NULL AND p_open_limit > 0 THEN
    SELECT count(*)::integer, min(b.expires_at) INTO v_open, v_first_expiry FROM booking.baskets b
    WHERE b.client_key = p_client_key AND b.state = 'open' AND b.expires_at > p_now
      AND b.id IS DISTINCT FROM p_previous_basket_id;
    IF v_open >= p_open_limit THEN
      RAISE EXCEPTION 'too many open baskets' USING ERRCODE = 'BK429',
        DETAIL = greatest(1, ceil(extract(epoch FROM v_first_expiry - p_now)))::integer::text;
    END IF;
  END IF;

  -- The basket, holds and tickets are new rows nobody else can see: written before the lock.
  INSERT INTO booking.baskets (id, state, event_id, basket_time, created_at, expires_at, updated_at, client_key)
  VALUES (p_basket_id, 'open', p_event_id, p_basket_time, p_now, p_expires_at, p_now, p_client_key);

  FOR r IN
    SELECT q.quantity, q.unit_price, c.concession_id, c.num_tickets_used
    FROM unnest(p_concession_ids, p_quantities, p_unit_prices) WITH ORDINALITY AS q(concession_id, quantity, unit_price, ord)
    JOIN booking.concession_inventory c ON c.concession_id = q.concession_id
    ORDER BY q.ord
  LOOP
    INSERT INTO booking.holds (basket_id, event_id, concession_id, quantity, tickets, unit_price, state, created_at, expires_at)
    VALUES (p_basket_id, p_event_id, r.concession_id, r.quantity, r.quantity * r.num_tickets_used, r.unit_price, 'held', p_now, p_expires_at)
    RETURNING id INTO v_hold;
    concession_id := r.concession_id;
    quantity := r.quantity;
    tickets := r.quantity * r.num_tickets_used;
    WITH made AS (
      INSERT INTO booking.tickets (hold_id, basket_id, event_id, concession_id, position, state, created_at)
      SELECT v_hold, p_basket_id, p_event_id, r.concession_id, g, 'held', p_now FROM generate_series(1, r.quantity * r.num_tickets_used) g
      RETURNING id, position
    )
    SELECT array_agg(made.id ORDER BY made.position) INTO ticket_ids FROM made;
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

  -- Each concession's own stock, then the event's pool: conditional updates under the lock.
  FOR r IN
    SELECT q.concession_id, sum(q.quantity)::integer AS quantity
    FROM unnest(p_concession_ids, p_quantities) AS q(concession_id, quantity) GROUP BY q.concession_id ORDER BY q.concession_id
  LOOP
    UPDATE booking.concession_inventory c SET held = c.held + r.quantity
    WHERE c.concession_id = r.concession_id AND (c.number_available IS NULL OR c.number_available - c.sold - c.held >= r.quantity);
    IF NOT FOUND THEN
      SELECT greatest(0, c.number_available - c.sold - c.held) INTO v_left FROM booking.concession_inventory c WHERE c.concession_id = r.concession_id;
      RAISE EXCEPTION 'concession stock short' USING ERRCODE = 'BK411',
        DETAIL = json_build_object('concessionId', r.concession_id, 'left', coalesce(v_left, 0))::text;
    END IF;
  END LOOP;

  UPDATE booking.event_inventory i SET held = i.held + v_needed
  WHERE i.event_id = p_event_id AND i.capacity - i.sold - i.held >= v_needed
  RETURNING i.capacity - i.sold - i.held, i.sold_out INTO v_left, v_sold_out;
  IF NOT FOUND THEN
    SELECT greatest(0, i.capacity - i.sold - i.held) INTO v_left FROM booking.event_inventory i WHERE i.event_id = p_event_id;
    RAISE EXCEPTION 'not enough tickets' USING ERRCODE = 'BK410', DETAIL = coalesce(v_left, 0)::text;
  END IF;

  -- The sold-out signal (decision 0012). Under the lock, with this event's expired holds released
  -- above, capacity - sold - held is the exact availability. Only a take that changes the announced
  -- state writes anything more: the flag and one notice, delivered when this transaction commits.
  IF (v_left <= 0) <> v_sold_out THEN
    UPDATE booking.event_inventory i SET sold_out = (v_left <= 0) WHERE i.event_id = p_event_id;
    PERFORM pg_notify('council_events_sold_out_changed', p_event_id::text);
  END IF;
END
$$;
