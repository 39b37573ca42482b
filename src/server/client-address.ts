import type { IncomingMessage } from 'node:http'

import proxyAddr from '@fastify/proxy-addr'

import { trustProxyOption } from '../api/abuse-limits'

/**
 * The header through which the web server tells Next.js (the sign-in page's action, Payload's REST
 * routes) who a request comes from. The server sets it on every request, replacing whatever the
 * client sent, so it cannot be forged; Next.js's own x-forwarded-for keeps a value the client sent.
 */
export const CLIENT_ADDRESS_HEADER = 'x-council-client-address'

/** TRUST_PROXY (decision 0016) as proxy-addr's trust function: the same reading as the booking API's. */
export function trustFunction(trustProxy: string): (address: string, hop: number) => boolean {
  const option = trustProxyOption(trustProxy)
  if (option === true) return () => true
  if (option === false) return () => false
  if (typeof option === 'function') return option
  return proxyAddr.compile(option)
}

/** The client's address under TRUST_PROXY: the TCP peer, or the nearest untrusted hop's. */
export function clientAddressOf(req: IncomingMessage, trust: (address: string, hop: number) => boolean): string {
  if (!req.socket.remoteAddress) return 'unknown'
  return proxyAddr(req, trust)
}
