import { randomInt } from 'node:crypto'
import { readFileSync } from 'node:fs'
import net from 'node:net'

/**
 * A port nothing listens on, for a server started a moment later (the system's processes, nginx,
 * an embedded PostgreSQL).
 *
 * Chosen below the kernel's ephemeral range (net.ipv4.ip_local_port_range, 32768-60999 by default),
 * never by listening on port 0: a port 0 hands out comes from the ephemeral range, where every
 * outgoing connection on the machine also takes its local port, so in the gap between choosing and
 * listening a test's own requests could take it (seen in CI on 2026-11-28: a booking API's EADDRINUSE
 * in the topology test while other tests made thousands of connections). Below that range only
 * another listener can take it, and each choice is tried by listening on it first. A port handed out
 * once in this process is not handed out again.
 */
const handedOut = new Set<number>()
const LOWEST = 20_000

export async function freePort(): Promise<number> {
  const ceiling = ephemeralRangeStart()
  if (ceiling - LOWEST >= 1_000) {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const port = LOWEST + randomInt(ceiling - LOWEST)
      if (!handedOut.has(port) && (await listenable(port))) {
        handedOut.add(port)
        return port
      }
    }
  }
  // An unusual range (or a crowded machine): the operating system's choice.
  const port = await listenOn(0)
  handedOut.add(port)
  return port
}

/** The first port of the ephemeral range; the Linux default where it cannot be read. */
function ephemeralRangeStart(): number {
  try {
    const start = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0])
    return Number.isInteger(start) && start > 0 ? start : 32_768
  } catch {
    return 32_768
  }
}

async function listenable(port: number): Promise<boolean> {
  try {
    await listenOn(port)
    return true
  } catch {
    return false
  }
}

/**
 * Listens on `port` on every address (IPv6 and IPv4 where both exist), the strictest test: a listener
 * on any one address refuses it; closes again and resolves with the port it had.
 */
function listenOn(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.on('error', reject)
    server.listen(port, () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}
