import { expect, test, type Page } from './support/test'
import { pick, queryE2eDb } from './demo-cars'
import { siteUrl } from './fixtures'

// The car page's design and behaviour on phones and paper (docs/spec-coverage.md, Car page).
const group = 'harbour-city-motor-group'
const westside = 'westside-car-co'
const caravans = 'sunset-caravans'
const available = "status = 'in_stock' and reserved = 0 and price > 5000"
const withPhotos = `${available} and json_array_length(images) > 5`
const cars = {
  spin: (tenant: string) => pick(tenant, `${available} and spin_images != '[]'`),
  plain: (tenant: string) => pick(tenant, `${withPhotos} and spin_images = '[]'`, 2),
}
const phone = { width: 390, height: 844 }

const hydrated = (page: Page) => page.locator('html[data-hydrated]').waitFor()
const isJs = () => test.info().project.name === 'js'

/** The phone bar, opened (with JavaScript it shows past 900 px of scroll). */
async function phoneBar(page: Page) {
  const bar = page.locator('[data-placement="bar"]')
  if (isJs()) {
    await hydrated(page)
    await page.mouse.wheel(0, 1500)
    await expect(page.locator('[data-cta-bar]')).toHaveAttribute('data-cta-bar', 'open')
  }
  await expect(bar).toBeVisible()
  return bar
}

test.describe('phone bar', () => {
  test('at most three actions and More at 390 px; the rest in More; the call keeps its whole name', async ({
    page,
  }) => {
    await page.setViewportSize(phone)
    await page.goto(siteUrl(group, `/cars/${cars.plain(group)}`))
    const bar = await phoneBar(page)
    const more = bar.locator('details[data-cta-more]')
    const direct = bar.locator('a[data-cta]:not(details *)')
    expect(await direct.count()).toBeLessThanOrEqual(3)
    await expect(direct.first()).toBeVisible()
    const call = bar.getByRole('link', { name: /^Call Now - \(0\d\) \d{4} / })
    await expect(call).toHaveAttribute('data-cta', 'call')
    await expect(call).toBeVisible()
    const panel = more.getByRole('list', { name: 'More actions' })
    await expect(panel).toBeHidden()
    await more.locator('summary').click()
    await expect(panel).toBeVisible()
    await expect(panel.getByRole('link', { name: 'Book a Test Drive' })).toHaveAttribute('data-dialog', 'test-drive')
    await expect(panel.getByRole('link', { name: 'Request Photos' })).toBeVisible()
    // Sidebar and bar hold the same actions: those not in the bar are in More.
    const ids = async (links: ReturnType<Page['locator']>) =>
      Promise.all((await links.all()).map((a) => a.getAttribute('data-cta'))).then((list) => list.sort())
    expect(await ids(bar.locator('a[data-cta]'))).toEqual(
      await ids(page.locator('[data-placement="sidebar"] a[data-cta]')),
    )
    // Everything in the panel is on the screen.
    for (const link of await panel.getByRole('link').all()) {
      const box = (await link.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(phone.width)
      expect(box.y).toBeGreaterThanOrEqual(0)
    }
    await more.locator('summary').click()
    await expect(panel).toBeHidden()
  })

  test('the More menu opens and closes by keyboard; with JavaScript Escape and a choice close it', async ({ page }) => {
    await page.setViewportSize(phone)
    await page.goto(siteUrl(westside, `/cars/${cars.plain(westside)}`))
    const bar = await phoneBar(page)
    const summary = bar.locator('details[data-cta-more] > summary')
    const panel = bar.getByRole('list', { name: 'More actions' })
    await summary.focus()
    await page.keyboard.press('Enter')
    await expect(panel).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(panel.getByRole('link').first()).toBeFocused()
    if (!isJs()) {
      await summary.focus()
      await page.keyboard.press('Space')
      await expect(panel).toBeHidden()
      return
    }
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(summary).toBeFocused()
    // A dialog action chosen from More opens its dialog and closes the menu.
    await summary.click()
    await panel.getByRole('link', { name: 'Book a Test Drive' }).click()
    await expect(page.getByRole('dialog', { name: 'Book a Test Drive' })).toBeVisible()
    await expect(panel).toBeHidden()
  })

  test('nothing is wider than a 320 px screen, on every theme', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 })
    for (const tenant of [group, westside, caravans]) {
      await page.goto(siteUrl(tenant, `/cars/${cars.spin(tenant)}`))
      const bar = await phoneBar(page)
      // Each of the bar's buttons, and the More button, fits on the screen and reads in at most two lines.
      for (const item of await bar.locator('a[data-cta]:not(details *), details[data-cta-more] > summary').all()) {
        const box = (await item.boundingBox())!
        expect(box.x, tenant).toBeGreaterThanOrEqual(0)
        expect(box.x + box.width, tenant).toBeLessThanOrEqual(320)
        expect(box.height, `${tenant}: ${await item.textContent()}`).toBeLessThanOrEqual(64)
      }
      if (isJs()) {
        const overflow = await page.evaluate(() => {
          const wide = [...document.querySelectorAll('[data-placement="bar"], [data-placement="bar"] *')].filter(
            // Text kept for assistive technology only (a 1 px box) is meant to overflow.
            (el) =>
              el.clientWidth > 1 && el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'auto',
          )
          return {
            page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
            bar: wide.map((el) => el.outerHTML.slice(0, 80)),
          }
        })
        expect(overflow, tenant).toEqual({ page: 0, bar: [] })
      }
    }
  })
})

test.describe('media', () => {
  test('without JavaScript the 360° view is one line under the photos, and the title follows on the first screen', async ({
    page,
  }) => {
    test.skip(isJs(), 'the no-JS fallback')
    await page.setViewportSize(phone)
    await page.goto(siteUrl(group, `/cars/${cars.spin(group)}`))
    const summary = page.locator('details summary').filter({ hasText: '360° view' })
    await expect(summary).toBeVisible()
    expect((await summary.boundingBox())!.height).toBeLessThanOrEqual(48)
    const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!
    expect(title.y).toBeLessThan(phone.height - 100)
    // Opened, the frames come under the line (car-interactive.spec.ts follows their links).
    await summary.click()
    await expect(page.getByRole('list', { name: '360° frames' }).getByRole('link')).toHaveCount(17)
  })

  test('the media box and everything below it are where they were before hydration, on every theme', async ({
    page,
    browser,
  }) => {
    test.skip(!isJs(), 'compares the page before and after hydration')
    // Before hydration the page is what a browser without JavaScript shows.
    const before = await browser.newContext({ javaScriptEnabled: false, viewport: phone })
    const still = await before.newPage()
    await page.setViewportSize(phone)
    const measure = async (p: Page) => ({
      media: (await p.locator('[data-view]').first().boundingBox())!.height,
      title: (await p.getByRole('heading', { level: 1 }).boundingBox())!.y,
    })
    try {
      for (const tenant of [group, westside, caravans]) {
        for (const slug of [cars.spin(tenant), cars.plain(tenant)]) {
          await still.goto(siteUrl(tenant, `/cars/${slug}`))
          await page.goto(siteUrl(tenant, `/cars/${slug}`))
          await hydrated(page)
          const spinner = page.getByRole('slider', { name: /^360° view of / })
          if (slug === cars.spin(tenant)) await expect(spinner).toHaveAttribute('data-state', 'ready')
          const [a, b] = [await measure(still), await measure(page)]
          expect(b.media, `${tenant} ${slug}`).toBeCloseTo(a.media, 0)
          expect(b.title, `${tenant} ${slug}`).toBeCloseTo(a.title, 0)
        }
      }
    } finally {
      await before.close()
    }
  })
})

test.describe('gallery', () => {
  test('with JavaScript: a thumbnail scrolls the strip, not the window; fullscreen and the photo open at the photo showing', async ({
    page,
  }) => {
    test.skip(!isJs(), 'needs JavaScript')
    const slug = cars.plain(westside)
    await page.goto(siteUrl(westside, `/cars/${slug}`))
    await hydrated(page)
    const strip = page.getByRole('list', { name: 'Photos' })
    const thumbs = page.getByRole('list', { name: 'Thumbnails' })
    // The thumbnails at the bottom of the window, so a jump of the page would show.
    await page.evaluate(() => {
      const t = document.querySelector('[aria-label="Thumbnails"]')!.getBoundingClientRect()
      window.scrollTo({ top: window.scrollY + t.bottom - window.innerHeight + 8, behavior: 'instant' })
    })
    const scrollY = await page.evaluate(() => window.scrollY)
    expect(scrollY).toBeGreaterThan(0)
    await thumbs.getByRole('link', { name: 'Photo 3' }).click()
    await expect(page.getByText(/^3 \/ \d+$/)).toBeVisible()
    await expect.poll(() => strip.evaluate((el) => Math.round(el.scrollLeft / el.clientWidth))).toBe(2)
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollY)
    await expect(page).toHaveURL(new RegExp(`/cars/${slug}$`))
    await expect(thumbs.getByRole('link', { name: 'Photo 3' })).toHaveAttribute('aria-current', 'true')
    // Fullscreen opens at the photo showing.
    await page.getByRole('button', { name: 'Fullscreen' }).click()
    const dialog = page.getByRole('dialog', { name: 'Photos, fullscreen' })
    await expect(dialog.getByText(/^3 \/ \d+$/)).toBeVisible()
    await expect(dialog.getByRole('img')).toHaveAttribute('alt', /photo 3 of \d+$/)
    await page.keyboard.press('ArrowRight')
    await expect(dialog.getByText(/^4 \/ \d+$/)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    // The strip is left at the photo last seen, and a click on it opens the viewer there (not the file).
    await expect(page.getByText(/^4 \/ \d+$/)).toBeVisible()
    await strip.getByRole('img', { name: /photo 4 of \d+$/ }).click()
    await expect(dialog.getByText(/^4 \/ \d+$/)).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`/cars/${slug}$`))
    await dialog.getByRole('button', { name: 'Close fullscreen' }).click()
    await expect(dialog).toHaveCount(0)
  })

  test('without JavaScript: a thumbnail shows its photo without moving the page; a photo links to its large file', async ({
    page,
  }) => {
    test.skip(isJs(), 'the no-JS fallback')
    await page.goto(siteUrl(westside, `/cars/${cars.plain(westside)}`))
    const strip = page.getByRole('list', { name: 'Photos' })
    const thumb = page.getByRole('list', { name: 'Thumbnails' }).getByRole('link', { name: 'Photo 3' })
    await thumb.scrollIntoViewIfNeeded()
    const before = (await thumb.boundingBox())!
    await thumb.click()
    await expect(page).toHaveURL(/#photo-3$/)
    await expect(strip.getByRole('img', { name: /photo 3 of \d+$/ })).toBeInViewport()
    await expect(strip.getByRole('img', { name: /photo 1 of \d+$/ })).toBeHidden()
    // The page did not scroll: the thumbnail is where it was on the screen.
    expect((await thumb.boundingBox())!.y).toBeCloseTo(before.y, 0)
    await expect(strip.getByRole('link').first()).toHaveAttribute('href', /^\/images\/.+w=1600/)
  })
})

test('print: one or two A4 pages without the site header, menu and footer, on every theme', async ({ page }) => {
  test.skip(!isJs(), 'the PDF is the same without JavaScript')
  for (const tenant of [group, westside, caravans]) {
    await page.goto(siteUrl(tenant, `/print?car_id=${cars.plain(tenant)}`))
    await page.emulateMedia({ media: 'print' })
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Key Specifications' })).toBeVisible()
    await expect(page.locator('[data-static-part="header"] header').first()).toBeHidden()
    await expect(page.locator('[data-static-part="footer"] footer').first()).toBeHidden()
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Back to the car' })).toBeHidden()
    const pdf = (await page.pdf({ format: 'A4', preferCSSPageSize: true, printBackground: true })).toString('latin1')
    const pages = pdf.match(/\/Type\s*\/Page(?!s)\b/g) ?? []
    expect(pages.length, tenant).toBeGreaterThanOrEqual(1)
    expect(pages.length, tenant).toBeLessThanOrEqual(2)
    await page.emulateMedia({ media: 'screen' })
    await expect(page.locator('[data-static-part="header"] header').first()).toBeVisible()
  }
})

test('print on a 390 px phone: no sideways scroll for each dealer’s cars with the longest values, units beside their figures', async ({
  page,
}) => {
  await page.setViewportSize(phone)
  // The visible car with the most text in what the sheet shows, per dealer, and the caravans a tester met.
  const longest = (tenant: string) =>
    queryE2eDb<{ slug: string }>(
      `select slug from cars where tenant = ? and show_on_dealer_website = 1 order by length(name) +
        length(coalesce(colour, '')) + length(coalesce(trans, '')) + length(coalesce(body, '')) +
        length(coalesce(vin, '')) + length(coalesce(stocknum, '')) + length(coalesce(caravan, '')) desc, slug limit 1`,
      tenant,
    )[0]!.slug
  const sheets = [
    ...[group, westside, caravans].map((tenant) => ({ tenant, slug: longest(tenant) })),
    { tenant: caravans, slug: pick(caravans, "make = 'Crusader' and model like 'Excalibur%'") },
    { tenant: caravans, slug: pick(caravans, "make = 'Zone RV'") },
  ]
  for (const { tenant, slug } of sheets) {
    await page.goto(siteUrl(tenant, `/print?car_id=${slug}`))
    await expect(page.getByRole('heading', { name: 'Key Specifications' })).toBeVisible()
    const layout = await page.evaluate(() => {
      const lines = (el: Element) => {
        const range = document.createRange()
        range.selectNodeContents(el)
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size
      }
      const sheetBox = document.querySelector('article')!.getBoundingClientRect()
      const values = [...document.querySelectorAll('article dl dd')]
      return {
        sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        repeated: [...document.querySelectorAll('article dl dt')]
          .map((dt) => dt.textContent)
          .filter((label, i, all) => all.indexOf(label) !== i),
        outside: values.filter((dd) => dd.getBoundingClientRect().right > sheetBox.right).map((dd) => dd.textContent),
        brokenUnits: values
          .filter((dd) => /^[\d,.]+\s\S+$/.test(dd.textContent ?? '') && lines(dd) > 1)
          .map((dd) => dd.textContent),
      }
    })
    expect(layout, `${tenant} ${slug}`).toEqual({ sideways: 0, repeated: [], outside: [], brokenUnits: [] })
  }
})

test('Vehicle Location: a map drawn offline with the location named, its address and Get Directions', async ({
  page,
}) => {
  const requests: string[] = []
  page.on('request', (r) => requests.push(new URL(r.url()).hostname))
  await page.goto(siteUrl(westside, `/cars/${cars.plain(westside)}`))
  const section = page.getByRole('region', { name: 'Vehicle Location' })
  const map = section.getByRole('img', { name: 'Map of Westside Car Co Bentley, 1187 Albany Highway, Bentley WA 6102' })
  await expect(map).toBeVisible()
  // Nearby localities named, the pin's own suburb among them, and a scale bar.
  expect(await map.locator('text').count()).toBeGreaterThanOrEqual(6)
  await expect(map.locator('text', { hasText: /^Bentley$/ })).toHaveCount(1)
  await expect(map.locator('text', { hasText: /^\d+(\.\d+)? k?m$/ })).toHaveCount(1)
  await expect(section.locator('address')).toHaveText('1187 Albany Highway, Bentley WA 6102')
  await expect(section.getByRole('link', { name: 'Get Directions' })).toHaveAttribute(
    'href',
    'https://www.google.com/maps/search/?api=1&query=Westside%20Car%20Co%20Bentley%2C%201187%20Albany%20Highway%2C%20Bentley%20WA%206102',
  )
  // Nothing was fetched from anywhere but the dealer's own site.
  expect([...new Set(requests)]).toEqual([`${westside}.localhost`])
})
