import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { allCars } from '@dealer/db'
import { describeEachDatabase } from '@dealer/db/testing'
import { PermanentDeliveryError, TransientDeliveryError } from '@dealer/outbox'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { importFeed, type FeedTenant } from './import-feed'
import { createPhotoWorker, fetchPhoto, safePhotoAgents, sniffImage, type PhotoAgents } from './photos'
import { latestFeedReports } from './reports'

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)
const now = new Date('2026-05-04T01:00:00.000Z')

let server: http.Server
let base: string
const requests: string[] = []

beforeAll(async () => {
  server = http.createServer((req, res) => {
    requests.push(req.url ?? '')
    const url = req.url ?? ''
    if (url.startsWith('/ok')) res.writeHead(200, { 'Content-Type': 'image/png' }).end(PNG)
    else if (url.startsWith('/html')) res.writeHead(200, { 'Content-Type': 'text/html' }).end('<h1>hi</h1>')
    else if (url.startsWith('/lying')) res.writeHead(200, { 'Content-Type': 'image/jpeg' }).end('<h1>not a jpeg</h1>')
    else if (url.startsWith('/big'))
      res.writeHead(200, { 'Content-Type': 'image/png' }).end(Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]))
    else if (url.startsWith('/flaky')) res.writeHead(503).end()
    else if (url.startsWith('/moved')) res.writeHead(302, { Location: '/ok-moved.png' }).end()
    else res.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** The test server is on 127.0.0.1, which the real agents refuse: these allow that one address. */
const local = (): PhotoAgents => safePhotoAgents({ allowIPAddressList: ['127.0.0.1'] })

describe('fetchPhoto', () => {
  it('fetches an image, following a redirect', async () => {
    expect((await fetchPhoto(`${base}/ok.png`, { agents: local() })).ext).toBe('png')
    expect((await fetchPhoto(`${base}/moved`, { agents: local() })).body.equals(PNG)).toBe(true)
  })

  it('gives up on 404s, non-images, lies and photos over the cap; retries a 503', async () => {
    const agents = local()
    await expect(fetchPhoto(`${base}/missing.png`, { agents })).rejects.toThrow(new PermanentDeliveryError('HTTP 404'))
    await expect(fetchPhoto(`${base}/html`, { agents })).rejects.toThrow(/not an image \(content type text\/html\)/)
    await expect(fetchPhoto(`${base}/lying`, { agents })).rejects.toThrow(/not a JPEG, PNG, WebP or AVIF image/)
    await expect(fetchPhoto(`${base}/big`, { agents, maxBytes: 1024 * 1024 })).rejects.toThrow(/larger than 1 MB/)
    await expect(fetchPhoto(`${base}/flaky`, { agents })).rejects.toBeInstanceOf(TransientDeliveryError)
  })

  it('refuses loopback, link-local and private addresses with the default agents, and non-http URLs', async () => {
    const before = requests.length
    for (const url of [
      `${base}/ok.png`,
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.1/x.jpg',
      'http://[::1]/x.jpg',
    ]) {
      await expect(fetchPhoto(url), url).rejects.toThrow(/refused: .* is a loopback, private or link-local address/)
    }
    await expect(fetchPhoto('file:///etc/passwd')).rejects.toThrow(/only http and https/)
    expect(requests.length).toBe(before)
  })

  it('knows images by their first bytes', () => {
    expect(sniffImage(PNG)).toBe('png')
    expect(sniffImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpg')
    expect(sniffImage(Buffer.from('<svg/>'))).toBeNull()
  })
})

describeEachDatabase('photo queue', (ctx) => {
  let imagesDir: string
  let n = 0
  beforeAll(async () => {
    imagesDir = await mkdtemp(path.join(os.tmpdir(), 'feed-photos-'))
  })
  afterAll(() => rm(imagesDir, { recursive: true, force: true }))

  const tenant = (): FeedTenant => ({ slug: `photo-dealer-${++n}`, defaultLocation: null, locations: [] })
  const feed = (photos: string[]) => `StockNo,Make,Model,Year,Images\nP1,Kia,Rio,2021,${photos.join('|')}\n`
  const drain = async (agents: PhotoAgents) => {
    const worker = createPhotoWorker({ database: ctx().database, imagesDir, agents, now: () => now, onEvent: () => {} })
    while ((await worker.runOnce()).claimed > 0);
  }

  it('stores good photos in feed order on the car and reports the ones that 404', async () => {
    const t = tenant()
    const urls = [`${base}/ok-1.png`, `${base}/gone.png`, `${base}/ok-2.png`, `${base}/html`]
    const report = await importFeed({
      database: ctx().database,
      tenant: t,
      body: feed(urls),
      format: 'csv',
      mode: 'full',
      source: 'command',
      now,
    })
    expect(report.photosQueued).toBe(4)
    await drain(local())
    const [car] = await allCars(ctx().db, t.slug)
    expect(car!.images).toHaveLength(2)
    for (const image of car!.images) {
      expect(image.url).toMatch(new RegExp(`^/images/${t.slug}/feeds/[a-z0-9-]+/[0-9a-f]{20}\\.png$`))
      expect(existsSync(path.join(imagesDir, image.url.replace('/images/', '')))).toBe(true)
    }
    const [kept] = await latestFeedReports(ctx().database, t.slug)
    expect(kept!.photos).toEqual({
      fetched: 2,
      waiting: 0,
      failed: 2,
      problems: [
        { line: 2, stocknum: 'P1', url: `${base}/gone.png`, reason: 'HTTP 404' },
        { line: 2, stocknum: 'P1', url: `${base}/html`, reason: 'not an image (content type text/html)' },
      ],
    })

    // The next feed drops one photo and reorders: the car's images follow without a new fetch.
    const fetched = requests.length
    await importFeed({
      database: ctx().database,
      tenant: t,
      body: feed([urls[2]!, urls[0]!]),
      format: 'csv',
      mode: 'full',
      source: 'command',
      now,
    })
    const [after] = await allCars(ctx().db, t.slug)
    expect(after!.images.map((i) => i.url)).toEqual([car!.images[1]!.url, car!.images[0]!.url])
    expect(requests.length).toBe(fetched)
  })

  it('refuses and reports hostile URLs, and the car still shows', async () => {
    const t = tenant()
    const hostile = [`${base}/ok-3.png`, 'http://169.254.169.254/latest/meta-data/', 'file:///etc/passwd']
    const before = requests.length
    const report = await importFeed({
      database: ctx().database,
      tenant: t,
      body: feed(hostile),
      format: 'csv',
      mode: 'full',
      source: 'command',
      now,
    })
    expect(report).toMatchObject({ added: 1, photosQueued: 2 })
    await drain(safePhotoAgents())
    expect(requests.length).toBe(before)
    const [car] = await allCars(ctx().db, t.slug)
    expect(car).toMatchObject({ status: 'in_stock', images: [] })
    const [kept] = await latestFeedReports(ctx().database, t.slug)
    expect(kept!.photos.failed).toBe(3)
    expect(kept!.photos.problems.map((p) => [p.url, p.reason])).toEqual([
      [`${base}/ok-3.png`, 'refused: 127.0.0.1 is a loopback, private or link-local address'],
      [
        'http://169.254.169.254/latest/meta-data/',
        'refused: 169.254.169.254 is a loopback, private or link-local address',
      ],
      ['file:///etc/passwd', 'only http and https photo URLs are fetched (this is file:)'],
    ])
  })

  it('keeps a photo that failed for now in the queue, to be tried again', async () => {
    const t = tenant()
    await importFeed({
      database: ctx().database,
      tenant: t,
      body: feed([`${base}/flaky.png`]),
      format: 'csv',
      mode: 'full',
      source: 'command',
      now,
    })
    await drain(local())
    const [kept] = await latestFeedReports(ctx().database, t.slug)
    expect(kept!.photos).toMatchObject({ fetched: 0, waiting: 1, failed: 0 })
    expect(kept!.photos.problems[0]!.reason).toBe('HTTP 503 (will retry)')
  })
})
