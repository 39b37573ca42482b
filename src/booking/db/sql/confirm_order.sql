-- The confirmation of an order (decision 0020, issue 11), as one call: it was seventeen statements
-- sent one by one from Node while the event's inventory row was locked, so every confirmation of a
-- busy event waited for the slowest one's round trips (bench/checkout.ts: a p99 over a second).
-- Here the locks are held only while PostgreSQL works. The rules are those of
-- src/booking/checkout/order-settlement.ts, which calls it and does what must happen after the
-- commit (a refund through the provider). Locks in take_tickets' order: the event, then the basket.
-- A confirmed order gets a short reference drawn by give_booking_reference (decision 0031).
--
-- Money is never taken without a booking or a refund (issue 23 point 2; decision 0032): a declined,
-- cancelled, failed or abandoned attempt is only what the provider said so far, so the attempt may
-- be in any state that may become a success (p_payment_from) and the order one we closed
-- (p_order_from: placed, failed, abandoned), both passed in from src/domain/order-state.ts so the
-- rules live in one place. A failed order's holds were released, so the late-payment branch takes
-- its tickets again if they are still there; otherwise the order is owed back (refund_due), as a late
-- payment's is. Its basket (cancelled) may become paid.
--
-- p_payment_id: the attempt the provider reported as taken, or NULL (a total of 0, staff's bypass).
-- p_refund_check_at: when the reconciliation job may retry a refund this call owes.
-- p_paid_from / p_cancel_from: the basket states that may become 'paid' / 'cancelled'
-- (BASKET_TRANSITIONS in src/domain/basket-state.ts, passed in so the rules live in one place).
-- Returns: 'confirmed' (this call confirmed it); 'already' (nothing to do: confirmed or ended
-- before, or not ours); 'second_payment' (another attempt already settled the order: this one is
-- owed back); 'late_refund' (the tickets went after the hold ran out: the order is refund_due);
-- 'closed' (a free order whose tickets went: failed, its basket cancelled).
CREATE OR REPLACE FUNCTION "booking"."confirm_order"(
  p_basket_id uuid, p_payment_id uuid, p_now timestamptz, p_bypassed_by text, p_provider_reference text,
  p_refund_check_at timestamptz, p_paid_from text[], p_cancel_from text[], p_payment_from text[], p_order_from text[]
) RETURNS text
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_event_id integer;
  v_basket_state text;
  v_order_state text;
  v_email text;
  v_payment_basket uuid;
  v_payment_state text;
  v_kept boolean := true;
  v_line record;
  v_tickets integer := 0;
  v_open boolean;
BEGIN
  SELECT b.event_id INTO v_event_id FROM booking.baskets b WHERE b.id = p_basket_id;
  IF NOT FOUND THEN
    RETURN 'already';
  END IF;
  PERFORM 1 FROM booking.event_inventory i WHERE i.event_id = v_event_id FOR UPDATE;
  SELECT b.state::text INTO v_basket_state FROM booking.baskets b WHERE b.id = p_basket_id FOR UPDATE;
  SELECT o.state::text, o.purchaser->>'email' INTO v_order_state, v_email FROM booking.orders o WHERE o.basket_id = p_basket_id;
  IF NOT FOUND THEN
    RETURN 'already';
  END IF;
  IF p_payment_id IS NOT NULL THEN
    SELECT p.basket_id, p.state::text INTO v_payment_basket, v_payment_state FROM booking.payments p WHERE p.id = p_payment_id;
    IF NOT FOUND OR v_payment_basket <> p_basket_id OR NOT (v_payment_state = ANY(p_payment_from)) THEN
      RETURN 'already';
    END IF;
    -- An order we closed ourselves (failed, abandoned) is still open to money taken on one of its
    -- attempts: the provider may take it after a decline (decision 0032).
    v_open := v_order_state = ANY(p_order_from);
    -- Taken: the attempt is settled whatever becomes of the order. The job looks at it again only
    -- if a refund is owed (below), and only once this call's lease has passed.
    UPDATE booking.payments SET state = 'success', updated_at = p_now, settled_at = p_now,
      next_check_at = CASE WHEN v_open THEN NULL ELSE p_refund_check_at END,
      provider_reference = coalesce(p_provider_reference, provider_reference)
    WHERE id = p_payment_id AND state = ANY(p_payment_from::booking.payment_state[]);
  ELSE
    v_open := v_order_state = 'placed';
  END IF;
  IF NOT v_open THEN
    -- Confirmed or ended before. A second attempt that paid an order already settled (two tabs) is owed back.
    RETURN CASE WHEN p_payment_id IS NULL THEN 'already' ELSE 'second_payment' END;
  END IF;

  IF NOT EXISTS (SELECT 1 FROM booking.holds h WHERE h.basket_id = p_basket_id AND h.state IN ('expired', 'released')) THEN
    PERFORM booking.sell_basket_holds(p_basket_id, p_now);
  ELSE
    -- A late payment whose holds were ended (their 30 minutes ran out and a take or the purge gave
    -- the tickets back): the same tickets are taken again if they are still there, with the take's
    -- conditional updates, after ending the event's other expired holds so the counts are exact.
    -- Any shortfall undoes the whole block (a subtransaction) and the order cannot be kept.
    BEGIN
      PERFORM booking.sell_basket_holds(p_basket_id, p_now);
      PERFORM booking.end_holds(coalesce((SELECT array_agg(h.id) FROM booking.holds h
        WHERE h.event_id = v_event_id AND h.state = 'held' AND h.expires_at <= p_now), '{}'), p_now);
      FOR v_line IN
        SELECT h.concession_id, sum(h.quantity)::integer AS quantity, sum(h.tickets)::integer AS tickets
        FROM booking.holds h WHERE h.basket_id = p_basket_id AND h.state IN ('expired', 'released')
        GROUP BY h.concession_id ORDER BY h.concession_id
      LOOP
        UPDATE booking.concession_inventory c SET sold = c.sold + v_line.quantity
        WHERE c.concession_id = v_line.concession_id AND (c.number_available IS NULL OR c.number_available - c.sold - c.held >= v_line.quantity);
        IF NOT FOUND THEN
          RAISE EXCEPTION 'not enough tickets to take again' USING ERRCODE = 'BK410';
        END IF;
        v_tickets := v_tickets + v_line.tickets;
      END LOOP;
      UPDATE booking.event_inventory i SET sold = i.sold + v_tickets WHERE i.event_id = v_event_id AND i.capacity - i.sold - i.held >= v_tickets;
      IF NOT FOUND THEN
        RAISE EXCEPTION 'not enough tickets to take again' USING ERRCODE = 'BK410';
      END IF;
      WITH sold AS (
        UPDATE booking.holds h SET state = 'sold', ended_at = p_now WHERE h.basket_id = p_basket_id AND h.state IN ('expired', 'released') RETURNING h.id
      )
      UPDATE booking.tickets t SET state = 'sold' FROM sold WHERE t.hold_id = sold.id;
    EXCEPTION WHEN SQLSTATE 'BK410' THEN
      v_kept := false;
    END;
  END IF;

  IF NOT v_kept THEN
    IF v_basket_state = ANY(p_cancel_from) THEN
      UPDATE booking.baskets SET state = 'cancelled', updated_at = p_now WHERE id = p_basket_id;
    END IF;
    IF p_payment_id IS NULL THEN
      -- A free order left placed by a crash, found by the job after its hold: nothing to refund.
      UPDATE booking.orders SET state = 'failed', updated_at = p_now WHERE basket_id = p_basket_id AND state = 'placed';
      PERFORM booking.end_holds(coalesce((SELECT array_agg(h.id) FROM booking.holds h WHERE h.basket_id = p_basket_id AND h.state = 'held'), '{}'), p_now);
      RETURN 'closed';
    END IF;
    UPDATE booking.orders SET state = 'refund_due', updated_at = p_now WHERE basket_id = p_basket_id AND state::text = v_order_state;
    -- The refund is owed by the caller; the lease lets the job retry it only if the caller never does.
    UPDATE booking.payments SET next_check_at = p_refund_check_at WHERE id = p_payment_id AND state = 'success';
    RETURN 'late_refund';
  END IF;

  IF v_basket_state = ANY(p_paid_from) THEN
    UPDATE booking.baskets SET state = 'paid', updated_at = p_now WHERE id = p_basket_id;
  END IF;
  UPDATE booking.orders SET state = 'confirmed', confirmed_at = p_now, updated_at = p_now, bypassed_by = p_bypassed_by
  WHERE basket_id = p_basket_id AND state::text = v_order_state;
  PERFORM booking.give_booking_reference(p_basket_id);
  INSERT INTO booking.email_outbox (kind, basket_id, to_address, payload, state, next_attempt_at, created_at)
  VALUES ('booking_confirmation', p_basket_id, v_email, jsonb_build_object('basketId', p_basket_id), 'pending', p_now, p_now);
  PERFORM booking.announce_sold_out_state(ARRAY[v_event_id], p_now);
  RETURN 'confirmed';
END
$$;
-- The 8-argument signature from before decision 0032, kept for a server still running that release
-- while the others start the new one: it confirms as that release did (only an attempt still 'created', only an order
-- still 'placed'), through the one function above.
CREATE OR REPLACE FUNCTION "booking"."confirm_order"(
  p_basket_id uuid, p_payment_id uuid, p_now timestamptz, p_bypassed_by text, p_provider_reference text,
  p_refund_check_at timestamptz, p_paid_from text[], p_cancel_from text[]
) RETURNS text
LANGUAGE sql VOLATILE AS $$
  SELECT booking.confirm_order(p_basket_id, p_payment_id, p_now, p_bypassed_by, p_provider_reference, p_refund_check_at,
    p_paid_from, p_cancel_from, ARRAY['created'], ARRAY['placed'])
$$;
