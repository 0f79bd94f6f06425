import type { AppLoadContext } from '@remix-run/node'
import type { AppServices } from './services'
import { siteCookie, type SiteCookie } from './site-cookie'

/**
 * A signed site cookie (HttpOnly, SameSite=Lax, Secure and `__Host-` over HTTPS: see
 * site-cookie.ts), made once per process with a key the services hold (the accounts' cookie key
 * unless another is named). Signed, so a value from anywhere else is dropped before it is read.
 */
export function signedCookie(
  name: string,
  options: { maxAge: number; path?: string; secret?: (services: AppServices) => string },
): (context: AppLoadContext) => SiteCookie {
  let cookie: SiteCookie | null = null
  return (context) =>
    (cookie ??= siteCookie(name, {
      path: options.path ?? '/',
      maxAge: options.maxAge,
      secrets: [(options.secret ?? ((s) => s.accounts.cookieSecret))(context.services)],
    }))
}

/**
 * A signed cookie holding the ids this browser made last (newest first, at most `keep`): who may
 * see a payment's receipt or be told a lead is with the dealer. Ids not matching `id` are dropped.
 */
export function signedIdList(
  name: string,
  options: { maxAge: number; keep: number; id: RegExp; secret: (services: AppServices) => string },
) {
  const cookie = signedCookie(name, options)
  const read = async (request: Request, context: AppLoadContext): Promise<string[]> => {
    const value = await cookie(context).parse(request)
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && options.id.test(v)) : []
  }
  return {
    read,
    /** The Set-Cookie value that puts `id` first in this browser's list. */
    async add(request: Request, context: AppLoadContext, id: string): Promise<string> {
      const kept = (await read(request, context)).filter((v) => v !== id)
      return cookie(context).serialize(request, [id, ...kept].slice(0, options.keep))
    },
  }
}
