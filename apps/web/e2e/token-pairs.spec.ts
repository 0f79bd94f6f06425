import { AA_TEXT, contrastRatio } from '@dealer/domain'
import type { Locator } from '@playwright/test'
import { expect, test } from './support/test'
import { siteUrl, tenants } from './fixtures'

/*
 * The app-owned parts issue #13 names, drawn in a tenant's brand colours, as the browser paints
 * them: their text on the nearest painted background reaches AA (docs/spec-coverage.md, Theme kit:
 * token pairs). Renders on the server, so it holds with JavaScript on and off.
 */

const hex = (rgb: string) => {
  const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).map(Number)
  return `#${[r, g, b]
    .map((v) =>
      Math.round(v ?? 0)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`
}

/** The element's text colour and the first opaque background colour behind it. */
async function painted(locator: Locator): Promise<{ fg: string; bg: string }> {
  const { color, background } = await locator.evaluate((el) => {
    let bg = 'rgb(255, 255, 255)'
    for (let n: Element | null = el; n; n = n.parentElement) {
      const b = getComputedStyle(n).backgroundColor
      if (!/^rgba\(.*, 0\)$/.test(b) && b !== 'transparent') {
        bg = b
        break
      }
    }
    return { color: getComputedStyle(el).color, background: bg }
  })
  return { fg: hex(color), bg: hex(background) }
}

async function expectReadable(locator: Locator, what: string) {
  const { fg, bg } = await painted(locator)
  expect(contrastRatio(fg, bg)!, `${what}: ${fg} on ${bg}`).toBeGreaterThanOrEqual(AA_TEXT)
}

for (const tenant of tenants) {
  test(`${tenant.name}: brand parts of the app read at AA: View all, Clear all, Show Me, Show number`, async ({
    page,
  }) => {
    await page.goto(siteUrl(tenant.slug))
    const brand = (tenant as { brand?: { primary?: string } }).brand
    if (brand?.primary) {
      // The brand's partner is set with it, not left to the theme.
      expect(await page.locator('html').getAttribute('style')).toContain('--color-brand-contrast:')
    }
    await expectReadable(page.getByRole('link', { name: /^View all/ }).first(), 'View all')
    const carHref = await page.locator('article a[href^="/cars/"]').first().getAttribute('href')

    await page.goto(siteUrl(tenant.slug, '/search/new-used-and-demo-cars?query=a'))
    await expectReadable(page.getByRole('link', { name: 'Clear all' }), 'Clear all')
    await expectReadable(page.getByRole('button', { name: /^Show Me/ }), 'Show Me')

    await page.goto(siteUrl(tenant.slug, carHref!))
    const showNumber = page.getByRole('button', { name: 'Show number' })
    if (await showNumber.count()) await expectReadable(showNumber.first(), 'Show number')
  })
}
