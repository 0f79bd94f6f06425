import { expect, test, type Page } from './support/test'
import { pick } from './demo-cars'
import { siteUrl } from './fixtures'

/*
 * Tap targets on a phone (WCAG 2.2 2.5.8, Target Size (Minimum)): the links a tester found too
 * small on a car page at 390 px, and every theme's footer links, are at least 24 CSS px tall.
 * Each theme draws base's footer (coastal wraps it, outback takes it), so all three are checked.
 */

const group = 'harbour-city-motor-group'
const car = '/cars/2017-toyota-prado-gx-x369m4'

/** Height and width of each element `selector` matches that is shown, with its text. */
async function boxes(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((els) =>
    els
      .map((el) => ({ text: (el.textContent ?? '').trim(), box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0)
      .map(({ text, box }) => ({ text, width: Math.round(box.width), height: Math.round(box.height) })),
  )
}

test.describe('tap targets at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the car page’s small links are at least 24 px tall: finance disclaimer, Get Finance Now, breadcrumb', async ({
    page,
  }) => {
    await page.goto(siteUrl(group, car))
    const found = [
      ...(await boxes(page, '[data-testid="finance-teaser"] a[href="#financeDisclaimer"]')),
      ...(await boxes(page, '#finance-calculator a:text-is("Get Finance Now")')),
      ...(await boxes(page, '#car-breadcrumb a')),
    ]
    expect(found.map((f) => f.text)).toEqual(['Click for Finance Disclaimer', 'Get Finance Now', 'Home', 'Used stock'])
    expect(found.filter((f) => f.height < 24)).toEqual([])
  })

  test('every footer link of each theme is at least 24 px tall (base, coastal, outback)', async ({ page }) => {
    for (const tenant of [group, 'westside-car-co', 'sunset-caravans']) {
      await page.goto(siteUrl(tenant, '/'))
      const links = await boxes(page, 'footer a')
      expect(links.length, tenant).toBeGreaterThan(10)
      expect(
        links.filter((l) => l.height < 24),
        tenant,
      ).toEqual([])
    }
  })
})

test('a lead form’s checkboxes are at least 24 px square on a phone, the terms box of each theme too', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  for (const tenant of [group, 'westside-car-co', 'sunset-caravans']) {
    await page.goto(siteUrl(tenant, '/contact'))
    const terms = page.getByLabel('I agree to the Privacy Policy and Terms & Conditions*.')
    const box = (await terms.boundingBox())!
    // The browser's own box was 13 px.
    expect(Math.round(box.width), tenant).toBeGreaterThanOrEqual(24)
    expect(Math.round(box.height), tenant).toBeGreaterThanOrEqual(24)
  }
})

test('without JavaScript the car page’s share and 360° frame links, and coastal’s Sign In, are at least 24 px tall', async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(
    javaScriptEnabled,
    'the share links and frame links are the no-JS page (JavaScript moves them into dialogs)',
  )
  const spin = pick(group, "status = 'in_stock' and reserved = 0 and price > 5000 and spin_images != '[]'")
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 })
    await page.goto(siteUrl(group, `/cars/${spin}`))
    await page.locator('details summary').filter({ hasText: '360° view' }).click()
    const share = await boxes(page, '#share-links a')
    const frames = await boxes(page, '[aria-label="360° frames"] a')
    expect(share.map((l) => l.text)).toContain('WhatsApp')
    expect(frames.length).toBeGreaterThan(10)
    // They were 17 to 19 px (share) and 16 px (frames): a line of small text.
    expect(
      [...share, ...frames].filter((l) => l.height < 24),
      `${width} px`,
    ).toEqual([])
  }
  // Coastal's wide-screen account link beside the phone was a 17 px line of text.
  await page.goto(siteUrl('westside-car-co', '/'))
  expect((await boxes(page, 'header a:text-is("Sign In")')).filter((l) => l.height < 24)).toEqual([])
})
