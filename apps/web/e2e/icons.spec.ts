import type { Page } from '@playwright/test'
import { expect, test } from './support/test'
import { siteUrl } from './fixtures'

/*
 * The theme's icons (Icon in themes/base/src/icons/icons.tsx) point at the symbols of the page's
 * sprite (`<use href="#icon-…">`), which the server writes once at the top of <body>, so their
 * drawings are not in the page's JavaScript (bench/pages/RESULTS.md, session 12). With JavaScript
 * on and off, on every theme: every icon finds its symbol and the visible ones draw; and with
 * JavaScript, icons the browser renders itself after a client-side navigation draw too.
 */

const DEALERS = [
  { slug: 'harbour-city-motor-group', theme: 'base' },
  { slug: 'westside-car-co', theme: 'coastal' },
  { slug: 'sunset-caravans', theme: 'outback' },
] as const

/** Each icon's symbol id ('' when it points at nothing) and the size it draws at. */
async function icons(page: Page) {
  return page.locator('svg > use').evaluateAll((uses) =>
    uses.map((use) => {
      const href = use.getAttribute('href') ?? ''
      const target = href.startsWith('#') ? document.getElementById(href.slice(1)) : null
      const box = use.getBoundingClientRect()
      return { href, symbol: target?.tagName === 'symbol', drawn: box.width > 0 && box.height > 0 }
    }),
  )
}

async function expectIconsDrawn(page: Page, where: string) {
  const found = await icons(page)
  expect(found.length, `${where}: icons`).toBeGreaterThan(0)
  expect(
    found.filter((i) => !i.symbol),
    `${where}: icons without a symbol`,
  ).toEqual([])
  expect(found.filter((i) => i.drawn).length, `${where}: icons drawn`).toBeGreaterThan(0)
  // One sprite, first in <body>.
  await expect(page.locator('body > [data-static-part="sprite"]:first-child > svg > symbol#icon-phone')).toHaveCount(1)
  await expect(page.locator('symbol#icon-phone')).toHaveCount(1)
}

for (const { slug, theme } of DEALERS) {
  test(`every icon draws its sprite symbol on the home, search and car pages (${theme} theme)`, async ({ page }) => {
    await page.goto(siteUrl(slug, '/'))
    await expectIconsDrawn(page, 'home')
    await page.goto(siteUrl(slug, '/search/used-cars'))
    await expectIconsDrawn(page, 'search')
    const car = (await page.locator('article a[href^="/cars/"]').first().getAttribute('href'))!
    await page.goto(siteUrl(slug, car))
    await expectIconsDrawn(page, 'car')
  })
}

test('the icons the browser renders after a client-side navigation draw too', async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'a client-side navigation needs JavaScript')
  const slug = DEALERS[0].slug
  await page.goto(siteUrl(slug, '/search/used-cars'))
  const car = (await page.locator('article a[href^="/cars/"]').first().getAttribute('href'))!
  await page.goto(siteUrl(slug, '/about-us'))
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  // Marks this document: a full page load would lose it.
  await page.evaluate(() => ((window as unknown as { sameDocument?: boolean }).sameDocument = true))
  await page.evaluate(
    (path) => (window as unknown as { __remixRouter: { navigate(to: string): void } }).__remixRouter.navigate(path),
    car,
  )
  await expect(page).toHaveURL(siteUrl(slug, car))
  // The car's actions, which the browser rendered: their icons point at the document's sprite.
  await expect(page.getByRole('list', { name: 'Vehicle actions' }).locator('svg > use').first()).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
  await expectIconsDrawn(page, 'car after a client-side navigation')
})
