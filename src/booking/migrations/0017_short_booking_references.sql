ALTER TABLE "booking"."booking_events" ADD COLUMN "end_date_time" timestamp with time zone;--> statement-breakpoint
-- Short booking references (issue 22 point 5; decision 0031): 'HCC-7K4M-2Q9X' instead of the
-- basket's UUID, so a resident can read theirs out on the phone. The written form and the reading of
-- a typed one are src/domain/booking-reference.ts's; the alphabet and prefix below are the same
-- (tests/integration/booking-reference.test.ts holds them together). The database draws them so a
-- clash with the unique index is retried inside the confirming transaction, and so the orders
-- confirmed before this migration get theirs the same way (at the end of this file).
--
-- Eight symbols of 31 (2-9, A-Z without I, L and O), drawn from gen_random_uuid()'s strong random
-- bytes (built in since PostgreSQL 13, no extension): bytes 6 and 8 carry the UUID's version and
-- variant bits and are skipped, and a byte of 248 (8 x 31) or more is dropped so every symbol is
-- equally likely.
CREATE OR REPLACE FUNCTION "booking"."new_booking_reference"() RETURNS text
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  c_alphabet constant text := '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
  v_bytes bytea;
  v_byte integer;
  v_symbols text := '';
BEGIN
  WHILE length(v_symbols) < 8 LOOP
    v_bytes := uuid_send(gen_random_uuid());
    FOR i IN 0..15 LOOP
      CONTINUE WHEN i IN (6, 8);
      v_byte := get_byte(v_bytes, i);
      IF v_byte < 248 AND length(v_symbols) < 8 THEN
        v_symbols := v_symbols || substr(c_alphabet, v_byte % 31 + 1, 1);
      END IF;
    END LOOP;
  END LOOP;
  RETURN 'HCC-' || substr(v_symbols, 1, 4) || '-' || substr(v_symbols, 5, 4);
END
$$;
--> statement-breakpoint
-- Gives an order a new short reference. A reference another order holds (about one chance in
-- 10^11 per order already confirmed) fails the unique index inside its own subtransaction and
-- another is drawn; after five clashes in a row something else is wrong and the error goes up.
CREATE OR REPLACE FUNCTION "booking"."give_booking_reference"(p_basket_id uuid) RETURNS text
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_reference text;
  v_constraint text;
BEGIN
  FOR v_attempt IN 1..5 LOOP
    BEGIN
      UPDATE booking.orders SET booking_reference = booking.new_booking_reference() WHERE basket_id = p_basket_id
      RETURNING booking_reference INTO v_reference;
      RETURN v_reference;
    EXCEPTION WHEN unique_violation THEN
      GET STACKED DIAGNOSTICS v_constraint = CONSTRAINT_NAME;
      IF v_constraint <> 'orders_booking_reference_idx' OR v_attempt = 5 THEN
        RAISE;
      END IF;
    END;
  END LOOP;
END
$$;
--> statement-breakpoint
-- booking.confirm_order of migration 0009, unchanged but for the reference: a short one drawn by
-- give_booking_reference instead of the basket id.
CREATE OR REPLACE FUNCTION "booking"."confirm_order"(
  p_basket_id uuid, p_payment_id uuid, p_now timestamptz, p_bypassed_by text, p_provider_reference text,
  p_refund_check_at timestamptz, p_paid_from text[], p_cancel_from text[]
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
    IF NOT FOUND OR v_payment_basket <> p_basket_id OR v_payment_state <> 'created' THEN
      RETURN 'already';
    END IF;
    -- Taken: the attempt is settled whatever becomes of the order. The job looks at it again only
    -- if a refund is owed (below), and only once this call's lease has passed.
    UPDATE booking.payments SET state = 'success', updated_at = p_now, settled_at = coalesce(settled_at, p_now),
      next_check_at = CASE WHEN v_order_state = 'placed' THEN NULL ELSE p_refund_check_at END,
      provider_reference = coalesce(p_provider_reference, provider_reference)
    WHERE id = p_payment_id AND state = 'created';
  END IF;
  IF v_order_state <> 'placed' THEN
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
    UPDATE booking.orders SET state = 'refund_due', updated_at = p_now WHERE basket_id = p_basket_id AND state = 'placed';
    -- The refund is owed by the caller; the lease lets the job retry it only if the caller never does.
    UPDATE booking.payments SET next_check_at = p_refund_check_at WHERE id = p_payment_id AND state = 'success';
    RETURN 'late_refund';
  END IF;

  IF v_basket_state = ANY(p_paid_from) THEN
    UPDATE booking.baskets SET state = 'paid', updated_at = p_now WHERE id = p_basket_id;
  END IF;
  UPDATE booking.orders SET state = 'confirmed', confirmed_at = p_now, updated_at = p_now, bypassed_by = p_bypassed_by
  WHERE basket_id = p_basket_id AND state = 'placed';
  PERFORM booking.give_booking_reference(p_basket_id);
  INSERT INTO booking.email_outbox (kind, basket_id, to_address, payload, state, next_attempt_at, created_at)
  VALUES ('booking_confirmation', p_basket_id, v_email, jsonb_build_object('basketId', p_basket_id), 'pending', p_now, p_now);
  PERFORM booking.announce_sold_out_state(ARRAY[v_event_id], p_now);
  RETURN 'confirmed';
END
$$;
--> statement-breakpoint
-- Every order confirmed before this migration (confirmed, or refunded since) had its basket id as
-- its reference; it gets a short one. The long id is still accepted wherever a reference is typed,
-- so the e-mails already sent keep working.
DO $$
DECLARE
  v_basket_id uuid;
BEGIN
  FOR v_basket_id IN
    SELECT basket_id FROM booking.orders WHERE booking_reference IS NOT NULL AND booking_reference !~ '^HCC-' ORDER BY confirmed_at, basket_id
  LOOP
    PERFORM booking.give_booking_reference(v_basket_id);
  END LOOP;
END
$$;
