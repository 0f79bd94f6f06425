import { expect, test } from './support/test'
import { runningOffers, siteUrl, tenants } from './fixtures'

for (const tenant of tenants) {
  test.describe(`${tenant.name}`, () => {
    test('home renders with its theme, header and footer', async ({ page }) => {
      const res = await page.goto(siteUrl(tenant.slug))
      expect(res?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('data-theme', tenant.theme)
      // Only this tenant's theme stylesheet is linked.
      await expect(page.locator('link[data-theme-css]')).toHaveCount(1)
      await expect(page.locator('link[data-theme-css]')).toHaveAttribute('data-theme-css', tenant.theme)
      const otherThemes = tenants.filter((t) => t.theme !== tenant.theme).map((t) => t.theme)
      for (const other of otherThemes) await expect(page.locator(`link[data-theme-css="${other}"]`)).toHaveCount(0)
      const nav = page.getByRole('navigation', { name: 'Main' })
      for (const item of tenant.navigation.header) {
        const shown = item.when !== 'has-offers' || runningOffers(tenant).length > 0
        if (shown) await expect(nav.getByText(item.label, { exact: true }).first()).toBeAttached()
        else await expect(nav.getByText(item.label, { exact: true })).toHaveCount(0)
      }
      // Top-level links go where the dealer's config says (Sell My Car to /trade-in by default).
      for (const item of tenant.navigation.header.filter(
        (i) => !i.children?.length && !i.source && i.when !== 'has-offers',
      )) {
        await expect(nav.getByRole('link', { name: item.label, exact: true }).first()).toHaveAttribute(
          'href',
          item.href,
        )
      }
      const finance = tenant.navigation.header.find((i) => i.highlight)
      expect(finance?.label).toBeTruthy()
      const footer = page.getByRole('contentinfo')
      await expect(footer.getByText('We accept:')).toBeVisible()
      // The stats banner: only what the dealer states or its own data counts; none by default
      // (docs/spec-coverage.md, Dealer site: offers, brands and service).
      const banner = footer.getByRole('region', { name: `${tenant.dealer.name} in numbers` })
      if (!tenant.stats?.length) await expect(banner).toHaveCount(0)
      for (const s of tenant.stats ?? []) {
        const label =
          'label' in s
            ? s.label
            : { locations: /^locations?$/, brands: /^brands?$/, makes: /^makes? in stock$/ }[s.count]
        await expect(banner.getByText(label, { exact: true })).toBeVisible()
      }
      await expect(footer.getByRole('link', { name: /unsubscribe/i })).toBeAttached()
      await expect(page.getByRole('article').first()).toBeVisible()
    })

    test('a card leads to its car page', async ({ page }) => {
      await page.goto(siteUrl(tenant.slug))
      const card = page.getByRole('article').first()
      const title = (await card.getByRole('heading').textContent())!.trim()
      await card.getByRole('link').first().click()
      await expect(page).toHaveURL(/\/cars\/[a-z0-9-]+$/)
      await expect(page.getByRole('heading', { level: 1 })).toContainText(title)
      await expect(page.getByRole('img').first()).toBeVisible()
    })

    test('the card photo is served resized by the image route', async ({ page }) => {
      await page.goto(siteUrl(tenant.slug))
      const img = page.getByRole('article').first().getByRole('img').first()
      await expect(img).toHaveAttribute('srcset', /\?w=320&q=75 320w/)
      const src = await img.evaluate((el) => (el as HTMLImageElement).currentSrc)
      expect(src).toMatch(/\/images\/demo\/.+\?w=\d+&q=75$/)
      const res = await page.goto(src)
      expect(res?.status()).toBe(200)
      expect(res?.headers()['content-type']).toBe('image/webp')
      expect(res?.headers()['cache-control']).toContain('immutable')
    })

    test('a stock link reaches the listing and pages through it', async ({ page }) => {
      await page.goto(siteUrl(tenant.slug))
      await page.getByRole('link', { name: /^View all/ }).click()
      await expect(page).toHaveURL(/\/search\/new-used-and-demo-cars$/)
      await expect(page.getByRole('article')).toHaveCount(21)
      await page.getByRole('link', { name: 'Next' }).click()
      await expect(page).toHaveURL(/\?page=2$/)
      await expect(page.getByRole('article').first()).toBeVisible()
    })
  })
}

test('an unknown host gets a plain 404, never a dealer site', async ({ page }) => {
  const res = await page.goto(siteUrl('no-such-dealer'))
  expect(res?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Site not found' })).toBeVisible()
  await expect(page.locator('header')).toHaveCount(0)
})

test("a car of one dealer is a 404 on another dealer's host", async ({ page }) => {
  const [a, b] = tenants
  await page.goto(siteUrl(a!.slug))
  const href = await page.getByRole('article').first().getByRole('link').first().getAttribute('href')
  expect(href).toMatch(/^\/cars\//)
  expect((await page.goto(siteUrl(a!.slug, href!)))?.status()).toBe(200)
  const res = await page.goto(siteUrl(b!.slug, href!))
  expect(res?.status()).toBe(404)
  // In dealer B's own words: a caravan dealer's 404 says caravan.
  await expect(
    page.getByRole('heading', { name: b!.features?.caravans ? 'Caravan not found' : 'Car not found' }),
  ).toBeVisible()
  // The 404 is inside dealer B's own layout.
  await expect(page.locator('html')).toHaveAttribute('data-theme', b!.theme)
})

test('garbage in the URL gives a 404 page, never a 500', async ({ page }) => {
  for (const p of [
    '/cars/%3Cscript%3E',
    '/search/a/b/c/d',
    '/nope',
    '/cars/' + 'x'.repeat(300),
    '/search/used-cars?page=abc',
  ]) {
    const res = await page.goto(siteUrl(tenants[0]!.slug, p))
    expect(res?.status(), p).toBeLessThan(500)
  }
})

test('a location page shows address, licence, Monday-to-Sunday hours and holiday hours in 12-hour form', async ({
  page,
}) => {
  await page.goto(siteUrl('harbour-city-motor-group'))
  const href = await page.locator('header a[href^="/locations/"]').first().getAttribute('href')
  await page.goto(siteUrl('harbour-city-motor-group', href!))
  await expect(page.getByRole('heading', { name: 'Opening hours' })).toBeVisible()
  const days = await page.locator('table').first().locator('th').allTextContents()
  expect(days[0]).toMatch(/^(Mon-Fri|Monday)$/)
  expect(days[days.length - 1]).toBe('Sunday')
  await expect(page.getByText(/^DL# /)).toBeVisible()
  // A button opening a dialog with JavaScript, a <details> summary without (docs/spec-coverage.md, Dealer site: locations).
  if (test.info().project.name === 'js') await page.locator('html[data-hydrated]').waitFor()
  await page.getByText('Holiday hours', { exact: true }).first().click()
  await expect(
    page
      .getByRole('table', { name: /^Holiday hours for / })
      .locator('td')
      .first(),
  ).toHaveText(/^(Closed|\d{1,2}:\d{2} (am|pm) - \d{1,2}:\d{2} (am|pm))$/)
})
