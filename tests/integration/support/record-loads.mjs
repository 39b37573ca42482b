// Records every module URL a process resolves, one per line, in the file LOADED_MODULES_FILE names
// (tests/integration/booking-api-process.test.ts: what the booking API loads). Run with
// `node --import ./tests/integration/support/record-loads.mjs <entry>`.
import { register } from 'node:module'

register(
  'data:text/javascript,' +
    encodeURIComponent(`
      import { appendFileSync } from 'node:fs'
      const file = process.env.LOADED_MODULES_FILE
      export async function resolve(specifier, context, next) {
        const resolved = await next(specifier, context)
        if (file) appendFileSync(file, resolved.url + '\\n')
        return resolved
      }
    `),
)
