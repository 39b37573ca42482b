import type { StaffUser } from './access'

/** Who is calling, built by each edge from its transport (request-caller.ts, action-caller.server.ts). */
export interface Caller {
  /** The client's address as nginx names it to the web server, or as Fastify reads it under TRUST_PROXY; null when unknown. */
  clientAddress: string | null
  /** The booking session cookie's id (decision 0016), when the browser has one. */
  bookingSession: string | null
  /** The basket the signed basket cookie names (decision 0034), when there is one. */
  basketId: string | null
  /** The signed-in member of staff, verified on first ask; null for the public. */
  staff: () => Promise<StaffUser | null>
  now: Date
}
