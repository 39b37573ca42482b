import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/**
 * The secrets an installation keeps beside its embedded data, each under its own file in .data/:
 * the variable each one fills when it is unset.
 */
const LOCAL_SECRETS = [
  { variable: 'PAYLOAD_SECRET', file: 'payload-secret' },
  { variable: 'COUNCIL_PAYMENT_STATUS_SECRET', file: 'payment-status-secret' },
] as const

/**
 * On the embedded defaults (a developer's or demo machine) there is no operator to set the
 * secrets, so each is generated once per installation and kept beside the embedded data: never a
 * constant in the source (issue 23 point 3). A deployment sets its own; a production start refuses
 * a missing or published one (src/config/production-start.ts).
 */
export function ensureLocalSecrets(dataRoot = '.data'): void {
  for (const { variable, file } of LOCAL_SECRETS) {
    if (process.env[variable]) continue
    const location = path.resolve(dataRoot, file)
    if (!fs.existsSync(location)) {
      fs.mkdirSync(path.dirname(location), { recursive: true })
      // 'wx': two starts at once keep the first one's secret rather than each writing its own.
      try {
        fs.writeFileSync(location, crypto.randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' })
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      }
    }
    process.env[variable] = fs.readFileSync(location, 'utf8').trim()
  }
}
