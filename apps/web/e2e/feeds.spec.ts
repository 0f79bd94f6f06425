import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from './support/test'
import { PORT } from './fixtures'
import { hostRequest } from './http'
import { preparePrivateSite, startServer, type RunningServer } from './support/app-server'

/*
 * Stock feeds in (docs/spec-coverage.md, Stock feeds). The shared server has the feed tokens of
 * playwright.config.ts and is only refused things here (its stock stays the demo's, which other
 * specs pick cars from). The import itself runs on a private server (its own port and data, the
 * same token variable) so a new car cannot become another spec's "first card".
 */
const dealer = 'westside-car-co'
const TOKEN = 'e2e-westside-feed-token-0123456789'
const HARBOUR_TOKEN = 'e2e-harbour-feed-token-0123456789'
const isJs = () => test.info().project.name === 'js'
const appDir = path.resolve(import.meta.dirname, '..')

const feed = (stock: string, badge: string) =>
  [
    'StockNo,Make,Model,Badge,Year,Price,Kms,BodyType,Transmission,FuelType,Colour,Comments,Status',
    `${stock},Toyota,Corolla,${badge},2027,"$23,456","12,345",Hatchback,Automatic,Petrol,Glacier White,"Arrived through the dealer's stock feed.",In Stock`,
  ].join('\n') + '\n'

const post = (body: string, headers: Record<string, string>, query = '?mode=delta', port = PORT) =>
  hostRequest(dealer, `/api/feeds/stock${query}`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'text/csv', 'content-length': String(Buffer.byteLength(body)), ...headers },
    port,
  })

test('the shared server’s endpoint: a wrong or another dealer’s token is 401, no token set is 404, garbage is a 4xx, never a 500', async () => {
  test.skip(!isJs(), 'HTTP only: once is enough')
  const good = feed('E2E-NEVER', 'Refused')
  expect((await post(good, {})).status).toBe(401)
  expect((await post(good, { authorization: `Bearer ${HARBOUR_TOKEN}` })).status).toBe(401)
  expect(
    (await hostRequest(dealer, '/api/feeds/stock', { headers: { authorization: `Bearer ${HARBOUR_TOKEN}` } })).status,
  ).toBe(401)
  const off = await hostRequest('sunset-caravans', '/api/feeds/stock', {
    headers: { authorization: `Bearer ${TOKEN}` },
  })
  expect(off.status).toBe(404)
  const auth = { authorization: `Bearer ${TOKEN}` }
  const garbage = await post('<Stock><Vehicle></Stock>', { ...auth, 'content-type': 'application/xml' })
  expect(garbage.status).toBe(400)
  expect(JSON.parse(garbage.body).message).toMatch(/^Not a well-formed XML feed/)
  expect((await post('{}', { ...auth, 'content-type': 'application/json' })).status).toBe(415)
  // Bigger than the 64 KB cap of form posts: the feed route reads it (every row bad, nothing applied).
  const big = `StockNo,Make,Model,Year\n${Array.from({ length: 20_000 }, (_, i) => `X${i},,,`).join('\n')}\n`
  const bad = await post(big, auth)
  expect(bad.status).toBe(200)
  expect(JSON.parse(bad.body).report).toMatchObject({ added: 0, skipped: 20_000, errorCount: 60_000 })
  const reports = await hostRequest(dealer, '/api/feeds/stock', { headers: auth })
  expect(reports.status).toBe(200)
  expect(reports.headers['cache-control']).toBe('no-store')
  expect(JSON.parse(reports.body).reports[0].id).toBe(JSON.parse(bad.body).report.id)
})

/**
 * A private server of the dealer (changed by `edit`, with `cars` demo cars) for the describe block
 * that calls it, on `port()`, its feed token set and photos not fetched; stopped and removed after.
 * `jsOnly`: the browser project without JavaScript skips the block and starts nothing.
 */
function privateFeedSite(
  port: () => number,
  edit: Parameters<typeof preparePrivateSite>[1],
  cars: number,
  jsOnly = false,
): { site: Awaited<ReturnType<typeof preparePrivateSite>> } {
  const handle = {} as { site: Awaited<ReturnType<typeof preparePrivateSite>>; server?: RunningServer }
  test.beforeAll(async () => {
    test.skip(jsOnly && !isJs(), 'one server is enough: the pages are the same without JavaScript')
    test.setTimeout(120_000)
    handle.site = await preparePrivateSite(dealer, edit, cars)
    const env = { WESTSIDE_FEED_TOKEN: TOKEN, FEED_PHOTOS: 'off', FEED_POLL_MS: '200' }
    handle.server = await startServer(handle.site, port(), env)
  })
  test.afterAll(async () => {
    await handle.server?.stop()
    if (handle.site) fs.rmSync(path.dirname(handle.site.dataDir), { recursive: true, force: true })
  })
  return handle
}

test.describe('a private site', () => {
  test.describe.configure({ mode: 'serial' })
  let port: number
  test.beforeAll(({}, testInfo) => {
    port = PORT + 70 + (testInfo.project.name === 'js' ? 0 : 1)
  })
  const handle = privateFeedSite(
    () => port,
    () => {},
    30,
  )

  test('a car imported through the endpoint is searchable at once and its car page renders', async ({ page }) => {
    const badge = isJs() ? 'Feedline Js' : 'Feedline Nojs'
    const res = await post(feed('E2E-FEED-1', badge), { authorization: `Bearer ${TOKEN}` }, '?mode=delta', port)
    expect(res.status).toBe(200)
    expect(JSON.parse(res.body).report).toMatchObject({ status: 'applied', added: 1, errorCount: 0 })

    const url = (p: string) => `http://${dealer}.localhost:${port}${p}`
    await page.goto(url(`/search/used-cars?query=${encodeURIComponent(badge.toLowerCase())}`))
    const card = page.getByRole('article').filter({ hasText: badge })
    await expect(card).toHaveCount(1)
    await expect(card.getByRole('heading')).toContainText('2027 Toyota Corolla')
    await expect(card).toContainText('$23,456')
    await card.getByRole('link').first().click()
    await expect(page).toHaveURL(
      new RegExp(`/cars/2027-toyota-corolla-${badge.toLowerCase().replace(' ', '-')}-[a-z0-9]{6}$`),
    )
    const title = page.getByRole('heading', { level: 1 })
    await expect(title).toContainText('2027 Toyota Corolla')
    await expect(title).toContainText(badge)
    await expect(page.getByText(/Arrived through the dealer.s stock feed\./).first()).toBeVisible()
    await expect(page.getByText('$23,456').first()).toBeVisible()
  })

  test('a car imported by the command is seen by the running server', async () => {
    test.skip(!isJs(), 'HTTP only: once is enough')
    const { site } = handle
    const file = path.join(site.dataDir, 'command-feed.csv')
    fs.writeFileSync(file, feed('E2E-CMD-1', 'Cmdline'))
    const script = path.join(appDir, 'scripts/import-feed.ts')
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', script, '--tenant', dealer, '--file', file, '--delta'],
      {
        cwd: path.resolve(appDir, '../..'),
        env: { ...process.env, DATA_DIR: site.dataDir, TENANTS_DIR: site.tenantsDir },
        encoding: 'utf8',
      },
    )
    expect(run.status, run.stderr).toBe(0)
    expect(run.stdout).toMatch(/applied\n {2}added 1,/)
    // Each poll on a fresh connection: a kept-alive one can be closed by the server as it is reused.
    // A connection the busy server drops (socket hang up) is one more poll, not the end of the test.
    const search = () =>
      hostRequest(dealer, '/search/used-cars?query=cmdline', { port, headers: { connection: 'close' } }).then(
        (r) => r.body,
        (error: Error) => `no answer: ${error.message}`,
      )
    await expect.poll(search, { timeout: 10_000 }).toContain('E2E-CMD-1')
  })
})

test.describe('a new dealer with no stock yet', () => {
  test.describe.configure({ mode: 'serial' })
  const port = PORT + 76
  // As a real dealer's file: no demo stock, its cars come from its feed.
  privateFeedSite(
    () => port,
    (t) => delete t.demo,
    0,
    true,
  )

  test('the home page has no empty Latest arrivals before the first feed, and shows a feed’s cars without photos', async ({
    page,
  }) => {
    const home = `http://${dealer}.localhost:${port}/`
    await page.goto(home)
    await expect(page.getByRole('heading', { name: 'Our Locations' })).toBeVisible()
    // Was an empty 'Latest arrivals' section with 'View all 0 cars'.
    await expect(page.getByRole('heading', { name: 'Latest arrivals' })).toHaveCount(0)

    // A feed without photo columns (or whose photos are still being fetched): its cars still show.
    const res = await post(feed('E2E-FIRST-1', 'Firstfeed'), { authorization: `Bearer ${TOKEN}` }, '?mode=full', port)
    expect(JSON.parse(res.body).report).toMatchObject({ status: 'applied', added: 1 })
    await page.goto(home)
    const latest = page.locator('section', { has: page.getByRole('heading', { name: 'Latest arrivals' }) })
    // Was empty: only cars with photos were featured.
    await expect(latest.getByRole('article').filter({ hasText: 'Firstfeed' })).toHaveCount(1)
    await expect(latest.getByRole('link', { name: 'View the 1 car', exact: true })).toHaveAttribute(
      'href',
      '/search/new-used-and-demo-cars',
    )
  })
})
