import { readFileSync } from 'node:fs'
import net from 'node:net'

import { describe, expect, it } from 'vitest'

import { freePort } from './free-port'

const ephemeralStart = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0])

function listen(port: number): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve(server))
  })
}

describe('freePort', () => {
  it('hands out ports below the ephemeral range that a server can then take, never the same one twice', async () => {
    const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()))
    expect(new Set(ports).size).toBe(20)
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(20_000)
      expect(port).toBeLessThan(ephemeralStart)
    }
    const servers = await Promise.all(ports.map(listen))
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
  })
})
