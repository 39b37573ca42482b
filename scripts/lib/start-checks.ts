import { parseEnv, siteUrlRefusal } from '../../src/config/env'
import { DEMO_PAYMENTS_VARIABLE, productionStartRefusals, takesNoRealMoney } from '../../src/config/production-start'
import { serverLogger } from '../../src/server/server-log'

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

/**
 * Before anything starts: every reason this environment must not be served (a deployment's
 * address, payments that take no money, missing or published secrets), each logged with what to
 * set; the process then ends with 1.
 */
export function refuseUnsafeStart(): void {
  const config = parseEnv(process.env)
  const refusals = [siteUrlRefusal(process.env), ...productionStartRefusals(process.env, config)].filter((refusal) => refusal !== null)
  if (refusals.length === 0) return
  for (const refusal of refusals) serverLogger().fatal(refusal)
  process.exit(1)
}
