import { zodToJsonSchema } from 'zod-to-json-schema'
import { tenantConfigSchema } from './schema'

/** The JSON Schema editors use for tenants/<slug>/tenant.json (generated from the zod schema). */
export function tenantJsonSchema(): object {
  return zodToJsonSchema(tenantConfigSchema, { name: 'TenantConfig', $refStrategy: 'none', target: 'jsonSchema7' })
}
