import { renameSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from './support/test'
import { pdfText } from '@dealer/demo-data/testing'
import { pick, queryE2eDb } from './demo-cars'
import { siteUrl } from './fixtures'
import { hostRequest } from './http'

/**
 * A car's history report and walkaround video (docs/spec-coverage.md, Car page): real files from
 * the seed, served from the data folder, and linked only when the file is there.
 */
const group = 'harbour-city-motor-group'
const westside = 'westside-car-co'
const dataDir = process.env.E2E_DATA_DIR ?? path.resolve(import.meta.dirname, '../../../.data/e2e')
const available = "status = 'in_stock' and reserved = 0 and price > 5000"

/** Each project (JS on, JS off) takes its own car, so the two can run side by side. */
const nth = (javaScriptEnabled: boolean) => (javaScriptEnabled ? 0 : 1)

test.describe('history report', () => {
  test('View History Report opens the car’s own report: a PDF stating its VIN', async ({ page, javaScriptEnabled }) => {
    const slug = pick(group, `${available} and file is not null and vin is not null`, nth(javaScriptEnabled))
    const { vin } = queryE2eDb<{ vin: string }>('select vin from cars where tenant = ? and slug = ?', group, slug)[0]!
    await page.goto(siteUrl(group, `/cars/${slug}`))
    const link = page.getByRole('link', { name: 'View History Report' }).first()
    await expect(link).toBeVisible()
    const href = (await link.getAttribute('href'))!
    expect(href).toMatch(new RegExp(`^/documents/${group}/${slug}-history-report\\.pdf\\?v=[a-z0-9-]+$`))

    const report = await hostRequest(group, href)
    expect(report.status).toBe(200)
    expect(report.headers['content-type']).toBe('application/pdf')
    expect(report.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(report.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const text = pdfText(report.bytes).join(' ')
    expect(text).toContain(vin)
    expect(text).toContain('No third-party checks were made')

    // Another dealer's host never serves it.
    expect((await hostRequest(westside, href)).status).toBe(404)
  })

  test('a car whose report file is missing, or that has none, shows no View History Report', async ({
    page,
    javaScriptEnabled,
  }) => {
    // From the end of the list, a car few other tests open.
    const [car] = queryE2eDb<{ slug: string; file: string }>(
      `select slug, file from cars where tenant = ? and ${available} and file is not null and show_on_dealer_website = 1 order by slug desc limit 1 offset ?`,
      group,
      nth(javaScriptEnabled),
    )
    const file = path.join(dataDir, car!.file)
    const aside = `${file}.aside`
    renameSync(file, aside)
    try {
      expect((await hostRequest(group, car!.file)).status).toBe(404)
      // A query of its own: never a copy of the page kept a few seconds for another test's request.
      await page.goto(siteUrl(group, `/cars/${car!.slug}?from=car-files-spec`))
      await expect(page.getByRole('link', { name: 'Enquire Now' }).first()).toBeVisible()
      await expect(page.getByRole('link', { name: 'View History Report' })).toHaveCount(0)
    } finally {
      renameSync(aside, file)
    }

    const none = pick(group, `${available} and file is null and car_type = 'used'`, nth(javaScriptEnabled))
    await page.goto(siteUrl(group, `/cars/${none}`))
    await expect(page.getByRole('link', { name: 'Enquire Now' }).first()).toBeVisible()
    await expect(page.getByRole('link', { name: 'View History Report' })).toHaveCount(0)
  })
})

test.describe('walkaround video', () => {
  test('a slide with the browser’s player and a thumbnail marked as video; the file answers byte ranges', async ({
    page,
    javaScriptEnabled,
  }) => {
    const slug = pick(
      group,
      `${available} and video_url is not null and spin_images = '[]' and json_array_length(images) > 3`,
      nth(javaScriptEnabled),
    )
    await page.goto(siteUrl(group, `/cars/${slug}`))
    const video = page.getByRole('list', { name: 'Photos' }).locator('video')
    await expect(video).toHaveCount(1)
    await expect(video).toHaveAttribute('aria-label', /, walkaround video$/)
    await expect(video).toHaveAttribute('controls', '')
    await expect(video).toHaveAttribute('preload', 'none')
    await expect(video).toHaveAttribute('poster', /^\/images\/demo\/.+\.jpg\?w=1024/)
    const src = (await video.locator('source').getAttribute('src'))!
    expect(src).toMatch(/^\/videos\/demo\/walkaround-[a-z-]+\.mp4\?v=[a-z0-9-]+$/)
    await expect(video.locator('source')).toHaveAttribute('type', 'video/mp4')

    const head = await hostRequest(group, src, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers['content-type']).toBe('video/mp4')
    expect(Number(head.headers['content-length'])).toBeGreaterThan(10_000)
    const range = await hostRequest(group, src, { headers: { Range: 'bytes=0-99' } })
    expect(range.status).toBe(206)
    expect(range.headers['content-range']).toBe(`bytes 0-99/${head.headers['content-length']}`)
    expect(range.bytes.length).toBe(100)
    expect(range.bytes.subarray(4, 8).toString('latin1')).toBe('ftyp')

    // The thumbnail, marked as a video, leads to the slide (a plain link: no JavaScript needed).
    const thumb = page.getByRole('list', { name: 'Thumbnails' }).getByRole('link', { name: 'Walkaround video' })
    await expect(thumb).toHaveAttribute('href', '#video')
    await thumb.click()
    await expect(page).toHaveURL(/#video$/)
    await expect(video).toBeInViewport()

    if (javaScriptEnabled) {
      // The browser plays it: time moves on.
      await video.evaluate((v: HTMLVideoElement) => v.play())
      await expect
        .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 })
        .toBeGreaterThan(0.2)
    }
  })

  test('a car without a video has no video slide', async ({ page, javaScriptEnabled }) => {
    const slug = pick(group, `${available} and video_url is null`, nth(javaScriptEnabled))
    await page.goto(siteUrl(group, `/cars/${slug}`))
    await expect(page.getByRole('list', { name: 'Photos' }).locator('img').first()).toBeVisible()
    await expect(page.locator('video')).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Walkaround video' })).toHaveCount(0)
  })
})
