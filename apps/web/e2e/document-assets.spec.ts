import { expect, test } from './support/test'
import { pick } from './demo-cars'
import { siteUrl } from './fixtures'

// How a page asks for its assets (docs/decisions/020-inline-css.md): its stylesheets come inside
// the document, its scripts start once it has loaded, and a page reached later in the browser still gets its own.

const group = 'harbour-city-motor-group'
const car = () => pick(group, "status = 'in_stock' and price > 5000 and spin_images = '[]'")

test('a car page fetches no stylesheet: its styles are inside the document, and applied', async ({
  page,
  javaScriptEnabled,
}) => {
  const stylesheets: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'stylesheet') stylesheets.push(r.url())
  })
  await page.goto(siteUrl(group, `/cars/${car()}`))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(stylesheets).toEqual([])
  expect(await page.locator('style[data-inline-css]').textContent()).toContain('--color-brand')
  // Styled: the skip link waits off-screen until it has focus.
  const skip = page.getByRole('link', { name: 'Skip to content' })
  expect(await skip.evaluate((a) => getComputedStyle(a).position)).toBe('absolute')
  expect((await skip.boundingBox())?.x).toBeLessThan(0)
  // Every stylesheet link of the head stays, disabled (never fetched), with its address: a part whose
  // code loads later finds the stylesheet it needs already in the page.
  await expect(page.locator('link[rel="stylesheet"]:not([disabled])')).toHaveCount(0)
  await expect(page.locator('link[rel="stylesheet"][data-inlined][href^="/assets/"]').first()).toBeAttached()
  if (javaScriptEnabled) {
    // The parts that load their code when the shopper reaches them fetch no stylesheet either.
    await page.locator('html[data-hydrated]').waitFor()
    const scripts = page.waitForRequest((r) => r.resourceType() === 'script')
    for (const name of [/Save to Watchlist/, /Compare/]) await page.getByRole('button', { name }).first().hover()
    await page.getByRole('list', { name: 'Photos' }).hover()
    await scripts
    await page.waitForLoadState('networkidle')
    expect(stylesheets).toEqual([])
  }
})

test('the page fetches no script before it has loaded, then hydrates', async ({ page, javaScriptEnabled }) => {
  // What Chromium says of the page's links: a modulepreload link without an address is a warning.
  const warnings: string[] = []
  page.on('console', (message) => {
    if (/modulepreload/i.test(message.text())) warnings.push(message.text())
  })
  // The document as sent: its preload links have no address yet, under a name no browser acts on
  // (React may drop them after hydration).
  const html = (await (await page.goto(siteUrl(group, `/cars/${car()}`)))?.text()) ?? ''
  const preloads = html.match(/<link rel="x-modulepreload"[^>]*>/g) ?? []
  expect(preloads.length).toBeGreaterThan(3)
  expect(preloads.filter((link) => link.includes(' href='))).toEqual([])
  expect(html.match(/<link rel="modulepreload"[^>]*>/g) ?? []).toEqual([])
  test.skip(!javaScriptEnabled, 'scripts run only with JavaScript')
  await page.locator('html[data-hydrated]').waitFor()
  expect(warnings).toEqual([])
  const { loaded, scripts } = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
    return {
      loaded: navigation!.loadEventStart,
      scripts: performance
        .getEntriesByType('resource')
        .filter((e) => new URL(e.name).pathname.endsWith('.js'))
        .map((e) => e.startTime),
    }
  })
  expect(scripts.length).toBeGreaterThan(3)
  expect(scripts.filter((at) => at < loaded)).toEqual([])
})

test('the head asks for the first photo before the page is read, at high priority', async ({ page }) => {
  await page.goto(siteUrl(group, `/cars/${car()}`))
  const first = page.getByRole('list', { name: 'Photos' }).locator('img').first()
  const preload = page.locator('head link[rel="preload"][as="image"]')
  await expect(preload).toHaveCount(1)
  expect(await preload.getAttribute('href')).toBe(await first.getAttribute('src'))
  expect(await preload.getAttribute('imagesrcset')).toBe(await first.getAttribute('srcset'))
  expect(await preload.getAttribute('imagesizes')).toBe(await first.getAttribute('sizes'))
  expect(await preload.getAttribute('fetchpriority')).toBe('high')
  expect(await first.getAttribute('fetchpriority')).toBe('high')
})

test('a page reached in the browser from a car page has its own styles', async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'client-side navigation')
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(siteUrl(group, `/cars/${car()}`))
  await page.locator('html[data-hydrated]').waitFor()
  const navigated = page.waitForURL(/\/search\//)
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: /stock$/ })
    .click()
  await navigated
  // Still the same document (no reload), styled by the search page's own stylesheet: filters beside results.
  expect(await page.locator('html').getAttribute('data-hydrated')).toBe('true')
  const layout = page.getByRole('complementary', { name: 'Filters' }).locator('xpath=..')
  await expect.poll(() => layout.evaluate((el) => getComputedStyle(el).gridTemplateColumns)).toMatch(/^280px \d/)
})

test('once a page has loaded, no update of the page waits for a part whose code has not come', async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, 'React runs only with JavaScript')
  // React's root, from the hook React DOM reports its commits to (the one developer tools install).
  await page.addInitScript(() => {
    const hook = {
      supportsFiber: true,
      isDisabled: false,
      renderers: new Map(),
      inject: () => 1,
      checkDCE() {},
      onScheduleFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      onCommitFiberRoot(_id: number, root: { pendingLanes: number }) {
        Object.assign(window, { reactRoot: root })
      },
    }
    Object.assign(window, { __REACT_DEVTOOLS_GLOBAL_HOOK__: hook })
  })
  // Remix's route discovery asks for the routes of the page's links once it has loaded; patching
  // them in set the router's state again, and that update waited in a transition on every part of
  // the page still waiting for its code (the location page's enquiry form until the shopper reached
  // it), so it held React's work open (patches/README.md, @remix-run/router).
  for (const path of ['/locations/harbour-city-toyota-newstead-service', `/cars/${car()}`]) {
    const discovered = page.waitForResponse((r) => new URL(r.url()).pathname === '/__manifest')
    await page.goto(siteUrl(group, path))
    await page.locator('html[data-hydrated]').waitFor()
    await discovered
    await expect
      .poll(() => page.evaluate(() => (window as { reactRoot?: { pendingLanes: number } }).reactRoot?.pendingLanes))
      .toBe(0)
  }
})

test("the browser's Remix carries none of the server's deferred-data scripts, and the page hydrates with the server's", async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, 'scripts run only with JavaScript')
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await page.goto(siteUrl(group, `/cars/${car()}`))
  await page.locator('html[data-hydrated]').waitFor()
  // Remix's <Scripts> in the browser only hydrates the two scripts the server wrote (no static
  // context there) and, with single fetch, never writes a deferred-data script: its copy for the
  // browser leaves the serialisation out (patches/README.md, @remix-run/react; 1.65 KB gzipped on
  // every page, bench/pages/RESULTS.md session 13).
  const urls = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((url) => new URL(url).pathname.endsWith('.js')),
  )
  expect(urls.length).toBeGreaterThan(3)
  const code = await page.evaluate((all) => Promise.all(all.map((url) => fetch(url).then((r) => r.text()))), urls)
  expect(urls.filter((_, i) => code[i]!.includes('__remixContext.n = function'))).toEqual([])
  // The server's two scripts stay as written: the context and the module script that started the page.
  const scripts = page.locator('body > script:not([src])')
  expect(await scripts.evaluateAll((all) => all.some((s) => s.textContent?.includes('window.__remixContext = ')))).toBe(
    true,
  )
  expect(
    await scripts.evaluateAll((all) =>
      all.some((s) => s.getAttribute('type') === 'module' && s.textContent?.includes('window.__remixRouteModules')),
    ),
  ).toBe(true)
  expect(errors).toEqual([])
})
