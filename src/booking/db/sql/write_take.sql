-- The first half of a take (take_tickets, take_tickets_batch; decision 0049): everything that needs no
-- lock. Checks the event, the lines, the basket limit, the client's open-basket cap and, without a
-- previous basket, availability as last committed (an optimistic early refusal: availability can only be
-- lower under the lock, unless a previous basket gives tickets back); then writes the basket, its holds and
-- their tickets, new rows nobody else can see until the commit. Counts nothing: count_take does that
-- under the event's lock, and a take whose count is refused must not keep these rows (take_tickets
-- raises, which undoes them; take_tickets_batch deletes them).
-- Refusals raise BK404, BK405, BK410 (DETAIL: tickets left), BK412, BK413, BK414, BK429 as take_tickets
-- documents them. Returns one row per hold: concession id, quantity, tickets taken, the ticket ids in order.
CREATE OR REPLACE FUNCTION "booking"."write_take"(
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
END
$$;
