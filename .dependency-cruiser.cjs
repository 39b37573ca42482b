/**
 * The layers of docs/architecture.md, kept by `npm run lint` (issue 24). Arrows point down only:
 *
 *   edges       pages and server actions (src/app), the booking API's routes (src/api), Payload's config,
 *               collections, hooks and admin views (src/content, src/payload.config.ts), page loaders and
 *               the console's session (src/loaders), the web server (src/server), src/proxy.ts, React
 *               components (src/ui), the background jobs (src/worker) and scripts/ (bench/ sets up its data directly, as the tests do)
 *   wiring      src/wiring: the one place that builds the services over the pool, imported by edges only
 *   operations  src/operations: one module per operation, the one door every edge goes through
 *   services    the booking engine (src/booking, without its API), integrations, security
 *   domain      src/domain: pure rules; src/contracts: the schemas that cross a wire, imported by all above
 *
 * `npx depcruise --config .dependency-cruiser.cjs src scripts bench` prints every broken rule with the
 * import that breaks it; tests/integration/layer-rules.test.ts shows each rule refusing a bad import.
 */

/** Files that talk to the booking database: only the booking engine and the operations may import them. */
const DATA_ACCESS = ['^src/booking/db/pool[.]server[.]ts$', '^src/booking/.+-repository[.]ts$']

/** The edges: whatever turns a transport (HTTP, a form, a hook, a command line) into an operation. */
const EDGES = [
  '^src/app/',
  '^src/api/',
  '^src/content/',
  '^src/payload[.]config[.]ts$',
  '^src/loaders/',
  '^src/server/',
  '^src/proxy[.]ts$',
  '^src/worker/',
  '^src/ui/',
  '^scripts/',
]

/** The edges and the wiring place (src/wiring: the one module that builds the services over the pool, which only edges import). */
const ABOVE_OPERATIONS = [...EDGES, '^src/wiring/']

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Files that import each other in a loop cannot be read, tested or moved one at a time.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'domain-is-pure',
      severity: 'error',
      comment: 'src/domain holds pure rules: it imports nothing of the project but itself and the generated Payload types.',
      from: { path: '^src/domain/' },
      to: { path: '^(src|scripts|bench)/', pathNot: ['^src/domain/', '^src/payload-types[.]ts$'] },
    },
    {
      name: 'engine-below-edges',
      severity: 'error',
      comment:
        'The booking engine (services, repositories, jobs) and the integrations import nothing from the edges or the operations: pages, UI, console, web server, Payload config, the API routes.',
      from: { path: ['^src/booking/', '^src/integrations/', '^src/security/', '^src/config/'] },
      to: { path: [...ABOVE_OPERATIONS, '^src/operations/'] },
    },
    {
      name: 'operations-below-edges',
      severity: 'error',
      comment: 'An operation is called by the edges; it never imports one.',
      from: { path: '^src/operations/' },
      to: { path: ABOVE_OPERATIONS },
    },
    {
      name: 'edges-go-through-operations',
      severity: 'error',
      comment: 'No edge reaches the pool or a repository: it calls an operation (or a booking service through one).',
      from: { path: EDGES },
      to: { path: DATA_ACCESS },
    },
    {
      name: 'pool-stays-in-the-engine',
      severity: 'error',
      comment:
        'The integrations, security and config are services beside the booking engine, not in it: the pool and the repositories are handed to them by the wiring (src/wiring), never imported.',
      from: { path: ['^src/integrations/', '^src/security/', '^src/config/'] },
      to: { path: DATA_ACCESS },
    },
    {
      name: 'ui-renders-only',
      severity: 'error',
      comment:
        'React components get their data from the page that renders them: src/ui imports neither page loaders (nor the console session code), the web server, the Payload config, the operations nor the booking engine.',
      from: { path: '^src/ui/' },
      to: { path: ['^src/app/', '^src/loaders/', '^src/server/', '^src/content/', '^src/wiring/', '^src/operations/', '^src/booking/'] },
    },
    {
      name: 'contracts-are-shared',
      severity: 'error',
      comment: 'The contract schemas (what crosses a wire) are imported by edges, UI, operations and services alike, so they import only the domain.',
      from: { path: '^src/contracts/' },
      to: { path: '^(src|scripts|bench)/', pathNot: ['^src/contracts/', '^src/domain/'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['[.]test[.]tsx?$', '^src/payload-types[.]ts$', '^src/app/[(]payload[)]/admin/importMap[.]js$'] },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
}
