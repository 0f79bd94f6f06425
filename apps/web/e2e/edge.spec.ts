import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from './support/test'
import { PORT } from './fixtures'
import { firstCarSlug } from './http'
import { preparePrivateSite, startServer, type RunningServer } from './support/app-server'
import { chunkedFlood, rawRequest } from './support/raw-http'

/*
 * The HTTP edge (docs/spec-coverage.md, Hardening): bodies counted as they arrive, a page cache
 * that the Host port and X-Forwarded-Host cannot poison, and no 500 from an odd request head.
 * Raw sockets, since HTTP clients normalise these requests; once, in the js project.
 */
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'HTTP only: once is enough')

const westside = 'westside-car-co'
const dealers = ['harbour-city-motor-group', 'sunset-caravans', westside]
const host = (slug: string, port = PORT) => `${slug}.localhost:${port}`
const get = (path: string, extra = '', slug = westside, port = PORT) =>
  rawRequest(port, `GET ${path} HTTP/1.1\r\nHost: ${host(slug, port)}${extra ? `\r\n${extra}` : ''}`)

test('a chunked 10 MB body gets 413 mid-body on every kind of POST, without being read whole', async () => {
  const slug = await firstCarSlug(westside)
  const origin = `http://${host(westside)}`
  for (const path of [
    '/contact',
    '/trade-in',
    `/cars/${slug}/favourite`,
    `/cars/${slug}/phone`,
    `/cars/${slug}/enquire`,
    '/api/events',
    '/sign-in',
    '/no-such-page',
  ]) {
    const answer = await chunkedFlood(
      PORT,
      `POST ${path} HTTP/1.1\r\nHost: ${host(westside)}\r\nOrigin: ${origin}\r\nContent-Type: application/x-www-form-urlencoded`,
      10_000_000,
    )
    expect(answer.status, path).toBe(413)
    expect(answer.body, path).toBe('This form is too large to send. Please shorten your comments and try again.')
    expect(answer.finished, `${path}: answered before the body ended`).toBe(false)
  }
})

test('the Host port and X-Forwarded-Host never reach a page, nor a later shopper’s copy of it', async () => {
  const slug = await firstCarSlug(westside)
  const pages = ['/', `/cars/${slug}`, '/search/used-cars', '/about-us', '/sitemap.xml', '/robots.txt']
  const poison = 'X-Forwarded-Host: evil.example:6666\r\nX-Forwarded-Proto: https\r\nForwarded: host=evil.example'
  for (const page of pages) {
    const first = await rawRequest(PORT, `GET ${page} HTTP/1.1\r\nHost: ${host(westside, 3000)}\r\n${poison}`)
    const later = await get(page)
    for (const [which, answer] of [
      ['poisoned request', first],
      ['later shopper', later],
    ] as const) {
      expect(answer.status, `${page} (${which})`).toBe(200)
      const leaks = answer.body.match(/evil\.example|:6666|localhost:3000\b|https:\/\/westside/g) ?? []
      expect(leaks, `${page} (${which})`).toEqual([])
    }
  }
  const car = await get(`/cars/${slug}`)
  expect(car.body).toContain(`<link rel="canonical" href="http://${host(westside)}/cars/${slug}"/>`)
})

test('odd request heads get a 4xx or the page, never a 500', async () => {
  for (const slug of dealers) {
    for (const path of [
      '/search/constructor',
      '/search/CONSTRUCTOR',
      '/search/Constructor/',
      '/search/constructor/x',
    ]) {
      expect((await get(path, '', slug)).status, `${slug} ${path}`).toBe(404)
    }
  }
  for (const path of ['/search/%ZZ', '/cars/%ZZ', '/cars/%FF', '/search/%E0%A4%A']) {
    const answer = await get(path)
    expect(answer.status, path).toBe(404)
    // The dealer's own 404 page, not Express's bare 'Bad Request'.
    expect(answer.body, path).toContain('Westside Car Co')
  }
  expect((await rawRequest(PORT, `GET / HTTP/1.1\r\nHost: ${westside}.localhost:99999`)).status).toBe(400)
  expect((await get('/', 'X-Forwarded-Host: evil.example:99999')).status).toBe(200)
  const trace = await rawRequest(PORT, `TRACE / HTTP/1.1\r\nHost: ${host(westside)}`)
  expect(trace.status).toBe(405)
  expect(trace.headers.allow).toBe('GET, HEAD, POST')
  const twoHosts = await rawRequest(
    PORT,
    `GET /about-us HTTP/1.1\r\nHost: ${host(westside)}\r\nHost: ${host('sunset-caravans')}`,
  )
  expect(twoHosts.status).toBe(400)
  // A body that is not the form it claims to be (found by the fuzz: the save-search action read it as one).
  for (const path of ['/search/used-cars', '/saved-searches']) {
    const garbage = await rawRequest(
      PORT,
      `POST ${path} HTTP/1.1\r\nHost: ${host(westside)}\r\nOrigin: http://${host(westside)}\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: 8`,
      'garbage!',
    )
    expect(garbage.status, path).toBeLessThan(500)
  }
  // RFC 9112 §3.2.2: an absolute-form target names the host; the Host header is ignored.
  const absolute = await rawRequest(
    PORT,
    `GET http://${host('sunset-caravans')}/about-us HTTP/1.1\r\nHost: ${host(westside)}`,
  )
  expect(absolute.status).toBe(200)
  expect(/<title>([^<]*)<\/title>/.exec(absolute.body)?.[1]).toContain('Sunset Caravans')
  expect(absolute.body.includes('Westside Car Co'), 'no word of the Host header’s dealer').toBe(false)
})

test.describe('behind a trusted proxy (TRUST_PROXY=1), on a private server', () => {
  test.describe.configure({ mode: 'serial' })
  let server: RunningServer
  let site: Awaited<ReturnType<typeof preparePrivateSite>>
  const port = PORT + 90
  const token = 'e2e-edge-feed-token-0123456789abcdef'

  test.beforeAll(async ({}, testInfo) => {
    if (testInfo.project.name !== 'js') return
    test.setTimeout(120_000)
    site = await preparePrivateSite(westside, () => {}, 30)
    server = await startServer(site, port, {
      TRUST_PROXY: '1',
      PAGE_CACHE_SECONDS: '10',
      WESTSIDE_FEED_TOKEN: token,
      FEED_MAX_BODY_BYTES: String(1024 * 1024),
      FEED_PHOTOS: 'off',
    })
  })
  test.afterAll(async () => {
    await server?.stop()
    if (site) fs.rmSync(path.dirname(site.dataDir), { recursive: true, force: true })
  })

  test('the canonical is the dealer’s own host: X-Forwarded-Host is never read, X-Forwarded-Proto is', async () => {
    const trusted = (extra: string) => get('/about-us', extra, westside, port)
    const poisoned = await trusted('X-Forwarded-Host: evil.example')
    expect(poisoned.body).not.toContain('evil.example')
    expect(poisoned.body).toContain(`<link rel="canonical" href="http://${westside}.localhost/about-us"/>`)
    const https = await trusted('X-Forwarded-Proto: https\r\nX-Forwarded-Host: evil.example:6666')
    expect(https.body).toContain(`<link rel="canonical" href="https://${westside}.localhost/about-us"/>`)
    // The plain-http copy in the page cache is not served for https, nor the other way round.
    expect((await trusted('')).body).toContain(`href="http://${westside}.localhost/about-us"`)
  })

  test('the stock feed keeps its own larger cap on a chunked body', async () => {
    const answer = await chunkedFlood(
      port,
      `POST /api/feeds/stock HTTP/1.1\r\nHost: ${host(westside, port)}\r\nAuthorization: Bearer ${token}\r\nContent-Type: text/csv`,
      10_000_000,
    )
    expect(answer.status).toBe(413)
    expect(JSON.parse(answer.body).message).toMatch(/larger than 1 MB/)
    expect(answer.finished).toBe(false)
  })

  test('none of the odd requests writes a stack trace to the log', async () => {
    const before = server.output().length
    for (const path of ['/search/constructor', '/search/%ZZ', '/cars/%ZZ', '/images/%ZZ', '/documents/%ZZ']) {
      expect((await get(path, '', westside, port)).status, path).toBeLessThan(500)
    }
    await rawRequest(port, `GET / HTTP/1.1\r\nHost: ${westside}.localhost:99999`)
    await rawRequest(port, `GET http://${host(westside, port)}/about-us HTTP/1.1\r\nHost: x`)
    await rawRequest(port, `TRACE / HTTP/1.1\r\nHost: ${host(westside, port)}`)
    const log = server.output().slice(before)
    expect(log).not.toMatch(/^\s+at /m)
    expect(log.split('\n').filter(Boolean).length).toBeLessThanOrEqual(1)
  })
})
