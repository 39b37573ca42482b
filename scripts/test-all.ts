/**
 * `npm test`: everything CI runs, in order, stopping at the first failure:
 * lint (zero warnings, and the layer rules), typecheck, unit tests with the domain coverage gate, integration tests on a
 * real PostgreSQL, a production build, and end-to-end tests in Debian's Chromium against it.
 */
import { run } from './lib/processes'

const steps: Array<[string, string, string[]]> = [
  // eslint, then the layer rules (.dependency-cruiser.cjs, decision 0035)
  ['lint', 'npm', ['run', 'lint']],
  ['typecheck', 'npx', ['tsc', '--noEmit']],
  ['unit tests', 'npx', ['vitest', 'run', '--project', 'unit', '--coverage']],
  ['integration tests', 'npx', ['vitest', 'run', '--project', 'integration']],
  ['production build', 'npx', ['tsx', 'scripts/build.ts']],
  ['end-to-end tests', 'npx', ['playwright', 'test']],
]

async function main() {
  const only = process.argv.slice(2)
  for (const [name, command, args] of steps) {
    if (only.length > 0 && !only.some((o) => name.startsWith(o))) continue
    const started = Date.now()
    console.log(`\n=== ${name} ===`)
    await run(command, args, { env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } })
    console.log(`=== ${name}: passed in ${((Date.now() - started) / 1000).toFixed(1)} s ===`)
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
