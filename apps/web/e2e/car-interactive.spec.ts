import { expect, test, type Page } from './support/test'
import { pick, queryE2eDb } from './demo-cars'
import { PORT, siteUrl } from './fixtures'

const group = 'harbour-city-motor-group'
const westside = 'westside-car-co'
const available = "status = 'in_stock' and price > 5000"
const cars = {
  get spin() {
    return pick(group, `${available} and spin_images != '[]' and simple_body = 'SUV'`)
  },
  get noSpin() {
    return pick(group, `${available} and spin_images = '[]'`)
  },
  // Each test that changes visitor state gets a car of its own, so parallel tests do not collide.
  get favourite() {
    return pick(group, `${available} and spin_images = '[]' and car_type = 'used'`, 3)
  },
  get phone() {
    return pick(group, `${available} and spin_images = '[]' and car_type = 'new'`)
  },
  get views() {
    return pick(group, `${available} and spin_images = '[]' and car_type = 'demo'`)
  },
  get sold() {
    return pick(group, `status = 'sold' and sold_date > '2026-11-18'`)
  },
  get westside() {
    return pick(westside, `${available} and spin_images = '[]'`)
  },
}

const hydrated = (page: Page) => page.locator('html[data-hydrated]').waitFor()
/** API calls resolve names themselves: ask 127.0.0.1 with the dealer's Host header. */
const host = (tenant: string) => ({ Host: `${tenant}.localhost:${PORT}` })
const api = (pathname: string) => `http://127.0.0.1:${PORT}${pathname}`

test.describe('360° spinner', () => {
  test('without JavaScript: one line with the first frame, and links to every frame and the interior a press away', async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(javaScriptEnabled, 'no-JS fallback')
    await page.goto(siteUrl(group, `/cars/${cars.spin}`))
    const line = page.locator('details > summary').filter({ hasText: /^360° view\s*16 frames and the interior$/ })
    await expect(line).toBeVisible()
    await expect(line.locator('img')).toHaveAttribute('src', /^\/images\/demo\/spin-suv-[a-z]+-00\.jpg\?/)
    const frames = page.getByRole('list', { name: '360° frames' })
    await expect(frames).toBeHidden()
    await line.click()
    await expect(page.getByText('The 360° view turns with JavaScript on.', { exact: false })).toBeVisible()
    const links = frames.getByRole('link')
    await expect(links.first()).toHaveAttribute('href', /^\/images\/demo\/spin-suv-[a-z]+-00\.jpg\?/)
    expect(await links.count()).toBe(17) // 16 frames and the interior
    // The photos stay reachable too.
    await expect(page.getByRole('list', { name: 'Photos' })).toBeVisible()
    const res = await page.request.get(api((await links.nth(3).getAttribute('href'))!), { headers: host(group) })
    expect(res.status()).toBe(200)
    expect(res.headers()['content-type']).toMatch(/^image\//)
  })

  test('loads every frame first, then auto-rotates, drags, turns with arrow keys, wraps and shows hotspots', async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, 'needs JavaScript')
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    // The page's timers run on a clock the test can move on, so 'it stopped turning' is checked
    // over a stretch of the page's own time rather than a sleep.
    await page.clock.install()
    // Hold the frames back until released, to see the loading state.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/images/demo/spin-*', async (route) => {
      await held
      await route.continue()
    })
    // Not waiting for 'load': the page's own first frame is among the held images, and the load
    // event would wait for it (until the test's time ran out, whenever it was asked for before hydration).
    await page.goto(siteUrl(group, `/cars/${cars.spin}`), { waitUntil: 'domcontentloaded' })
    await hydrated(page)
    await expect(page.getByRole('button', { name: '360° Spin' })).toHaveAttribute('aria-pressed', 'true')
    const slider = page.getByRole('slider', { name: /^360° view of / })
    await expect(slider).toHaveAttribute('data-state', 'loading')
    await expect(slider).toHaveAttribute('aria-busy', 'true')
    await expect(page.getByRole('status').filter({ hasText: /^Loading 360° view… \d+%$/ })).toBeVisible()
    // Not interactive while loading: keys do nothing.
    await slider.focus()
    await page.keyboard.press('ArrowRight')
    await expect(slider).toHaveAttribute('data-frame', '0')
    // The photo strip stays under the spinner, out of reach of keys and screen readers.
    await expect(page.locator('#car-gallery')).toHaveAttribute('inert', '')
    release()
    await expect(slider).toHaveAttribute('data-state', 'ready')
    // Auto-rotation: the frame moves on by itself (100 ms a frame).
    await expect(slider).not.toHaveAttribute('data-frame', '0', { timeout: 2000 })
    const autoRotate = page.getByRole('button', { name: 'Auto-rotate' })
    await expect(autoRotate).toHaveAttribute('aria-pressed', 'true')
    await autoRotate.click()
    await expect(autoRotate).toHaveAttribute('aria-pressed', 'false')
    const stopped = Number(await slider.getAttribute('data-frame'))
    // Ten turns' worth of the page's time passes at once; then one key press moves one frame. Had
    // the rotation kept going, its ten steps would land before the key's, and the frame be 11 on.
    await page.clock.runFor(1000)
    await expect(slider).toHaveAttribute('aria-valuemax', '17')
    await slider.focus()
    await page.keyboard.press('ArrowRight')
    await expect(slider).toHaveAttribute('data-frame', String((stopped + 1) % 17))
    // Arrow keys move a frame and wrap at both ends (17 entries).
    for (let i = (stopped + 1) % 17; i > 0; i--) await page.keyboard.press('ArrowLeft')
    await expect(slider).toHaveAttribute('data-frame', '0')
    await expect(slider).toHaveAttribute('aria-valuetext', 'Frame 1 of 17')
    await page.keyboard.press('ArrowLeft')
    await expect(slider).toHaveAttribute('data-frame', '16')
    await page.keyboard.press('ArrowRight')
    await expect(slider).toHaveAttribute('data-frame', '0')
    // Home and End, as on any slider: the last frame, then the first.
    await page.keyboard.press('End')
    await expect(slider).toHaveAttribute('aria-valuetext', 'Frame 17 of 17')
    await page.keyboard.press('Home')
    await expect(slider).toHaveAttribute('data-frame', '0')
    // Frame 0 (the front three-quarter) has the wheel and headlight hotspots.
    await expect(page.getByRole('button', { name: 'Alloy wheels with a full-size spare' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'LED headlights with automatic high beam' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Reversing camera and rear parking sensors' })).toHaveCount(0)
    await page.getByRole('button', { name: 'LED headlights with automatic high beam' }).click()
    await expect(page.getByRole('note')).toHaveText('LED headlights with automatic high beam')
    // Drag: 20 px a frame, right moves forward; 45 px is two frames.
    const box = (await slider.boundingBox())!
    const y = box.y + box.height * 0.2 // above the vehicle and its hotspots
    await page.mouse.move(box.x + 200, y)
    await page.mouse.down()
    await page.mouse.move(box.x + 245, y, { steps: 5 })
    await expect(slider).toHaveAttribute('data-frame', '2')
    await page.mouse.move(box.x + 155, y, { steps: 5 })
    await expect(slider).toHaveAttribute('data-frame', '15')
    await page.mouse.up()
    // The rear hotspot shows from behind (frame 6 of 17 looks at the rear three-quarter).
    await slider.focus()
    for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowLeft')
    await expect(slider).toHaveAttribute('data-frame', '5')
    await expect(page.getByRole('button', { name: 'Reversing camera and rear parking sensors' })).toBeVisible()
    // Interior and gallery states.
    await page.getByRole('button', { name: 'Interior' }).click()
    await expect(page.getByTestId('interior-view').getByRole('img', { name: /^Interior of / })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Auto-dimming rear-view mirror' })).toBeVisible()
    await page.getByRole('button', { name: 'Gallery' }).click()
    await expect(page.getByRole('list', { name: 'Photos' })).toBeVisible()
    await expect(page.locator('#car-gallery')).not.toHaveAttribute('inert')
    await expect(page.getByTestId('spinner')).toHaveCount(0)
    expect(errors).toEqual([])
  })

  test('the spinner code loads only for a car with a spin', async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, 'needs JavaScript')
    const scripts: string[] = []
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname)
    })
    await page.goto(siteUrl(group, `/cars/${cars.noSpin}`))
    await hydrated(page)
    await page.waitForLoadState('networkidle')
    expect(scripts.some((s) => /\/spinner-[\w-]+\.js$/.test(s))).toBe(false)
    await page.goto(siteUrl(group, `/cars/${cars.spin}`))
    await expect(page.getByRole('slider', { name: /^360° view of / })).toBeVisible()
    expect(scripts.some((s) => /\/spinner-[\w-]+\.js$/.test(s))).toBe(true)
  })
})

test('sticky header with the car, price and main action from 500 px of scroll', async ({ page, javaScriptEnabled }) => {
  await page.goto(siteUrl(group, `/cars/${cars.noSpin}`))
  const header = page.getByRole('region', { name: 'Car summary' })
  if (!javaScriptEnabled) {
    await page.mouse.wheel(0, 1200)
    await expect(header).toHaveCount(0)
    return
  }
  await hydrated(page)
  await expect(header).toHaveCount(0)
  // Shown at 520 px, then gone again at 499: the threshold lies between, seen from both sides.
  await page.evaluate(() => window.scrollTo(0, 520))
  await expect(header).toBeVisible()
  await page.evaluate(() => window.scrollTo(0, 499))
  await expect(header).toHaveCount(0)
  await page.evaluate(() => window.scrollTo(0, 520))
  await expect(header).toBeVisible()
  const name = queryE2eDb<{ name: string }>(
    'select name from cars where tenant = ? and slug = ?',
    group,
    cars.noSpin,
  )[0]!.name
  await expect(header.locator('p').first()).toHaveText(name)
  await expect(header.getByText(/^\$[\d,]+$/)).toBeVisible()
  // The main action is the sidebar's first primary action.
  const primary = page.locator('[data-placement="sidebar"] a[data-emphasis="primary"]').first()
  const label = (await primary.textContent())!.trim()
  await expect(header.getByRole('link', { name: label })).toHaveAttribute('href', (await primary.getAttribute('href'))!)
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect(header).toHaveCount(0)
})

test('favourite toggle: saved across reloads, with and without JavaScript', async ({ page, javaScriptEnabled }) => {
  const slug = javaScriptEnabled
    ? cars.favourite
    : pick(group, `${available} and spin_images = '[]' and car_type = 'used'`, 4)
  await page.goto(siteUrl(group, `/cars/${slug}`))
  if (javaScriptEnabled) await hydrated(page)
  const button = page.getByRole('button', { name: 'Favourite' })
  await expect(button).toHaveAttribute('aria-pressed', 'false')
  await button.click()
  const saved = page.getByRole('button', { name: 'Saved to Favourites' })
  await expect(saved).toHaveAttribute('aria-pressed', 'true')
  if (javaScriptEnabled) {
    const read = () =>
      page.evaluate(
        () => JSON.parse(localStorage.getItem('favourites') ?? '[]') as { slug: string; name: string; make: string }[],
      )
    await expect.poll(async () => (await read()).length).toBe(1)
    const stored = await read()
    expect(stored[0]).toMatchObject({ slug })
    expect(stored[0]!.name).toMatch(/^\d{4} /)
  }
  await page.reload()
  await expect(page.getByRole('button', { name: 'Saved to Favourites' })).toHaveAttribute('aria-pressed', 'true')
  await page.getByRole('button', { name: 'Saved to Favourites' }).click()
  await expect(page.getByRole('button', { name: 'Favourite' })).toHaveAttribute('aria-pressed', 'false')
  if (javaScriptEnabled) await expect.poll(() => page.evaluate(() => localStorage.getItem('favourites'))).toBe('[]')
  await page.reload()
  await expect(page.getByRole('button', { name: 'Favourite' })).toHaveAttribute('aria-pressed', 'false')
  // A sold car that was never saved has no toggle (docs/spec-coverage.md, Car page).
  await page.goto(siteUrl(group, `/cars/${cars.sold}`))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('button', { name: /^(Favourite|Saved to Favourites)$/ })).toHaveCount(0)
})

test.describe('phone reveal', () => {
  const maroochydore = `${available} and spin_images = '[]' and location_id = 'hc-hyundai-kia-maroochydore-sales'`
  const reveals = (slug: string) =>
    queryE2eDb<{ n: number }>(
      `select count(*) as n from phone_reveals r join cars c on c.tenant = r.tenant and c.id = r.car_id where r.tenant = ? and c.slug = ?`,
      group,
      slug,
    )[0]!.n

  test('masked until clicked, then shown and recorded', async ({ page, javaScriptEnabled }) => {
    // A car no other test opens, so the count of its reveals is this test's alone.
    const slug = pick(group, `${maroochydore} and car_type = 'new'`, javaScriptEnabled ? 3 : 1)
    const before = reveals(slug)
    await page.goto(siteUrl(group, `/cars/${slug}`))
    const block = page.getByRole('group', { name: 'Dealer phone' })
    // The car's location's number (ADR 016), not the group's main (07) 3252 8800.
    await expect(block.getByTestId('dealer-phone-masked')).toHaveText('(07) 5443 XXXX')
    const call = page.locator('[data-placement="sidebar"]').getByRole('link', { name: /^Call Now - / })
    await expect(call).toHaveText('Call Now - (07) 5443 XXXX')
    await expect(call).toHaveAttribute('href', '#dealer-phone')
    if (javaScriptEnabled) await hydrated(page)
    await block.getByRole('button', { name: 'Show number' }).click()
    await expect(block.getByRole('link', { name: '(07) 5443 9100' })).toHaveAttribute('href', 'tel:+61754439100')
    await expect(call).toHaveText('Call Now - (07) 5443 9100')
    await expect(call).toHaveAttribute('href', 'tel:+61754439100')
    await expect.poll(() => reveals(slug)).toBe(before + 1)
    const row = queryE2eDb<{ source: string; dealership_id: string; website_id: string }>(
      `select r.source, r.dealership_id, r.website_id from phone_reveals r join cars c on c.tenant = r.tenant and c.id = r.car_id where c.slug = ? order by r.created_at desc limit 1`,
      slug,
    )[0]!
    expect(row).toEqual({ source: javaScriptEnabled ? 'button' : 'link', dealership_id: group, website_id: group })
  })

  test('with JavaScript the masked call button reveals in place', async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, 'needs JavaScript')
    const slug = pick(group, `${maroochydore} and car_type = 'new'`, 2)
    const before = reveals(slug)
    await page.goto(siteUrl(group, `/cars/${slug}`))
    await hydrated(page)
    const call = page.locator('[data-placement="sidebar"]').getByRole('link', { name: /^Call Now - / })
    await call.click()
    await expect(call).toHaveText('Call Now - (07) 5443 9100')
    await expect(
      page.getByRole('group', { name: 'Dealer phone' }).getByRole('link', { name: '(07) 5443 9100' }),
    ).toBeVisible()
    await expect.poll(() => reveals(slug)).toBe(before + 1)
  })

  test('unmasked on a tenant that shows it; other hosts and garbage never reveal or 500', async ({ page, request }) => {
    await page.goto(siteUrl(westside, `/cars/${cars.westside}`))
    const block = page.getByRole('group', { name: 'Dealer phone' })
    await expect(block.getByTestId('dealer-phone-number')).toHaveAttribute('href', /^tel:/)
    await expect(block.getByRole('button', { name: 'Show number' })).toHaveCount(0)
    // A car of one dealer is not found on another dealer's host.
    expect((await request.post(api(`/cars/${cars.phone}/phone`), { headers: host(westside) })).status()).toBe(404)
    expect([400, 404]).toContain(
      (await request.post(api('/cars/..%2f..%2fetc/phone'), { headers: host(group) })).status(),
    )
    const garbage = await request.post(api(`/cars/${cars.phone}/phone`), {
      headers: { ...host(group), 'Content-Type': 'multipart/form-data; boundary=zz' },
      data: '--zz\r\nnot a part',
      maxRedirects: 0,
    })
    expect(garbage.status()).toBe(303)
    expect(
      (await request.get(api(`/cars/${cars.phone}/phone`), { headers: host(group), maxRedirects: 0 })).status(),
    ).toBe(302)
  })
})

test.describe('view counter', () => {
  // Headless Chromium names itself HeadlessChrome, which the bot filter (rightly) does not count.
  test.use({
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  })
  const views = async (request: import('@playwright/test').APIRequestContext, slug: string) => {
    const res = await request.get(api(`/cars/${slug}/view.json`), { headers: host(group) })
    expect(res.status()).toBe(200)
    return ((await res.json()) as { views: number; car_fields: { photos_count: number } }).views
  }

  test('a page view with JavaScript counts once per tab session and visitor; without it, none', async ({
    page,
    request,
    javaScriptEnabled,
  }) => {
    const slug = javaScriptEnabled
      ? cars.views
      : pick(group, `${available} and spin_images = '[]' and car_type = 'demo'`, 1)
    const before = await views(request, slug)
    const beacons: string[] = []
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === `/cars/${slug}/view.json`) beacons.push(r.url())
    })
    await page.goto(siteUrl(group, `/cars/${slug}`))
    if (javaScriptEnabled) {
      await hydrated(page)
      await expect.poll(() => views(request, slug)).toBe(before + 1)
      // A reload in the same tab session sends no beacon. Once the tab forgets the car, the next
      // load sends one, but the server counts one view per visitor and car in 30 minutes
      // (docs/spec-coverage.md, Hardening): two beacons, one view.
      await page.reload()
      await hydrated(page)
      await page.evaluate(() => sessionStorage.clear())
      await page.reload()
      await hydrated(page)
      await expect.poll(() => beacons.length).toBe(2)
      expect(await views(request, slug)).toBe(before + 1)
    } else {
      // The page has loaded: without JavaScript nothing runs after that, so no count can follow.
      expect(await views(request, slug)).toBe(before)
      expect(beacons).toEqual([])
    }
  })

  test('view.json: tenant-scoped, bots not counted, garbage never 500s', async ({ request, javaScriptEnabled }) => {
    // A car per project: one client counts one view of a car in the window (docs/spec-coverage.md, Hardening).
    const slug = pick(group, `${available} and spin_images = '[]' and car_type = 'demo'`, javaScriptEnabled ? 2 : 3)
    const res = await request.get(api(`/cars/${slug}/view.json`), { headers: host(group) })
    const body = (await res.json()) as { views: number; car_fields: { slug: string; photos_count: number } }
    expect(body.car_fields.slug).toBe(slug)
    expect(body.car_fields.photos_count).toBeGreaterThan(0)
    const post = (headers: Record<string, string>, data?: string) =>
      request.post(api(`/cars/${slug}/view.json`), { headers: { ...host(group), ...headers }, data })
    const counted = await post({ 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0' })
    expect(((await counted.json()) as { views: number }).views).toBe(body.views + 1)
    const bot = await post({ 'User-Agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' })
    expect(((await bot.json()) as { views: number }).views).toBe(body.views + 1)
    expect(
      (await post({ 'Content-Type': 'application/json', 'User-Agent': 'Mozilla/5.0' }, '{"views": 1e999, ')).status(),
    ).toBe(200)
    expect((await request.post(api(`/cars/${slug}/view.json`), { headers: host(westside) })).status()).toBe(404)
    expect((await request.get(api('/cars/%ff%fe/view.json'), { headers: host(group) })).status()).toBeLessThan(500)
  })
})

/**
 * A plain-http host has no navigator.clipboard. `execCommand` stands for the browser's old copy
 * command: it reports what was selected when it ran, and whether it may copy at all.
 */
async function withoutClipboardApi(page: Page, oldCopyWorks: boolean) {
  await page.addInitScript((works) => {
    Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined })
    const copied: string[] = ((window as unknown as { copied: string[] }).copied = [])
    document.execCommand = (command: string) => {
      // As a browser does: the selected text of the focused field, if any is selected.
      const el = document.activeElement as HTMLTextAreaElement | HTMLInputElement | null
      const selected =
        el && 'selectionStart' in el && el.selectionStart !== null
          ? el.value.slice(el.selectionStart, el.selectionEnd ?? el.selectionStart)
          : ''
      if (command === 'copy' && works && selected !== '') {
        copied.push(selected)
        return true
      }
      return false
    }
  }, oldCopyWorks)
}

test('Share without the clipboard API: copies by the old command, or shows the link to copy, and says Copied only when it copied', async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, 'the Share button is there with JavaScript only')
  const url = siteUrl(group, `/cars/${cars.noSpin}`)
  await withoutClipboardApi(page, true)
  await page.goto(url)
  await hydrated(page)
  await page.getByRole('button', { name: 'Share', exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: /^Copied .+ to your clipboard!$/ })).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { copied: string[] }).copied)).toEqual([url])
  // The dialog's Copy link too, from inside the open modal dialog (the page behind it is inert).
  await page.getByRole('button', { name: 'Share this car' }).click()
  const shareDialog = page.getByRole('dialog', { name: 'Share this car' })
  await shareDialog.getByRole('button', { name: 'Copy link' }).click()
  await expect(shareDialog.getByRole('button', { name: 'Copied' })).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { copied: string[] }).copied)).toEqual([url, url])

  const other = await page.context().newPage()
  await withoutClipboardApi(other, false)
  await other.goto(url)
  await hydrated(other)
  await other.getByRole('button', { name: 'Share', exact: true }).click()
  // Nothing was copied: no toast saying so; the link is shown, selected, for the shopper to copy.
  const dialog = other.getByRole('dialog', { name: 'Share this car' })
  const link = dialog.getByRole('textbox', { name: /did not let us copy/ })
  await expect(link).toHaveValue(url)
  await expect(link).toBeFocused()
  expect(await link.evaluate((el: HTMLInputElement) => el.value.slice(el.selectionStart!, el.selectionEnd!))).toBe(url)
  await expect(other.getByText(/^Copied/)).toHaveCount(0)
  // The dialog's Copy link does the same.
  await dialog.getByRole('button', { name: 'Close' }).click()
  await other.getByRole('button', { name: 'Share this car' }).click()
  await expect(link).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Copy link' }).click()
  await expect(link).toBeFocused()
  await expect(dialog.getByRole('button', { name: 'Copied' })).toHaveCount(0)
  await other.close()
})

test('share dialog: opens from the sidebar, keyboard and Escape, copy link', async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'without JS the links are plain links (car.spec.ts)')
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto(siteUrl(group, `/cars/${cars.noSpin}`))
  await hydrated(page)
  const open = page.getByRole('button', { name: 'Share this car' })
  await open.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Share this car' })
  await expect(dialog).toBeVisible()
  for (const name of ['Facebook', 'Twitter', 'WhatsApp', 'Email', 'SMS'])
    await expect(dialog.getByRole('link', { name })).toBeVisible()
  await dialog.getByRole('button', { name: 'Copy link' }).click()
  await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(siteUrl(group, `/cars/${cars.noSpin}`))
  await expect(dialog.getByRole('button', { name: 'Copy link' })).toBeVisible({ timeout: 2500 })
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(open).toBeFocused()
  await open.click()
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
})

test('the skip link keeps the car page whole, with or without JavaScript', async ({ page, javaScriptEnabled }) => {
  const slug = pick(group, "status = 'in_stock' and reserved = 0 and price > 5000 and spin_images = '[]'")
  // React's errors in the browser: a hash change used to reach every part of the page still waiting
  // for its code outside a transition (React error 421, which throws the part's server HTML away).
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(siteUrl(group, `/cars/${slug}`))
  if (javaScriptEnabled) await page.locator('html[data-hydrated]').waitFor()
  const title = (await page.getByRole('heading', { level: 1 }).textContent())!
  // The skip link is the first stop of the keyboard.
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/#main$/)
  // The page drawn again for the new address (a hash change reaches its parts) is still the car page.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0)
  await expect(page.getByRole('region', { name: /Specifications/i }).first()).toBeVisible()
  // Back to the address without the hash (a popstate, as the skip link's was): still whole.
  await page.goBack()
  await expect(page).not.toHaveURL(/#main$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  expect(errors).toEqual([])
})

test('Compare keeps the rest of the car page on screen while the page is drawn again', async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, 'a fetcher needs JavaScript')
  const slug = pick(group, `${available} and spin_images = '[]' and car_type = 'used'`, 5)
  await page.goto(siteUrl(group, `/cars/${slug}`))
  await hydrated(page)
  // Each part of the page the server drew, by its id; then, at every change React makes to the page
  // while the comparison is saved and the page's data comes again, the ones missing from it.
  const parts = ['car-breadcrumb', 'key-information', 'specifications', 'finance-calculator', 'similar-cars']
  for (const id of parts) await expect(page.locator(`[id="${id}"]`)).toHaveCount(1)
  await page.evaluate((ids) => {
    const missing: string[] = []
    ;(window as unknown as { missing: string[] }).missing = missing
    new MutationObserver(() => {
      for (const id of ids) if (!document.getElementById(id)) missing.push(id)
    }).observe(document.querySelector('main')!, { subtree: true, childList: true })
  }, parts)
  await page.getByRole('button', { name: 'Compare', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Added to Compare' })).toHaveAttribute('aria-pressed', 'true')
  await page.waitForLoadState('networkidle')
  for (const id of parts) await expect(page.locator(`[id="${id}"]`)).toHaveCount(1)
  expect(await page.evaluate(() => (window as unknown as { missing: string[] }).missing)).toEqual([])
})
