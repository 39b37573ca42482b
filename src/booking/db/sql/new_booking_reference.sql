-- Short booking references (issue 22 point 5; decision 0031): 'HCC-7K4M-2Q9X' instead of the
-- basket's UUID, so a resident can read theirs out on the phone. The written form and the reading of
-- a typed one are src/domain/booking-reference.ts's; the alphabet and prefix below are the same
-- (tests/integration/booking-reference.test.ts holds them together). The database draws them so a
-- clash with the unique index is retried inside the confirming transaction (give_booking_reference).
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
