import type { Payload } from 'payload'

import { env } from '../config/env'
import { ensureFirstAdministrator, refuseDemoPasswords } from './demo-accounts'

/**
 * What a production start does with staff accounts (issue 10 point 5, docs/decisions/0018): an
 * empty system gets its first administrator (ADMIN_EMAIL, with ADMIN_PASSWORD or a one-time
 * password printed here once), then every account is checked against the public demo passwords
 * and the start is refused while any matches.
 */
export async function secureProductionAccounts(payload: Payload, print: (line: string) => void = console.log): Promise<void> {
  const config = env()
  const created = await ensureFirstAdministrator(payload, { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD })
  if (created?.generatedPassword) {
    print(
      [
        '',
        'First administrator created (no accounts existed):',
        `  email:    ${created.email}`,
        `  password: ${created.generatedPassword}`,
        'Shown once: sign in at /admin and change it (Account), or set ADMIN_EMAIL and ADMIN_PASSWORD before the first start.',
        '',
      ].join('\n'),
    )
  } else if (created) {
    payload.logger.info({ email: created.email }, 'First administrator created from ADMIN_EMAIL and ADMIN_PASSWORD')
  }
  await refuseDemoPasswords(payload)
}
