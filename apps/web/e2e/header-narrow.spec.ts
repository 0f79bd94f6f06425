import { expect, test } from './support/test'
import { siteUrl, tenants } from './fixtures'

type Box = { x: number; y: number; width: number; height: number }
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

// On the narrowest phone (320 px), every theme's header keeps its logo, phone and menu apart and on screen.
for (const tenant of tenants) {
  test(`${tenant.name}: at 320 px the header's logo, phone and menu neither overlap nor leave the screen`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 })
    await page.goto(siteUrl(tenant.slug))
    const header = page.getByRole('banner')
    // The logo as drawn: its text may run past the link's own box, so measure what it contains.
    const logo: Box | null = await header
      .locator('a[href="/"]')
      .first()
      .evaluate((a) => {
        const range = document.createRange()
        range.selectNodeContents(a)
        const r = range.getBoundingClientRect()
        return { x: r.x, y: r.y, width: r.width, height: r.height }
      })
    const controls = [
      ...(await header.locator('a[href^="tel:"]').all()),
      ...(await header.locator('details[data-menu="mobile"] > summary').all()),
    ]
    const boxes: Box[] = []
    for (const control of controls) {
      const box = await control.boundingBox()
      if (box && box.width > 1 && box.height > 1 && (await control.isVisible())) boxes.push(box)
    }
    expect(logo).not.toBeNull()
    expect(boxes.length).toBeGreaterThanOrEqual(1)
    for (const box of [logo!, ...boxes]) expect(box.x + box.width).toBeLessThanOrEqual(320)
    for (const box of boxes) expect(overlap(logo!, box), JSON.stringify({ logo, box })).toBe(false)
    // The menu keeps its name even where only its icon shows.
    await expect(header.getByText('Menu', { exact: true })).toBeAttached()
  })
}
