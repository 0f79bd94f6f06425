import { loadTenants, TenantConfigError, type TenantConfig } from '@dealer/tenant'

/**
 * The dealers of `tenantsDir` for an operator command: a tenant file it cannot use is told as the
 * server tells it at start-up (the file, the field, what is wrong) and the command exits with 2,
 * not with a stack trace.
 */
export function operatorTenants(tenantsDir: string): TenantConfig[] {
  try {
    return loadTenants(tenantsDir)
  } catch (error) {
    if (!(error instanceof TenantConfigError)) throw error
    console.error(error.message)
    return process.exit(2)
  }
}
