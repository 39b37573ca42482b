import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import pino from 'pino'

import { bookingApiDeps, type BookingApiOptions } from '../../../src/api/booking-api'
import { type BookingApiApp } from '../../../src/api/route-group'
import { createBookingApiServer } from '../../../src/server/booking-api-server'

/**
 * The booking API's server as every environment runs it (src/server/booking-api-server.ts) on a free
 * port, with the options a security test needs (its limits, TRUST_PROXY, the site's origin). `close`
 * stops every server made.
 */
const servers: Array<{ server: Server; api: BookingApiApp }> = []

export async function serveBookingApi(options: Omit<BookingApiOptions, 'serverFactory'> = {}, deps = bookingApiDeps()): Promise<string> {
  const web = await createBookingApiServer(deps, { logger: pino({ level: 'silent' }), ...options })
  servers.push(web)
  await new Promise<void>((resolve) => web.server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(web.server.address() as AddressInfo).port}`
}

export async function closeBookingApiServers(): Promise<void> {
  for (const { server, api } of servers.splice(0)) {
    await api.close()
    await new Promise((resolve) => server.close(resolve))
  }
}

export const API = '/eventsbookingapi'

export function checkoutBody(eventId: number | string, concessionId: string, ticketsToAdd: number): string {
  return JSON.stringify({ eventId: String(eventId), concessionsToAddList: [{ concessionId, ticketsToAdd }] })
}

/** The value of one cookie an answer sets ('' when it is set empty), or undefined. */
export function cookieSet(response: Response, name: string): string | undefined {
  const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`))
  return line === undefined ? undefined : line.slice(name.length + 1).split(';')[0]
}
