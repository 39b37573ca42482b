import { parseEnv } from '../../src/config/env'
import { DEMO_PAYMENTS_VARIABLE, takesNoRealMoney } from '../../src/config/production-start'

/**
 * `npm start` on the embedded database and `npm run dev` are a machine's own copy: unless they were
 * given live payment settings (or DEMO_PAYMENTS themselves), they are a demonstration, and say so
 * on every page. Returns whether it turned the demonstration on.
 */
export function enableDemoPaymentsOnOwnCopy(): boolean {
  if ((process.env[DEMO_PAYMENTS_VARIABLE] ?? '') !== '' || !takesNoRealMoney(parseEnv(process.env))) return false
  process.env[DEMO_PAYMENTS_VARIABLE] = 'on'
  return true
}
