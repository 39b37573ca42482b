import { existsSync } from 'node:fs'

import { build, type Plugin } from 'esbuild'

/**
 * The processes' entry points, compiled to plain JavaScript (issue 25 point 4: no TypeScript loader
 * in production): `npm run build` writes them to dist/, and production runs them with
 * `node dist/<name>.mjs`. Next.js compiles the web server itself (.next/, served by `next start`).
 *
 * Packages stay in node_modules (imported at run time), except Payload's rich-text editor: a native
 * ESM import of @payloadcms/richtext-lexical 3.90 never settles on Node 20.20 (measured: 6 starts of
 * 6), while the same code bundled into the entry loads in about a second.
 */
export const COMPILED_ENTRIES = {
  /** The booking API (/eventsbookingapi, no Next.js), behind nginx beside the web server. */
  'booking-api': { source: 'scripts/booking-api.ts', output: 'dist/booking-api.mjs' },
  /** A demonstration's and the tests' payment fixtures: the test card service, the GOV.UK Pay fake. */
  'payment-fixtures': { source: 'scripts/payment-fixtures.ts', output: 'dist/payment-fixtures.mjs' },
  /** The worker (every background job). */
  worker: { source: 'src/worker/main.ts', output: 'dist/worker.mjs' },
  /** Migrations, the seed and the production accounts' check, run before the others start. */
  migrate: { source: 'scripts/migrate.ts', output: 'dist/migrate.mjs' },
} as const

export type EntryName = keyof typeof COMPILED_ENTRIES

const BUNDLED_PACKAGES = /^@payloadcms\/richtext-lexical(\/|$)/

/** Bare imports (packages) stay imports, but for the project's own aliases and the editor above. */
const packagesExternal: Plugin = {
  name: 'packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path === '@payload-config' || args.path.startsWith('@/') || BUNDLED_PACKAGES.test(args.path)) return undefined
      return { path: args.path, external: true }
    })
  },
}

/** Whether every entry has been compiled. */
export function entriesBuilt(): boolean {
  return Object.values(COMPILED_ENTRIES).every((entry) => existsSync(entry.output))
}

/** Compiles every entry (about a second). */
export async function buildEntries(): Promise<void> {
  await build({
    entryPoints: Object.fromEntries(Object.entries(COMPILED_ENTRIES).map(([name, entry]) => [name, entry.source])),
    outdir: 'dist',
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    tsconfig: 'tsconfig.json',
    sourcemap: 'linked',
    logLevel: 'warning',
    // The bundled editor's CommonJS parts call require().
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    plugins: [packagesExternal],
  })
}
