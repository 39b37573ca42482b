import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { chmodSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { bookingApiCommand, ManagedChild, serverCommand, workerCommand } from '../../../scripts/lib/processes'

/**
 * The reference production topology (deploy/nginx.conf, issue 25 point 3) on this machine: Debian's
 * nginx on a free port in front of two web servers and two booking API processes, and one worker, all
 * on one database, from the compiled entries (dist/). The nginx configuration is deploy/nginx.conf
 * itself, with the lines it marks "test:" given this run's ports and a temporary directory.
 */
export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx'

export interface Topology {
  /** The one address, http://127.0.0.1:{nginx's port}. */
  base: string
  web: ManagedChild[]
  bookingApi: ManagedChild[]
  /** Each booking API instance's own address. */
  bookingApiBases: string[]
  worker: ManagedChild
  stop(): Promise<void>
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

/** deploy/nginx.conf with this run's upstreams, port and paths. */
export function nginxConfigFor(options: { port: number; webPorts: number[]; apiPorts: number[]; dir: string }): string {
  const { dir } = options
  const lines: string[] = []
  let webDone = false
  let apiDone = false
  for (const line of readFileSync('deploy/nginx.conf', 'utf8').split('\n')) {
    if (!line.includes('# test:')) {
      lines.push(line)
      continue
    }
    const indent = /^\s*/.exec(line)![0]
    if (line.includes('# test: web servers')) {
      if (!webDone) lines.push(...options.webPorts.map((port) => `${indent}server 127.0.0.1:${port};`))
      webDone = true
    } else if (line.includes('# test: booking API servers')) {
      if (!apiDone) lines.push(...options.apiPorts.map((port) => `${indent}server 127.0.0.1:${port};`))
      apiDone = true
    } else if (/^\s*user /.test(line)) {
      // As root (CI), nginx's workers run as this unprivileged user; otherwise nginx ignores it.
      lines.push(`${indent}user nobody nogroup;`)
    } else if (/^\s*listen /.test(line)) {
      lines.push(`${indent}listen 127.0.0.1:${options.port};`)
    } else {
      lines.push(line.replaceAll('/run/council-events-nginx.pid', path.join(dir, 'nginx.pid')).replaceAll('/var/log/nginx/council-events-error.log', path.join(dir, 'error.log')).replaceAll('/var/cache/council-events', dir))
    }
  }
  return lines.join('\n')
}

async function waitFor(url: string, child: { exited: () => string | null }, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const exited = child.exited()
    if (exited) throw new Error(`${exited} before ${url} answered`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}

/** Starts the topology on the migrated database at `databaseUrl`; resolves once the one address answers. */
export async function startTopology(databaseUrl: string, extraEnv: Record<string, string> = {}): Promise<Topology> {
  const dir = mkdtempSync(path.join(tmpdir(), 'council-topology-'))
  // nginx's workers (an unprivileged user when nginx starts as root) make their temporary files here.
  chmodSync(dir, 0o755)
  const ports = await Promise.all(Array.from({ length: 5 }, () => freePort()))
  const port = ports[0]!
  const webPorts = ports.slice(1, 3)
  const apiPorts = ports.slice(3, 5)
  const base = `http://127.0.0.1:${port}`
  const env: NodeJS.ProcessEnv = { ...process.env, ...extraEnv, DATABASE_URL: databaseUrl, SITE_URL: base, TRUST_PROXY: '127.0.0.1' }
  const log = openSync(path.join(dir, 'processes.log'), 'a')
  const options = { env, stdio: ['ignore', log, log] as ['ignore', number, number] }

  const exits: string[] = []
  const managed = (name: string, command: [string, string[]]) => {
    const child = new ManagedChild()
    child.start(command[0], command[1], options, (code) => exits.push(`${name} exited with ${code}`))
    return child
  }
  const web = webPorts.map((webPort, n) => managed(`web ${n + 1}`, serverCommand(webPort)))
  const bookingApi = apiPorts.map((apiPort, n) => managed(`booking API ${n + 1}`, bookingApiCommand(apiPort)))
  const worker = managed('the worker', workerCommand())
  writeFileSync(path.join(dir, 'nginx.conf'), nginxConfigFor({ port, webPorts, apiPorts, dir }))
  const nginx: ChildProcess = spawn(NGINX, ['-c', path.join(dir, 'nginx.conf'), '-p', dir, '-e', path.join(dir, 'error.log'), '-g', 'daemon off;'], { stdio: ['ignore', log, log] })
  nginx.on('exit', (code, signal) => exits.push(`nginx exited with ${code ?? signal}`))
  const exited = () => (exits.length > 0 ? `${exits.join(', ')} (log: ${path.join(dir, 'processes.log')})` : null)

  const stop = async () => {
    if (nginx.exitCode === null && nginx.signalCode === null) {
      nginx.kill('SIGTERM')
      await once(nginx, 'exit')
    }
    await Promise.all([...web, ...bookingApi, worker].map((child) => child.stop()))
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    for (const webPort of webPorts) await waitFor(`http://127.0.0.1:${webPort}/zenInfo`, { exited })
    for (const apiPort of apiPorts) await waitFor(`http://127.0.0.1:${apiPort}/eventsbookingapi/health`, { exited })
    await waitFor(`${base}/eventsbookingapi/health`, { exited })
  } catch (error) {
    const processLog = readFileSync(path.join(dir, 'processes.log'), 'utf8').slice(-4000)
    await stop()
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${processLog}`)
  }
  return { base, web, bookingApi, bookingApiBases: apiPorts.map((apiPort) => `http://127.0.0.1:${apiPort}`), worker, stop }
}
