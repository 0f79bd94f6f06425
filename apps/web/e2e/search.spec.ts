import { expect, test } from './support/test'
import { siteUrl } from './fixtures'

const group = 'harbour-city-motor-group'
const used = 'westside-car-co'

test.describe('stock search', () => {
  test('filters with a select and Show Me, and the URL is built from the filters', async ({ page }) => {
    await page.goto(siteUrl(group, '/search/new-used-and-demo-cars'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All cars for sale')
    const make = page.getByLabel('Make', { exact: true })
    // Counts sit beside each value, values sorted; popular makes grouped when there are many.
    await expect(make.locator('option').first()).toHaveText('All')
    await make.selectOption('Toyota')
    const showMe = page.getByRole('button', { name: /^Show Me [\d,]+ Cars$/ })
    await showMe.click()
    await expect(page).toHaveURL(/\/search\/toyota$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Toyota cars for sale')
    const titles = await page.getByRole('article').getByRole('heading').allTextContents()
    expect(titles.length).toBeGreaterThan(0)
    for (const t of titles) expect(t.toLowerCase()).toContain('toyota')
    // A second filter goes into the query string; the model widget appears once a make is chosen.
    await page.getByLabel('Body Type').selectOption('SUV')
    await page.getByRole('button', { name: /^Show Me/ }).click()
    await expect(page).toHaveURL(/\/search\/toyota\?body=SUV$/)
    await expect(page.getByLabel('Model', { exact: true })).toBeVisible()
    // Each active filter is a chip that removes it.
    await page.getByRole('link', { name: 'Remove Make: Toyota' }).click()
    await expect(page).toHaveURL(/\/search\/new-used-and-demo-cars\?body=SUV$/)
  })

  test('sorts by lowest price and highest price', async ({ page }) => {
    const prices = async () =>
      (await page.getByRole('article').locator('text=/^\\$[\\d,]+$/').allTextContents()).map((p) =>
        Number(p.replace(/[$,]/g, '')),
      )
    await page.goto(siteUrl(used, '/search/used-cars?sortBy=price-asc'))
    const asc = await prices()
    expect(asc.length).toBeGreaterThan(5)
    expect([...asc].sort((a, b) => a - b)).toEqual(asc)
    // With JavaScript a new sort applies at once; without it, Show Me submits the form.
    const js = test.info().project.name === 'js'
    if (js) await page.locator('html[data-hydrated]').waitFor()
    await page.getByLabel('Sort by').selectOption('price-desc')
    if (!js) await page.getByRole('button', { name: /^Show Me/ }).click()
    await expect(page).toHaveURL(/sortBy=price-desc/)
    await expect(page.getByLabel('Sort by')).toHaveValue('price-desc')
    await expect(page.getByRole('region', { name: 'Results' })).toHaveAttribute('aria-busy', 'false')
    await expect.poll(async () => (await prices())[0]).toBeGreaterThanOrEqual(asc[asc.length - 1]!)
    const desc = await prices()
    expect([...desc].sort((a, b) => b - a)).toEqual(desc)
  })

  test('pages through 21 cards a page; only later pages carry a page parameter', async ({ page }) => {
    await page.goto(siteUrl(used, '/search/used-cars'))
    await expect(page.getByRole('article')).toHaveCount(21)
    await expect(page.getByText(/^Showing 1–21 of [\d,]+ cars$/)).toBeVisible()
    await page.getByRole('link', { name: 'Page 2', exact: true }).click()
    await expect(page).toHaveURL(/\/search\/used-cars\?page=2$/)
    await expect(page.getByText(/^Showing 22–42 of/)).toBeVisible()
    await page.getByRole('link', { name: /Previous/ }).click()
    await expect(page).toHaveURL(/\/search\/used-cars$/)
  })

  test('free-text query narrows the results', async ({ page }) => {
    await page.goto(siteUrl(group, '/search/new-used-and-demo-cars'))
    await page.getByLabel('Keywords').fill('hilux')
    await page.getByRole('button', { name: /^Show Me/ }).click()
    await expect(page).toHaveURL(/query=hilux/)
    // With JS the results render after the URL changes: wait for them before reading them all.
    await expect(page.getByRole('article').first().getByRole('heading')).toContainText(/hilux/i)
    const titles = await page.getByRole('article').getByRole('heading').allTextContents()
    expect(titles.length).toBeGreaterThan(0)
    for (const t of titles) expect(t.toLowerCase()).toContain('hilux')
  })

  test('one result is one car: the count, the panel summary and Show Me say so', async ({ page }) => {
    // Westside has a single convertible (the footer's Convertible link).
    await page.goto(siteUrl(used, '/search/new-used-and-demo-cars?body=Convertible'))
    await expect(page.getByRole('article')).toHaveCount(1)
    await expect(page.getByText('Showing 1–1 of 1 car', { exact: true })).toBeVisible()
    await expect(page.getByText('Filter and sort 1 car', { exact: true })).toBeAttached()
    await expect(page.getByRole('button', { name: 'Show Me 1 Car', exact: true })).toBeAttached()
  })

  test('no results shows the empty card with Clear Filters', async ({ page }) => {
    await page.goto(siteUrl(group, '/search/new-used-and-demo-cars?query=zzzzqqq'))
    await expect(page.getByRole('heading', { name: 'No Results Available' })).toBeVisible()
    await expect(
      page.getByText(
        'No results found for your search at this time. Please try adjusting the filters for more results.',
      ),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'Clear Filters' })).toHaveAttribute('href', '/special-offers')
  })

  test('a car type with no stock offers Find Me Something Similar', async ({ page }) => {
    await page.goto(siteUrl(used, '/search/demo-cars'))
    await expect(page.getByRole('heading', { name: 'No Results Available' })).toBeVisible()
    await page.getByRole('link', { name: 'Find Me Something Similar' }).click()
    await expect(page).toHaveURL(/\/search\/new-used-and-demo-cars$/)
    await expect(page.getByRole('article').first()).toBeVisible()
  })

  test('bad URLs give a normal page or a 404, never a 500', async ({ page }) => {
    const cases: [string, number][] = [
      ['/search/used-cars?page=-1', 200],
      ['/search/used-cars?page=abc', 200],
      ['/search/used-cars?page=99999', 200],
      ['/search/used-cars?sortBy=%3Cscript%3E', 200],
      ['/search/used-cars?make=Nope', 200],
      ['/search/used-cars?make=a&make=a&make=b', 200],
      [`/search/used-cars?query=${'x'.repeat(10_000)}`, 200],
      ['/search/not-a-make', 404],
      ['/search/toyota/not-a-model/extra', 404],
    ]
    for (const [p, status] of cases) {
      const res = await page.goto(siteUrl(group, p))
      expect(res?.status(), p).toBe(status)
    }
  })
})

test('the price slider page goes to search sorted by price descending', async ({ page, javaScriptEnabled }) => {
  // Thumbs never cross (clampPriceSlider's unit tests hold the exact rule): a crossed pair is mended.
  // The range is always worded as a range, '+' only with the upper thumb at the maximum.
  await page.goto(siteUrl(used, '/search-by-price'))
  await expect(page.getByText('$5,000 to $250,000+', { exact: true })).toBeVisible()
  await expect(page.getByText(/Under /)).toHaveCount(0)
  if (javaScriptEnabled) {
    // Dragging words it the same way the server does.
    await page.getByLabel('Maximum price').fill('40000')
    await page.getByLabel('Minimum price').fill('20000')
    await expect(page.getByText('$20,000 to $40,000', { exact: true })).toBeVisible()
  }
  await page.goto(siteUrl(used, '/search-by-price?min=90000&max=15000'))
  await expect(page.getByText('$14,999 to $15,000', { exact: true })).toBeVisible()
  await page.goto(siteUrl(used, '/search-by-price?min=10000&max=30000'))
  await expect(page.getByText('$10,000 to $30,000', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: /highest price first/ }).click()
  await expect(page).toHaveURL(/price_range=10000-30000/)
  await expect(page).toHaveURL(/sortBy=price-desc/)
  await expect(page.getByLabel('Sort by')).toHaveValue('price-desc')
})

test.describe('stock search with JavaScript', () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'JS only: without it every change is a page load')

  const hydrated = (page: import('@playwright/test').Page) => page.locator('html[data-hydrated]').waitFor()
  const titles = (page: import('@playwright/test').Page) =>
    page.getByRole('article').getByRole('heading').allTextContents()

  test("'Show Me' counts up or down to the new count after a filter change", async ({ page }) => {
    await page.goto(siteUrl(group, '/search/new-used-and-demo-cars'))
    await hydrated(page)
    const showMe = page.getByRole('button', { name: /^Show Me/ })
    const before = number(await showMe.textContent())
    const toyota = number(
      await page.getByLabel('Make', { exact: true }).locator('option[value="Toyota"]').first().textContent(),
    )
    expect(toyota).toBeGreaterThan(0)
    expect(before - toyota).toBeGreaterThan(50)
    // Every number the button shows on its way to the new count.
    await page.evaluate(() => {
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.startsWith('Show Me'))!
      const seen: number[] = []
      Object.assign(window, { __showMeSeen: seen })
      new MutationObserver(() => seen.push(Number(button.textContent!.replace(/\D/g, '')))).observe(button, {
        subtree: true,
        childList: true,
        characterData: true,
      })
    })
    await page.getByLabel('Make', { exact: true }).selectOption('Toyota')
    await expect(showMe).toHaveText(`Show Me ${toyota.toLocaleString('en-AU')} Cars`)
    const seen = await page.evaluate(() => (window as unknown as { __showMeSeen: number[] }).__showMeSeen)
    // It animates: numbers strictly between the old and the new count were shown, in order.
    const between = seen.filter((n) => n < before && n > toyota)
    expect(between.length).toBeGreaterThan(2)
    expect([...between].sort((a, b) => b - a)).toEqual(between)
    expect(seen.at(-1)).toBe(toyota)
    // The page itself has not changed yet: Show Me takes the shopper there.
    await expect(page).toHaveURL(/\/search\/new-used-and-demo-cars$/)
  })

  test("'Show Me' prefetches the search page behind it and opens it without a redirect", async ({ page }) => {
    await page.goto(siteUrl(group, '/search/new-used-and-demo-cars'))
    await hydrated(page)
    const requests: string[] = []
    page.on('request', (r) => requests.push(new URL(r.url()).pathname + new URL(r.url()).search))
    const prefetched = page.waitForRequest((r) => new URL(r.url()).pathname === '/search/toyota.data')
    await page.getByLabel('Make', { exact: true }).selectOption('Toyota')
    // The same URL the navigation's data request uses, so the browser can answer it from the prefetch.
    await expect(page.locator('link[rel="prefetch"]')).toHaveAttribute(
      'href',
      '/search/toyota.data?_routes=routes%2Fsearch.%24',
    )
    expect((await prefetched).url()).toMatch(/\/search\/toyota\.data\?_routes=routes%2Fsearch\.%24$/)
    await page.getByRole('button', { name: /^Show Me/ }).click()
    await expect(page).toHaveURL(/\/search\/toyota$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Toyota cars for sale')
    // It went straight to the canonical URL: no request to /search?make=... that redirects.
    expect(requests.filter((r) => r.startsWith('/search?') || r.startsWith('/search.data'))).toEqual([])
  })

  for (const failure of ['a network error', 'a server error'] as const) {
    test(`a search that fails with ${failure} keeps the previous results and says so`, async ({ page }) => {
      const errors: string[] = []
      page.on('pageerror', (e) => errors.push(e.message))
      await page.goto(siteUrl(group, '/search/new-used-and-demo-cars'))
      await hydrated(page)
      const shown = await titles(page)
      expect(shown.length).toBe(21)
      await page.route(/\/search\/[^?]*\.data/, (route) =>
        failure === 'a network error'
          ? route.abort('internetdisconnected')
          : route.fulfill({ status: 503, body: 'Service Unavailable' }),
      )
      await page.getByLabel('Make', { exact: true }).selectOption('Toyota')
      await page.getByRole('button', { name: /^Show Me/ }).click()
      await expect(page.getByRole('alert')).toHaveText(
        /We couldn't load the new results\. These are the results of your previous search\./,
      )
      // The previous hits and heading stay; no error page.
      expect(await titles(page)).toEqual(shown)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('All cars for sale')
      await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0)
      await expect(page.getByRole('region', { name: 'Results' })).toHaveAttribute('aria-busy', 'false')
      // The form keeps the shopper's choice, and 'Try again' loads the search once the server answers.
      await expect(page.getByLabel('Make', { exact: true })).toHaveValue('Toyota')
      await page.unroute(/\/search\/[^?]*\.data/)
      await page.getByRole('link', { name: 'Try again' }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Toyota cars for sale')
      await expect(page.getByRole('alert')).toHaveCount(0)
      expect(errors).toEqual([])
    })
  }

  test('a search that does not exist is still a 404 page, not the previous results', async ({ page }) => {
    await page.goto(siteUrl(group, '/search/new-used-and-demo-cars'))
    await hydrated(page)
    // A search URL the page never offers, opened inside the app (client-side navigation).
    await page.evaluate(() =>
      (window as unknown as { __remixRouter: { navigate(to: string): void } }).__remixRouter.navigate(
        '/search/not-a-make',
      ),
    )
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    await expect(page.getByRole('alert')).toHaveCount(0)
  })

  test('the header and footer stay in place through searches in the page', async ({ page }) => {
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
    await page.goto(siteUrl(group, '/search/used-cars'))
    await hydrated(page)
    // The header as drawn, but for its Sign In link's Back target, which follows the page shown.
    const headerHtml = async () => (await page.locator('header').first().innerHTML()).replace(/back=[^"&]*/g, 'back=…')
    const header = await headerHtml()
    const footer = await page.locator('footer').last().innerHTML()
    await page.getByRole('link', { name: 'Page 2', exact: true }).click()
    await expect(page).toHaveURL(/page=2/)
    await expect(page.getByText(/^Showing 22–42 of/)).toBeVisible()
    expect(await headerHtml()).toBe(header)
    expect(await page.locator('footer').last().innerHTML()).toBe(footer)
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'SUV', exact: true })).toHaveAttribute(
      'href',
      '/search/new-used-and-demo-cars?body=SUV',
    )
    expect(errors).toEqual([])
  })
})

test.describe('cards sent as HTML', () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'JS only: hydration and searches in the page')

  test("the document's data names the cards only; the browser keeps their markup, and a search in the page draws whole cards", async ({
    page,
  }) => {
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
    const response = await page.goto(siteUrl(group, '/search/used-cars'))
    const html = await response!.text()
    await page.locator('html[data-hydrated]').waitFor()
    const titles = await page.getByRole('article').getByRole('heading').allTextContents()
    expect(titles).toHaveLength(21)
    // The hydration data (the inline module scripts) holds no card title; the markup does.
    const data = [...html.matchAll(/<script[^>]*>([^]*?)<\/script>/g)].map((m) => m[1]).join('\n')
    expect(data).toContain('routes/search.$')
    for (const title of titles.slice(0, 3)) {
      expect(html).toContain(title)
      expect(data).not.toContain(title)
    }
    // Hydrated, the cards are still whole: photo, price and link.
    const first = page.getByRole('article').first()
    await expect(first.getByRole('img').first()).toBeVisible()
    await expect(first.getByRole('link').first()).toHaveAttribute('href', /^\/cars\//)
    // A search in the page brings whole cards, which React draws.
    await page.getByRole('link', { name: 'Page 2', exact: true }).click()
    await expect(page.getByText(/^Showing 22–42 of/)).toBeVisible()
    const next = await page.getByRole('article').getByRole('heading').allTextContents()
    expect(next).toHaveLength(21)
    expect(next).not.toEqual(titles)
    await page.goBack()
    await expect(page.getByText(/^Showing 1–21 of/)).toBeVisible()
    expect(await page.getByRole('article').getByRole('heading').allTextContents()).toEqual(titles)
    expect(errors).toEqual([])
  })
})

test('the page scrolls to the top after a search change', async ({ page, javaScriptEnabled }) => {
  await page.goto(siteUrl(used, '/search/used-cars'))
  if (javaScriptEnabled) await page.locator('html[data-hydrated]').waitFor()
  const next = page.getByRole('link', { name: 'Page 2', exact: true })
  await next.scrollIntoViewIfNeeded()
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
  await next.click()
  await expect(page).toHaveURL(/\/search\/used-cars\?page=2$/)
  await expect(page.getByText(/^Showing 22–42 of/)).toBeVisible()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('popular makes come first (20), then an All Makes heading; make counts stay disjunctive', async ({ page }) => {
  await page.goto(siteUrl(group, '/search/toyota'))
  const make = page.getByLabel('Make', { exact: true })
  const groups = make.locator('optgroup')
  await expect(groups).toHaveCount(2)
  await expect(groups.nth(0)).toHaveAttribute('label', 'Popular Makes')
  await expect(groups.nth(0).locator('option')).toHaveCount(20)
  await expect(groups.nth(1)).toHaveAttribute('label', 'All Makes')
  // With Toyota chosen, the other makes still show what choosing them would give.
  const mazda = number(await groups.nth(1).locator('option[value="Mazda"]').textContent())
  expect(mazda).toBeGreaterThan(0)
  await page.goto(siteUrl(group, '/search/mazda'))
  await expect(page.getByText(new RegExp(`^Showing 1–21 of ${mazda.toLocaleString('en-AU')} cars$`))).toBeVisible()
})

test('promo cards sit at positions 5 and 10 on a dealer with offers, and nowhere on one without', async ({ page }) => {
  await page.goto(siteUrl(group, '/search/used-cars'))
  const items = page
    .getByRole('region', { name: 'Results' })
    .locator('ul > li')
    .filter({ has: page.locator('article, h2') })
  const kinds = await items.evaluateAll((lis) => lis.map((li) => (li.querySelector('article') ? 'car' : 'promo')))
  expect(kinds.indexOf('promo')).toBe(4)
  expect(kinds.lastIndexOf('promo')).toBe(9)
  expect(kinds.filter((k) => k === 'promo')).toHaveLength(2)
  await expect(page.getByText('Special offer').first()).toBeVisible()
  await page.goto(siteUrl(used, '/search/used-cars'))
  await expect(page.getByText('Special offer')).toHaveCount(0)
})

test('4 cards a row only where they are as wide as 3: a card never narrows as the window widens', async ({ page }) => {
  // Westside sets 4 cards a row (features.searchColumns); the others keep 3 (docs/spec-coverage.md, Search).
  const grid = async (tenant: string, width: number) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(siteUrl(tenant, '/search/used-cars'))
    const cards = page.getByRole('region', { name: 'Results' }).getByRole('article')
    await expect(cards.first()).toBeVisible()
    const boxes = (await cards.evaluateAll((list) => list.slice(0, 8).map((a) => a.getBoundingClientRect()))).map(
      (b) => ({ top: Math.round(b.top), width: b.width }),
    )
    return { columns: boxes.filter((b) => b.top === boxes[0]!.top).length, width: Math.round(boxes[0]!.width) }
  }
  const widths = [1280, 1440, 1600, 1920, 2560]
  const westside = []
  for (const width of widths) westside.push({ window: width, ...(await grid(used, width)) })
  expect(westside.map((g) => g.columns)).toEqual([3, 3, 4, 4, 4])
  const threeColumn = westside[0]!.width
  for (const [i, g] of westside.entries()) {
    expect(g.width, `${g.window} px`).toBeGreaterThanOrEqual(threeColumn)
    if (i > 0) expect(g.width, `${g.window} px`).toBeGreaterThanOrEqual(westside[i - 1]!.width)
  }
  // The header's column lines up with the page's at every width (wider than 1600 px as well).
  for (const width of [1440, 1920]) {
    await page.setViewportSize({ width, height: 900 })
    const left = (locator: ReturnType<typeof page.locator>) =>
      locator.evaluate((el) => Math.round(el.getBoundingClientRect().left))
    const heading = await left(page.getByRole('heading', { level: 1 }))
    const logo = await left(page.getByRole('banner').getByRole('link').first())
    expect(logo, `${width} px: the header's first link starts where the heading does`).toBe(heading)
  }
  // A dealer with 3 a row keeps its grid at every width.
  const narrow = await grid(group, 1280)
  expect(narrow.columns).toBe(3)
  expect(await grid(group, 1920)).toEqual(narrow)
})

function number(text: string | null) {
  return Number((text ?? '').replace(/\D/g, ''))
}

test('a location’s search page names the location in its title and heading, not all cars', async ({ page }) => {
  await page.goto(siteUrl(group, '/search/harbour-city-mazda-southport-sales'))
  const heading = 'Cars for sale at Harbour City Mazda Southport Sales'
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
  await expect(page).toHaveTitle(`${heading} | Harbour City Motor Group`)
  // All stock is still all stock.
  await page.goto(siteUrl(group, '/search/new-used-and-demo-cars'))
  await expect(page).toHaveTitle('All cars for sale | Harbour City Motor Group')
})

test('on a phone the filter panel’s Sort by has a row of its own, its label not cut', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(siteUrl(group, '/search/new-used-and-demo-cars'))
  await page.getByText('Filter and sort').first().click()
  const sort = page.locator('#search-sort')
  await expect(sort).toBeVisible()
  // Half a row, 'Most Relevant' showed as 'Most Relevan'; the keywords field spans the row.
  const sortBox = (await sort.boundingBox())!
  const keywordsBox = (await page.locator('#search-query').boundingBox())!
  expect(Math.round(sortBox.width)).toBe(Math.round(keywordsBox.width))
  const fits = await sort.evaluate((el: HTMLSelectElement) => {
    const probe = document.createElement('span')
    probe.style.cssText = `font: ${getComputedStyle(el).font}; position: absolute; white-space: nowrap`
    probe.textContent = el.selectedOptions[0]!.text
    document.body.append(probe)
    const width = probe.getBoundingClientRect().width
    probe.remove()
    return width + 40 <= el.clientWidth
  })
  expect(fits).toBe(true)
})
