import 'server-only'

import { ticketsAvailableNow } from '@/booking/inventory/availability.server'

/**
 * Tickets left for an event page's status and booking panel (spec 000 section 4: sold out "when no
 * tickets are left"): live from the booking schema, one index lookup per render, on the primary.
 * The proxy in front keeps the rendered page for seconds only (docs/decisions/0040), so Sold Out
 * shows within 5 seconds. An event the booking schema does not know yet (its inventory is written
 * just after publishing) shows its capacity from the content.
 */
export async function liveTicketsAvailable(eventId: number, capacity: number, now: Date): Promise<number> {
  return (await ticketsAvailableNow(eventId, now)) ?? capacity
}
