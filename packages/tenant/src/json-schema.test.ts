import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { tenantJsonSchema } from './json-schema'
import { loadTenants } from './load'

const tenantsDir = path.resolve(import.meta.dirname, '../../../tenants')

describe('tenant JSON Schema', () => {
  it('is up to date with the zod schema (run `pnpm --filter @dealer/tenant schema`)', () => {
    const onDisk = JSON.parse(readFileSync(path.join(tenantsDir, 'tenant.schema.json'), 'utf8'))
    expect(onDisk).toEqual(JSON.parse(JSON.stringify(tenantJsonSchema())))
  })
  it('every shipped tenant file is valid', () => {
    const tenants = loadTenants(tenantsDir)
    expect(tenants.length).toBeGreaterThanOrEqual(3)
  })
})
