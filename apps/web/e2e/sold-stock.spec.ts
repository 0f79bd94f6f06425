import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from './support/test'
import { PORT } from './fixtures'
import { hostRequest } from './http'
import { preparePrivateSite, startServer, type RunningServer } from './support/app-server'

/*
 * After a full feed sells most of the stock, the sold cars stay listed for the sold window, but
 * each run of them shows only its first car, over the whole result list (docs/spec-coverage.md,
 * Search), so the cars for sale are not buried and the count, pages and cards agree. The home
 * page's 'N vehicles in stock' counts only the cars for sale (docs/spec-coverage.md, Stock rules).
 * A private server: its stock is sold here.
 */
const dealer = 'westside-car-co'
const TOKEN = 'e2e-westside-feed-token-0123456789'
const FOR_SALE = 5

const feed = () =>
  [
    'StockNo,Make,Model,Badge,Year,Price,Kms,BodyType,Transmission,FuelType,Colour,Comments,Status',
    ...Array.from(
      { length: FOR_SALE },
      (_, i) =>
        `E2E-LEFT-${i + 1},Toyota,Corolla,Leftover ${i + 1},2027,"$2${i},456","12,345",Hatchback,Automatic,Petrol,Glacier White,"Still for sale.",In Stock`,
    ),
  ].join('\n') + '\n'

test.describe('a dealer whose full feed sold most of its stock', () => {
  test.describe.configure({ mode: 'serial' })
  let server: RunningServer
  let site: Awaited<ReturnType<typeof preparePrivateSite>>
  let port: number
  const url = (p: string) => `http://${dealer}.localhost:${port}${p}`

  test.beforeAll(async ({}, testInfo) => {
    test.setTimeout(120_000)
    port = PORT + 74 + (testInfo.project.name === 'js' ? 0 : 1)
    site = await preparePrivateSite(dealer, () => {}, 90)
    server = await startServer(site, port, { WESTSIDE_FEED_TOKEN: TOKEN, FEED_PHOTOS: 'off' })
    const body = feed()
    const res = await hostRequest(dealer, '/api/feeds/stock?mode=full', {
      method: 'POST',
      body,
      headers: {
        authorization: `Bearer ${TOKEN}`,
        'content-type': 'text/csv',
        'content-length': String(Buffer.byteLength(body)),
      },
      port,
    })
    expect(res.status).toBe(200)
    expect(JSON.parse(res.body).report).toMatchObject({ status: 'applied', added: FOR_SALE })
    expect(JSON.parse(res.body).report.sold).toBeGreaterThan(50)
  })
  test.afterAll(async () => {
    await server?.stop()
    if (site) fs.rmSync(path.dirname(site.dataDir), { recursive: true, force: true })
  })

  test('search shows one card per run of sold cars, the cars for sale on page 1, and a count that agrees', async ({
    page,
  }) => {
    await page.goto(url('/search/new-used-and-demo-cars'))
    const cards = page.getByRole('article')
    await expect(cards.first()).toBeVisible()
    const sold = await cards.evaluateAll((articles) =>
      articles.map((a) => (a.textContent ?? '').includes('Find Me Something Similar')),
    )
    // Every car for sale is on the first page, and no two sold cards are side by side.
    expect(sold.filter((s) => !s)).toHaveLength(FOR_SALE)
    sold.forEach((s, i) => {
      if (i > 0 && s) expect(sold[i - 1], `card ${i + 1} follows a sold card`).toBe(false)
    })
    for (let i = 1; i <= FOR_SALE; i++)
      await expect(cards.filter({ hasText: `Leftover ${i}` }), `Leftover ${i}`).toHaveCount(1)
    // The whole collapsed list fits one page: the heading counts exactly the cards shown, no page 2.
    const n = sold.length
    expect(n).toBeLessThan(21)
    await expect(page.getByText(`Showing 1–${n} of ${n} cars`, { exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: /^(Next|Page 2)/ })).toHaveCount(0)
    // Its description counts the cars listed, sold ones too, and so does not call them in stock.
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      `All cars for sale: browse the ${n} cars listed.`,
    )
  })

  test('home counts only the cars for sale as in stock; its View all counts what the page it opens lists', async ({
    page,
  }) => {
    await page.goto(url('/search/new-used-and-demo-cars'))
    const showing = await page.getByText(/^Showing 1–\d+ of \d+ cars$/).textContent()
    const listed = Number(/of (\d+) cars$/.exec(showing ?? '')![1])
    expect(listed).toBeGreaterThan(FOR_SALE)
    await page.goto(url('/'))
    await expect(page.getByText(`${FOR_SALE} vehicles in stock`, { exact: true })).toBeVisible()
    // It said 'View all 5 cars' and opened a page of more: the sold cars still listed are on it too.
    const all = page.getByRole('link', { name: `View all ${listed} cars`, exact: true })
    await expect(all).toHaveAttribute('href', '/search/new-used-and-demo-cars')
  })
})
