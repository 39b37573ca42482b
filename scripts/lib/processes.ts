import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process'
import { createRequire } from 'node:module'

import { buildEntries, COMPILED_ENTRIES, entriesBuilt } from './entries'

/**
 * A web server (the site, the console, the admin): Next.js's own production server, `next start`,
 * on `port`, serving the build `npm run build` made (.next/); `next dev` for `npm run dev` (decision
 * 0042). Run by this Node directly, not through npx: a signal sent to the child then reaches the
 * server itself (npx did not pass SIGTERM on). Its idle keep-alive connections are kept for
 * `keepAliveTimeoutMs` (HTTP_KEEP_ALIVE_TIMEOUT_MS), longer than nginx keeps its own to it.
 */
export function serverCommand(port: number | string, options: { dev?: boolean; hostname?: string; keepAliveTimeoutMs?: number } = {}): [string, string[]] {
  const keepAlive = !options.dev && options.keepAliveTimeoutMs !== undefined ? ['--keepAliveTimeout', String(options.keepAliveTimeoutMs)] : []
  const profile = !options.dev && CPU_PROFILE_DIR ? ['--experimental-cpu-prof'] : []
  return [process.execPath, [NEXT_BIN, options.dev ? 'dev' : 'start', '--port', String(port), ...hostnameFlag(options.hostname), ...keepAlive, ...profile]]
}

/**
 * BENCH_CPU_PROF=dir (the benches): each compiled process writes a V8 CPU profile into dir when it
 * stops, and each web server one into .next-profiles/ (Next.js's own flag). Node 20 refuses
 * --cpu-prof in NODE_OPTIONS, so it goes on the command line.
 */
const CPU_PROFILE_DIR = process.env.BENCH_CPU_PROF

function profileFlags(): string[] {
  return CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROFILE_DIR}`] : []
}

/** Next.js's command line (node_modules/next/dist/bin/next). */
const NEXT_BIN = createRequire(import.meta.url).resolve('next/dist/bin/next')

function hostnameFlag(hostname: string | undefined): string[] {
  return hostname ? ['--hostname', hostname] : []
}

/** The booking API alone (scripts/booking-api.ts, src/server/booking-api-server.ts) on `port`, from its compiled entry. */
export function bookingApiCommand(port: number | string, options: { hostname?: string } = {}): [string, string[]] {
  return [process.execPath, [...profileFlags(), COMPILED_ENTRIES['booking-api'].output, '--port', String(port), ...hostnameFlag(options.hostname)]]
}

/** A demonstration's payment fixtures (scripts/payment-fixtures.ts) on `port`, from its compiled entry. */
export function paymentFixturesCommand(port: number | string, options: { hostname?: string } = {}): [string, string[]] {
  return [process.execPath, [...profileFlags(), COMPILED_ENTRIES['payment-fixtures'].output, '--port', String(port), ...hostnameFlag(options.hostname)]]
}

/** The worker (src/worker/main.ts): every background job, from its compiled entry (dist/worker.mjs). */
export function workerCommand(): [string, string[]] {
  return [process.execPath, [...profileFlags(), COMPILED_ENTRIES.worker.output]]
}

/**
 * Migrates (and seeds) in a child process that exits when done, so the long-running supervisor
 * never holds Payload in memory (about 400 MB) beside the web server. It runs the compiled entry
 * (dist/migrate.mjs), compiling the entries first if there are none.
 */
export async function prepareDatabaseInChild(
  databaseUrl: string,
  seed: 'if-empty' | 'always' | 'never',
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  if (!entriesBuilt()) await buildEntries()
  const flags = { 'if-empty': ['--seed-if-empty'], always: ['--seed'], never: [] }[seed]
  return run(process.execPath, [COMPILED_ENTRIES.migrate.output, ...flags], {
    env: { ...env, DATABASE_URL: databaseUrl },
  })
}

/** Runs a command to completion, inheriting stdio; rejects on a non-zero exit. */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options })
    child.on('error', reject)
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`)),
    )
  })
}

/** Calls `cleanup` once on SIGINT/SIGTERM (or when asked), then exits with the given code. */
export function onShutdown(cleanup: () => Promise<void>): (code?: number) => Promise<void> {
  let shuttingDown = false
  const shutdown = async (code = 0) => {
    if (shuttingDown) return
    shuttingDown = true
    try {
      await cleanup()
    } finally {
      process.exit(code)
    }
  }
  process.on('SIGINT', () => void shutdown(130))
  process.on('SIGTERM', () => void shutdown(143))
  return shutdown
}

export function stopChild(child: ChildProcess | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}

/** A long-running child (the web server, the worker) that may not have started yet when shutdown begins. */
export class ManagedChild {
  private child: ChildProcess | undefined

  start(command: string, args: string[], options: SpawnOptions, onExit?: (code: number) => void): void {
    this.child = spawn(command, args, { stdio: 'inherit', ...options })
    this.child.on('exit', (code) => onExit?.(code ?? 0))
  }

  stop(): Promise<void> {
    return stopChild(this.child)
  }

  /** Sends `signal` (SIGKILL: a crash) and resolves once the child has exited. */
  kill(signal: NodeJS.Signals): Promise<void> {
    const child = this.child
    return new Promise((resolve) => {
      if (!child || child.exitCode !== null || child.signalCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill(signal)
    })
  }

  /** The child's process id, once started. */
  get pid(): number | undefined {
    return this.child?.pid
  }
}

/**
 * Holds the event loop open until released. Scripts run under tsx, whose loader transforms a
 * module off the main thread on a cold cache; while a dynamic import() waits for that, the main
 * thread may hold no handle at all, and Node then exits 0 half-way through start-up (seen on fresh
 * clones: `import('src/payload.config')` never settled). Every script entry point calls this first.
 */
export function keepProcessAlive(): () => void {
  const timer = setInterval(() => undefined, 60_000)
  return () => clearInterval(timer)
}
