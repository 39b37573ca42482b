-- Availability, in one place (ARCHITECTURE.md "Booking rules that must hold"): capacity - sold -
-- unexpired holds at p_now. `held` still counts holds whose 30 minutes have passed until a take (or a
-- removal) releases them under the event's lock, so those are added back here: an expired hold never
-- keeps a ticket from anyone, and no sweeper races the buyer. The partial index holds_live_expiry_idx
-- keeps the sum to the few expired-but-unreleased holds. PL/pgSQL so that its plan is kept for the
-- connection: as a SQL function it was planned again on every call, twice per take and once per
-- confirmation (decision 0047).
CREATE OR REPLACE FUNCTION "booking"."tickets_available"(p_event_id integer, p_now timestamptz) RETURNS integer
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT i.capacity - i.sold - i.held + coalesce((
    SELECT sum(h.tickets) FROM booking.holds h
    WHERE h.event_id = i.event_id AND h.state = 'held' AND h.expires_at <= p_now), 0)::integer
  FROM booking.event_inventory i WHERE i.event_id = p_event_id);
END
$$;
