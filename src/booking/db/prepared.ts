/**
 * Named prepared statements for the booking path's busiest queries (decision 0047). PostgreSQL plans
 * an unnamed statement every time it runs; a named one is parsed and planned once per connection and
 * then, for these single-row lookups and function calls, runs on its kept (generic) plan. Measured in
 * bench/checkout.ts, planning was about a fifth of PostgreSQL's CPU per paid booking.
 *
 * node-postgres prepares a name on each pooled connection the first time it sees it, and refuses one
 * name with two texts; so does this registry, at load, where the mistake is plain. (A transaction-mode
 * connection pooler in front would need its prepared-statement support on; the reference topology has none.)
 */
export interface PreparedStatement {
  readonly name: string
  readonly text: string
}

const texts = new Map<string, string>()

export function prepared(name: string, text: string): PreparedStatement {
  const known = texts.get(name)
  if (known !== undefined && known !== text) throw new Error(`The prepared statement ${name} has two texts`)
  texts.set(name, text)
  return { name, text }
}
