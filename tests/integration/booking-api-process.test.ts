import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { buildEntries, COMPILED_ENTRIES } from '../../scripts/lib/entries'
import { DEMO_USERS } from '../../src/content/seed/demo-users'
import { selfCheckProof } from '../../src/server/site-self-check'

import { seededPayload } from './support/seeded-payload'

/**
 * The booking API as a process of its own (issue 25 point 1), from its compiled entry
 * (dist/booking-api.mjs) as production runs it: it answers /eventsbookingapi behind the same guards
 * as the web server, verifies a staff session Payload issued, serves no page, and loads neither
 * Next.js nor the admin (every module it resolves is recorded by support/record-loads.mjs).
 */
const API = '/eventsbookingapi'
let payload: Payload
let child: ChildProcess
let base: string
let output = ''
const loads = path.join(mkdtempSync(path.join(tmpdir(), 'booking-api-loads-')), 'modules.txt')

beforeAll(async () => {
  payload = await seededPayload(new Date())
  await buildEntries()
  child = spawn(process.execPath, ['--import', './tests/integration/support/record-loads.mjs', COMPILED_ENTRIES['booking-api'].output, '--port', '0'], {
    env: { ...process.env, LOADED_MODULES_FILE: loads, LOG_LEVEL: 'info', NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  base = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const ready = /Booking API ready on http:\/\/localhost:(\d+)/.exec(output)
      if (ready) resolve(`http://127.0.0.1:${ready[1]}`)
    })
    child.once('exit', (code) => reject(new Error(`the booking API exited (${code}) before it was ready:\n${output}`)))
  })
})

afterAll(() => {
  if (child.exitCode === null) child.kill('SIGKILL')
})

describe('the booking API alone', () => {
  it('answers its health with the security headers, and serves no page', async () => {
    const health = await fetch(`${base}${API}/health`)
    expect(health.status).toBe(200)
    expect(await health.json()).toEqual({ status: 'ok', database: 'ok' })
    expect(health.headers.get('x-content-type-options')).toBe('nosniff')
    expect(health.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    const page = await fetch(`${base}/events`)
    expect(page.status).toBe(404)
    expect(await page.text()).not.toContain('<html')
  })

  it("answers the start's self-check with this deployment's proof", async () => {
    const challenge = 'a1b2c3d4e5f60718293a4b5c6d7e8f90'
    const answer = await fetch(`${base}${API}/self-check?challenge=${challenge}`)
    expect(answer.status).toBe(200)
    expect(await answer.text()).toBe(selfCheckProof(String(process.env.PAYLOAD_SECRET), challenge))
  })

  it('verifies a staff session Payload issued, and refuses a call without one', async () => {
    const { token } = await payload.login({ collection: 'users', data: { email: DEMO_USERS.staff.email, password: DEMO_USERS.staff.password } })
    const staff = await fetch(`${base}${API}/console/listevents/eventCorporate`, { headers: { authorization: `Bearer ${token}` } })
    expect(staff.status).toBe(200)
    expect(Array.isArray(await staff.json())).toBe(true)
    expect((await fetch(`${base}${API}/console/listevents/eventCorporate`)).status).toBe(401)
    expect((await fetch(`${base}${API}/console/listevents/eventCorporate`, { headers: { authorization: 'Bearer not.a.token' } })).status).toBe(401)
  })

  it('has loaded neither Next.js nor the admin', () => {
    const modules = readFileSync(loads, 'utf8').split('\n')
    // It did load its own code and Payload's local API: the record is not empty.
    expect(modules.some((url) => url.includes('/node_modules/payload/'))).toBe(true)
    expect(modules.filter((url) => url.includes('/node_modules/next/'))).toEqual([])
    expect(modules.filter((url) => url.includes('/node_modules/@payloadcms/next/'))).toEqual([])
  })

  it('stops on SIGTERM and says so', async () => {
    child.kill('SIGTERM')
    const [code] = (await once(child, 'exit')) as [number | null]
    expect(code).toBe(0)
    expect(output).toContain('SIGTERM: stopping the booking API')
    expect(output).toContain('Stopped the booking API')
  })
})
