import { readFileSync, readdirSync, existsSync, statSync } from 'node:fs'
import path from 'node:path'
import { duplicateJsonKeys } from './duplicate-keys'
import { forEachRepeat } from './repeats'
import { describeIssue, describeJsonSyntaxError } from './issues'
import { tenantConfigSchema, type TenantConfig } from './schema'

export class TenantConfigError extends Error {
  override name = 'TenantConfigError'
}

/** Validate one tenant file; errors name the file, the field path and what is wrong. */
export function parseTenantConfig(raw: unknown, file: string): TenantConfig {
  const result = tenantConfigSchema.safeParse(raw)
  if (!result.success) {
    const lines = result.error.issues.map(
      (i) => `  - ${i.path.length ? i.path.join('.') : '(root)'}: ${describeIssue(i, raw, tenantConfigSchema)}`,
    )
    throw new TenantConfigError(`Invalid tenant config ${file}:\n${lines.join('\n')}`)
  }
  const config = result.data
  const folder = path.basename(path.dirname(file))
  if (folder !== config.slug && folder !== '.') {
    throw new TenantConfigError(
      `Invalid tenant config ${file}:\n  - slug: "${config.slug}" must match its folder "${folder}"`,
    )
  }
  return config
}

export function loadTenantFile(file: string): TenantConfig {
  let raw: unknown
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (err) {
    throw new TenantConfigError(`Invalid tenant config ${file}:\n  - (file): ${(err as Error).message}`)
  }
  try {
    raw = JSON.parse(text)
  } catch (err) {
    throw new TenantConfigError(
      `Invalid tenant config ${file}:\n  - (file): ${describeJsonSyntaxError(text, err as Error)}`,
    )
  }
  // JSON.parse keeps the last of two equal keys: a setting would be lost without a word.
  const duplicates = duplicateJsonKeys(text)
  if (duplicates.length > 0) {
    throw new TenantConfigError(
      `Invalid tenant config ${file}:\n${duplicates.map((d) => `  - ${d}: given twice (only the last would count)`).join('\n')}`,
    )
  }
  return parseTenantConfig(raw, file)
}

/** Load and validate every `tenants/<slug>/tenant.json`; fails on the first bad file. */
export function loadTenants(tenantsDir: string): TenantConfig[] {
  if (!existsSync(tenantsDir)) throw new TenantConfigError(`Tenants folder not found: ${tenantsDir}`)
  const slugs = readdirSync(tenantsDir)
    .filter((d) => statSync(path.join(tenantsDir, d)).isDirectory())
    .sort()
  const tenants = slugs
    .map((d) => path.join(tenantsDir, d, 'tenant.json'))
    .filter((f) => existsSync(f))
    .map(loadTenantFile)
  const hosts = tenants.flatMap((t) => t.hostnames.map((host) => ({ host: normaliseHost(host), slug: t.slug })))
  forEachRepeat(
    hosts.map((h) => h.host),
    (i, seen) => {
      throw new TenantConfigError(
        `Hostname ${hosts[i]!.host} is claimed by both ${hosts[seen]!.slug} and ${hosts[i]!.slug}`,
      )
    },
  )
  // A feed token opens the dealer whose file names its variable: two dealers naming one variable
  // would let either's system replace the other's stock (a copied folder keeps the original's).
  const fed = tenants.flatMap((t) => (t.feeds ? [{ tokenEnv: t.feeds.tokenEnv, slug: t.slug }] : []))
  forEachRepeat(
    fed.map((f) => f.tokenEnv),
    (i, seen) => {
      throw new TenantConfigError(
        `Invalid tenant config ${path.join(tenantsDir, fed[i]!.slug, 'tenant.json')}:\n  - feeds.tokenEnv: ${fed[i]!.tokenEnv} is also the feed token variable of ${fed[seen]!.slug}; each dealer needs its own (a token opens every dealer that names its variable)`,
      )
    },
  )
  return tenants
}

/** Lower-case, strip the port and a trailing dot. */
export function normaliseHost(host: string): string {
  let h = host.trim().toLowerCase()
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1)
  h = h.replace(/:\d+$/, '')
  return h.replace(/\.$/, '')
}
