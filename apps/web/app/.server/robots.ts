/**
 * Paths no search engine needs (docs/spec-coverage.md, Search engines): JSON and tracking
 * endpoints, the print page, a sent form's thank-you and a payment's receipt, sign-in and the
 * shopper's own lists, gated journeys, a car's form pages and downloads (everything below
 * /cars/{slug}/), and the bench routes. The pages themselves stay open.
 */
export const DISALLOWED_PATHS = [
  '/api/',
  '/print',
  '/success',
  '/trade-in/estimate',
  '/checkout-journey',
  '/online-payment',
  '/spin-to-win',
  '/sign-in',
  '/sign-out',
  '/my-garage',
  '/*/my-garage',
  '/watchlist',
  '/favourites',
  '/compare',
  '/saved-searches',
  '/alerts/',
  '/search-count',
  '/locations/switch',
  '/cars/trade-in',
  '/cars/*/',
  '/bench/',
] as const

/** robots.txt of one dealer's site: everything open but the paths above, and its sitemap index. */
export function robotsTxt(origin: string): string {
  const base = origin.replace(/\/+$/, '')
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n')
}
