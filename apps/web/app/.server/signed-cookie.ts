import { createCookie, type AppLoadContext, type Cookie } from '@remix-run/node'
import type { AppServices } from './services'

/**
 * A signed, HttpOnly, SameSite=Lax cookie, made once per process with a key the services hold
 * (the accounts' cookie key unless another is named). Signed, so a value from anywhere else is
 * dropped before it is read.
 */
export function signedCookie(
  name: string,
  options: { maxAge: number; path?: string; secret?: (services: AppServices) => string },
): (context: AppLoadContext) => Cookie {
  let cookie: Cookie | null = null
  return (context) =>
    (cookie ??= createCookie(name, {
      path: options.path ?? '/',
      sameSite: 'lax',
      httpOnly: true,
      maxAge: options.maxAge,
      secrets: [(options.secret ?? ((s) => s.accounts.cookieSecret))(context.services)],
    }))
}
