import { execFile } from 'node:child_process'

/**
 * A process started in production as a deployment would start it, on a database nothing listens on
 * (a start that got as far as the database would fail differently): its exit code and the `fatal`
 * lines it logged, which is how every process of ours refuses an unsafe environment
 * (refuseUnsafeStart, src/server/server-log.ts). The payment settings and secrets of the test run are
 * left out; `settings` gives the ones a test tries.
 */
export function startInProduction(command: string, args: string[], settings: Record<string, string>, cwd?: string): Promise<{ code: number; messages: string[] }> {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(DEMO_PAYMENTS|PAYMENT_PROVIDER|GOVUK_PAY_|COUNCIL_PAYMENT_|TEST_CARD_PAYMENT_SERVICE|PAYLOAD_SECRET|LIVE_HOSTS)/.test(name)),
  )
  return new Promise((resolve) => {
    execFile(
      command,
      args,
      {
        cwd,
        env: { ...inherited, NODE_ENV: 'production', DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', SITE_URL: 'https://events.example.gov.uk', LOG_LEVEL: 'info', ...settings },
        timeout: 60_000,
      },
      (error, stdout, stderr) => {
        const messages = `${stdout}\n${stderr}`.split('\n').flatMap((line) => {
          try {
            const entry = JSON.parse(line) as { level?: number; msg?: string }
            return entry.level === 60 && entry.msg ? [entry.msg] : []
          } catch {
            return []
          }
        })
        resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, messages })
      },
    )
  })
}
