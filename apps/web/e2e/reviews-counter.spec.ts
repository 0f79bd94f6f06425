import { expect, test, type Page } from './support/test'
import { queryE2eDb } from './demo-cars'
import { siteUrl } from './fixtures'
import { hostRequest } from './http'
import { E2E_NOW_ISO } from './support/clock'

/*
 * The reviews block and the 'Sales this Month' banner (docs/spec-coverage.md, Dealer site: reviews
 * and sales counter), with JavaScript on and off. Every figure is checked against the seeded data.
 */
const group = 'harbour-city-motor-group'
const others = ['westside-car-co', 'sunset-caravans']
const isJs = () => test.info().project.name === 'js'

const ddmmyyyy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`

function reviewFacts(tenant: string) {
  const [summary] = queryE2eDb<{ count: number; sum: number }>(
    'select count(*) as count, sum(rating) as sum from reviews where tenant = ?',
    tenant,
  )
  const latest = queryE2eDb<{ customer_name: string; rating: number; review_date: string }>(
    `select customer_name, rating, review_date from reviews where tenant = ? and rating >= 4
     order by review_date desc, position asc limit 20`,
    tenant,
  )
  const average = (Math.round((summary!.sum / summary!.count) * 10 + 1e-9) / 10).toFixed(1)
  return { count: summary!.count, average, latest }
}

// November 2026 began at 2026-10-31T14:00Z in Brisbane, where the group's primary location is.
const soldThisMonth = (tenant: string) =>
  queryE2eDb<{ n: number }>(
    `select count(*) as n from cars where tenant = ? and status = 'sold'
     and sold_at_utc >= '2026-10-31T14:00:00.000Z' and sold_at_utc <= ?`,
    tenant,
    E2E_NOW_ISO,
  )[0]!.n

const banner = (page: Page) => page.getByRole('region', { name: 'Sales this Month' })

test('the reviews block lists the latest 20 reviews rated 4 or more, dated dd/MM/yyyy, under the summary of all reviews', async ({
  page,
}) => {
  const facts = reviewFacts(group)
  expect(facts.count).toBeGreaterThan(400)
  expect(facts.latest).toHaveLength(20)
  await page.goto(siteUrl(group, '/about-us#reviews'))
  const block = page.locator('#reviews')
  await expect(block.getByRole('heading', { level: 2, name: 'What our customers say' })).toBeVisible()
  await expect(block).toContainText(`${facts.average} out of 5`)
  await expect(block).toContainText(`Average of all ${facts.count} reviews, 1 to 5 stars`)
  await expect(block.getByRole('heading', { level: 3 })).toHaveText('Our latest 20 reviews rated 4 stars or more')
  const items = block.getByRole('listitem')
  await expect(items).toHaveCount(20)
  for (const [i, review] of facts.latest.entries()) {
    const item = items.nth(i)
    await expect(item).toContainText(review.customer_name)
    await expect(item.locator('time')).toHaveText(ddmmyyyy(review.review_date))
    await expect(item.locator('time')).toHaveAttribute('datetime', review.review_date)
    await expect(item).toContainText(`Rated ${review.rating.toFixed(1)} out of 5`)
  }
  // No review under the minimum is listed, though the summary counts them.
  await expect(block.getByText(/Rated [0-3]\.\d out of 5/)).toHaveCount(0)
  await expect(block).toBeInViewport()
})

test('the home page shows the summary with the latest reviews and links to the full list at #reviews', async ({
  page,
}) => {
  const facts = reviewFacts(group)
  await page.goto(siteUrl(group, '/'))
  const block = page.locator('#reviews')
  await expect(block).toContainText(`Average of all ${facts.count} reviews, 1 to 5 stars`)
  await expect(block.getByRole('listitem')).toHaveCount(3)
  await expect(block.getByRole('listitem').first().locator('time')).toHaveText(ddmmyyyy(facts.latest[0]!.review_date))
  await block.getByRole('link', { name: 'More reviews from our customers' }).click()
  await expect(page).toHaveURL(/\/about-us#reviews$/)
  await expect(page.locator('#reviews').getByRole('listitem')).toHaveCount(20)
})

test('Sales this Month shows the cars the group sold this month, from its stock', async ({ page }) => {
  const sold = soldThisMonth(group)
  expect(sold).toBeGreaterThan(0)
  await page.goto(siteUrl(group, '/'))
  const region = banner(page)
  await expect(region.getByRole('heading', { level: 2 })).toHaveText('Sales this Month')
  await expect(region).toContainText('Cars sold from our stock since 1 November')
  // What a screen reader reads, and what the page shows once any count-up is over.
  await expect(region.getByText(String(sold), { exact: true })).toHaveCount(2)
  await expect(region.locator('[data-sales-count]')).toHaveText(String(sold))
  const api = await hostRequest(group, '/api/sales-counter')
  expect(api.status).toBe(200)
  expect(JSON.parse(api.body)).toEqual({ figure: { count: sold, basis: 'Cars sold from our stock since 1 November' } })
})

test('dealers that do not switch the counter on show no banner and have no counter resource', async ({ page }) => {
  for (const slug of others) {
    await page.goto(siteUrl(slug, '/'))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(banner(page)).toHaveCount(0)
    await expect(page.getByText('Sales this Month')).toHaveCount(0)
    expect((await hostRequest(slug, '/api/sales-counter')).status).toBe(404)
  }
})

test('with JavaScript the counter counts up to the figure over 2 seconds', async ({ page }) => {
  test.skip(!isJs(), 'the count-up needs JavaScript')
  const sold = soldThisMonth(group)
  // Every value the count shows, with when it showed it, from before the page's scripts run.
  await page.addInitScript(() => {
    const seen: { t: number; v: string }[] = []
    ;(window as unknown as { __counts: typeof seen }).__counts = seen
    new MutationObserver(() => {
      const v = document.querySelector('[data-sales-count]')?.textContent
      if (v && v !== seen.at(-1)?.v) seen.push({ t: performance.now(), v })
    }).observe(document, { subtree: true, childList: true, characterData: true })
  })
  await page.goto(siteUrl(group, '/'))
  // The server's figure first, then the count from 0 back up to it.
  const recorded = () => page.evaluate(() => (window as unknown as { __counts: { t: number; v: string }[] }).__counts)
  await expect
    .poll(async () => {
      const seen = (await recorded()).map((c) => Number(c.v))
      return seen.some((v) => v < sold) && seen.at(-1) === sold
    })
    .toBe(true)
  const counts = await recorded()
  const values = counts.map((c) => Number(c.v))
  expect(values.at(-1)).toBe(sold)
  // From where the count starts, it only goes up, and never past the figure.
  const from = values.findIndex((v) => v < sold)
  expect(from).toBeGreaterThanOrEqual(0)
  const climb = values.slice(from)
  expect(climb.every((v, i) => i === 0 || v >= climb[i - 1]!)).toBe(true)
  expect(Math.max(...climb)).toBe(sold)
  const started = counts[from]!.t
  const ended = counts.at(-1)!.t
  // The count eases out over 2 seconds: the last whole number shows after about three quarters of it.
  expect(ended - started).toBeGreaterThan(1000)
  expect(ended - started).toBeLessThan(2600)
  expect(values.every((v) => Number.isInteger(v) && !Object.is(v, -0))).toBe(true)
})

test('with JavaScript the banner asks the server again every 150 seconds and follows it', async ({ page }) => {
  test.skip(!isJs(), 'the refresh needs JavaScript')
  const sold = soldThisMonth(group)
  await page.clock.install()
  await page.goto(siteUrl(group, '/'))
  // The banner's code loads as it comes into view (~/components/home-on-demand.ts) and its timer
  // starts when React has hydrated it, so the clock is moved on only from then.
  await banner(page).scrollIntoViewIfNeeded()
  await page.waitForFunction(() => {
    const el = document.querySelector('[data-sales-count]')
    return el !== null && Object.keys(el).some((k) => k.startsWith('__reactFiber'))
  })
  await page.waitForTimeout(200)
  const count = banner(page).locator('[data-sales-count]')
  await page.clock.runFor(2500)
  await expect(count).toHaveText(String(sold))
  // The page's clock runs on while it hydrates, so the first refresh falls a few seconds before
  // 150 s from here; each window below allows for that, and no refresh comes sooner than 140 s.
  let asked = 0
  let figure: { count: number; basis: string } | null = {
    count: sold + 2,
    basis: 'Cars sold from our stock since 1 November',
  }
  await page.route('**/api/sales-counter', (route) => {
    asked++
    return route.fulfill({ json: { figure } })
  })
  await page.clock.runFor(135_000)
  expect(asked).toBe(0)
  await page.clock.runFor(15_000)
  await expect.poll(() => asked).toBe(1)
  await page.clock.runFor(2500)
  await expect(count).toHaveText(String(sold + 2))
  await expect(banner(page).getByText(String(sold + 2), { exact: true })).toHaveCount(2)
  // A new month with no sale yet: the server has no figure, and at the next refresh the banner goes.
  figure = null
  await page.clock.runFor(135_000)
  expect(asked).toBe(1)
  await expect(count).toHaveText(String(sold + 2))
  await page.clock.runFor(15_000)
  await expect.poll(() => asked).toBe(2)
  await expect(banner(page)).toHaveCount(0)
})
