// Regenerates tenants/tenant.schema.json from the zod schema: `pnpm --filter @dealer/tenant schema`.
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { tenantJsonSchema } from '../src/json-schema'

const out = path.resolve(import.meta.dirname, '../../../tenants/tenant.schema.json')
writeFileSync(out, `${JSON.stringify(tenantJsonSchema(), null, 2)}\n`)
console.log(`wrote ${out}`)
