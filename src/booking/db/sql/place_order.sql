-- The placing of an order (checkout start, decision 0020, issue 11), as one call: it was ten
-- statements sent one by one from Node under the basket's row lock (BEGIN, the lock, the order,
-- the basket's state, the holders, the e-mail, the attempts counted, a free reference found, the
-- payment, COMMIT). The rules are those of src/booking/checkout/checkout-service.server.ts, which
-- checks the request against the basket first and calls this; every refusal is decided before
-- anything is written, so a refused call changes nothing.
--
-- p_holders: the ticket holders as the order stores them ([{ticketId, firstName, lastName,
--   specialRequirements, ticketQuestions}]), also written onto the tickets.
-- p_order_from: the basket states that may become 'ordered' (BASKET_TRANSITIONS in
--   src/domain/basket-state.ts, passed in so the rules live in one place).
-- p_payment_id: the new attempt's id, or NULL for an order with nothing to pay.
-- p_references: candidate transaction references, in order; the first no payment has yet is used
--   (two attempts of one basket within a millisecond still get their own; the basket lock orders them).
-- Returns one row: outcome 'placed' (with the reference used, NULL without a payment), or
-- 'not_found', 'no_longer_valid', 'state' (the order cannot be placed from basket_state), or
-- 'too_many_attempts'.
CREATE OR REPLACE FUNCTION "booking"."place_order"(
  p_basket_id uuid, p_event_id integer, p_now timestamptz, p_purchaser jsonb, p_holders jsonb, p_newsletter boolean,
  p_total_pence integer, p_email text, p_order_from text[], p_payment_id uuid, p_provider text, p_references text[],
  p_next_check_at timestamptz, p_max_attempts integer
) RETURNS TABLE (outcome text, basket_state text, transaction_reference text)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_state text;
  v_expires_at timestamptz;
  v_order_state text;
  v_reference text;
BEGIN
  SELECT b.state::text, b.expires_at INTO v_state, v_expires_at FROM booking.baskets b WHERE b.id = p_basket_id FOR UPDATE;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'not_found', NULL::text, NULL::text;
    RETURN;
  END IF;
  IF v_expires_at <= p_now THEN
    RETURN QUERY SELECT 'no_longer_valid', v_state, NULL::text;
    RETURN;
  END IF;
  IF v_state = 'ordered' THEN
    -- A repeated start (Back from the payment page) keeps the order and corrects who comes.
    SELECT o.state::text INTO v_order_state FROM booking.orders o WHERE o.basket_id = p_basket_id;
    IF v_order_state IS DISTINCT FROM 'placed' THEN
      RETURN QUERY SELECT 'state', v_state, NULL::text;
      RETURN;
    END IF;
  ELSIF v_state = 'paid' THEN
    RETURN QUERY SELECT 'state', v_state, NULL::text;
    RETURN;
  ELSIF NOT (v_state = ANY(p_order_from)) THEN
    RETURN QUERY SELECT 'no_longer_valid', v_state, NULL::text;
    RETURN;
  END IF;
  IF p_payment_id IS NOT NULL THEN
    IF (SELECT count(*) FROM booking.payments p WHERE p.basket_id = p_basket_id) >= p_max_attempts THEN
      RETURN QUERY SELECT 'too_many_attempts', v_state, NULL::text;
      RETURN;
    END IF;
    SELECT r.reference INTO v_reference FROM unnest(p_references) WITH ORDINALITY AS r(reference, n)
    WHERE NOT EXISTS (SELECT 1 FROM booking.payments p WHERE p.transaction_reference = r.reference) ORDER BY r.n LIMIT 1;
    IF v_reference IS NULL THEN
      RETURN QUERY SELECT 'too_many_attempts', v_state, NULL::text;
      RETURN;
    END IF;
  END IF;

  IF v_state = 'ordered' THEN
    UPDATE booking.orders SET purchaser = p_purchaser, ticket_holders = p_holders, newsletter = p_newsletter, updated_at = p_now
    WHERE basket_id = p_basket_id AND state = 'placed';
  ELSE
    INSERT INTO booking.orders (basket_id, event_id, state, purchaser, ticket_holders, newsletter, total_pence, created_at, updated_at)
    VALUES (p_basket_id, p_event_id, 'placed', p_purchaser, p_holders, p_newsletter, p_total_pence, p_now, p_now);
  END IF;
  UPDATE booking.baskets SET state = 'ordered', updated_at = CASE WHEN state = 'ordered' THEN updated_at ELSE p_now END, customer_email = p_email
  WHERE id = p_basket_id;
  UPDATE booking.tickets t SET holder_first_name = h."firstName", holder_last_name = h."lastName",
    special_requirements = h."specialRequirements", answers = h."ticketQuestions"
  FROM jsonb_to_recordset(p_holders) AS h("ticketId" uuid, "firstName" text, "lastName" text, "specialRequirements" text, "ticketQuestions" jsonb)
  WHERE t.id = h."ticketId" AND t.basket_id = p_basket_id;
  IF p_payment_id IS NOT NULL THEN
    INSERT INTO booking.payments (id, basket_id, provider, transaction_reference, amount_pence, state, created_at, updated_at, next_check_at)
    VALUES (p_payment_id, p_basket_id, p_provider, v_reference, p_total_pence, 'created', p_now, p_now, p_next_check_at);
  END IF;
  RETURN QUERY SELECT 'placed', 'ordered'::text, v_reference;
END
$$;
