import { normaliseHost, type TenantConfig } from '@dealer/tenant'

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

/** What the HTTP server knows of a request when it builds the URL the app sees. */
export interface RequestEdge {
  /** The Host header (or an absolute-form target's authority) the tenant was resolved from. */
  readonly host: string
  /** X-Forwarded-Proto, read only when TRUST_PROXY=1. */
  readonly forwardedProto?: string | null
}

/**
 * The origin of the URL every loader and action sees as `request.url` (docs/spec-coverage.md,
 * Hardening): SITE_URL's when set; else the scheme (`https` only from a trusted proxy's
 * X-Forwarded-Proto), the host name the tenant was resolved from, and the port this server was
 * told to listen on (none behind a trusted proxy, which listens on its scheme's own port). The
 * port of the Host header and X-Forwarded-Host are never read: they are the client's to choose,
 * and a cached page's canonical URL, Open Graph URL, JSON-LD and share links are built on this.
 */
export function publicOrigin(
  tenant: Pick<TenantConfig, 'slug' | 'hostnames'>,
  edge: RequestEdge,
  env: Readonly<Record<string, string | undefined>> = process.env,
): string {
  const configured = configuredSiteOrigin(tenant, env)
  if (configured) return new URL(configured).origin
  const trusted = env.TRUST_PROXY === '1'
  const scheme = trusted && edge.forwardedProto?.trim().toLowerCase() === 'https' ? 'https' : 'http'
  const hostname = normaliseHost(edge.host)
  const port = Number(env.PORT ?? 3000)
  const ownPort = !trusted && Number.isInteger(port) && port > 0 && port < 65536 && port !== 80 ? `:${port}` : ''
  try {
    return new URL(`${scheme}://${hostname}${ownPort}`).origin
  } catch {
    // Only a host the tenant resolver matched gets here, so this is a configured or <slug>.localhost name.
    return `${scheme}://${tenant.slug}.localhost${ownPort}`
  }
}
