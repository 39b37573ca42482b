-- Several takes of one event in one statement (decision 0048; src/booking/basket/basket-repository.ts,
-- takeTicketsWithOthers): one round trip and one commit for the takes that queued while the event's
-- previous statement was in flight. Each take is take_tickets itself, in a subtransaction of its own
-- (the BEGIN ... EXCEPTION block), so a refusal, or any error, undoes only that take and is answered as
-- its row: take_index (its place in p_takes), the SQLSTATE, DETAIL and message; the others go on. A
-- take's holds come back as JSON only once its block has finished (a row returned inside the block would
-- outlive its rollback). The caller sends at most 32 takes (PostgreSQL keeps 64 subtransactions per
-- transaction in shared memory) and never a take that clears a previous basket (it locks that basket's
-- events too). p_takes: [{basketId, eventId, concessionIds, quantities, unitPrices, now, basketTime,
-- expiresAt, ticketLimit, clientKey, openLimit}].
CREATE OR REPLACE FUNCTION "booking"."take_tickets_batch"(p_takes jsonb)
RETURNS TABLE (take_index integer, error_code text, error_detail text, error_message text, holds jsonb)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_take jsonb;
  v_i integer := 0;
  v_rows jsonb;
  v_state text;
  v_detail text;
  v_message text;
BEGIN
  FOR v_take IN SELECT value FROM jsonb_array_elements(p_takes) LOOP
    BEGIN
      SELECT coalesce(jsonb_agg(jsonb_build_object('concession_id', t.concession_id, 'quantity', t.quantity, 'tickets', t.tickets, 'ticket_ids', t.ticket_ids)), '[]'::jsonb)
      INTO v_rows
      FROM booking.take_tickets(
        (v_take->>'basketId')::uuid, (v_take->>'eventId')::integer,
        ARRAY(SELECT jsonb_array_elements_text(v_take->'concessionIds')),
        ARRAY(SELECT jsonb_array_elements_text(v_take->'quantities')::integer),
        ARRAY(SELECT jsonb_array_elements_text(v_take->'unitPrices')::integer),
        (v_take->>'now')::timestamptz, (v_take->>'basketTime')::bigint, (v_take->>'expiresAt')::timestamptz,
        (v_take->>'ticketLimit')::integer, NULL, v_take->>'clientKey', (v_take->>'openLimit')::integer) AS t;
      take_index := v_i; error_code := NULL; error_detail := NULL; error_message := NULL; holds := v_rows;
      RETURN NEXT;
    EXCEPTION WHEN OTHERS THEN
      GET STACKED DIAGNOSTICS v_state = RETURNED_SQLSTATE, v_detail = PG_EXCEPTION_DETAIL, v_message = MESSAGE_TEXT;
      take_index := v_i; error_code := v_state; error_detail := v_detail; error_message := v_message; holds := NULL;
      RETURN NEXT;
    END;
    v_i := v_i + 1;
  END LOOP;
END
$$;
