CREATE TYPE "booking"."basket_state" AS ENUM('open', 'cleared', 'expired', 'ordered', 'paid', 'cancelled');--> statement-breakpoint
CREATE TYPE "booking"."hold_state" AS ENUM('held', 'released', 'expired', 'sold');--> statement-breakpoint
CREATE TYPE "booking"."ticket_state" AS ENUM('held', 'released', 'expired', 'sold', 'cancelled');--> statement-breakpoint
CREATE TABLE "booking"."baskets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"state" "booking"."basket_state" DEFAULT 'open' NOT NULL,
	"event_id" integer NOT NULL,
	"basket_time" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking"."booking_events" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"uri" text NOT NULL,
	"content_type" text NOT NULL,
	"title" text NOT NULL,
	"date_time" timestamp with time zone NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"private" boolean DEFAULT false NOT NULL,
	"sales_from" timestamp with time zone,
	"sales_to" timestamp with time zone,
	"discount_from" timestamp with time zone,
	"discount_to" timestamp with time zone,
	"early_bird_discount" integer DEFAULT 0 NOT NULL,
	"price" integer,
	"free_or_paid" text DEFAULT 'paid' NOT NULL,
	"external_listing_url" text,
	"booking_required" boolean DEFAULT true NOT NULL,
	"service_terms_html" text DEFAULT '' NOT NULL,
	"checkout_guidance_html" text DEFAULT '' NOT NULL,
	"booking_questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ticket_questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"gl" text DEFAULT '' NOT NULL,
	"cost_code" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking"."concession_inventory" (
	"concession_id" text PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"concession_price" integer NOT NULL,
	"discounted_concession_price" integer,
	"number_available" integer,
	"max_number_available" integer,
	"num_tickets_used" integer DEFAULT 1 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"removed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "concession_inventory_counts_check" CHECK ("booking"."concession_inventory"."num_tickets_used" >= 1 AND "booking"."concession_inventory"."held" >= 0 AND "booking"."concession_inventory"."sold" >= 0)
);
--> statement-breakpoint
CREATE TABLE "booking"."event_inventory" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"capacity" integer NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_inventory_counts_check" CHECK ("booking"."event_inventory"."capacity" >= 0 AND "booking"."event_inventory"."held" >= 0 AND "booking"."event_inventory"."sold" >= 0)
);
--> statement-breakpoint
CREATE TABLE "booking"."holds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"basket_id" uuid NOT NULL,
	"event_id" integer NOT NULL,
	"concession_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"tickets" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"state" "booking"."hold_state" DEFAULT 'held' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "holds_quantity_check" CHECK ("booking"."holds"."quantity" > 0 AND "booking"."holds"."tickets" > 0 AND "booking"."holds"."unit_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "booking"."tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hold_id" bigint NOT NULL,
	"basket_id" uuid NOT NULL,
	"event_id" integer NOT NULL,
	"concession_id" text NOT NULL,
	"position" integer NOT NULL,
	"state" "booking"."ticket_state" DEFAULT 'held' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking"."baskets" ADD CONSTRAINT "baskets_event_id_booking_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "booking"."booking_events"("event_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking"."concession_inventory" ADD CONSTRAINT "concession_inventory_event_id_booking_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "booking"."booking_events"("event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking"."event_inventory" ADD CONSTRAINT "event_inventory_event_id_booking_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "booking"."booking_events"("event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking"."holds" ADD CONSTRAINT "holds_basket_id_baskets_id_fk" FOREIGN KEY ("basket_id") REFERENCES "booking"."baskets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking"."holds" ADD CONSTRAINT "holds_event_id_booking_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "booking"."booking_events"("event_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking"."holds" ADD CONSTRAINT "holds_concession_id_concession_inventory_concession_id_fk" FOREIGN KEY ("concession_id") REFERENCES "booking"."concession_inventory"("concession_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking"."tickets" ADD CONSTRAINT "tickets_hold_id_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "booking"."holds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking"."tickets" ADD CONSTRAINT "tickets_basket_id_baskets_id_fk" FOREIGN KEY ("basket_id") REFERENCES "booking"."baskets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "baskets_event_state_idx" ON "booking"."baskets" USING btree ("event_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_events_slug_idx" ON "booking"."booking_events" USING btree ("slug") WHERE "booking"."booking_events"."published";--> statement-breakpoint
CREATE INDEX "concession_inventory_event_idx" ON "booking"."concession_inventory" USING btree ("event_id","sort_order");--> statement-breakpoint
CREATE INDEX "holds_basket_idx" ON "booking"."holds" USING btree ("basket_id");--> statement-breakpoint
CREATE INDEX "holds_live_expiry_idx" ON "booking"."holds" USING btree ("event_id","expires_at") WHERE "booking"."holds"."state" = 'held';--> statement-breakpoint
CREATE INDEX "tickets_hold_idx" ON "booking"."tickets" USING btree ("hold_id","position");--> statement-breakpoint
CREATE INDEX "tickets_basket_idx" ON "booking"."tickets" USING btree ("basket_id");--> statement-breakpoint
-- Availability, in one place (ARCHITECTURE.md "Booking rules that must hold"): capacity - sold -
-- unexpired holds at p_now. `held` still counts holds whose 30 minutes have passed until a take (or a
-- removal) releases them under the event's lock, so those are added back here: an expired hold never
-- keeps a ticket from anyone, and no sweeper races the buyer. The partial index holds_live_expiry_idx
-- keeps the sum to the few expired-but-unreleased holds.
CREATE FUNCTION "booking"."tickets_available"(p_event_id integer, p_now timestamptz) RETURNS integer
LANGUAGE sql STABLE AS $$
  SELECT i.capacity - i.sold - i.held + coalesce((
    SELECT sum(h.tickets) FROM booking.holds h
    WHERE h.event_id = i.event_id AND h.state = 'held' AND h.expires_at <= p_now), 0)::integer
  FROM booking.event_inventory i WHERE i.event_id = p_event_id
$$;
--> statement-breakpoint
-- Units of a concession left at p_now (its own numberAvailable stock); null when it has no stock of
-- its own and is limited only by the event's pool.
CREATE FUNCTION "booking"."concession_units_available"(p_concession_id text, p_now timestamptz) RETURNS integer
LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN c.number_available IS NULL THEN NULL ELSE c.number_available - c.sold - c.held + coalesce((
    SELECT sum(h.quantity) FROM booking.holds h
    WHERE h.event_id = c.event_id AND h.concession_id = c.concession_id AND h.state = 'held' AND h.expires_at <= p_now), 0)::integer END
  FROM booking.concession_inventory c WHERE c.concession_id = p_concession_id
$$;
--> statement-breakpoint
-- Ends holds and gives their tickets back to the event and concession counters. The caller holds the
-- lock on every affected event_inventory row. A hold past its expiry ends as 'expired', any other as
-- 'released'; its tickets follow it.
CREATE FUNCTION "booking"."end_holds"(p_hold_ids bigint[], p_now timestamptz) RETURNS integer
LANGUAGE sql VOLATILE AS $$
  WITH ended AS (
    UPDATE booking.holds h
    SET state = (CASE WHEN h.expires_at <= p_now THEN 'expired' ELSE 'released' END)::booking.hold_state, ended_at = p_now
    WHERE h.id = ANY(p_hold_ids) AND h.state = 'held'
    RETURNING h.id, h.event_id, h.concession_id, h.quantity, h.tickets, h.state
  ), by_event AS (
    UPDATE booking.event_inventory i SET held = i.held - s.tickets
    FROM (SELECT event_id, sum(tickets)::integer AS tickets FROM ended GROUP BY event_id) s
    WHERE i.event_id = s.event_id
  ), by_concession AS (
    UPDATE booking.concession_inventory c SET held = c.held - s.quantity
    FROM (SELECT concession_id, sum(quantity)::integer AS quantity FROM ended GROUP BY concession_id) s
    WHERE c.concession_id = s.concession_id
  ), ticket_rows AS (
    UPDATE booking.tickets t SET state = e.state::text::booking.ticket_state FROM ended e WHERE t.hold_id = e.id
  )
  SELECT count(*)::integer FROM ended
$$;
--> statement-breakpoint
-- Ends a basket's live holds (all, or those on one event) and, when none is left, the basket itself:
-- 'expired' once its time is up, else 'cleared'. Locks the events first, then the basket, the same
-- order as take_tickets, so the two never deadlock. Raises BK409 (with the state in DETAIL) when the
-- basket has moved on to an order: its tickets are no longer the buyer's to give back.
CREATE FUNCTION "booking"."release_basket"(p_basket_id uuid, p_event_id integer, p_now timestamptz) RETURNS text
LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
DECLARE
  v_state booking.basket_state;
  v_expires timestamptz;
  v_holds bigint[];
BEGIN
  PERFORM 1 FROM booking.event_inventory i
  WHERE i.event_id IN (SELECT b.event_id FROM booking.baskets b WHERE b.id = p_basket_id
                       UNION SELECT h.event_id FROM booking.holds h WHERE h.basket_id = p_basket_id AND h.state = 'held')
  ORDER BY i.event_id FOR UPDATE;
  SELECT b.state, b.expires_at INTO v_state, v_expires FROM booking.baskets b WHERE b.id = p_basket_id FOR UPDATE;
  IF NOT FOUND THEN RETURN NULL; END IF;
  IF v_state <> 'open' THEN
    IF v_state IN ('cleared', 'expired') THEN RETURN v_state::text; END IF;
    RAISE EXCEPTION 'basket is %', v_state USING ERRCODE = 'BK409', DETAIL = v_state::text;
  END IF;
  SELECT array_agg(h.id) INTO v_holds FROM booking.holds h
  WHERE h.basket_id = p_basket_id AND h.state = 'held' AND (p_event_id IS NULL OR h.event_id = p_event_id);
  PERFORM booking.end_holds(coalesce(v_holds, '{}'), p_now);
  IF NOT EXISTS (SELECT 1 FROM booking.holds h WHERE h.basket_id = p_basket_id AND h.state = 'held') THEN
    v_state := CASE WHEN v_expires <= p_now THEN 'expired' ELSE 'cleared' END;
    UPDATE booking.baskets SET state = v_state, updated_at = p_now WHERE id = p_basket_id;
  END IF;
  RETURN v_state::text;
END
$$;
--> statement-breakpoint
-- The atomic take (ARCHITECTURE.md "Booking rules that must hold"; docs/booking.md). One call, one
-- transaction, one round trip: lock the event's inventory row (and those of the buyer's previous
-- basket, in event id order), release the event's expired holds under that lock, clear the previous
-- basket, re-check every limit against the locked counts, then write the basket, holds and tickets.
-- Any refusal raises a BKnnn error, which rolls back everything this call did: nothing is held.
--   BK404 unknown or unpublished event          BK410 not enough tickets (DETAIL: tickets left)
--   BK405 event not on sale (closed or listed)  BK411 concession stock short (DETAIL: {concessionId, left})
--   BK412 unknown or removed concession (DETAIL: concessionId)
--   BK413 over a concession's per-booking maximum (DETAIL: {concessionId, max})
--   BK414 over the per-basket ticket limit (DETAIL: the limit)
-- Returns one row per hold: concession id, quantity, tickets taken and the ticket ids in order.
CREATE FUNCTION "booking"."take_tickets"(
  p_basket_id uuid, p_event_id integer, p_concession_ids text[], p_quantities integer[],
  p_unit_prices integer[], p_now timestamptz, p_basket_time bigint, p_expires_at timestamptz, p_ticket_limit integer,
  p_previous_basket_id uuid
) RETURNS TABLE (concession_id text, quantity integer, tickets integer, ticket_ids uuid[])
LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
DECLARE
  v_event booking.booking_events%ROWTYPE;
  v_needed integer := 0;
  v_left integer;
  v_expired bigint[];
  v_previous bigint[];
  v_hold bigint;
  r record;
BEGIN
  PERFORM 1 FROM booking.event_inventory i
  WHERE i.event_id = p_event_id
     OR i.event_id IN (SELECT h.event_id FROM booking.holds h WHERE h.basket_id = p_previous_basket_id AND h.state = 'held')
  ORDER BY i.event_id FOR UPDATE;

  SELECT * INTO v_event FROM booking.booking_events e WHERE e.event_id = p_event_id;
  IF NOT FOUND OR NOT v_event.published THEN
    RAISE EXCEPTION 'event % not found', p_event_id USING ERRCODE = 'BK404';
  END IF;
  IF (v_event.sales_from IS NOT NULL AND p_now < v_event.sales_from)
     OR (v_event.sales_to IS NOT NULL AND p_now > v_event.sales_to)
     OR coalesce(btrim(v_event.external_listing_url), '') <> '' THEN
    RAISE EXCEPTION 'event % not on sale', p_event_id USING ERRCODE = 'BK405';
  END IF;

  -- Expired holds on this event give their tickets back now, under the lock.
  SELECT array_agg(h.id) INTO v_expired FROM booking.holds h
  WHERE h.event_id = p_event_id AND h.state = 'held' AND h.expires_at <= p_now;
  IF v_expired IS NOT NULL THEN PERFORM booking.end_holds(v_expired, p_now); END IF;

  -- The buyer's previous basket is replaced (spec 001 section 4: "any old basket is cleared"), so its
  -- tickets count as free for this take. An ordered basket is left alone: its payment may be under way.
  IF p_previous_basket_id IS NOT NULL THEN
    SELECT array_agg(h.id) INTO v_previous FROM booking.holds h JOIN booking.baskets b ON b.id = h.basket_id
    WHERE h.basket_id = p_previous_basket_id AND h.state = 'held' AND b.state = 'open';
    IF v_previous IS NOT NULL THEN PERFORM booking.end_holds(v_previous, p_now); END IF;
    UPDATE booking.baskets b SET state = (CASE WHEN b.expires_at <= p_now THEN 'expired' ELSE 'cleared' END)::booking.basket_state, updated_at = p_now
    WHERE b.id = p_previous_basket_id AND b.state = 'open';
  END IF;

  FOR r IN
    SELECT q.concession_id AS wanted, q.quantity, c.concession_id, c.removed, c.max_number_available,
           c.number_available, c.sold, c.held, c.num_tickets_used
    FROM unnest(p_concession_ids, p_quantities) AS q(concession_id, quantity)
    LEFT JOIN booking.concession_inventory c ON c.concession_id = q.concession_id AND c.event_id = p_event_id
  LOOP
    IF r.concession_id IS NULL OR r.removed THEN
      RAISE EXCEPTION 'unknown concession' USING ERRCODE = 'BK412', DETAIL = r.wanted;
    END IF;
    IF r.max_number_available IS NOT NULL AND r.quantity > r.max_number_available THEN
      RAISE EXCEPTION 'over the per-booking maximum' USING ERRCODE = 'BK413',
        DETAIL = json_build_object('concessionId', r.wanted, 'max', r.max_number_available)::text;
    END IF;
    IF r.number_available IS NOT NULL AND r.number_available - r.sold - r.held < r.quantity THEN
      RAISE EXCEPTION 'concession stock short' USING ERRCODE = 'BK411',
        DETAIL = json_build_object('concessionId', r.wanted, 'left', greatest(0, r.number_available - r.sold - r.held))::text;
    END IF;
    v_needed := v_needed + r.quantity * r.num_tickets_used;
  END LOOP;
  IF v_needed > p_ticket_limit THEN
    RAISE EXCEPTION 'over the basket limit' USING ERRCODE = 'BK414', DETAIL = p_ticket_limit::text;
  END IF;

  -- The conditional update: only when enough tickets remain under the lock.
  UPDATE booking.event_inventory i SET held = i.held + v_needed
  WHERE i.event_id = p_event_id AND i.capacity - i.sold - i.held >= v_needed;
  IF NOT FOUND THEN
    SELECT greatest(0, i.capacity - i.sold - i.held) INTO v_left FROM booking.event_inventory i WHERE i.event_id = p_event_id;
    RAISE EXCEPTION 'not enough tickets' USING ERRCODE = 'BK410', DETAIL = coalesce(v_left, 0)::text;
  END IF;

  INSERT INTO booking.baskets (id, state, event_id, basket_time, created_at, expires_at, updated_at)
  VALUES (p_basket_id, 'open', p_event_id, p_basket_time, p_now, p_expires_at, p_now);

  FOR r IN
    SELECT q.concession_id, q.quantity, q.unit_price, q.ord, c.num_tickets_used
    FROM unnest(p_concession_ids, p_quantities, p_unit_prices) WITH ORDINALITY AS q(concession_id, quantity, unit_price, ord)
    JOIN booking.concession_inventory c ON c.concession_id = q.concession_id
    ORDER BY q.ord
  LOOP
    UPDATE booking.concession_inventory c SET held = c.held + r.quantity WHERE c.concession_id = r.concession_id;
    INSERT INTO booking.holds (basket_id, event_id, concession_id, quantity, tickets, unit_price, state, created_at, expires_at)
    VALUES (p_basket_id, p_event_id, r.concession_id, r.quantity, r.quantity * r.num_tickets_used, r.unit_price, 'held', p_now, p_expires_at)
    RETURNING id INTO v_hold;
    concession_id := r.concession_id;
    quantity := r.quantity;
    tickets := r.quantity * r.num_tickets_used;
    WITH made AS (
      INSERT INTO booking.tickets (hold_id, basket_id, event_id, concession_id, position, state, created_at)
      SELECT v_hold, p_basket_id, p_event_id, r.concession_id, g, 'held', p_now FROM generate_series(1, r.quantity * r.num_tickets_used) g
      RETURNING id, position
    )
    SELECT array_agg(made.id ORDER BY made.position) INTO ticket_ids FROM made;
    RETURN NEXT;
  END LOOP;
END
$$;
