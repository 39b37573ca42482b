ALTER TABLE "booking"."booking_events" ADD COLUMN "end_date_time" timestamp with time zone;--> statement-breakpoint
-- Short booking references (issue 22 point 5; decision 0031): confirm_order draws them with
-- booking.new_booking_reference and give_booking_reference (src/booking/sql/). Every order confirmed
-- before this migration (confirmed, or refunded since) had its basket id as its reference; it gets a
-- short one. The long id is still accepted wherever a reference is typed, so the e-mails already
-- sent keep working.
-- The functions are applied after the migrations, so this backfill draws the references itself,
-- as new_booking_reference does (eight symbols of 31 from gen_random_uuid()'s bytes, skipping the
-- version and variant bytes 6 and 8 and any byte of 248 or more), and draws again on a clash with
-- the unique index, as give_booking_reference does.
DO $$
DECLARE
  c_alphabet constant text := '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
  v_basket_id uuid;
  v_bytes bytea;
  v_byte integer;
  v_symbols text;
  v_constraint text;
BEGIN
  FOR v_basket_id IN
    SELECT basket_id FROM booking.orders WHERE booking_reference IS NOT NULL AND booking_reference !~ '^HCC-' ORDER BY confirmed_at, basket_id
  LOOP
    FOR v_attempt IN 1..5 LOOP
      v_symbols := '';
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
      BEGIN
        UPDATE booking.orders SET booking_reference = 'HCC-' || substr(v_symbols, 1, 4) || '-' || substr(v_symbols, 5, 4)
        WHERE basket_id = v_basket_id;
        EXIT;
      EXCEPTION WHEN unique_violation THEN
        GET STACKED DIAGNOSTICS v_constraint = CONSTRAINT_NAME;
        IF v_constraint <> 'orders_booking_reference_idx' OR v_attempt = 5 THEN
          RAISE;
        END IF;
      END;
    END LOOP;
  END LOOP;
END
$$;
