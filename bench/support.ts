/** What the benches share: percentiles, the production server's environment, waiting for it to answer. */

/** The p-th percentile of an ascending list (nearest rank); NaN when empty. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

/** The environment of a benchmarked production server: production, on the given database and address. */
export function benchServerEnv(databaseUrl: string, base: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATABASE_URL: databaseUrl,
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? 'bench-secret-0123456789abcdef0123456789',
    NODE_ENV: 'production' as const,
    SITE_URL: base,
    LIVE_HOSTS: 'none.invalid',
    LOG_LEVEL: 'warn',
  }
}

/** Resolves once `url` answers 2xx; gives up after two minutes. */
export async function waitForServer(url: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error('the server did not answer')
}
