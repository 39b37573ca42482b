/**
 * Who a request to the web server comes from (the sign-in throttles, the private-file download's
 * limit, the booking actions' per-client limits): the address nginx in front puts in
 * X-Forwarded-For (deploy/nginx.conf: `proxy_set_header X-Forwarded-For $remote_addr`, replacing
 * whatever the client sent; behind a council's named balancer, the resident's address that realip
 * found). Next.js keeps that header, and fills it from the connection only when it is missing.
 *
 * So the web servers are reached only through nginx: they listen on 127.0.0.1 or a private network
 * (docs/operations.md, decision 0042). The last entry is read, the one the nearest proxy wrote.
 */
export const FORWARDED_FOR_HEADER = 'x-forwarded-for'

/** The client's address from a request's headers ('unknown' when no proxy named one). */
export function clientAddressFrom(headers: Pick<Headers, 'get'>): string {
  const entries = (headers.get(FORWARDED_FOR_HEADER) ?? '').split(',').map((entry) => entry.trim()).filter((entry) => entry !== '')
  return entries.at(-1) ?? 'unknown'
}
