-- Staff release a sold ticket (spec 001 sections 2 and 7, issue 12 point 3; decision 0025), in one
-- transaction: the ticket is cancelled, its place goes back to the event at once (the booking page
-- and the sold-out signal see it), and the audit log says who, what, when and which booking.
-- Locks in take_tickets' order: the event's inventory row first, then the ticket. Two releases of one
-- ticket at the same moment queue on the event's row; the second finds it cancelled and gives back
-- nothing ('already'), so a place is returned exactly once.
--
-- A concession unit may use several tickets (numTicketsUsed, a family ticket): the event gets one
-- place back per ticket, and the concession one unit back each time a whole unit's tickets of that
-- hold have been released.
--
-- Returns 'released', 'already' (released before), 'not_found', or 'not_sold' (held, expired or
-- released by its buyer: not a booked ticket).
CREATE OR REPLACE FUNCTION "booking"."release_ticket"(p_ticket_id uuid, p_actor text, p_now timestamptz) RETURNS text
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_event_id integer;
  v_state text;
  v_hold_id bigint;
  v_basket_id uuid;
  v_concession_id text;
  v_per_unit integer;
  v_released_before integer;
  v_units integer;
BEGIN
  SELECT t.event_id INTO v_event_id FROM booking.tickets t WHERE t.id = p_ticket_id;
  IF NOT FOUND THEN
    RETURN 'not_found';
  END IF;
  PERFORM 1 FROM booking.event_inventory i WHERE i.event_id = v_event_id FOR UPDATE;
  SELECT t.state::text, t.hold_id, t.basket_id, t.concession_id INTO v_state, v_hold_id, v_basket_id, v_concession_id
  FROM booking.tickets t WHERE t.id = p_ticket_id FOR UPDATE;
  IF v_state = 'cancelled' THEN
    RETURN 'already';
  END IF;
  IF v_state <> 'sold' THEN
    RETURN 'not_sold';
  END IF;

  SELECT count(*) INTO v_released_before FROM booking.tickets t WHERE t.hold_id = v_hold_id AND t.state = 'cancelled';
  SELECT c.num_tickets_used INTO v_per_unit FROM booking.concession_inventory c WHERE c.concession_id = v_concession_id;
  v_units := ((v_released_before + 1) / coalesce(v_per_unit, 1)) - (v_released_before / coalesce(v_per_unit, 1));

  UPDATE booking.tickets SET state = 'cancelled', released_at = p_now, released_by = p_actor WHERE id = p_ticket_id;
  UPDATE booking.event_inventory SET sold = sold - 1 WHERE event_id = v_event_id;
  IF v_units > 0 THEN
    UPDATE booking.concession_inventory SET sold = greatest(sold - v_units, 0) WHERE concession_id = v_concession_id;
  END IF;
  INSERT INTO booking.audit_log (occurred_at, actor, action, subject_type, subject_id, details)
  VALUES (p_now, p_actor, 'ticket.released', 'ticket', p_ticket_id::text,
    jsonb_build_object('eventId', v_event_id, 'bookingReference', v_basket_id, 'concessionId', v_concession_id, 'unitsReturned', v_units));
  PERFORM booking.announce_sold_out_state(ARRAY[v_event_id], p_now);
  RETURN 'released';
END
$$;
