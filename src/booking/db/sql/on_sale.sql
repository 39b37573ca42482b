-- The on-sale window, in SQL: sales are open from the instant sales_from to the instant sales_to,
-- both included, and a missing end leaves that side open. The same rule as isWithinWindow in
-- src/domain/event-status.ts (tests/integration/sql-functions.test.ts runs one table of cases
-- through both). Every SQL that asks whether an event is on sale calls this. A plain SQL
-- expression, IMMUTABLE and not STRICT, so the planner inlines it into a query's WHERE and the
-- query keeps the plan it had with the comparisons written out.
CREATE OR REPLACE FUNCTION "booking"."on_sale"(p_sales_from timestamptz, p_sales_to timestamptz, p_now timestamptz) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (p_sales_from IS NULL OR p_sales_from <= p_now) AND (p_sales_to IS NULL OR p_now <= p_sales_to)
$$;
