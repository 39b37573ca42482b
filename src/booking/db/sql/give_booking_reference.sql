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
