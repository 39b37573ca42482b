ALTER TABLE "booking"."event_inventory" ADD COLUMN "sold_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "event_inventory_sold_out_idx" ON "booking"."event_inventory" USING btree ("event_id") WHERE "booking"."event_inventory"."sold_out";
--> statement-breakpoint
-- The sold-out signal (docs/decisions/0012-live-sold-out-and-cache-headers.md). Event pages and
-- listing cards read live availability, but servers keep whole pages for a few seconds; they must
-- be emptied when an event crosses to or from zero tickets left, and only then (a rush must not
-- empty them on every hold). event_inventory.sold_out is the state last announced; the
-- transactions that take or give back tickets flip it, when it changes, and send
-- pg_notify('council_events_sold_out_changed', <event id>), which every server LISTENs to
-- (src/server/content-notify.ts). Expired holds write nothing, so booking.reopen_sold_out_events,
-- run every few seconds by each server, announces events that came back that way.
-- (Selling, when it comes, moves tickets from held to sold: availability does not change.)
UPDATE booking.event_inventory SET sold_out = booking.tickets_available(event_id, now()) <= 0;
--> statement-breakpoint
-- Ends holds and gives their tickets back (as in 0002); an event announced as sold out that now has
-- tickets is announced again. The caller holds every affected event's lock, so `was` (the rows as
-- they were before this statement) and the updated rows are the only versions there are.
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
--> statement-breakpoint
-- The take of 0003, unchanged but for its last step: the sold-out signal, only when it flips.
CREATE OR REPLACE FUNCTION "booking"."take_tickets"(
  p_basket_id uuid, p_event_id integer, p_concession_ids text[], p_quantities integer[],
  p_unit_prices integer[], p_now timestamptz, p_basket_time bigint, p_expires_at timestamptz, p_ticket_limit integer,
  p_previous_basket_id uuid
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
  r record;
BEGIN
  SELECT * INTO v_event FROM booking.booking_events e WHERE e.event_id = p_event_id;
  IF NOT FOUND OR NOT v_event.published THEN
    RAISE EXCEPTION 'event % not found', p_event_id USING ERRCODE = 'BK404';
  END IF;
  IF (v_event.sales_from IS NOT NULL AND p_now < v_event.sales_from)
     OR (v_event.sales_to IS NOT NULL AND p_now > v_event.sales_to)
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

  -- The basket, holds and tickets are new rows nobody else can see: written before the lock.
  INSERT INTO booking.baskets (id, state, event_id, basket_time, created_at, expires_at, updated_at)
  VALUES (p_basket_id, 'open', p_event_id, p_basket_time, p_now, p_expires_at, p_now);

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

--> statement-breakpoint
-- Brings the announced state of these events in line with their availability at p_now, announcing
-- each change: after an editor changes an event's capacity (src/booking/inventory). The caller
-- holds the events' locks (its capacity upsert), so this statement sees the current rows.
CREATE FUNCTION "booking"."announce_sold_out_state"(p_event_ids integer[], p_now timestamptz) RETURNS integer
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
--> statement-breakpoint
-- The sold-out watch (src/server/sold-out-watch.ts runs it every few seconds on each server): events
-- announced as sold out whose tickets came back without a write (holds that expired) are announced
-- again, and returned. Only sold-out events are looked at (event_inventory_sold_out_idx). Each is
-- locked and checked again with a fresh snapshot before it is flipped, skipping one a take holds
-- (that take sets the state itself): two servers running this at once never both announce an event,
-- and a take that has just sold the last ticket is never undone.
CREATE FUNCTION "booking"."reopen_sold_out_events"(p_now timestamptz) RETURNS SETOF integer
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
