import { normaliseHost } from './load'
import type { TenantConfig } from './schema'

export interface TenantResolver {
  resolve(host: string | null | undefined): TenantConfig | null
  all(): readonly TenantConfig[]
  bySlug(slug: string): TenantConfig | null
}

/**
 * Host → tenant: an exact configured hostname wins, then `<slug>.localhost`.
 * Anything else is unknown (the caller answers 404; never a default tenant).
 */
export function createTenantResolver(tenants: readonly TenantConfig[]): TenantResolver {
  const byHost = new Map<string, TenantConfig>()
  const bySlug = new Map<string, TenantConfig>()
  for (const t of tenants) {
    bySlug.set(t.slug, t)
    for (const h of t.hostnames) byHost.set(normaliseHost(h), t)
  }
  return {
    resolve(host) {
      if (!host) return null
      const h = normaliseHost(host)
      const exact = byHost.get(h)
      if (exact) return exact
      const m = /^([a-z0-9-]+)\.localhost$/.exec(h)
      return m ? (bySlug.get(m[1]!) ?? null) : null
    },
    all: () => tenants,
    bySlug: (slug) => bySlug.get(slug) ?? null,
  }
}
