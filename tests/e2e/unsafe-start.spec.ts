import { randomBytes } from 'node:crypto'

import { expect, test } from '@playwright/test'

import { freePort } from '../../scripts/lib/free-port'
import { serverCommand } from '../../scripts/lib/processes'
import { startInProduction } from '../support/production-start'

/**
 * Issue 23 point 3 for the web server as it now runs (decision 0042): Next.js's own `next start`,
 * against the production build, refuses an unsafe production environment before it serves anything
 * (src/instrumentation.ts, the same refusals as every process:
 * tests/integration/security-payment-configuration.test.ts).
 */
test('next start refuses the test card service with no live host and a missing status secret, saying what to set', async () => {
  const [command, args] = serverCommand(await freePort(), { hostname: 'localhost' })
  const { code, messages } = await startInProduction(command, args, { PAYLOAD_SECRET: randomBytes(32).toString('hex') })
  expect(code).toBe(1)
  expect(messages).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^No live payment host: every payment would go through the built-in test card service, which takes no money .* set DEMO_PAYMENTS=on/),
      expect.stringMatching(/^COUNCIL_PAYMENT_STATUS_SECRET is required in production/),
    ]),
  )
  expect(messages).toHaveLength(2)
})
