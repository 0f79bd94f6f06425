import { expect, test, type Page } from './support/test'
import { queryE2eDb } from './demo-cars'
import { siteUrl, tenants } from './fixtures'
import { dealerOrigin, hostRequest } from './http'
import { E2E_NOW_ISO } from './support/clock'

/*
 * Search engines (docs/spec-coverage.md, Search engines): robots.txt and the sitemaps per dealer
 * over HTTP (once, in the js project), and the head of the main pages in the browser, with and
 * without JavaScript.
 */

const harbour = 'harbour-city-motor-group'
const westside = 'westside-car-co'
const slugs = tenants.map((t) => t.slug)

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.replaceAll('&amp;', '&'))

/** The path of an absolute URL on a dealer's e2e host (the URL must be on it). */
const pathOn = (slug: string, url: string) => {
  expect(url.startsWith(`${dealerOrigin(slug)}/`), `${url} is on ${slug}'s host`).toBe(true)
  return url.slice(dealerOrigin(slug).length)
}

/** Runs `run` over `items`, `width` at a time. */
async function inBatches<T>(items: readonly T[], width: number, run: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += width) await Promise.all(items.slice(i, i + width).map(run))
}

/** Every URL of a dealer's sitemaps: the index, then each child it names. */
async function sitemapUrls(slug: string) {
  const index = await hostRequest(slug, '/sitemap.xml')
  expect(index.status).toBe(200)
  expect(index.headers['content-type']).toBe('application/xml; charset=utf-8')
  expect(index.headers['cache-control']).toBe('private, max-age=0, must-revalidate')
  expect(index.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex /)
  const children = locs(index.body)
  const urls: { file: string; loc: string }[] = []
  for (const child of children) {
    const res = await hostRequest(slug, pathOn(slug, child))
    expect(res.status, child).toBe(200)
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8')
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /)
    for (const loc of locs(res.body)) urls.push({ file: child, loc })
  }
  return { children, urls }
}

/** The visible cars of a dealer by the stock rule, straight from the seeded database. */
function visibleCarSlugs(slug: string, soldDays: number): string[] {
  const since = new Date(Date.parse(E2E_NOW_ISO) - soldDays * 86_400_000).toISOString()
  return queryE2eDb<{ slug: string }>(
    `select slug from cars where tenant = ? and show_on_dealer_website = 1
       and (status in ('in_stock', 'coming_soon') or (status = 'sold' and sold_at_utc >= ?))`,
    slug,
    since,
  ).map((r) => r.slug)
}

test.describe('robots and sitemaps, over HTTP', () => {
  test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name !== 'js', 'HTTP only: once is enough'))

  test('robots.txt names the dealer’s own sitemap and closes the private paths', async () => {
    for (const slug of slugs) {
      const res = await hostRequest(slug, '/robots.txt')
      expect(res.status).toBe(200)
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8')
      expect(res.headers['cache-control']).toBe('private, max-age=300')
      expect(res.body).toMatch(/^User-agent: \*\nAllow: \/\n/)
      for (const path of ['/api/', '/print', '/success', '/sign-in', '/my-garage', '/cars/*/']) {
        expect(res.body).toContain(`\nDisallow: ${path}\n`)
      }
      expect(res.body).toContain(`\nSitemap: ${dealerOrigin(slug)}/sitemap.xml\n`)
    }
  })

  test('sitemap index and children list only this dealer’s URLs, absolute on its host, and every visible car', async () => {
    const listed = new Map<string, string[]>()
    for (const t of tenants) {
      const { children, urls } = await sitemapUrls(t.slug)
      expect(children).toEqual(expect.arrayContaining([`${dealerOrigin(t.slug)}/sitemaps/cars-1.xml`]))
      expect(urls.length).toBeGreaterThan(50)
      for (const { loc } of urls) pathOn(t.slug, loc)
      for (const other of slugs.filter((s) => s !== t.slug)) {
        expect(urls.filter((u) => u.loc.includes(`//${other}.`))).toEqual([])
      }
      const cars = urls.filter((u) => u.file.includes('/sitemaps/cars-')).map((u) => pathOn(t.slug, u.loc))
      // Exactly the cars the stock rule shows: no hidden car, no car sold too long ago, none missing.
      const soldDays = (t.dealer as { include_sold_cars_days?: number }).include_sold_cars_days ?? 3
      const visible = visibleCarSlugs(t.slug, soldDays).map((s) => `/cars/${s}`)
      expect([...cars].sort()).toEqual([...visible].sort())
      listed.set(t.slug, cars)
    }
    // The demo holds cars the rule hides (not shown on the website, sold too long ago), so the
    // equality above left some out: it was tested, not vacuous.
    for (const slug of slugs) {
      const stored = queryE2eDb<{ n: number }>('select count(*) as n from cars where tenant = ?', slug)[0]!.n
      expect(stored, slug).toBeGreaterThan(listed.get(slug)!.length)
    }
  })

  test('every URL a sitemap lists answers 200 on the dealer’s host, every car included', async () => {
    test.setTimeout(600_000)
    for (const slug of slugs) {
      const { urls } = await sitemapUrls(slug)
      const failed: string[] = []
      await inBatches(urls, 4, async ({ loc }) => {
        const res = await hostRequest(slug, pathOn(slug, loc))
        if (res.status !== 200) failed.push(`${res.status} ${loc}`)
      })
      expect(failed, slug).toEqual([])
    }
  })

  test('every page a sitemap lists, but the cars, has a meta description', async () => {
    test.setTimeout(300_000)
    for (const t of tenants) {
      const { urls } = await sitemapUrls(t.slug)
      // Car pages are described from their stock facts (car.spec); every other page is checked here.
      const pages = urls.filter((u) => !u.file.includes('/sitemaps/cars-')).map((u) => pathOn(t.slug, u.loc))
      expect(pages.length, t.slug).toBeGreaterThan(10)
      const missing: string[] = []
      await inBatches(pages, 4, async (path) => {
        const html = (await hostRequest(t.slug, path)).body
        const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1]?.trim() ?? ''
        if (!description) missing.push(path)
      })
      expect(missing, t.slug).toEqual([])
    }
  })

  test('a sitemap past the last page, or of no kind, is a plain 404', async () => {
    for (const path of ['/sitemaps/cars-999.xml', '/sitemaps/cars-0.xml', '/sitemaps/other.xml', '/sitemaps/cars-1']) {
      const res = await hostRequest(westside, path)
      expect(res.status, path).toBe(404)
    }
  })
})

/** The page's canonical URL, og:title and og:url, with the document title. */
async function headOf(page: Page) {
  return {
    title: await page.title(),
    canonical: await page.locator('link[rel="canonical"]').getAttribute('href'),
    ogTitle: await page.locator('meta[property="og:title"]').getAttribute('content'),
    ogUrl: await page.locator('meta[property="og:url"]').getAttribute('content'),
  }
}

/** The JSON-LD nodes of the page (each script holds a node or a list). */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return texts.flatMap((t) => [JSON.parse(t) as Record<string, unknown> | Record<string, unknown>[]].flat())
}

test.describe('the head of each page', () => {
  test('every main page has an absolute canonical and og:title and og:url', async ({ page }) => {
    const search = (await hostRequest(harbour, '/search/used-cars')).body
    const car = /href="\/cars\/([a-z0-9-]+)"/.exec(search)?.[1]
    expect(car).toBeTruthy()
    const pages = [
      ['/', '/'],
      ['/search/used-cars', '/search/used-cars'],
      ['/search/used-cars?page=2', '/search/used-cars?page=2'],
      [`/cars/${car}?postcode=4000`, `/cars/${car}`],
      ['/locations/harbour-city-used-cars-nerang', '/locations/harbour-city-used-cars-nerang'],
      ['/about-us', '/about-us'],
      ['/book-test-drive/', '/book-test-drive'],
      ['/contact', '/contact'],
    ] as const
    for (const [path, canonical] of pages) {
      await page.goto(siteUrl(harbour, path))
      const head = await headOf(page)
      expect(head.canonical, path).toBe(siteUrl(harbour, canonical))
      expect(head.ogUrl, path).toBe(head.canonical)
      expect(head.ogTitle, path).toBe(head.title)
      expect(head.title, path).toContain('Harbour City Motor Group')
    }
  })

  test('with JavaScript, a navigation inside the site moves the canonical URL and title along', async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, 'needs JavaScript')
    await page.goto(siteUrl(harbour, '/'))
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    await page.getByRole('list', { name: 'Browse stock' }).getByRole('link', { name: 'Used cars' }).click()
    await expect(page).toHaveURL(siteUrl(harbour, '/search/used-cars'))
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', siteUrl(harbour, '/search/used-cars'))
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
      'content',
      siteUrl(harbour, '/search/used-cars'),
    )
    await expect(page).toHaveTitle('Used Cars for sale | Harbour City Motor Group')
  })

  test('a missing page or car is kept out of the index, with no canonical URL', async ({ page }) => {
    for (const path of ['/no-such-page', '/cars/no-such-car', '/search/no-such-make']) {
      const res = await page.goto(siteUrl(harbour, path))
      expect(res?.status(), path).toBe(404)
      await expect(page.locator('meta[name="robots"]'), path).toHaveAttribute('content', 'noindex')
      await expect(page.locator('link[rel="canonical"]'), path).toHaveCount(0)
    }
  })

  test('a 404 is titled as its heading says, with the dealer’s name', async ({ page }) => {
    const cases: [string, string][] = [
      ['/no-such-page', 'Page not found'],
      ['/search/no-such-make', 'Page not found'],
      ['/search/toyota/no-such-model', 'Page not found'],
      ['/locations/no-such-site', 'Page not found'],
      ['/contact-us/no-such-site', 'Page not found'],
      ['/models/no-such-model', 'Page not found'],
      ['/cars/no-such-car', 'Car not found'],
      ['/cars/no-such-car/enquire', 'Car not found'],
      ['/cars/no-such-car/test-drive', 'Car not found'],
    ]
    for (const [path, heading] of cases) {
      const res = await page.goto(siteUrl(westside, path))
      expect(res?.status(), path).toBe(404)
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading)
      await expect(page, path).toHaveTitle(`${heading} | Westside Car Co`)
    }
  })

  test('Westside’s home title and description do not claim new or demo cars', async ({ page }) => {
    await page.goto(siteUrl(westside, '/'))
    await expect(page).toHaveTitle('Westside Car Co | Used cars')
    const description = await page.locator('meta[name="description"]').getAttribute('content')
    expect(`${await page.title()} ${description}`).not.toMatch(/\bnew\b|\bdemo\b/i)
    await page.goto(siteUrl(harbour, '/'))
    await expect(page).toHaveTitle('Harbour City Motor Group | New, demo and used cars')
  })

  test('AutoDealer JSON-LD with opening hours on the home and location pages', async ({ page }) => {
    for (const [path, name] of [
      ['/', 'Harbour City Motor Group'],
      ['/locations/harbour-city-used-cars-nerang', 'Harbour City Used Cars Nerang'],
    ] as const) {
      await page.goto(siteUrl(harbour, path))
      const dealer = (await jsonLd(page)).find((n) => n['@type'] === 'AutoDealer')
      expect(dealer, path).toMatchObject({ '@context': 'https://schema.org', name, url: siteUrl(harbour, path) })
      const hours = dealer!.openingHoursSpecification as { dayOfWeek: string[]; opens: string; closes: string }[]
      expect(hours.length, path).toBeGreaterThan(0)
      for (const h of hours) {
        expect(h.dayOfWeek.every((d) => /^https:\/\/schema\.org\/[A-Z][a-z]+day$/.test(d))).toBe(true)
        expect(h.opens).toMatch(/^\d{2}:\d{2}$/)
      }
    }
  })

  test('with JavaScript, a car page and the home page reached inside the site carry their whole JSON-LD', async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, 'client-side navigation')
    const search = (await hostRequest(harbour, '/search/used-cars')).body
    const car = /href="\/cars\/([a-z0-9-]+)"/.exec(search)?.[1]
    expect(car).toBeTruthy()
    /** Every JSON-LD script of the page, parsed: none may be an empty list. */
    const scripts = async () =>
      (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t) as unknown)
    const navigate = (to: string) =>
      page.evaluate(
        (path) => (window as unknown as { __remixRouter: { navigate(to: string): void } }).__remixRouter.navigate(path),
        to,
      )
    await page.goto(siteUrl(harbour, '/about-us'))
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    await page.evaluate(() => ((window as unknown as { sameDocument?: boolean }).sameDocument = true))
    // A car page rendered in the browser: its data (not the document's) brought the structured data.
    await navigate(`/cars/${car}`)
    await expect(page).toHaveURL(siteUrl(harbour, `/cars/${car}`))
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible()
    await expect
      .poll(async () => (await jsonLd(page)).find((n) => n['@type'] === 'Car')?.url)
      .toBe(siteUrl(harbour, `/cars/${car}`))
    expect(await scripts()).not.toContainEqual([])
    // Back home the same way: the dealer's AutoDealer node, whole.
    await navigate('/')
    await expect(page).toHaveURL(siteUrl(harbour, '/'))
    await expect
      .poll(async () => (await jsonLd(page)).find((n) => n['@type'] === 'AutoDealer')?.name)
      .toBe('Harbour City Motor Group')
    expect(await scripts()).not.toContainEqual([])
    // Both rendered in the browser: the document was never reloaded.
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
  })

  test('the car’s JSON-LD has absolute photo URLs and the breadcrumb the page shows', async ({ page }) => {
    const search = (await hostRequest(westside, '/search/used-cars')).body
    const car = /href="\/cars\/([a-z0-9-]+)"/.exec(search)?.[1]
    await page.goto(siteUrl(westside, `/cars/${car}`))
    const nodes = await jsonLd(page)
    const carNode = nodes.find((n) => n['@type'] === 'Car')!
    const images = carNode.image as string[]
    expect(images.length).toBeGreaterThan(0)
    for (const src of images) expect(src.startsWith(`${dealerOrigin(westside)}/`), src).toBe(true)
    const crumbs = nodes.find((n) => n['@type'] === 'BreadcrumbList')!.itemListElement as { name: string }[]
    const shown = await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem').allTextContents()
    expect(crumbs.map((c) => c.name)).toEqual(shown.map((s) => s.trim()))
  })
})
