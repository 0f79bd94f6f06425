import type { Page } from '@playwright/test'
import { expect, test } from './support/test'
import { siteUrl } from './fixtures'

/*
 * Page slots and partner blocks (docs/spec-coverage.md, Theme kit: page slots and partner blocks;
 * docs/decisions/023-partner-blocks.md), with JavaScript on and off: the demo themes leave the
 * Hero and SearchFilters slots out, so the app's own hero and filter panel work as before; the car
 * page grid follows the layout tokens at desktop and phone widths; Harbour City's partner blocks
 * (a results banner, a PPSR link below the car) render, and Westside, which has none, shows none.
 */

const HARBOUR = 'harbour-city-motor-group'
const WESTSIDE = 'westside-car-co'

async function firstCarHref(page: Page, slug: string): Promise<string> {
  await page.goto(siteUrl(slug, '/search/used-cars'))
  return (await page.locator('article a[href^="/cars/"]').first().getAttribute('href'))!
}

test('the home hero searches the stock by keyword', async ({ page }) => {
  await page.goto(siteUrl(HARBOUR))
  const hero = page.locator('section[aria-labelledby="hero-title"]')
  await expect(hero.getByRole('heading', { level: 1 })).toBeVisible()
  await hero.getByRole('searchbox', { name: 'Search cars' }).fill('toyota')
  await hero.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/\/search\/.*query=toyota/)
  await expect(page.getByLabel('Keywords')).toHaveValue('toyota')
})

test('the search filter panel still sends a facet and the sort through the URL', async ({ page }) => {
  await page.goto(siteUrl(WESTSIDE, '/search/new-used-and-demo-cars'))
  const panel = page.getByRole('search', { name: /^Search/ })
  await expect(panel.locator('select[name="sortBy"]')).toHaveCount(1)
  const make = panel.locator('select[name="make"]')
  const value = await make.locator('option').nth(1).getAttribute('value')
  await make.selectOption(value!)
  // 'Show Me' is open on wide screens (the panel folds behind a summary on phones).
  await panel.getByRole('button', { name: /^Show Me/ }).click()
  await expect(page).toHaveURL(new RegExp(encodeURIComponent(value!).replace(/%20/g, '(%20|-|\\+)'), 'i'))
  await expect(page.getByRole('list', { name: 'Active filters' })).toContainText(value!)
})

test.describe('partner blocks', () => {
  test("Harbour City's results banner sits above the results and links within the site", async ({ page }) => {
    await page.goto(siteUrl(HARBOUR, '/search/new-used-and-demo-cars'))
    const banner = page.locator('[data-partner-region="results-banner"]')
    await expect(banner.locator('[data-partner-block="trade-in-estimate"]')).toBeVisible()
    await expect(banner).toContainText('Trading in your current car?')
    const link = banner.getByRole('link', { name: 'Value my trade-in' })
    await expect(link).toHaveAttribute('href', '/trade-in')
    const bannerBox = (await banner.boundingBox())!
    const cardBox = (await page.locator('article').first().boundingBox())!
    expect(bannerBox.y + bannerBox.height).toBeLessThanOrEqual(cardBox.y)
    await link.click()
    await expect(page).toHaveURL(/\/trade-in$/)
  })

  test("Harbour City's car page has the PPSR link below the car, https and rel=noopener", async ({ page }) => {
    const href = await firstCarHref(page, HARBOUR)
    await page.goto(siteUrl(HARBOUR, href))
    const below = page.locator('[data-partner-region="car-below"]')
    await expect(below.getByRole('heading', { name: 'Check before you buy' })).toBeVisible()
    const link = below.getByRole('link', { name: 'Search the PPSR' })
    await expect(link).toHaveAttribute('href', 'https://www.ppsr.gov.au/')
    await expect(link).toHaveAttribute('rel', /\bnoopener\b/)
    // Below the car's own grid (photos, panel, details).
    const grid = (await page.locator('[data-sidebar]').boundingBox())!
    expect((await below.boundingBox())!.y).toBeGreaterThanOrEqual(grid.y + grid.height - 1)
  })

  test('Westside, which configures none, has no partner region', async ({ page }) => {
    await page.goto(siteUrl(WESTSIDE, '/search/new-used-and-demo-cars'))
    await expect(page.locator('article').first()).toBeVisible()
    await expect(page.locator('[data-partner-region]')).toHaveCount(0)
    await page.goto(siteUrl(WESTSIDE, await firstCarHref(page, WESTSIDE)))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('[data-partner-region]')).toHaveCount(0)
  })
})

test.describe('the car page layout tokens', () => {
  /** The gallery's and the panel's boxes after setting the grid's tokens as a theme would. */
  async function boxes(page: Page, tokens: { sidebar?: string; gallery?: string; width?: string }) {
    const grid = page.locator('[data-sidebar]')
    // The tokens are server-rendered attributes; set here as a theme with other tokens would render them.
    await grid.evaluate((el, t) => {
      if (t.sidebar) el.setAttribute('data-sidebar', t.sidebar)
      if (t.gallery) el.setAttribute('data-gallery', t.gallery)
      if (t.width) (el as HTMLElement).style.setProperty('--car-sidebar-width', t.width)
    }, tokens)
    return {
      gallery: (await page.locator('[data-view]').first().boundingBox())!,
      side: (await page.getByRole('complementary', { name: 'Price and actions' }).boundingBox())!,
    }
  }

  test('desktop: the defaults put a 384px panel on the right; left, width and top move it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(siteUrl(HARBOUR, await firstCarHref(page, HARBOUR)))
    const grid = page.locator('[data-sidebar]')
    await expect(grid).toHaveAttribute('data-sidebar', 'right')
    await expect(grid).toHaveAttribute('data-gallery', 'beside')
    let b = await boxes(page, {})
    expect(b.side.width).toBeCloseTo(384, 0)
    expect(b.side.x).toBeGreaterThan(b.gallery.x + b.gallery.width)

    b = await boxes(page, { sidebar: 'left', width: '320px' })
    expect(b.side.width).toBeCloseTo(320, 0)
    expect(b.side.x + b.side.width).toBeLessThan(b.gallery.x)

    b = await boxes(page, { sidebar: 'right', gallery: 'top' })
    expect(b.side.y).toBeGreaterThanOrEqual(b.gallery.y + b.gallery.height)
    expect(b.gallery.width).toBeGreaterThan(b.side.width * 3)
  })

  test('phone: one column, photos first, whatever the tokens say', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(siteUrl(HARBOUR, await firstCarHref(page, HARBOUR)))
    for (const tokens of [{}, { sidebar: 'left', gallery: 'top', width: '320px' }]) {
      const b = await boxes(page, tokens)
      expect(b.side.y).toBeGreaterThanOrEqual(b.gallery.y + b.gallery.height)
      expect(Math.abs(b.side.width - b.gallery.width)).toBeLessThan(2)
    }
  })
})
