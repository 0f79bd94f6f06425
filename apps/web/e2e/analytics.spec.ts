import Sqlite from 'better-sqlite3'
import { expect, test, type Page } from './support/test'
import { pick, queryE2eDb } from './demo-cars'
import { PORT, siteUrl } from './fixtures'
import { captureAnalytics } from './support/analytics-beacons'
import { preparePrivateSite, startServer, type PrivateSite, type RunningServer } from './support/app-server'

/*
 * Analytics out (docs/analytics.md; docs/spec-coverage.md, Analytics): the page's events reach
 * the first-party sink in beacons, each id once where the catalogue says once; Do Not Track
 * sends nothing; a dealer that asks for consent gets nothing until the shopper accepts.
 */

const group = 'harbour-city-motor-group'
const inStock = "status = 'in_stock' and reserved = 0 and price > 5000 and spin_images = '[]'"
const hydrated = (page: Page) => page.locator('html[data-hydrated]').waitFor()
const calculator = (page: Page) => page.locator('#finance-calculator')
/** Longer than the tracker's batching timer (1 s), so anything queued would have gone. */
const quietMs = 2_500

/** Several inputs of the finance calculator: a slider, a money field, another slider, a select. */
async function useCalculator(page: Page) {
  await calculator(page).getByLabel('Term', { exact: true }).fill('3')
  await calculator(page).getByLabel('Purchase price').fill('25000')
  await calculator(page).getByLabel('Purchase price').blur()
  await calculator(page).getByLabel('Interest rate', { exact: true }).fill('9.2')
  await calculator(page).getByLabel('Repayment frequency').selectOption('month')
  await expect(calculator(page).getByTestId('finance-result')).toContainText('monthly*')
}

test.describe('analytics events', () => {
  test.beforeEach(({ javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, 'events are sent by the page’s script')
  })

  test('a car page sends its view once and, after several calculator inputs, event 26 once; the sink stores them', async ({
    page,
    context,
  }) => {
    const sent = captureAnalytics(context)
    const slug = pick(group, `${inStock} and finance_lenders = '{}'`, 3)
    const carId = queryE2eDb<{ id: string }>('select id from cars where tenant = ? and slug = ?', group, slug)[0]!.id
    await page.goto(siteUrl(group, `/cars/${slug}`))
    await hydrated(page)
    await expect.poll(() => sent.count(4)).toBe(1)
    expect(sent.events()[0]).toEqual({
      id: 4,
      payload: { car_id: carId },
      path: `/cars/${slug}`,
      at: expect.any(Number),
    })
    expect(sent.count(26)).toBe(0)
    await useCalculator(page)
    await expect.poll(() => sent.count(26)).toBe(1)
    // More inputs, more time: still once.
    await calculator(page).getByLabel('Term', { exact: true }).fill('5')
    await page.waitForTimeout(quietMs)
    expect(sent.count(26)).toBe(1)
    expect(sent.count(4)).toBe(1)
    expect(sent.events().find((e) => e.id === 26)?.payload).toEqual({ car_id: carId })
    // The sink took every batch (202: stored).
    await expect.poll(() => sent.statuses().every((s) => s === 202)).toBe(true)
    // A reload in the same tab session is not a new view.
    await page.reload()
    await hydrated(page)
    await page.waitForTimeout(quietMs)
    expect(sent.count(4)).toBe(1)
  })

  test('sharing and printing a car send their events, flushed as the page is left', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const slug = pick(group, inStock, 4)
    const carId = queryE2eDb<{ id: string }>('select id from cars where tenant = ? and slug = ?', group, slug)[0]!.id
    const since = new Date().toISOString()
    await page.goto(siteUrl(group, `/cars/${slug}`))
    await hydrated(page)
    await page.getByRole('button', { name: 'Share', exact: true }).click()
    // Leaving at once: the queued events go in the page-hide beacon, not after the timer. The
    // browser sends that beacon as the page unloads, where Playwright does not see it: the rows
    // the sink stored show it arrived.
    await page.getByRole('link', { name: 'Print', exact: true }).click()
    await expect(page).toHaveURL(/\/print\?car_id=/)
    const stored = () =>
      queryE2eDb<{ event_id: number; payload: string; received_at: string }>(
        `select event_id, payload, received_at from analytics_events
         where tenant = ? and event_id in (25, 49) and received_at >= ? and payload like ?
         order by received_at, event_id`,
        group,
        since,
        `%"car_id":"${carId}"%`,
      )
    await expect
      .poll(() => stored().map((r) => [r.event_id, JSON.parse(r.payload)]))
      .toEqual([
        [25, { car_id: carId, channel: 'copy' }],
        [49, { car_id: carId, format: 'print' }],
      ])
    // The print event is queued as the link is followed, so only the page-hide beacon can have sent
    // it. (Whether the share event went with it depends on how long the click took: on a loaded
    // machine the one-second timer may send it first, so the batches are not counted.)
  })

  test('a search sends what it found, and a filter change names the filter', async ({ page, context }) => {
    const sent = captureAnalytics(context)
    await page.goto(siteUrl(group, '/search/used-cars'))
    await hydrated(page)
    await expect.poll(() => sent.count(14)).toBe(1)
    const shown = sent.events().find((e) => e.id === 14)!
    expect(shown.path).toBe('/search/used-cars')
    expect(shown.payload).toEqual({ results: expect.any(Number), query: '' })
    expect(shown.payload.results).toBeGreaterThan(0)
    await page.getByLabel('Make', { exact: true }).selectOption({ index: 1 })
    await expect
      .poll(() => sent.events().filter((e) => e.id === 15))
      .toEqual([expect.objectContaining({ payload: { field: 'make' } })])
  })

  test('a phone reveal and a call-to-action send their events, and a stored lead its lead_id once from the thank-you page', async ({
    page,
    context,
  }) => {
    const sent = captureAnalytics(context)
    const slug = pick(group, inStock, 6)
    const carId = queryE2eDb<{ id: string }>('select id from cars where tenant = ? and slug = ?', group, slug)[0]!.id
    await page.goto(siteUrl(group, `/cars/${slug}`))
    await hydrated(page)
    await page.getByRole('group', { name: 'Dealer phone' }).getByRole('button', { name: 'Show number' }).click()
    await expect
      .poll(() =>
        sent
          .events()
          .filter((e) => e.id === 9)
          .map((e) => e.payload),
      )
      .toEqual([{ car_id: carId }])
    // Enquire Now opens the form in a dialog; the event names the action.
    await page.locator('[data-placement="sidebar"] a[data-cta="enquire"]').click()
    await expect
      .poll(() =>
        sent
          .events()
          .filter((e) => e.id === 17)
          .map((e) => e.payload),
      )
      .toEqual([{ car_id: carId, action: 'enquire' }])
    // The form's own page, sent: the thank-you page records the lead.
    await page.goto(siteUrl(group, `/cars/${slug}/enquire`))
    await hydrated(page)
    await page.getByLabel('Name').fill('Ana Lytics')
    await page.getByLabel('Email').fill('ana@example.com')
    await page.getByLabel('Phone').fill('0412 345 678')
    const comments = page.getByLabel('Comments')
    if (await comments.count()) await comments.fill('Is it available?')
    await page.getByLabel('I agree to the Privacy Policy and Terms & Conditions*.').check()
    await page.getByRole('button', { name: 'Send Enquiry' }).click()
    await expect(page).toHaveURL(/\/success\?lead=/)
    const leadId = new URL(page.url()).searchParams.get('lead')!
    await expect
      .poll(() =>
        sent
          .events()
          .filter((e) => e.id === 18)
          .map((e) => e.payload),
      )
      .toEqual([{ lead_id: leadId, form: 'enquiry', car_id: carId }])
    await page.reload()
    await hydrated(page)
    await page.waitForTimeout(quietMs)
    expect(sent.count(18)).toBe(1)
    await expect.poll(() => sent.statuses().every((s) => s === 202)).toBe(true)
  })

  test('Do Not Track: nothing is sent, whatever the shopper does', async ({ browser }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { DNT: '1' } })
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' })
    })
    try {
      const sent = captureAnalytics(context)
      const page = await context.newPage()
      await page.goto(siteUrl(group, `/cars/${pick(group, `${inStock} and finance_lenders = '{}'`, 5)}`))
      await hydrated(page)
      expect(await page.evaluate(() => navigator.doNotTrack)).toBe('1')
      await useCalculator(page)
      await page.waitForTimeout(quietMs)
      await page.goto(siteUrl(group, '/search/used-cars'))
      await hydrated(page)
      await page.waitForTimeout(quietMs)
      expect(sent.batches()).toBe(0)
    } finally {
      await context.close()
    }
  })
})

/*
 * A dealer that asks first: its own server (a copy of Westside with analytics.consent
 * 'required' and a tag manager container), on its own port and data directory.
 */
test.describe('a dealer that asks for consent', () => {
  test.describe.configure({ mode: 'serial' })
  const dealer = 'westside-car-co'
  const GTM = 'GTM-TEST123'
  let site: PrivateSite
  let server: RunningServer
  let port: number
  let slugs: string[]

  test.beforeAll(async ({}, testInfo) => {
    test.setTimeout(180_000)
    port = PORT + 80 + (testInfo.project.name === 'js' ? 0 : 1)
    site = await preparePrivateSite(dealer, (t) => {
      t.analytics = { consent: 'required', gtmId: GTM }
    })
    const db = new Sqlite(site.sqlitePath, { readonly: true })
    try {
      slugs = (
        db
          .prepare(
            `select slug from cars where tenant = ? and show_on_dealer_website = 1 and ${inStock} and finance_lenders = '{}' order by slug limit 3`,
          )
          .all(dealer) as { slug: string }[]
      ).map((r) => r.slug)
    } finally {
      db.close()
    }
    server = await startServer(site, port)
  })

  test.afterAll(async () => {
    await server?.stop()
  })

  const url = (path: string) => `http://${dealer}.localhost:${port}${path}`
  const banner = (page: Page) => page.getByRole('region', { name: 'Help us improve this site' })

  test('nothing is sent (and no tag manager loads) until the shopper accepts; then the held events go, and the dataLayer gets them', async ({
    page,
    context,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, 'events are sent by the page’s script')
    const sent = captureAnalytics(context)
    const gtmLoads: string[] = []
    await context.route('https://www.googletagmanager.com/**', (route) => {
      gtmLoads.push(route.request().url())
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' })
    })
    await page.goto(url(`/cars/${slugs[0]}`))
    await hydrated(page)
    await expect(banner(page)).toBeVisible()
    await useCalculator(page)
    await page.waitForTimeout(quietMs)
    expect(sent.batches()).toBe(0)
    expect(gtmLoads).toEqual([])
    await banner(page).getByRole('button', { name: 'Accept' }).click()
    await expect(banner(page)).toHaveCount(0)
    await expect.poll(() => sent.ids()).toEqual([4, 26])
    await expect.poll(() => sent.statuses()).toEqual([202])
    expect(gtmLoads).toEqual([`https://www.googletagmanager.com/gtm.js?id=${GTM}`])
    const pushed = await page.evaluate(() =>
      ((window as unknown as { dataLayer: { event?: string; id?: number }[] }).dataLayer ?? [])
        .filter((e) => e.event === 'dealer_event')
        .map((e) => e.id),
    )
    expect(pushed).toEqual([4, 26])
    // The answer is kept: the next page has no banner and sends at once.
    await page.goto(url(`/cars/${slugs[1]}`))
    await hydrated(page)
    await expect(banner(page)).toHaveCount(0)
    await expect.poll(() => sent.ids()).toEqual([4, 26, 4])
  })

  test('declined, nothing is ever sent and the banner does not come back', async ({
    page,
    context,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, 'events are sent by the page’s script')
    const sent = captureAnalytics(context)
    await page.goto(url(`/cars/${slugs[2]}`))
    await hydrated(page)
    await banner(page).getByRole('button', { name: 'Decline' }).click()
    await expect(banner(page)).toHaveCount(0)
    await useCalculator(page)
    await page.goto(url('/search/used-cars'))
    await hydrated(page)
    await expect(banner(page)).toHaveCount(0)
    await page.waitForTimeout(quietMs)
    expect(sent.batches()).toBe(0)
  })

  test("the banner's code loads only with the banner; until it comes, Accept works as it does without JavaScript", async ({
    page,
    context,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, 'the banner’s code is loaded by the page’s script')
    // The banner's module (root.tsx, React.lazy), held back until the shopper has answered.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const asked: string[] = []
    await context.route(/\/assets\/consent-banner-[\w-]+\.js$/, async (route) => {
      asked.push(route.request().url())
      await held
      await route.continue()
    })
    await page.goto(url(`/cars/${slugs[2]}?from=early`))
    await hydrated(page)
    await expect.poll(() => asked.length).toBe(1)
    await banner(page).getByRole('button', { name: 'Accept' }).click()
    // The form posted, the answer was kept and the page came back without the banner.
    await expect(page).toHaveURL(url(`/cars/${slugs[2]}?from=early`))
    await expect(banner(page)).toHaveCount(0)
    expect((await context.cookies()).find((c) => c.name === 'analytics_consent')?.value).toBe('accepted')
    release()
    // Answered: no banner, so no banner code on the next page.
    await page.goto(url('/search/used-cars'))
    await hydrated(page)
    await page.waitForTimeout(quietMs)
    expect(asked).toHaveLength(1)
  })

  test('the banner works without JavaScript: Accept or Decline is kept in a cookie and the page comes back without it', async ({
    page,
    context,
    javaScriptEnabled,
  }) => {
    test.skip(javaScriptEnabled, 'the form as it works before any script')
    await page.goto(url(`/cars/${slugs[0]}?from=test`))
    await expect(banner(page)).toBeVisible()
    await banner(page).getByRole('button', { name: 'Decline' }).click()
    await expect(page).toHaveURL(url(`/cars/${slugs[0]}?from=test`))
    await expect(banner(page)).toHaveCount(0)
    expect((await context.cookies()).find((c) => c.name === 'analytics_consent')?.value).toBe('declined')
    await context.clearCookies()
    await page.goto(url('/search/used-cars'))
    await banner(page).getByRole('button', { name: 'Accept' }).click()
    await expect(page).toHaveURL(url('/search/used-cars'))
    await expect(banner(page)).toHaveCount(0)
    expect((await context.cookies()).find((c) => c.name === 'analytics_consent')?.value).toBe('accepted')
  })
})
