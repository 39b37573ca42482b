-- Several takes of one event in one statement (decisions 0048 and 0049; src/booking/basket/basket-repository.ts,
-- takeTicketsWithOthers): one round trip and one commit for the takes that queued while the event's
-- previous statements were in flight, made of take_tickets' two halves in two passes:
--   1. each take's write_take (checks, basket, holds, tickets), without the event's lock, in a
--      subtransaction of its own (the BEGIN ... EXCEPTION block), so a refusal or any error undoes only that
--      take's rows; another batch of the same event can be in its second pass meanwhile;
--   2. the event locked once, its expired holds released once (at the latest take's now), then each written take's count_take in
--      order; a take the count refuses has its basket, holds and tickets deleted (nothing was counted for
--      it); the sold-out signal (decision 0012) once, if the batch changed the announced state.
-- Every take is answered as its row: take_index (its place in p_takes), and either its holds as JSON or
-- the SQLSTATE, DETAIL and message of its refusal or error. The caller sends at most 32 takes (PostgreSQL
-- keeps 64 subtransactions per transaction in shared memory) and never a take that clears a previous basket
-- (it locks that basket's events too). p_takes: [{basketId, eventId, concessionIds, quantities, unitPrices,
-- now, basketTime, expiresAt, ticketLimit, clientKey, openLimit}], all of one event.
CREATE OR REPLACE FUNCTION "booking"."take_tickets_batch"(p_takes jsonb)
RETURNS TABLE (take_index integer, error_code text, error_detail text, error_message text, holds jsonb)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_take jsonb;
  v_count integer := jsonb_array_length(p_takes);
  v_event_id integer := (p_takes->0->>'eventId')::integer;
  v_now timestamptz := (SELECT max((t->>'now')::timestamptz) FROM jsonb_array_elements(p_takes) AS t);
  v_rows jsonb;
  v_tickets integer;
  v_holds jsonb[] := array_fill(NULL::jsonb, ARRAY[v_count]);
  v_needed integer[] := array_fill(0, ARRAY[v_count]);
  v_codes text[] := array_fill(NULL::text, ARRAY[v_count]);
  v_details text[] := array_fill(NULL::text, ARRAY[v_count]);
  v_messages text[] := array_fill(NULL::text, ARRAY[v_count]);
  v_written boolean := false;
  v_expired bigint[];
  v_counted record;
  v_left integer;
  v_sold_out boolean;
  v_state text;
  v_detail text;
  v_message text;
BEGIN
  -- 1. The writes, no lock.
  FOR i IN 1..v_count LOOP
    v_take := p_takes->(i - 1);
    BEGIN
      IF (v_take->>'eventId')::integer <> v_event_id THEN
        RAISE EXCEPTION 'a batch takes tickets of one event' USING ERRCODE = '22023';
      END IF;
      SELECT coalesce(jsonb_agg(jsonb_build_object('concession_id', t.concession_id, 'quantity', t.quantity, 'tickets', t.tickets, 'ticket_ids', t.ticket_ids)), '[]'::jsonb),
             coalesce(sum(t.tickets), 0)::integer
      INTO v_rows, v_tickets
      FROM booking.write_take(
        (v_take->>'basketId')::uuid, v_event_id,
        ARRAY(SELECT jsonb_array_elements_text(v_take->'concessionIds')),
        ARRAY(SELECT jsonb_array_elements_text(v_take->'quantities')::integer),
        ARRAY(SELECT jsonb_array_elements_text(v_take->'unitPrices')::integer),
        (v_take->>'now')::timestamptz, (v_take->>'basketTime')::bigint, (v_take->>'expiresAt')::timestamptz,
        (v_take->>'ticketLimit')::integer, NULL, v_take->>'clientKey', (v_take->>'openLimit')::integer) AS t;
      v_holds[i] := v_rows; v_needed[i] := v_tickets; v_written := true;
    EXCEPTION WHEN OTHERS THEN
      GET STACKED DIAGNOSTICS v_state = RETURNED_SQLSTATE, v_detail = PG_EXCEPTION_DETAIL, v_message = MESSAGE_TEXT;
      v_holds[i] := NULL; v_codes[i] := v_state; v_details[i] := v_detail; v_messages[i] := v_message;
    END;
  END LOOP;

  -- 2. The counts, under the event's lock until the commit.
  IF v_written THEN
    PERFORM 1 FROM booking.event_inventory i WHERE i.event_id = v_event_id FOR UPDATE;
    SELECT array_agg(h.id) INTO v_expired FROM booking.holds h
    WHERE h.event_id = v_event_id AND h.state = 'held' AND h.expires_at <= v_now;
    IF v_expired IS NOT NULL THEN PERFORM booking.end_holds(v_expired, v_now); END IF;

    FOR i IN 1..v_count LOOP
      CONTINUE WHEN v_codes[i] IS NOT NULL;
      v_take := p_takes->(i - 1);
      SELECT * INTO v_counted FROM booking.count_take(v_event_id,
        ARRAY(SELECT jsonb_array_elements_text(v_take->'concessionIds')),
        ARRAY(SELECT jsonb_array_elements_text(v_take->'quantities')::integer), v_needed[i]);
      IF v_counted.refusal_code IS NOT NULL THEN
        v_codes[i] := v_counted.refusal_code;
        v_details[i] := v_counted.refusal_detail;
        v_messages[i] := CASE v_counted.refusal_code WHEN 'BK411' THEN 'concession stock short' ELSE 'not enough tickets' END;
        v_holds[i] := NULL;
        DELETE FROM booking.tickets t WHERE t.basket_id = (v_take->>'basketId')::uuid;
        DELETE FROM booking.holds h WHERE h.basket_id = (v_take->>'basketId')::uuid;
        DELETE FROM booking.baskets b WHERE b.id = (v_take->>'basketId')::uuid;
      END IF;
    END LOOP;

    SELECT i.capacity - i.sold - i.held, i.sold_out INTO v_left, v_sold_out FROM booking.event_inventory i WHERE i.event_id = v_event_id;
    IF (v_left <= 0) <> v_sold_out THEN
      UPDATE booking.event_inventory i SET sold_out = (v_left <= 0) WHERE i.event_id = v_event_id;
      PERFORM pg_notify('council_events_sold_out_changed', v_event_id::text);
    END IF;
  END IF;

  FOR i IN 1..v_count LOOP
    take_index := i - 1; error_code := v_codes[i]; error_detail := v_details[i]; error_message := v_messages[i]; holds := v_holds[i];
    RETURN NEXT;
  END LOOP;
END
$$;
