import { expect, test, type Page } from './support/test'
import { siteUrl } from './fixtures'
import { hostRequest } from './http'
import { leadIdOf, storedLead } from './lead-db'

// Model pages (docs/spec-coverage.md, Dealer site: models), with JavaScript on and off.

const group = 'harbour-city-motor-group'
const js = () => test.info().project.name === 'js'

async function open(page: Page, path: string, dealer = group) {
  await page.goto(siteUrl(dealer, path))
  if (js()) await page.locator('html[data-hydrated]').waitFor()
}

const caption = (page: Page) => page.getByTestId('colour-caption')
const viewer = (page: Page) => page.locator('#colours')

/** Marks the document: with JS, a switch in place keeps the mark; a page load loses it. */
async function markDocument(page: Page) {
  if (js()) await page.evaluate(() => ((window as unknown as { modelMark: number }).modelMark = 1))
}
async function expectSameDocument(page: Page) {
  if (js()) expect(await page.evaluate(() => (window as unknown as { modelMark?: number }).modelMark)).toBe(1)
}

test('a model page from the header and from /models: hero, short description, price and stock', async ({ page }) => {
  await open(page, '/')
  await expect(page.locator('header a[href="/models/toyota-hilux"]').first()).toHaveText('Toyota HiLux')
  await open(page, '/models')
  const tile = page.locator('main').getByRole('link', { name: /^Toyota HiLux Ute/ })
  // The card's short description is cut at 75 characters.
  const description = await tile.locator('span').nth(1).textContent()
  expect(description!.replace(/\.\.\.$/, '').length).toBeLessThanOrEqual(75)
  await tile.click()
  await expect(page).toHaveURL(/\/models\/toyota-hilux$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Toyota HiLux')
  await expect(page.getByText("Australia's favourite ute")).toBeVisible()
  await expect(page.getByText(/From \$[\d,]+ drive away/).first()).toBeVisible()

  const stock = page.locator('#stock')
  await expect(stock.getByRole('heading', { name: 'Toyota HiLux in stock' })).toBeVisible()
  await expect(stock.getByRole('article')).toHaveCount(4)
  const all = stock.getByRole('link', { name: /View all \d+ in stock/ })
  const total = Number((await all.textContent())!.match(/\d+/)![0])
  await all.click()
  await expect(page).toHaveURL(/\/search\/toyota\/hilux/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Toyota HiLux cars for sale')
  // 'View all N in stock' counts the cars for sale; the search also lists the recently sold (a run
  // of them as one card), so it shows at least as many.
  const showing = page.getByText(/^Showing 1–\d+ of [\d,]+ cars$/)
  await expect(showing).toBeVisible()
  const listed = Number((await showing.textContent())!.match(/of ([\d,]+) cars/)![1]!.replace(/,/g, ''))
  expect(listed).toBeGreaterThanOrEqual(total)
})

test('/models: the tiles of a row are one height, their prices on one line', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await open(page, '/models')
  const tiles = await page
    .getByRole('main')
    .getByRole('listitem')
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((a) => {
        const box = a.getBoundingClientRect()
        const price = a.querySelector('strong')?.getBoundingClientRect()
        return { top: Math.round(box.top), height: Math.round(box.height), price: price && Math.round(price.bottom) }
      }),
    )
  const rows = new Map<number, typeof tiles>()
  for (const t of tiles) rows.set(t.top, [...(rows.get(t.top) ?? []), t])
  expect(rows.size).toBeGreaterThan(1)
  // Toyota Kluger's longer description made its tile taller than the rest of its row.
  for (const row of rows.values()) {
    expect(new Set(row.map((t) => t.height)).size, JSON.stringify(row)).toBe(1)
    expect(new Set(row.filter((t) => t.price).map((t) => t.price)).size, JSON.stringify(row)).toBe(1)
  }
})

test('variants section: heading, grid or carousel, arrows from 4 variants, Get a Quote', async ({ page }) => {
  await open(page, '/models/hyundai-staria-load')
  await expect(page.getByRole('heading', { name: 'Staria Load Features' })).toBeVisible()
  await expect(page.locator('#variant-cards')).toHaveAttribute('data-layout', 'grid')

  await open(page, '/models/toyota-yaris-cross')
  await expect(page.getByRole('heading', { name: 'Which Yaris Cross will you choose?' })).toBeVisible()
  await expect(page.locator('#variant-cards')).toHaveAttribute('data-layout', 'grid')

  await open(page, '/models/toyota-corolla')
  await expect(page.locator('#variant-cards')).toHaveAttribute('data-layout', 'carousel')
  await expect(page.getByRole('button', { name: 'Next variants' })).toHaveCount(0)

  await open(page, '/models/toyota-hilux')
  const strip = page.locator('#variant-cards')
  await expect(strip).toHaveAttribute('data-layout', 'carousel')
  await expect(strip.getByRole('article')).toHaveCount(5)
  if (js()) {
    await strip.scrollIntoViewIfNeeded()
    await page.getByRole('button', { name: 'Next variants' }).click()
    await expect.poll(() => strip.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0)
    await page.getByRole('button', { name: 'Previous variants' }).click()
    await expect.poll(() => strip.evaluate((el) => el.scrollLeft)).toBe(0)
  } else {
    // Without JavaScript there are no arrows: on a wide screen the cards wrap into rows, every one
    // on the page; a phone's strip still swipes.
    await expect(page.getByRole('button', { name: 'Next variants' })).toHaveCount(0)
    expect(await strip.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(false)
    const last = (await strip.getByRole('article').last().boundingBox())!
    expect(last.x + last.width).toBeLessThanOrEqual(page.viewportSize()!.width)
    await page.setViewportSize({ width: 390, height: 844 })
    expect(await strip.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
    await page.setViewportSize({ width: 1280, height: 720 })
  }
  await expect(page.getByRole('link', { name: 'Get a Quote on the Toyota HiLux SR5' })).toHaveAttribute(
    'href',
    '/models/order-now?model_id=toyota-hilux&model_name=HiLux&vehicle=Toyota+HiLux+SR5+2.8L+Turbo+Diesel+Auto+4x4',
  )
})

test('variant features: the first 8, then View more and View less', async ({ page }) => {
  await open(page, '/models/toyota-hilux')
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'SR5', exact: true }) })
  await expect(card.getByRole('list', { name: 'SR5 features' }).getByRole('listitem')).toHaveCount(8)
  const more = card.getByRole('list', { name: 'More SR5 features' })
  await expect(more).toBeHidden()
  await card.getByText('View more').click()
  await expect(more).toBeVisible()
  await expect(more.getByRole('listitem')).toHaveCount(4)
  await card.getByText('View less').click()
  await expect(more).toBeHidden()
  // A variant with 8 features or fewer has no toggle.
  const workmate = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Workmate' }) })
  await expect(workmate.getByText('View more')).toHaveCount(0)
})

test('colour viewer: tabs, wrapping arrows, swatches, the colour back to the first on a new variant', async ({
  page,
}) => {
  await open(page, '/models/toyota-hilux')
  await markDocument(page)
  const tabs = page.getByRole('navigation', { name: 'Colours by variant' })
  await expect(tabs.getByRole('link')).toHaveText(['Workmate', 'SR', 'SR5', 'Rogue', 'GR Sport'])
  await expect(tabs.getByRole('link', { name: 'Workmate' })).toHaveAttribute('aria-current', 'true')
  await expect(caption(page)).toContainText('Glacier White')
  await expect(caption(page)).toContainText('Colour 1 of 5')

  await viewer(page).getByRole('link', { name: 'Previous colour' }).click()
  await expect(caption(page)).toContainText('Colour 5 of 5')
  await expect(caption(page)).toContainText('Eclipse Black')
  await viewer(page).getByRole('link', { name: 'Next colour' }).click()
  await expect(caption(page)).toContainText('Colour 1 of 5')

  await viewer(page).getByRole('list', { name: 'Colours' }).getByRole('link', { name: 'Graphite' }).click()
  await expect(caption(page)).toContainText('Graphite')
  await expect(viewer(page).getByRole('link', { name: 'Graphite' })).toHaveAttribute('aria-current', 'true')
  await expect(page).toHaveURL(/colour=3/)

  await tabs.getByRole('link', { name: 'SR5' }).click()
  await expect(tabs.getByRole('link', { name: 'SR5' })).toHaveAttribute('aria-current', 'true')
  await expect(caption(page)).toContainText('Colour 1 of 9')
  await expect(caption(page)).toContainText('Toyota HiLux SR5')
  await expect(page).toHaveURL(/variant=2/)
  await expect(page).not.toHaveURL(/colour=/)
  await expect(viewer(page).getByRole('img')).toHaveAttribute('alt', 'Toyota HiLux SR5 in Glacier White')
  await expect(viewer(page)).toContainText('Colours are shown as a guide only')
  await expectSameDocument(page)
})

test('colour viewer: a second variant selector with 3+ colour groups and more than 15 colours', async ({ page }) => {
  await open(page, '/models/toyota-hilux')
  await markDocument(page)
  const select = page.getByLabel('Show the colours of')
  await expect(select).toHaveValue('0')
  await select.selectOption({ label: 'Rogue' })
  if (!js()) await page.getByRole('button', { name: 'Show colours' }).click()
  await expect(caption(page)).toContainText('Colour 1 of 8')
  // With JS the address is the state's own (?variant=3); the GET form without it sends ?colours=3.
  await expect(page).toHaveURL(js() ? /variant=3/ : /colours=3/)
  await expect(page.getByLabel('Show the colours of')).toHaveValue('3')
  await expectSameDocument(page)

  // 3 groups but 22 colours: a selector; 2 groups: none; caravans with 3 groups of 4 colours: none.
  await open(page, '/models/toyota-corolla')
  await expect(page.getByLabel('Show the colours of')).toBeVisible()
  await open(page, '/models/toyota-yaris-cross')
  await expect(page.getByLabel('Show the colours of')).toHaveCount(0)
  await open(page, '/models/jayco-journey', 'sunset-caravans')
  await expect(page.getByRole('heading', { name: 'Which Journey will you choose?' })).toBeVisible()
  await expect(page.getByLabel('Show the colours of')).toHaveCount(0)
  await expect(caption(page)).toContainText('Colour 1 of 4')
})

test('colour viewer: the second selector moves the variant tab, so the caption never names a variant without the colour', async ({
  page,
}) => {
  await open(page, '/models/toyota-hilux')
  await markDocument(page)
  const tabs = page.getByRole('navigation', { name: 'Colours by variant' })
  await expect(tabs.getByRole('link', { name: 'Workmate' })).toHaveAttribute('aria-current', 'true')
  await page.getByLabel('Show the colours of').selectOption({ label: 'SR5' })
  if (!js()) await page.getByRole('button', { name: 'Show colours' }).click()
  await expect(tabs.getByRole('link', { name: 'SR5' })).toHaveAttribute('aria-current', 'true')
  await expect(tabs.getByRole('link', { name: 'Workmate' })).not.toHaveAttribute('aria-current', 'true')
  await viewer(page).getByRole('list', { name: 'Colours' }).getByRole('link', { name: 'Feverish Red' }).click()
  await expect(caption(page)).toContainText('Feverish Red')
  await expect(caption(page)).toContainText('Colour 6 of 9')
  await expect(caption(page)).toContainText('Toyota HiLux SR5')
  await expect(caption(page)).not.toContainText('Workmate')
  await expect(tabs.getByRole('link', { name: 'SR5' })).toHaveAttribute('aria-current', 'true')
  await expect(viewer(page).getByRole('img')).toHaveAttribute('alt', 'Toyota HiLux SR5 in Feverish Red')
  await expect(page).toHaveURL(/variant=2.*colour=5/)
  await expectSameDocument(page)
})

test('order now: prefilled with the variant, its own canonical URL, sent as a committed lead, then /success', async ({
  page,
}) => {
  await open(page, '/models/toyota-hilux')
  await page.getByRole('link', { name: 'Get a Quote on the Toyota HiLux SR5' }).click()
  await expect(page).toHaveURL(/\/models\/order-now\?model_id=toyota-hilux/)
  await expect(page.getByRole('heading', { name: 'Get a Quote' })).toBeVisible()
  await expect(page.getByText('On the Toyota HiLux SR5 2.8L Turbo Diesel Auto 4x4', { exact: true })).toBeVisible()
  // Its canonical link is the page itself, with its model and variant (the bare path is a 404).
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
  const canonicalPath = new URL(canonical!).pathname + new URL(canonical!).search
  expect(canonicalPath).toBe(
    '/models/order-now?model_id=toyota-hilux&model_name=HiLux&vehicle=Toyota+HiLux+SR5+2.8L+Turbo+Diesel+Auto+4x4',
  )
  expect((await hostRequest(group, canonicalPath)).status).toBe(200)
  if (js()) await page.locator('html[data-hydrated]').waitFor()
  await expect(page.getByLabel('Comments')).toHaveValue(
    "I'd like a quote on the Toyota HiLux SR5 2.8L Turbo Diesel Auto 4x4.",
  )
  await page.getByLabel('Name').fill('Quinn Quote')
  await page.getByLabel('Email').fill('quinn@example.com')
  await page.getByLabel('Phone').fill('0412 345 678')
  await page.getByLabel('I agree to the Privacy Policy and Terms & Conditions*.').check()
  await page.getByRole('button', { name: 'Request a Quote' }).click()
  await expect(page).toHaveURL(/\/success\?lead=/)
  await expect(
    page.getByText(/Your enquiry about the Toyota HiLux SR5 2\.8L Turbo Diesel Auto 4x4 is with/),
  ).toBeVisible()
  const lead = storedLead(group, leadIdOf(page.url()))
  expect(lead.formType).toBe('enquiry')
  expect(lead.payload.fields).toMatchObject({
    'Vehicle Make': 'Toyota',
    'Vehicle Model': 'HiLux SR5 2.8L Turbo Diesel Auto 4x4',
    vehicle_status: 'new',
  })
})

test('garbage and other dealers: 404s, never a 500, and no model pages where a dealer has none', async ({ page }) => {
  test.skip(!js(), 'plain HTTP, checked once')
  for (const [dealer, path, status] of [
    [group, '/models/no-such-model', 404],
    [group, '/models/order-now?model_id=no-such-model&model_name=x', 404],
    [group, '/models/order-now', 404],
    [group, `/models/${'x'.repeat(300)}`, 404],
    [group, '/models/toyota-hilux?variant=99&colour=-1&colours=%00', 200],
    [group, '/models/order-now?model_id=toyota-hilux&vehicle=%3Cscript%3E', 200],
    ['westside-car-co', '/models/toyota-hilux', 404],
    ['sunset-caravans', '/models/toyota-hilux', 404],
  ] as const) {
    const res = await hostRequest(dealer, path)
    expect(res.status, `${dealer}${path}`).toBe(status)
  }
  // A variant the model does not have is not echoed: the quote is on the model.
  await open(page, '/models/order-now?model_id=toyota-hilux&model_name=Evil&vehicle=%3Cb%3EFake%3C%2Fb%3E')
  await expect(page.getByText('On the Toyota HiLux', { exact: true })).toBeVisible()
  await expect(page.getByText('Fake')).toHaveCount(0)

  await open(page, '/', 'westside-car-co')
  await expect(page.locator('header a[href^="/models/"]')).toHaveCount(0)
})
