import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { liveOffers } from '@dealer/domain'
import { E2E_NOW_ISO } from './support/clock'

export const PORT = Number(process.env.E2E_PORT ?? 3100)

export interface TenantFixture {
  slug: string
  name: string
  theme: string
  dealer: { name: string; phone: string }
  offers: { slug: string; title: string; start?: string | null; expires?: string | null; make?: string | null }[]
  stats?: ({ value: string; label: string } | { count: 'locations' | 'brands' | 'makes' })[]
  features?: { dropdownOpen?: 'hover' | 'click'; caravans?: boolean }
  navigation: {
    header: { label: string; href: string; highlight?: boolean; when?: string; source?: string; children?: unknown[] }[]
  }
}

const tenantsDir = path.resolve(import.meta.dirname, '../../../tenants')
export const tenants: TenantFixture[] = readdirSync(tenantsDir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => JSON.parse(readFileSync(path.join(tenantsDir, d.name, 'tenant.json'), 'utf8')) as TenantFixture)

export const siteUrl = (slug: string, pathname = '/') => `http://${slug}.localhost:${PORT}${pathname}`

/**
 * The dealer's offers that run at the suite's frozen clock. Every demo dealer's dates are plain days,
 * and at E2E_NOW every Australian zone is on the same day, so one zone serves them all.
 */
export const runningOffers = (tenant: TenantFixture) =>
  liveOffers(tenant.offers, new Date(E2E_NOW_ISO), 'Australia/Brisbane')
