import { Slot, ThemeProvider } from '@dealer/theme-contract'
import type { TenantConfig } from '@dealer/tenant'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { safeLocalPath } from '@dealer/accounts'
import { signInBackOf } from '~/lib/header-sign-in'
import { footerProps, headerProps, SIGN_IN_BACK_MARKER } from '~/lib/layout-props'
import type { StaticLayoutParts } from '~/lib/static-layout'
import { getTheme } from '~/themes'
import type { AppServices } from './services'
import { siteData } from './site-data'

/** Rendered header and footer HTML keyed by theme and props; the oldest entry goes first. */
const MAX_ENTRIES = 200
const rendered = new Map<string, string>()

function renderOnce(key: string, render: () => string, cache = rendered, max = MAX_ENTRIES): string {
  let html = cache.get(key)
  if (html === undefined) {
    html = render()
    if (cache.size >= max) cache.delete(cache.keys().next().value!)
    cache.set(key, html)
  }
  return html
}

/** A site's header and footer HTML by path, sign-in and minute, per site data (refreshed with the stock). */
const recent = new WeakMap<object, Map<string, { header: string; footer: string }>>()
const MAX_RECENT = 500

/** Static parts of pages (~/lib/on-demand.tsx, `inert`) by theme and props; the oldest entry goes first. */
const MAX_PARTS = 2000
const parts = new Map<string, string>()

/**
 * The header and footer of a tenant's page. Their props depend only on the tenant, its stock
 * lists (refreshed every minute), the current section of the site and today's opening hours, so
 * the same few HTML strings serve every page; the props themselves are the cache key.
 */
export async function layoutHtml(
  services: AppServices,
  tenant: TenantConfig,
  url: URL,
  signedIn = false,
): Promise<StaticLayoutParts> {
  const { pathname } = url
  const data = await siteData(services, tenant)
  const now = services.now()
  const { theme } = getTheme(tenant.theme)
  const render = (element: ReturnType<typeof createElement>) =>
    renderToStaticMarkup(createElement(ThemeProvider, { value: theme }, element))
  // The props are a pure function of the tenant, its site data, the path, the sign-in and the clock,
  // whose every cut-off (opening hours, offer dates) falls on a minute: within a minute, the same path
  // of the same site data has the same header and footer, without building and stringifying the props.
  let byPath = recent.get(data)
  if (!byPath) recent.set(data, (byPath = new Map()))
  const recentKey = `${tenant.slug}\u0000${theme.name}\u0000${signedIn ? 1 : 0}\u0000${Math.floor(now.getTime() / 60_000)}\u0000${pathname}`
  let chrome = byPath.get(recentKey)
  if (!chrome) {
    const header = headerProps(tenant, data, pathname, now, signedIn)
    const footer = footerProps(tenant, data, now.getFullYear())
    chrome = {
      header: renderOnce(`header\u0000${theme.name}\u0000${JSON.stringify(header)}`, () =>
        render(createElement(Slot<'Header'>, { name: 'Header', ...header })),
      ),
      footer: renderOnce(`footer\u0000${theme.name}\u0000${JSON.stringify(footer)}`, () =>
        render(createElement(Slot<'Footer'>, { name: 'Footer', ...footer })),
      ),
    }
    if (byPath.size >= MAX_RECENT) byPath.clear()
    byPath.set(recentKey, chrome)
  }
  const Sprite = theme.sprite
  return {
    // The theme's icons' drawings, the same on every page of the theme.
    sprite: Sprite ? renderOnce(`sprite\u0000${theme.name}`, () => render(createElement(Sprite))) : '',
    // Keyed by theme and the part's own key (its name and props): a car's specifications, say,
    // render once until something they show changes.
    renderPart: (key, element) => renderOnce(`${theme.name}\u0000${key}`, () => render(element), parts, MAX_PARTS),
    footer: chrome.footer,
    header: withSignInBack(chrome.header, url),
  }
}

/**
 * The header with its Sign In link's Back target, or its Sign Out form's, (SIGN_IN_BACK_MARKER) set
 * to the page it is on: one string replacement per page, the cached HTML staying shared by every
 * page. On sign-in itself, its own Back target; never back into the car page's form dialog (`embed`).
 */
export function withSignInBack(header: string, url: URL): string {
  if (!header.includes(SIGN_IN_BACK_MARKER)) return header
  const back =
    url.pathname === '/sign-in' ? safeLocalPath(url.searchParams.get('back')) : signInBackOf(url.pathname, url.search)
  // URL-encoded, the value holds no character HTML would need escaped in an attribute.
  return header.replaceAll(SIGN_IN_BACK_MARKER, encodeURIComponent(back))
}
