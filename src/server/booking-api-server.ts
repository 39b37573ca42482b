import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { bookingApiDeps, createBookingApi, type BookingApiOptions } from '../api/booking-api'
import type { BookingApiApp, BookingApiDeps } from '../api/route-group'

import { createGuardedServer, guardOptionsOf, listen, type ServerSecurity } from './guarded-server'
import { serverLogger } from './server-log'
import { stopOnSignals } from './stop-on-signals'

/**
 * The booking API as a process of its own (issue 25 point 1): /eventsbookingapi on the one Fastify
 * app (src/api/booking-api.ts), behind our own server's guards (createGuardedServer:
 * security headers, the self-check, refused methods, Node's timeouts), and nothing else: no Next.js,
 * no admin, no page. Staff calls are verified by Payload's local API, loaded once at start. Run it
 * alone with `node dist/booking-api.mjs --port 3001`; decision 0038 says what puts it and the web
 * server on one address.
 */
export async function createBookingApiServer(
  deps: BookingApiDeps = bookingApiDeps(),
  apiOptions: Omit<BookingApiOptions, 'serverFactory'> = {},
  security: ServerSecurity = {},
): Promise<{ server: Server; api: BookingApiApp }> {
  const guards = guardOptionsOf(security)
  let server: Server | undefined
  const api = createBookingApi(deps, {
    logger: security.logger ?? serverLogger(),
    ...apiOptions,
    serverFactory: (bookingApi) => (server = createGuardedServer(guards, bookingApi)),
  })
  await api.ready()
  if (!server) throw new Error('Fastify did not create the server')
  return { server, api }
}

/** Serves the booking API alone until SIGTERM or SIGINT; resolves with its address once it listens. */
export async function serveBookingApiAlone(options: { port: number; hostname?: string }): Promise<{ server: Server; port: number }> {
  const { server, api } = await createBookingApiServer()
  await listen(server, options.port, options.hostname)
  stopOnSignals(server, { log: serverLogger(), name: 'the booking API', beforeClose: () => void api.close() })
  return { server, port: (server.address() as AddressInfo).port }
}
