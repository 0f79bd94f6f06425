import { createCookie, type Cookie, type CookieOptions, type CookieSerializeOptions } from '@remix-run/node'

/*
 * Every cookie the site sets (docs/spec-coverage.md, Hardening). HttpOnly and SameSite=Lax; over
 * HTTPS also Secure, and named `__Host-<name>` when it is for the whole site (Path=/), so neither
 * a sibling subdomain nor a plain-http page can set or overwrite it. Over plain http (the demo,
 * local development) the bare name is used: browsers refuse `__Host-` cookies there.
 */

/** HTTPS as the server saw it: the request URL carries X-Forwarded-Proto only with TRUST_PROXY=1. */
export function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === 'https:'
}

export const HOST_PREFIX = '__Host-'

/** A cookie that picks its name and flags from the request it answers. */
export interface SiteCookie {
  /** The bare name (the Cookie header of an http request, and of a browser from before the prefix). */
  readonly name: string
  /** The cookie's value, or null when it is missing, tampered with or unreadable. */
  parse(request: Request): Promise<unknown>
  serialize(request: Request, value: unknown, options?: CookieSerializeOptions): Promise<string>
  /** The Set-Cookie that removes it. */
  clear(request: Request): Promise<string>
}

export function siteCookie(
  name: string,
  options: Omit<CookieOptions, 'secure' | 'httpOnly' | 'sameSite' | 'domain'> = {},
): SiteCookie {
  const base = { path: '/', ...options, httpOnly: true, sameSite: 'lax' as const }
  const plain = createCookie(name, base)
  // `__Host-` needs Path=/; a cookie scoped to a path keeps its name and is only made Secure.
  const secure = base.path === '/' ? createCookie(`${HOST_PREFIX}${name}`, { ...base, secure: true }) : plain
  const read = async (cookie: Cookie, header: string | null) => {
    try {
      const value: unknown = await cookie.parse(header)
      return value ?? null
    } catch {
      return null
    }
  }
  return {
    name,
    async parse(request) {
      // Over HTTPS only the prefixed cookie counts: a bare one there may come from a subdomain or
      // an http page (or from before the prefix: that shopper signs in once more), and reading
      // it would also bring back a session that sign-out cleared under the prefixed name.
      return read(isHttps(request) ? secure : plain, request.headers.get('cookie'))
    },
    serialize(request, value, serializeOptions) {
      return isHttps(request)
        ? secure.serialize(value, { ...serializeOptions, secure: true })
        : plain.serialize(value, { ...serializeOptions, secure: false })
    },
    clear(request) {
      return this.serialize(request, '', { maxAge: 0 })
    },
  }
}
