import type { TenantConfig } from './schema'

/**
 * Offers appears in navigation only when the dealer has at least one offer (docs/spec-coverage.md,
 * Pages and navigation).
 */
export function hasOffers(tenant: Pick<TenantConfig, 'offers'>): boolean {
  return tenant.offers.length > 0
}

/** The primary location: the one flagged primary, else the first. */
export function primaryLocation(tenant: Pick<TenantConfig, 'locations'>) {
  return tenant.locations.find((l) => l.primary) ?? tenant.locations[0]!
}

/** "(07) 3000 1234" → "tel:+61730001234" */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '')
  if (digits.startsWith('+')) return `tel:${digits}`
  if (digits.startsWith('0')) return `tel:+61${digits.slice(1)}`
  return `tel:${digits}`
}
