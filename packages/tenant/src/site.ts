import { parseDollars, type FinanceSettings } from '@dealer/domain'
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

/**
 * The checkout journey's deposit in cents: payments.depositCents, else the reserve deposit text
 * read as dollars (the schema makes sure one of them is there when the journey is on).
 */
export function checkoutDepositCents(tenant: Pick<TenantConfig, 'payments' | 'leads'>): number | null {
  return tenant.payments.depositCents ?? parseDollars(tenant.leads.reserveDepositText)
}

/**
 * The dealer's finance settings as the finance basis reads them: its `finance` block with the
 * makes it never shows an estimate for (docs/spec-coverage.md, Car page).
 */
export function financeSettings(tenant: Pick<TenantConfig, 'finance' | 'lists'>): FinanceSettings {
  const { calculator, interestRate, establishmentFee, otherFees, lenders } = tenant.finance
  return {
    calculator,
    interestRate,
    establishmentFee,
    otherFees,
    lenders,
    excludedMakes: tenant.lists.excludedFinanceMakes,
  }
}
