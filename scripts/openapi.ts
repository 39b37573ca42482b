/**
 * `npx tsx scripts/openapi.ts`: writes docs/api/openapi.json from the booking API's zod schemas
 * (src/api/openapi.ts). The unit test src/api/openapi.test.ts fails when it is stale.
 */
import fs from 'node:fs'
import path from 'node:path'

import { openApiText } from '../src/api/openapi'

const file = path.resolve(import.meta.dirname, '../docs/api/openapi.json')
fs.mkdirSync(path.dirname(file), { recursive: true })
fs.writeFileSync(file, openApiText())
console.log(`Wrote ${path.relative(process.cwd(), file)}`)
