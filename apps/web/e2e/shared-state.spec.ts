import fs from 'node:fs'
import path from 'node:path'
import { createDatabase } from '@dealer/db'
import { clearRedisPrefix } from '@dealer/shared-state'
import { sql } from 'kysely'
import { expect, test } from './support/test'
import { PORT } from './fixtures'
import { hostRequest } from './http'
import { preparePrivateSite, startServer, type PrivateSite, type RunningServer } from './support/app-server'

/*
 * Several server processes on one PostgreSQL database and one Redis (ADR 024, docs/deploy.md):
 * two real servers, each with its own data folder, share rate limits, the page cache, the form
 * secret and stock changes. Their stock poll is set to ten minutes, so a change reaches the other
 * process only by the change notice. Runs when TEST_DATABASE_URL and TEST_REDIS_URL are set
 * (scripts/test-all.sh sets both when the services answer); HTTP only, once, in the js project.
 */
const dealer = 'westside-car-co'
const TOKEN = 'e2e-shared-state-feed-token-0123456789'
const adminUrl = process.env.TEST_DATABASE_URL
const redisUrl = process.env.TEST_REDIS_URL
const run = `${process.pid}_${Date.now()}`
const dbName = `e2e_shared_${run}`
const redisPrefix = `e2e-shared:${run}:`

test.describe.configure({ mode: 'serial' })

let site: PrivateSite
let secondDataDir: string
let a: RunningServer
let b: RunningServer

const databaseUrl = () => {
  const url = new URL(adminUrl!)
  url.pathname = `/${dbName}`
  return url.toString()
}

async function onAdmin(statement: ReturnType<typeof sql>): Promise<void> {
  const admin = createDatabase({ url: adminUrl! })
  try {
    await statement.execute(admin.db)
  } finally {
    await admin.destroy()
  }
}

test.beforeAll(async ({}, testInfo) => {
  test.skip(testInfo.project.name !== 'js', 'HTTP only: once is enough')
  test.skip(!adminUrl, 'TEST_DATABASE_URL is not set (PostgreSQL not reachable): the two-process test is skipped')
  test.skip(!redisUrl, 'TEST_REDIS_URL is not set (Redis not reachable): the two-process test is skipped')
  test.setTimeout(180_000)
  await onAdmin(sql`create database ${sql.id(dbName)}`)
  site = await preparePrivateSite(dealer, () => {}, 20, undefined, databaseUrl())
  // The second process is another machine: its own data folder, so its own form-secret file.
  secondDataDir = fs.mkdtempSync(path.join(path.dirname(site.dataDir), 'second-'))
  const env = {
    DATABASE_URL: databaseUrl(),
    REDIS_URL: redisUrl!,
    REDIS_PREFIX: redisPrefix,
    // One public origin, as behind one load balancer: pages (and cache keys) name it, not each port.
    SITE_URL: `http://{slug}.localhost:${PORT + 7}`,
    WESTSIDE_FEED_TOKEN: TOKEN,
    FEED_PHOTOS: 'off',
    // Ten minutes: a change reaches the other process by the notice or not at all.
    FEED_POLL_MS: '600000',
    // A minute: a page dropped within the test was dropped by the invalidation, not by its age.
    PAGE_CACHE_SECONDS: '60',
    LEAD_MIN_FILL_MS: '0',
    LEAD_RATE_PER_CLIENT: '3',
    ALERTS_JOB: 'off',
  }
  // One after the other: the first migrates the new database.
  a = await startServer(site, PORT + 7, env)
  b = await startServer({ ...site, dataDir: secondDataDir }, PORT + 8, env)
})

test.afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()])
  if (!site) return
  fs.rmSync(path.dirname(site.dataDir), { recursive: true, force: true })
  await onAdmin(sql`drop database if exists ${sql.id(dbName)}`)
  await clearRedisPrefix(redisUrl!, redisPrefix)
})

const get = (server: RunningServer, url: string) =>
  // A fresh connection each time: a kept-alive one may be closed by the server as it is reused.
  hostRequest(dealer, url, { port: server.port, headers: { connection: 'close' } })

async function enquiry(server: RunningServer) {
  const search = await get(server, '/search/used-cars')
  const slug = /href="\/cars\/([a-z0-9-]+)"/.exec(search.body)?.[1]
  expect(slug, 'a car on the search page').toBeTruthy()
  const url = `/cars/${slug}/enquire`
  const html = (await get(server, url)).body
  const hidden = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? ''
  const form = {
    idempotency_key: hidden('idempotency_key'),
    form_started: hidden('form_started'),
    hp_contact_confirm: '',
    name: 'Jo Citizen',
    email: 'jo@example.com',
    phone: '0412 345 678',
    message: 'Is it still available?',
    terms_conditions: 'on',
  }
  expect(form.form_started).not.toBe('')
  return { url, form }
}

const post = (server: RunningServer, url: string, form: Record<string, string>) =>
  hostRequest(dealer, url, {
    port: server.port,
    form,
    headers: { origin: `http://${dealer}.localhost:${server.port}`, connection: 'close' },
  })

test('a form rendered by one process is accepted by the other, and both count one address’s posts', async () => {
  // The two data folders hold different secrets; the one in Redis is used by both.
  expect(fs.readFileSync(path.join(site.dataDir, 'form-secret'), 'utf8')).not.toBe(
    fs.readFileSync(path.join(secondDataDir, 'form-secret'), 'utf8'),
  )
  const { url, form } = await enquiry(a)
  const sent = await post(b, url, form)
  expect(sent.status).toBe(303)
  expect(sent.headers.location).toMatch(/^\/success\?lead=/)
  // LEAD_RATE_PER_CLIENT=3 per minute: one on B above, two more on A, the fourth refused on B.
  const honeypot = { ...form, hp_contact_confirm: 'x' }
  expect((await post(a, url, honeypot)).status).toBe(400)
  expect((await post(a, url, honeypot)).status).toBe(400)
  const refused = await post(b, url, honeypot)
  expect(refused.status).toBe(429)
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
  expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60)
  expect(refused.body).toContain('Too many forms have been sent from your connection.')
})

test('a feed imported through one process drops both processes’ cached pages and is searched on the other', async () => {
  const badge = `Shared ${run.replace(/_/g, ' ')}`
  const search = `/search/used-cars?query=${encodeURIComponent(badge.toLowerCase())}`
  const feed = (price: string) =>
    [
      'StockNo,Make,Model,Badge,Year,Price,Kms,BodyType,Transmission,FuelType,Colour,Comments,Status',
      `E2E-SHARED-1,Toyota,Corolla,${badge},2027,"${price}","12,345",Hatchback,Automatic,Petrol,Glacier White,"From the feed.",In Stock`,
    ].join('\n') + '\n'
  const importOn = (server: RunningServer, price: string) =>
    hostRequest(dealer, '/api/feeds/stock?mode=delta', {
      method: 'POST',
      port: server.port,
      body: feed(price),
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'text/csv', connection: 'close' },
    })

  /** Whether the server's search page shows the text (polled: a change arrives within seconds). */
  const shows = async (server: RunningServer, text: string) => (await get(server, search)).body.includes(text)

  // Cached before the change: rendered by A, served from the shared cache by A and by B.
  const first = await get(a, search)
  expect(first.headers['x-page-cache']).toBe('miss')
  expect(first.body).not.toContain('E2E-SHARED-1')
  for (const server of [a, b]) {
    const again = await get(server, search)
    expect(again.headers['x-page-cache'], `port ${server.port}`).toBe('hit')
    expect(again.body).toBe(first.body)
  }

  const imported = await importOn(a, '$23,456')
  expect(imported.status).toBe(200)
  expect(JSON.parse(imported.body).report).toMatchObject({ status: 'applied', added: 1 })
  // Within seconds, on both: never the cached page without the car.
  for (const server of [b, a]) {
    await expect.poll(() => shows(server, '$23,456'), { timeout: 5_000, intervals: [100] }).toBe(true)
  }
  expect((await get(b, search)).body).toContain('E2E-SHARED-1')

  // A price change made through B reaches A's search the same way.
  const repriced = await importOn(b, '$21,990')
  expect(JSON.parse(repriced.body).report).toMatchObject({ status: 'applied', updated: 1 })
  for (const server of [a, b]) {
    await expect.poll(() => shows(server, '$21,990'), { timeout: 5_000, intervals: [100] }).toBe(true)
  }
  expect((await get(a, search)).body).not.toContain('$23,456')
})
