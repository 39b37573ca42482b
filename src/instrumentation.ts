/**
 * Next.js calls register() once when a web server starts (`next start`, `next dev`; decision 0042):
 * the same start checks every process of ours runs first (src/server/server-log.ts). Not during
 * `next build`, which serves nothing.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const { refuseUnsafeStart } = await import('./server/server-log')
  refuseUnsafeStart()
}
