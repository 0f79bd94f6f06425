import type { TenantConfig } from '@dealer/tenant'

/*
 * The one origin a dealer's absolute links use (canonical URLs, Open Graph, JSON-LD, the sitemap,
 * robots.txt, alert emails; docs/spec-coverage.md, Search engines).
 */

/**
 * SITE_URL with `{slug}` and `{host}` (the dealer's first host name, else `<slug>.localhost`)
 * filled in, without a trailing slash; null when SITE_URL is unset or is not an http(s) origin.
 */
export function configuredSiteOrigin(
  tenant: Pick<TenantConfig, 'slug' | 'hostnames'>,
  env: Readonly<Record<string, string | undefined>> = process.env,
): string | null {
  if (!env.SITE_URL) return null
  const filled = env.SITE_URL.replaceAll('{slug}', tenant.slug).replaceAll(
    '{host}',
    tenant.hostnames[0] ?? `${tenant.slug}.localhost`,
  )
  try {
    const url = new URL(filled)
    return url.protocol === 'http:' || url.protocol === 'https:'
      ? `${url.origin}${url.pathname}`.replace(/\/+$/, '')
      : null
  } catch {
    return null
  }
}

/**
 * The origin of a page's absolute URLs: SITE_URL's when set (one host for a dealer reached by
 * several), else the request's own (the tenant was resolved from that host, so it is always
 * one of this dealer's).
 */
export function siteOrigin(
  tenant: Pick<TenantConfig, 'slug' | 'hostnames'>,
  request: Request,
  env: Readonly<Record<string, string | undefined>> = process.env,
): string {
  return configuredSiteOrigin(tenant, env) ?? new URL(request.url).origin
}
