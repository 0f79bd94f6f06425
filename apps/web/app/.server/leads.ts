import type { TenantConfig } from '@dealer/tenant'
import type { LeadTenant } from '@dealer/leads'

/**
 * Where a tenant's leads go. Every dealer gets ADF/XML by email to its dealer address until its
 * config names other channels (delivery runs from the outbox; see docs/decisions/006).
 */
export function leadTenant(tenant: TenantConfig): LeadTenant {
  return { slug: tenant.slug, deliveryChannels: { email: { to: [tenant.dealer.email] } } }
}
