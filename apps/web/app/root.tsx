import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import type { ShouldRevalidateFunction } from '@remix-run/react'
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from '@remix-run/react'
import { configureAnalytics } from '@dealer/analytics/client'
import { ThemeProvider } from '@dealer/theme-contract'
import { lazy, Suspense, useEffect, type ReactNode } from 'react'
import { analyticsBoot, consentAsked } from '~/.server/analytics'
import { takeFlashToast } from '~/.server/flash-toast'
import { siteOrigin } from '~/.server/site-origin'
import { ToastProvider } from '~/components/toast'
import { RouteError } from '~/components/route-error'
import { BARE_BENCH_PATH, benchRoutesOn } from '~/lib/bench'
import { useHeaderMenus } from '~/lib/header-menus'
import { useSignInBack } from '~/lib/header-sign-in'
import { useUnhydratedLinks } from '~/lib/unhydrated-links'
import { tenantBrandStyle } from '~/lib/brand-style'
import { useNonce } from '~/lib/csp-nonce'
import { pageMeta } from '~/lib/page-meta'
import { StaticPart } from '~/lib/static-layout'
import { recordVisit } from '~/lib/visit-trail'
import { stockNoun } from '~/lib/stock-noun'
import { getTheme } from '~/themes'
import '~/styles/global.css'
// The consent banner's styles are the page's, so a banner drawn without JavaScript has them.
import '~/styles/consent.css'
import * as styles from '~/styles/layout.css'

/**
 * The analytics consent banner of a dealer that asks first, whose code loads only on a page that
 * shows it (bench/pages/RESULTS.md, session 12). Until it comes the server's banner works as it does
 * without JavaScript: its form posts the answer, which comes back to the page.
 */
const ConsentBanner = lazy(() =>
  import('~/components/analytics/consent-banner').then((m) => ({ default: m.ConsentBanner })),
)

export const links: LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }]

// The header and footer are not in the loader data: entry.server renders them as static HTML.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { tenant } = context
  const url = new URL(request.url)
  if (url.pathname === BARE_BENCH_PATH && benchRoutesOn()) return null
  // A toast carried over a redirect (a form posted without JavaScript), shown on this page once.
  const flash = await takeFlashToast(request, context)
  const analytics = analyticsBoot(tenant, request)
  return data(
    {
      site: {
        slug: tenant.slug,
        name: tenant.name,
        dealer: tenant.dealer.name,
        theme: tenant.theme,
        // The origin of every absolute URL in the page's head (docs/spec-coverage.md, Search engines).
        origin: siteOrigin(tenant, request),
        // 'car', 'caravan': what a 404 says could not be found.
        stock: stockNoun(tenant.features).one,
      },
      // A tenant's brand colours with their contrast partners (docs/spec-coverage.md, Theme kit: token
      // pairs), as <html>'s inline style: worked out here, so no page ships the contrast code (the
      // root data never changes in the browser).
      brandStyle: tenantBrandStyle(tenant.brand),
      // A lead form shown inside the car page's form dialog: the page without header and footer.
      embed: url.searchParams.get('embed') === '1',
      toast: flash.toast,
      // Where the page's events go and whether they may (docs/spec-coverage.md, Analytics).
      analytics,
      consentAsked: consentAsked(analytics),
    },
    flash.clear ? { headers: { 'Set-Cookie': flash.clear } } : undefined,
  )
}

/**
 * The root data is the tenant's identity and brand, which cannot change while a page is open, so
 * it is never fetched again after the document (a search in the page must not fail, or show the
 * error page, because of a layout request it does not need).
 */
export const shouldRevalidate: ShouldRevalidateFunction = () => false

/**
 * A route without its own meta (bench pages) still names the dealer and its canonical URL; an error
 * no route caught (a 404 of the catch-all among them) is named as such and kept out of the index.
 */
export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, {
    title: args.error
      ? isRouteErrorResponse(args.error) && args.error.status === 404
        ? 'Page not found'
        : 'Something went wrong'
      : (args.data?.site.name ?? 'Dealer'),
  })

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root')
  const theme = getTheme(data?.site.theme ?? 'base')
  const location = useLocation()
  const back = `${location.pathname}${location.search}`
  // The response's CSP nonce, on every inline script Remix writes (docs/spec-coverage.md, Hardening).
  const nonce = useNonce()
  // Marks the document once React has hydrated it, a page or an error page (browser tests wait for
  // it before using JS features: the scripts start after `load`, docs/decisions/020-inline-css.md).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  // Escape closes the static header's dropdowns (WCAG 1.4.13), on error pages too.
  useHeaderMenus()
  return (
    <html lang="en-AU" style={data?.brandStyle} data-theme={theme.theme.name}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Filled on the server with the page's stylesheets, kept as it is in the browser (docs/decisions/020-inline-css.md). */}
        <style data-inline-css="" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />
        <link rel="stylesheet" href={theme.cssUrl} data-theme-css={theme.theme.name} />
        <Meta />
        <Links />
      </head>
      <body className={styles.body} data-embed={data?.embed ? '' : undefined}>
        {/* The theme's icons' drawings, before any icon (embedded pages too); static HTML, never rendered here. */}
        <StaticPart part="sprite" />
        <a className={styles.skipLink} href="#main">
          Skip to content
        </a>
        <ThemeProvider value={theme.theme}>
          {data?.consentAsked && !data.embed ? (
            <Suspense fallback={null}>
              <ConsentBanner dealerName={data.site.name} back={back} />
            </Suspense>
          ) : null}
          {data && !data.embed ? <StaticPart part="header" /> : null}
          <main id="main" className={styles.main}>
            {children}
          </main>
          {data && !data.embed ? <StaticPart part="footer" /> : null}
        </ThemeProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App() {
  // Pages seen before a lead go with it (docs/spec-coverage.md, Lead forms).
  const location = useLocation()
  useEffect(() => recordVisit(location.pathname, location.search), [location.pathname, location.search])
  // The static header's Sign In link comes back to the page shown, after a navigation in the page too.
  useSignInBack(location.pathname, location.search)
  // Links in server markup kept unhydrated (parts loaded on demand) navigate in the page all the same.
  useUnhydratedLinks()
  const root = useRouteLoaderData<typeof loader>('root')
  // Events tracked by the page before this (child effects run first) wait in the tracker.
  const analytics = root?.analytics
  useEffect(() => {
    if (analytics) configureAnalytics(analytics)
  }, [analytics])
  return (
    <ToastProvider initial={root?.toast ?? null}>
      <Outlet />
    </ToastProvider>
  )
}

/** A failure no route caught: the same branded page, inside the dealer's layout when its data loaded. */
export function ErrorBoundary() {
  return <RouteError />
}
