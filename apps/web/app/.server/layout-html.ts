import { Slot, ThemeProvider } from '@dealer/theme-contract'
import type { TenantConfig } from '@dealer/tenant'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { footerProps, headerProps } from '~/lib/layout-props'
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
  pathname: string,
  signedIn = false,
): Promise<StaticLayoutParts> {
  const data = await siteData(services, tenant)
  const now = services.now()
  const { theme } = getTheme(tenant.theme)
  const header = headerProps(tenant, data, pathname, now, signedIn)
  const footer = footerProps(tenant, data, now.getFullYear())
  const render = (element: ReturnType<typeof createElement>) =>
    renderToStaticMarkup(createElement(ThemeProvider, { value: theme }, element))
  return {
    // Keyed by theme and the part's own key (its name and props): a car's specifications, say,
    // render once until something they show changes.
    renderPart: (key, element) => renderOnce(`${theme.name}\u0000${key}`, () => render(element), parts, MAX_PARTS),
    header: renderOnce(`header\u0000${theme.name}\u0000${JSON.stringify(header)}`, () =>
      render(createElement(Slot<'Header'>, { name: 'Header', ...header })),
    ),
    footer: renderOnce(`footer\u0000${theme.name}\u0000${JSON.stringify(footer)}`, () =>
      render(createElement(Slot<'Footer'>, { name: 'Footer', ...footer })),
    ),
  }
}
