import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/**
 * On the embedded defaults (a developer's or demo machine) there is no operator to set
 * PAYLOAD_SECRET, so one is generated once and kept beside the embedded data. A deployment sets
 * its own; production start-up fails without one (src/config/env.ts).
 */
export function ensureLocalSecret(dataRoot = '.data'): void {
  if (process.env.PAYLOAD_SECRET) return
  const file = path.resolve(dataRoot, 'payload-secret')
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, crypto.randomBytes(32).toString('hex'), { mode: 0o600 })
  }
  process.env.PAYLOAD_SECRET = fs.readFileSync(file, 'utf8').trim()
}
