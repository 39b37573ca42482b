/**
 * The layer rules of .dependency-cruiser.cjs (docs/architecture.md, "Layers"), each shown refusing the import
 * it exists to refuse, on a small tree of its own, and letting the downward path through. `npm run lint` runs
 * the same rules over the real tree.
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'

import { cruise, type ICruiseResult, type IConfiguration } from 'dependency-cruiser'
import { afterEach, describe, expect, it } from 'vitest'

const config = createRequire(import.meta.url)('../.dependency-cruiser.cjs') as IConfiguration

/** A file of the tree and what it imports, relative to the tree's root. */
type Tree = Record<string, string[]>

const downwardPath: Tree = {
  'src/domain/basket-hold.ts': [],
  'src/contracts/basket.ts': ['src/domain/basket-hold.ts'],
  'src/booking/db/pool.server.ts': [],
  'src/booking/basket/basket-repository.ts': ['src/booking/db/pool.server.ts'],
  'src/booking/basket/basket-service.server.ts': ['src/booking/basket/basket-repository.ts', 'src/contracts/basket.ts'],
  'src/operations/reserve-tickets.ts': ['src/booking/basket/basket-service.server.ts', 'src/contracts/basket.ts'],
  'src/ui/booking/booking-form.tsx': ['src/contracts/basket.ts', 'src/domain/basket-hold.ts'],
  'src/app/(site)/booking/page.tsx': ['src/operations/reserve-tickets.ts', 'src/ui/booking/booking-form.tsx'],
  'src/api/routes/basket-routes.ts': ['src/operations/reserve-tickets.ts'],
}

const roots: string[] = []

afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true })
})

/** Writes the tree to a directory of its own and answers the rules it breaks, as `rule: from -> to`. */
async function brokenRules(tree: Tree): Promise<string[]> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'layers-'))
  roots.push(root)
  for (const [file, imports] of Object.entries(tree)) {
    const lines = imports.map((target, index) => {
      let specifier = path.relative(path.dirname(file), target).replace(/\.tsx?$/, '')
      if (!specifier.startsWith('.')) specifier = `./${specifier}`
      return `import * as imported${index} from '${specifier}'\nexport const uses${index} = imported${index}`
    })
    fs.mkdirSync(path.join(root, path.dirname(file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), `${lines.join('\n')}\nexport const here = 1\n`)
  }
  const { tsConfig: _realTreeOnly, ...options } = config.options ?? {}
  const { output } = await cruise(['src'], { ...options, baseDir: root, validate: true, ruleSet: { forbidden: config.forbidden } })
  const result = output as ICruiseResult
  return result.summary.violations.map((violation) => `${violation.rule.name}: ${violation.from} -> ${violation.to}`)
}

describe('the layer rules', () => {
  it('let every import that points down pass', async () => {
    expect(await brokenRules(downwardPath)).toEqual([])
  })

  it('refuse a page that reaches the pool', async () => {
    const tree = { ...downwardPath, 'src/app/(site)/booking/page.tsx': ['src/booking/db/pool.server.ts'] }
    expect(await brokenRules(tree)).toEqual(['edges-go-through-operations: src/app/(site)/booking/page.tsx -> src/booking/db/pool.server.ts'])
  })

  it('refuse an API route that calls a repository', async () => {
    const tree = { ...downwardPath, 'src/api/routes/basket-routes.ts': ['src/booking/basket/basket-repository.ts'] }
    expect(await brokenRules(tree)).toEqual(['edges-go-through-operations: src/api/routes/basket-routes.ts -> src/booking/basket/basket-repository.ts'])
  })

  it('refuse an integration that takes the pool itself rather than from the wiring', async () => {
    const tree = { ...downwardPath, 'src/integrations/payment/test-card-payment/test-card-payment-service.ts': ['src/booking/db/pool.server.ts'] }
    expect(await brokenRules(tree)).toEqual(['pool-stays-in-the-engine: src/integrations/payment/test-card-payment/test-card-payment-service.ts -> src/booking/db/pool.server.ts'])
  })

  it('refuse a booking service that imports the UI or the API', async () => {
    const tree = {
      ...downwardPath,
      'src/booking/basket/basket-service.server.ts': ['src/ui/booking/booking-form.tsx', 'src/api/routes/basket-routes.ts'],
    }
    const broken = await brokenRules(tree)
    expect(broken).toContain('engine-below-edges: src/booking/basket/basket-service.server.ts -> src/api/routes/basket-routes.ts')
    expect(broken).toContain('engine-below-edges: src/booking/basket/basket-service.server.ts -> src/ui/booking/booking-form.tsx')
  })

  it('refuse an operation that imports a page', async () => {
    const tree = { ...downwardPath, 'src/operations/reserve-tickets.ts': ['src/app/(site)/booking/page.tsx'] }
    expect(await brokenRules(tree)).toContain('operations-below-edges: src/operations/reserve-tickets.ts -> src/app/(site)/booking/page.tsx')
  })

  it('refuse a rule in the domain that imports the engine', async () => {
    const tree = { ...downwardPath, 'src/domain/basket-hold.ts': ['src/booking/basket/basket-service.server.ts'] }
    expect(await brokenRules(tree)).toContain('domain-is-pure: src/domain/basket-hold.ts -> src/booking/basket/basket-service.server.ts')
  })

  it('refuse a contract schema that imports a service', async () => {
    const tree = { ...downwardPath, 'src/contracts/basket.ts': ['src/booking/basket/basket-service.server.ts'] }
    expect(await brokenRules(tree)).toContain('contracts-are-shared: src/contracts/basket.ts -> src/booking/basket/basket-service.server.ts')
  })

  it('refuse a component that imports an operation', async () => {
    const tree = { ...downwardPath, 'src/ui/booking/booking-form.tsx': ['src/operations/reserve-tickets.ts'] }
    expect(await brokenRules(tree)).toEqual(['ui-renders-only: src/ui/booking/booking-form.tsx -> src/operations/reserve-tickets.ts'])
  })

  it('refuse files that import each other in a circle', async () => {
    const tree = {
      ...downwardPath,
      'src/api/booking-api.ts': ['src/api/routes/basket-routes.ts'],
      'src/api/routes/basket-routes.ts': ['src/api/booking-api.ts'],
    }
    // dependency-cruiser names a circle once, by its first import.
    expect(await brokenRules(tree)).toEqual(['no-circular: src/api/booking-api.ts -> src/api/routes/basket-routes.ts'])
  })
})
