import AxeBuilder from '@axe-core/playwright'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { expect, test, type Page } from './support/test'
import { siteUrl, tenants } from './fixtures'
import { pick } from './demo-cars'

/*
 * Accessibility (docs/spec-coverage.md, Accessibility): axe-core finds no WCAG 2.0/2.1 A or AA
 * violation on the pages a shopper meets first, for every demo dealer, with JavaScript on and off
 * (the suite's projects), at a desktop and at a 390 px phone width. No rule and no element is
 * excluded: a violation is fixed in the product. A failure lists each rule, its help, where it
 * applies and the nodes it found, so it says what to fix.
 */

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number]

const available = "status = 'in_stock' and price > 5000"

interface TenantLocations {
  slug: string
  locations: { slug: string }[]
}

function pagesOf(slug: string): { name: string; path: () => string }[] {
  const tenant = tenants.find((t) => t.slug === slug) as unknown as TenantLocations
  const pages = [
    { name: 'home', path: () => '/' },
    { name: 'search', path: () => '/search/new-used-and-demo-cars' },
    { name: 'car page', path: () => `/cars/${pick(slug, available)}` },
    { name: 'car enquiry form', path: () => `/cars/${pick(slug, available)}/enquire` },
    { name: 'contact form', path: () => '/contact' },
    { name: 'dealer locator', path: () => '/dealer-locator' },
    { name: 'location page', path: () => `/locations/${tenant.locations[0]!.slug}` },
    { name: 'brands', path: () => '/brands' },
    { name: 'about us', path: () => '/about-us' },
  ]
  if (slug === 'harbour-city-motor-group') pages.push({ name: 'model page', path: () => '/models/toyota-hilux' })
  return pages
}

/** One line per rule and node: the rule id, its impact and help, the element and what axe saw there. */
function report(violations: Violation[]): string {
  return violations
    .map((v) =>
      [
        `${v.id} (${v.impact ?? 'n/a'}): ${v.help} — ${v.helpUrl}`,
        ...v.nodes.map((n) => `    at ${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ') ?? ''}`),
      ].join('\n'),
    )
    .join('\n')
}

// axe-core's own build, the version @axe-core/playwright runs (package.json pins both to 4.10).
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/**
 * axe over the whole page. A page without frames (every page here today) has axe injected and run
 * in it directly: @axe-core/playwright's `analyze()` runs axe per frame and then opens a second tab
 * to join the results, which took 2.6–3.9 s a page on this 2-core machine against about 1 s, and
 * its legacy mode reported no violation at all on a page with an unnamed button (checked by hand).
 * A page that gains a frame is read by `analyze()`, frames and all.
 */
async function violationsOf(page: Page): Promise<Violation[]> {
  if (page.frames().length > 1) return (await new AxeBuilder({ page }).withTags(TAGS).analyze()).violations
  await page.evaluate(axeSource)
  const result = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof import('axe-core') }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    TAGS,
  )
  return result.violations as Violation[]
}

async function expectNoViolations(page: Page, where: string) {
  const violations = await violationsOf(page)
  expect(
    violations.map((v) => v.id),
    `axe violations on ${where}:\n${report(violations)}`,
  ).toEqual([])
}

const dealers = ['harbour-city-motor-group', 'westside-car-co', 'sunset-caravans']

for (const dealer of dealers) {
  for (const { name, path } of pagesOf(dealer)) {
    test(`${dealer}: ${name} has no axe violations at desktop and phone widths`, async ({ context, browser }) => {
      // Two widths, each read by axe: a long page takes longer than the default 30 s.
      test.setTimeout(60_000)
      const url = siteUrl(dealer, path())
      const noJs = test.info().project.name === 'no-js'
      // axe runs in the page, so a page without JavaScript is the server's HTML with the site's
      // scripts refused: nothing hydrates, and what axe reads is what a browser without JavaScript shows.
      const visits = noJs ? await browser.newContext({ javaScriptEnabled: true }) : context
      if (noJs) await visits.route(/\.m?js(\?|$)/, (route) => route.abort())
      // Each width is a fresh visit in its own tab: no scroll position is restored from the other.
      for (const size of WIDTHS) {
        const page = await visits.newPage()
        await page.setViewportSize({ width: size.width, height: size.height })
        const response = await page.goto(url)
        expect(response?.status(), url).toBe(200)
        await expectNoViolations(page, `${url} (${size.name}, ${test.info().project.name})`)
        await page.close()
      }
      if (noJs) await visits.close()
    })
  }
}
