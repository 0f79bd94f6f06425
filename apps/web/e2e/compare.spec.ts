import { expect, test } from './support/test'
import { pick, queryE2eDb } from './demo-cars'
import { siteUrl } from './fixtures'

const group = 'harbour-city-motor-group'
const westside = 'westside-car-co'
const available = "status = 'in_stock' and price > 5000 and spin_images = '[]' and car_type = 'used'"
const nameOf = (slug: string) =>
  queryE2eDb<{ year: number; make: string; model: string }>(
    'select year, make, model from cars where tenant = ? and slug = ?',
    group,
    slug,
  )[0]!

test('compare: add cars from their pages, see them side by side with differing rows marked, remove one', async ({
  page,
}) => {
  const [a, b] = [pick(group, available, 10), pick(group, available, 11)]
  for (const slug of [a, b]) {
    await page.goto(siteUrl(group, `/cars/${slug}`))
    await page.getByRole('button', { name: 'Compare', exact: true }).click()
    await expect(page.getByRole('button', { name: 'Added to Compare' })).toHaveAttribute('aria-pressed', 'true')
  }
  await page.getByRole('link', { name: 'Compare list (2)' }).click()
  await expect(page).toHaveURL(/\/compare$/)
  const table = page.getByRole('table', { name: 'Specifications of the cars you are comparing' })
  await expect(table.getByRole('columnheader')).toHaveCount(2)
  for (const slug of [a, b]) {
    const n = nameOf(slug)
    await expect(table.getByRole('link', { name: new RegExp(`${n.year} ${n.make} ${n.model}`) })).toBeVisible()
  }
  // Two different cars differ in at least their stock number.
  await expect(table.getByRole('rowheader', { name: /Differs/ }).first()).toBeVisible()
  await expect(table.getByRole('rowheader', { name: 'Price' })).toBeVisible()

  // The shareable URL names the cars and works in a fresh browser without the cookie.
  const share = await page.getByRole('link', { name: 'Link to this comparison' }).getAttribute('href')
  expect(share).toBe(`/compare?cars=${a},${b}`)

  await table
    .getByRole('button', { name: /^Remove/ })
    .first()
    .click()
  await expect(table.getByRole('columnheader')).toHaveCount(1)
})

test('a shared compare link shows its cars to anyone, and never another dealer’s', async ({ browser }) => {
  const [a, b] = [pick(group, available, 12), pick(group, available, 13)]
  const theirs = pick(westside, "status = 'in_stock'")
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(siteUrl(group, `/compare?cars=${a},${b},${theirs}`))
  const table = page.getByRole('table')
  await expect(table.getByRole('columnheader')).toHaveCount(2)
  await page.goto(siteUrl(group, '/compare?cars=<script>,,'))
  await expect(page.getByText('No cars to compare yet.')).toBeVisible()
  await context.close()
})

test('a fifth car replaces the oldest, as the page says beside the button: at most four are compared', async ({
  page,
}) => {
  const slugs = [14, 15, 16, 17, 18].map((n) => pick(group, available, n))
  const FULL = 'Your compare list is full: adding this car takes off the first one you added.'
  for (const [i, slug] of slugs.entries()) {
    await page.goto(siteUrl(group, `/cars/${slug}`))
    const button = page.getByRole('button', { name: 'Compare', exact: true })
    // The shopper is told before the fifth press, beside the button, and only then.
    if (i === 4) {
      await expect(button).toHaveAccessibleDescription(FULL)
      // The note wraps in the sidebar: on a phone the page does not scroll sideways.
      await page.setViewportSize({ width: 390, height: 844 })
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    } else await expect(page.getByText(FULL)).toHaveCount(0)
    await button.click()
    await expect(page.getByRole('button', { name: 'Added to Compare' })).toBeVisible()
    await expect(page.getByText(FULL)).toHaveCount(0)
  }
  await page.goto(siteUrl(group, '/compare'))
  await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(4)
  await expect(page.locator(`a[href="/cars/${slugs[0]}"]`)).toHaveCount(0)
  await expect(page.locator(`a[href="/cars/${slugs[4]}"]`)).toHaveCount(1)
})

test('favourites page lists the cars saved with the Favourite toggle', async ({ page }) => {
  const slug = pick(group, available, 19)
  await page.goto(siteUrl(group, '/favourites'))
  await expect(page.getByText('No favourites yet.')).toBeVisible()
  await page.goto(siteUrl(group, `/cars/${slug}`))
  // With JavaScript the button flips before its POST is answered: wait for the answer (the cookie).
  const posted = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().includes(`/cars/${slug}/favourite`),
  )
  await page.getByRole('button', { name: 'Favourite' }).click()
  await posted
  await expect(page.getByRole('button', { name: 'Saved to Favourites' })).toBeVisible()
  await page.goto(siteUrl(group, '/favourites'))
  await expect(page.locator(`a[href="/cars/${slug}"]`).first()).toBeVisible()
})

test('recently viewed: the cars opened show on the home page and on other car pages', async ({ page }) => {
  const [a, b] = [pick(group, available, 20), pick(group, available, 21)]
  await page.goto(siteUrl(group, '/'))
  await expect(page.getByRole('heading', { name: 'Recently viewed' })).toHaveCount(0)
  await page.goto(siteUrl(group, `/cars/${a}`))
  // The viewed pixel has answered once its cookie is there.
  await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === 'viewed')).toBe(true)
  await page.goto(siteUrl(group, `/cars/${b}`))
  const recent = page.getByRole('region', { name: 'Recently viewed' })
  await expect(recent.locator(`a[href="/cars/${a}"]`).first()).toBeVisible()
  await expect(recent.locator(`a[href="/cars/${b}"]`)).toHaveCount(0)
  await page.goto(siteUrl(group, '/'))
  const home = page.getByRole('region', { name: 'Recently viewed' })
  await expect(home.locator(`a[href="/cars/${a}"]`).first()).toBeVisible()
  await expect(home.locator(`a[href="/cars/${b}"]`).first()).toBeVisible()
})

for (const dealer of [group, westside]) {
  test(`on a phone only the compare table scrolls sideways, and the cars' photos, names and Remove buttons line up (${dealer})`, async ({
    page,
  }) => {
    const cars = [0, 1, 2].map((n) => pick(dealer, "status = 'in_stock' and images != '[]'", 40 + n))
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(siteUrl(dealer, `/compare?cars=${cars.join(',')}`))
    const table = page.getByRole('table', { name: 'Specifications of the cars you are comparing' })
    await expect(table.getByRole('columnheader')).toHaveCount(3)
    // The page itself is no wider than the phone: the Remove buttons' hidden names stay inside the table's scroller.
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390)
    const scroller = table.locator('xpath=..')
    expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
    // Each car's photo is as tall as the others, so its name and Remove button sit at the same height.
    const boxes = async (what: string, selector: string) => {
      const found = await Promise.all((await table.locator(selector).all()).map((l) => l.boundingBox()))
      expect(found, what).toHaveLength(3)
      return found.map((box) => ({ top: Math.round(box!.y), height: Math.round(box!.height) }))
    }
    const photos = await boxes('photos', 'thead img')
    expect(new Set(photos.map((b) => b.height)).size, 'photo heights').toBe(1)
    for (const [what, selector] of [
      ['photo', 'thead img'],
      ['name', 'thead th a'],
      ['Remove button', 'thead button'],
    ]) {
      expect(new Set((await boxes(what!, selector!)).map((b) => b.top)).size, `${what} tops`).toBe(1)
    }
  })
}
