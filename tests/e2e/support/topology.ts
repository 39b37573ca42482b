import { startSystem, type System } from '../../../scripts/lib/system'

/**
 * The reference production topology (deploy/nginx.conf, issue 25 point 3) on this machine: Debian's
 * nginx on a free port, keeping pages by their Cache-Control, in front of two web servers and two booking API
 * processes, and one worker, all on one database, from the compiled entries (dist/).
 */
export type Topology = System

/** Starts the topology on the migrated database at `databaseUrl`; resolves once the one address answers. */
export function startTopology(databaseUrl: string, extraEnv: Record<string, string> = {}, options: { loadBalancer?: string } = {}): Promise<Topology> {
  return startSystem({
    port: 0,
    host: '127.0.0.1',
    web: 2,
    bookingApi: 2,
    output: 'file',
    loadBalancer: options.loadBalancer,
    env: { ...process.env, ...extraEnv, DATABASE_URL: databaseUrl },
  })
}
