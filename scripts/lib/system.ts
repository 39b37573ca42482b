import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { lookup } from 'node:dns/promises'
import { once } from 'node:events'
import { chmodSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { parseEnv } from '../../src/config/env'
import { NOTIFY_FAKE_PREFIX } from '../../src/integrations/email/notify-fake'
import { serverLogger } from '../../src/server/server-log'

import { freePort } from './free-port'
import { bookingApiCommand, ManagedChild, paymentFixturesCommand, serverCommand, workerCommand } from './processes'

/**
 * The whole system on one machine, as `npm start`, `npm run dev`, the end-to-end tests and the benches
 * run it (issue 25, decisions 0039 and 0042): Debian's nginx on the one address, in front of the web
 * servers (`next start`, or `next dev`: the site, the console, the admin) and the booking API's processes
 * (dist/booking-api.mjs: /eventsbookingapi), with the worker (dist/worker.mjs: every background job),
 * all on one database, and for a demonstration the payment fixtures (dist/payment-fixtures.mjs). nginx's configuration is deploy/nginx.conf itself, the deployments' own, with
 * the lines it marks "test:" given this machine's ports and a temporary directory.
 */

/** Where Debian installs nginx; NGINX_PATH overrides it. */
const NGINX_CANDIDATES = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/bin/nginx', '/opt/homebrew/bin/nginx', '/usr/bin/nginx']

/** The nginx binary to run, or null when this machine has none. */
export function nginxPath(): string | null {
  if (process.env.NGINX_PATH) return process.env.NGINX_PATH
  const found = NGINX_CANDIDATES.find((candidate) => existsSync(candidate))
  if (found) return found
  const which = spawnSync('which', ['nginx'], { encoding: 'utf8' })
  return which.status === 0 && which.stdout.trim() ? which.stdout.trim() : null
}

/** What `npm start` says when nginx is missing. */
export const NGINX_MISSING =
  'nginx is not installed. The site and the booking API are separate processes behind one address, which nginx gives them ' +
  '(deploy/nginx.conf, decision 0039). On Debian or Ubuntu: sudo apt-get install -y nginx (macOS: brew install nginx); ' +
  'or set NGINX_PATH to its binary.'

export interface NginxConfigOptions {
  /** The one address's port. */
  port: number
  /** The address it listens on: every IPv4 address when not given. */
  host?: string
  webPorts: number[]
  /** The address the web servers listen on (webServerAddress); 127.0.0.1 when not given. */
  webAddress?: string
  apiPorts: number[]
  /** Its temporary files, pid and error log. */
  dir: string
  /** The payment fixtures' port: the lines marked "demo:" are turned on and sent there; left out when not given. */
  paymentFixturesPort?: number
  /** A load balancer's address whose X-Forwarded-For nginx believes: the lines marked "lb:" turned on; left out when not given. */
  loadBalancer?: string
}

/** An address as a URL or nginx names it: an IPv6 one in brackets. */
function hostInUrl(address: string): string {
  return address.includes(':') ? `[${address}]` : address
}

/**
 * The address a web server started with `--hostname localhost` listens on: the one Node.js's own
 * lookup gives first (127.0.0.1, or ::1 on a machine that lists it first). On one machine the web
 * servers are told 'localhost', not 127.0.0.1: Next.js 16.4 renames every loopback address
 * 'localhost' in the proxy's request.url, yet keeps a rewrite (the not-found page, a refused query)
 * as its own only when it names the host it was started on; told 127.0.0.1, it fetched each such
 * page from itself over HTTP, again and again (measured: every not-found page hung). Decision 0042.
 */
export async function webServerAddress(): Promise<string> {
  return (await lookup('localhost')).address
}

/** deploy/nginx.conf with this machine's upstreams, port and paths. */
export function nginxConfigFor(options: NginxConfigOptions): string {
  const { dir } = options
  const lines: string[] = []
  let webDone = false
  let apiDone = false
  for (const original of readFileSync('deploy/nginx.conf', 'utf8').split('\n')) {
    const demo = /^(\s*)# demo: ?(.*)$/.exec(original)
    if (demo && options.paymentFixturesPort === undefined) continue
    const balancer = /^(\s*)# lb: ?(.*)$/.exec(original)
    if (balancer && options.loadBalancer === undefined) continue
    const switchedOn = demo ?? balancer
    const line = switchedOn ? `${switchedOn[1]}${switchedOn[2]}` : original
    if (!line.includes('# test:')) {
      lines.push(line)
      continue
    }
    const indent = /^\s*/.exec(line)![0]
    if (line.includes('# test: web servers')) {
      // None (a bench of the booking API alone): an upstream needs a server, here one marked down.
      if (!webDone) lines.push(...(options.webPorts.length > 0 ? options.webPorts.map((port) => `${indent}server ${hostInUrl(options.webAddress ?? '127.0.0.1')}:${port};`) : [`${indent}server 127.0.0.1:9 down;`]))
      webDone = true
    } else if (line.includes('# test: load balancer')) {
      lines.push(`${indent}set_real_ip_from ${options.loadBalancer};`)
    } else if (line.includes('# test: payment fixtures')) {
      lines.push(`${indent}server 127.0.0.1:${options.paymentFixturesPort};`)
    } else if (line.includes('# test: booking API servers')) {
      if (!apiDone) lines.push(...options.apiPorts.map((port) => `${indent}server 127.0.0.1:${port};`))
      apiDone = true
    } else if (/^\s*user /.test(line)) {
      // As root (CI), nginx's workers run as this unprivileged user; otherwise nginx ignores it.
      lines.push(`${indent}user nobody nogroup;`)
    } else if (/^\s*listen /.test(line)) {
      lines.push(`${indent}listen ${options.host ? `${options.host}:` : ''}${options.port};`)
    } else {
      lines.push(line.replaceAll('/run/council-events-nginx.pid', path.join(dir, 'nginx.pid')).replaceAll('/var/log/nginx/council-events-error.log', path.join(dir, 'error.log')).replaceAll('/var/cache/council-events', dir))
    }
  }
  return lines.join('\n')
}

/**
 * `npm start`'s and `npm run dev`'s start of the system: resolves with it once it answers, or calls
 * `shutdown(1)` and resolves with null if it could not start; a process that ends unasked later also
 * shuts everything down.
 */
export async function startSystemOrShutDown(options: Omit<SystemOptions, 'onUnexpectedExit'>, shutdown: (code: number) => Promise<void>): Promise<System | null> {
  try {
    return await startSystem({
      readyTimeoutMs: 300_000,
      ...options,
      onUnexpectedExit: (description) => {
        serverLogger().fatal(`${description}: stopping the rest`)
        void shutdown(1)
      },
    })
  } catch (error) {
    serverLogger().fatal({ err: error }, 'The system could not start')
    await shutdown(1)
    return null
  }
}

export interface Nginx {
  port: number
  /** nginx's master process. */
  process: ChildProcess
  /** Its configuration, temporary files and error log. */
  dir: string
  stop(): Promise<void>
}

/**
 * Runs nginx with deploy/nginx.conf for these upstreams (nginxConfigFor), in the foreground as a child
 * of this process; `stop` lets it finish the requests it is answering (SIGQUIT) and removes its files.
 */
export function startNginx(options: Omit<NginxConfigOptions, 'dir'> & { stdio?: ['ignore', number | 'inherit', number | 'inherit'] }): Nginx {
  const binary = nginxPath()
  if (!binary) throw new Error(NGINX_MISSING)
  const dir = mkdtempSync(path.join(tmpdir(), 'council-nginx-'))
  // nginx's workers (an unprivileged user when nginx starts as root) make their temporary files here.
  chmodSync(dir, 0o755)
  writeFileSync(path.join(dir, 'nginx.conf'), nginxConfigFor({ ...options, dir }))
  const child = spawn(binary, ['-c', path.join(dir, 'nginx.conf'), '-p', dir, '-e', path.join(dir, 'error.log'), '-g', 'daemon off;'], { stdio: options.stdio ?? ['ignore', 'inherit', 'inherit'] })
  return {
    port: options.port,
    process: child,
    dir,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGQUIT')
        await once(child, 'exit')
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

export interface SystemOptions {
  /** The one address's port (0: a free one). */
  port: number
  /** The address nginx listens on; every IPv4 address when not given. The processes behind it listen on loopback (webServerAddress). */
  host?: string
  /** How many web servers and booking API processes; one of each by default. */
  web?: number
  bookingApi?: number
  /**
   * Whether the payment fixtures run (the test card-payment service, the GOV.UK Pay fake) and nginx's
   * "demo:" lines send their paths to them; by default for a demonstration (DEMO_PAYMENTS=on) or a
   * start that is not production, never otherwise.
   */
  paymentFixtures?: boolean
  /** Whether the worker runs (the background jobs); yes by default. */
  worker?: boolean
  /**
   * A load balancer's address in front of nginx whose X-Forwarded-For it believes (deploy/nginx.conf's
   * "lb:" lines); none by default. The rush bench names 127.0.0.1, as a crowd arriving through one.
   */
  loadBalancer?: string
  /** `npm run dev`: the web servers compile pages on demand. */
  dev?: boolean
  /** The processes' environment; SITE_URL, PORT and TRUST_PROXY are set from the one address unless given. */
  env: NodeJS.ProcessEnv
  /** Where the processes write: the terminal (npm start), or a file in the system's directory. */
  output?: 'inherit' | 'file'
  /** Called when a process ends that was not asked to (npm start then stops the rest). */
  onUnexpectedExit?: (description: string) => void
  /** How long to wait for every process to answer; 120 s by default. */
  readyTimeoutMs?: number
}

export interface System {
  /** The one address, http://{host}:{port}. */
  base: string
  port: number
  web: ManagedChild[]
  webBases: string[]
  bookingApi: ManagedChild[]
  /** Each booking API process's own address. */
  bookingApiBases: string[]
  worker: ManagedChild | null
  paymentFixtures: ManagedChild | null
  /** Every process's process id, nginx's master first: for the benches' memory figures. */
  pids(): Array<{ name: string; pid: number | undefined }>
  /** The processes' output when `output` is 'file'. */
  logFile: string | null
  /** What went wrong so far, for a failed test: processes that ended, the end of their log and nginx's error log. */
  diagnostics(): string
  stop(): Promise<void>
}

async function waitFor(url: string, exited: () => string | null, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    const ended = exited()
    if (ended) throw new Error(`${ended} before ${url} answered`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not answer in time`)
}

/**
 * Starts nginx, the web servers, the booking API's processes and the worker on the migrated database
 * in `env.DATABASE_URL`; resolves once the one address answers for the site and for the API.
 */
export async function startSystem(options: SystemOptions): Promise<System> {
  if (!nginxPath()) throw new Error(NGINX_MISSING)
  const dir = mkdtempSync(path.join(tmpdir(), 'council-system-'))
  const webCount = options.web ?? 1
  const apiCount = options.bookingApi ?? 1
  const port = options.port || (await freePort())
  const webPorts = await Promise.all(Array.from({ length: webCount }, () => freePort()))
  const webAddress = await webServerAddress()
  const webBases = webPorts.map((webPort) => `http://${hostInUrl(webAddress)}:${webPort}`)
  const apiPorts = await Promise.all(Array.from({ length: apiCount }, () => freePort()))
  const fixtures = options.paymentFixtures ?? (options.env.NODE_ENV !== 'production' || options.env.DEMO_PAYMENTS === 'on')
  const fixturesPort = fixtures ? await freePort() : undefined
  const base = `http://${options.host ?? 'localhost'}:${port}`
  const env: NodeJS.ProcessEnv = {
    ...options.env,
    // The address residents reach (links, the payment provider's return) and its port.
    SITE_URL: options.env.SITE_URL ?? base,
    PORT: String(port),
    // Every request reaches the processes from nginx on this machine: the client is who nginx says.
    TRUST_PROXY: options.env.TRUST_PROXY ?? '127.0.0.1',
    // GOV.UK Notify's fake, when asked for, is in the payment fixtures (decision 0045).
    ...(fixturesPort !== undefined && options.env.NOTIFY_FAKE === 'on' && !options.env.NOTIFY_API_URL ? { NOTIFY_API_URL: `http://127.0.0.1:${fixturesPort}${NOTIFY_FAKE_PREFIX}` } : {}),
  }
  const logFile = options.output === 'file' ? path.join(dir, 'processes.log') : null
  const stdio: ['ignore', number | 'inherit', number | 'inherit'] = logFile ? ((fd) => ['ignore', fd, fd] as ['ignore', number, number])(openSync(logFile, 'a')) : ['ignore', 'inherit', 'inherit']
  const spawnOptions = { env, stdio }

  const exits: string[] = []
  let stopping = false
  const ended = (description: string) => {
    exits.push(description)
    if (!stopping) options.onUnexpectedExit?.(description)
  }
  const managed = (name: string, command: [string, string[]], options = spawnOptions) => {
    const child = new ManagedChild()
    child.start(command[0], command[1], options, (code) => ended(`${name} exited with ${code}`))
    return child
  }
  const numbered = (name: string, n: number, count: number) => (count > 1 ? `${name} ${n + 1}` : name)
  // Each web server keeps an idle connection longer than nginx keeps its own to it (upstream keepalive_timeout).
  const keepAliveTimeoutMs = parseEnv(env).HTTP_KEEP_ALIVE_TIMEOUT_MS
  const web = webPorts.map((webPort, n) => managed(numbered('the web server', n, webCount), serverCommand(webPort, { dev: options.dev, hostname: 'localhost', keepAliveTimeoutMs })))
  const bookingApi = apiPorts.map((apiPort, n) => managed(numbered('the booking API', n, apiCount), bookingApiCommand(apiPort, { hostname: '127.0.0.1' })))
  const worker = options.worker === false ? null : managed('the worker', workerCommand())
  const paymentFixtures = fixturesPort === undefined ? null : managed('the payment fixtures', paymentFixturesCommand(fixturesPort, { hostname: '127.0.0.1' }))
  const nginx = startNginx({ port, host: options.host, webPorts, webAddress, apiPorts, paymentFixturesPort: fixturesPort, loadBalancer: options.loadBalancer, stdio })
  nginx.process.on('exit', (code, signal) => ended(`nginx exited with ${code ?? signal}`))
  const exited = () => (exits.length > 0 ? `${exits.join(', ')}${logFile ? ` (log: ${logFile})` : ''}` : null)

  const stop = async () => {
    stopping = true
    await nginx.stop()
    await Promise.all([...web, ...bookingApi, ...(worker ? [worker] : []), ...(paymentFixtures ? [paymentFixtures] : [])].map((child) => child.stop()))
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    const deadline = Date.now() + (options.readyTimeoutMs ?? 120_000)
    for (const webBase of webBases) await waitFor(`${webBase}/zenInfo`, exited, deadline)
    for (const apiPort of apiPorts) await waitFor(`http://127.0.0.1:${apiPort}/eventsbookingapi/health`, exited, deadline)
    if (fixturesPort !== undefined) await waitFor(`http://127.0.0.1:${fixturesPort}/test-card-payment/self-check?challenge=${'0'.repeat(32)}`, exited, deadline)
    await waitFor(`http://127.0.0.1:${port}/eventsbookingapi/health`, exited, deadline)
  } catch (error) {
    const processLog = logFile ? readFileSync(logFile, 'utf8').slice(-4000) : ''
    await stop()
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${processLog}`)
  }
  return {
    base,
    port,
    web,
    webBases,
    bookingApi,
    bookingApiBases: apiPorts.map((apiPort) => `http://127.0.0.1:${apiPort}`),
    worker,
    paymentFixtures,
    pids: () => [
      { name: 'nginx', pid: nginx.process.pid },
      ...web.map((child, n) => ({ name: numbered('web', n, webCount), pid: child.pid })),
      ...bookingApi.map((child, n) => ({ name: numbered('booking API', n, apiCount), pid: child.pid })),
      ...(worker ? [{ name: 'worker', pid: worker.pid }] : []),
      ...(paymentFixtures ? [{ name: 'payment fixtures', pid: paymentFixtures.pid }] : []),
    ],
    logFile,
    diagnostics: () => {
      const tail = (file: string | null) => (file && existsSync(file) ? readFileSync(file, 'utf8').slice(-4000) : '(none)')
      return [`ended: ${exits.join(', ') || 'none'}`, `processes' log:\n${tail(logFile)}`, `nginx's error log:\n${tail(path.join(nginx.dir, 'error.log'))}`].join('\n')
    },
    stop,
  }
}
