import { stockSlug, tenantPrefix as prefixOf } from '@dealer/domain'
import type { TenantConfig } from '@dealer/tenant'

export const DAY_MS = 86_400_000

/** Slugs as every stock car's are made (shared with feed imports). */
export const slugify = stockSlug

/** Short id prefix from the tenant slug: harbour-city-motor-group → hcmg. */
export function tenantPrefix(tenant: Pick<TenantConfig, 'slug'>): string {
  return prefixOf(tenant.slug)
}

export function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10)
}

/** "03/2021" */
export function monthYear(year: number, month: number): string {
  return `${String(month).padStart(2, '0')}/${year}`
}

/** Dealer-style price: 23,990 / 4,490. */
export function dealerPrice(v: number): number {
  if (v < 10_000) return Math.max(990, Math.round(v / 500) * 500 - 10)
  return Math.round(v / 1000) * 1000 - 10
}

export function round(v: number, step: number): number {
  return Math.round(v / step) * step
}

export function fmtKm(v: number): string {
  return v.toLocaleString('en-AU')
}
