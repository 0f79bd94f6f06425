import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

export const PORT = Number(process.env.E2E_PORT ?? 3100)

export interface TenantFixture {
  slug: string
  name: string
  theme: string
  dealer: { name: string; phone: string }
  offers: unknown[]
  stats?: { value: string; label: string }[]
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
