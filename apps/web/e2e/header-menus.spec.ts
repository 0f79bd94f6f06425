import type { Locator, Page } from '@playwright/test'
import { expect, test } from './support/test'
import { siteUrl, tenants } from './fixtures'

/*
 * The wide-screen header's dropdowns by keyboard (docs/spec-coverage.md, Pages and navigation):
 * each entry is one or two tab stops (the parent link and its menu's toggle, or a click dropdown's
 * summary), the toggle opens the menu and Tab goes into it; with JavaScript Escape closes it,
 * whether it was opened by the toggle, by focus in it or by the pointer (WCAG 1.4.13).
 */

/** The first dropdown of the wide-screen Main nav, its toggle and its panel's links. */
function firstDropdown(page: Page) {
  const item = page.getByRole('banner').locator('[data-dropdown]').first()
  const toggle = item.locator('summary').first()
  const panelLinks = item.locator('ul a')
  return { item, toggle, panelLinks }
}

/** How many presses of Tab, from the entry's first tab stop, until focus leaves the entry. */
async function tabStopsIn(page: Page, item: Locator): Promise<number> {
  await item.locator('a, summary').first().focus()
  let stops = 1
  while (stops < 60) {
    await page.keyboard.press('Tab')
    const inside = await item.evaluate((el) => el.contains(document.activeElement))
    if (!inside) return stops
    stops++
  }
  return stops
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
})

for (const tenant of tenants) {
  const mode = tenant.features?.dropdownOpen ?? 'hover'

  test(`${tenant.name} (${tenant.theme}, ${mode}): a dropdown is at most two tab stops, and its toggle opens it for Tab`, async ({
    page,
  }) => {
    await page.goto(siteUrl(tenant.slug))
    const { item, toggle, panelLinks } = firstDropdown(page)
    expect(await panelLinks.count()).toBeGreaterThan(1)
    // Closed, the panel's links are no tab stops: only the parent link and the toggle are.
    expect(await tabStopsIn(page, item)).toBeLessThanOrEqual(2)
    await expect(panelLinks.first()).toBeHidden()

    // The toggle has a name and exposes its state (a <summary>: the browser gives it).
    const name = await toggle.evaluate((el) => el.getAttribute('aria-label') ?? el.textContent ?? '')
    expect(name.trim()).not.toBe('')
    if (mode === 'hover') expect(name).toMatch(/ menu$/)
    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect(panelLinks.first()).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(item.locator('ul a').first()).toBeFocused()
    // Enter on the toggle closes it again, JavaScript or not.
    await toggle.focus()
    await page.keyboard.press('Space')
    await expect(panelLinks.first()).toBeHidden()
  })

  test(`${tenant.name} (${tenant.theme}, ${mode}): Escape closes an open dropdown and gives focus back to its toggle`, async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, 'Escape needs JavaScript; without it the toggle closes the menu')
    await page.goto(siteUrl(tenant.slug))
    await expect(page.locator('html[data-hydrated]')).toBeAttached()
    const { toggle, panelLinks } = firstDropdown(page)
    await toggle.focus()
    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(panelLinks.nth(1)).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(panelLinks.first()).toBeHidden()
    await expect(toggle).toBeFocused()
    // The toggle's <details> (the item itself in click mode) is closed, not just hidden.
    await expect(toggle.locator('..')).not.toHaveAttribute('open')
  })

  test(`${tenant.name} (${tenant.theme}, ${mode}): an open dropdown closes when focus or a press goes elsewhere`, async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, 'without JavaScript the toggle closes the menu')
    await page.goto(siteUrl(tenant.slug))
    await expect(page.locator('html[data-hydrated]')).toBeAttached()
    const { item, toggle, panelLinks } = firstDropdown(page)
    // Tab on past the menu's last link: it closes rather than stay open over the page.
    await toggle.focus()
    await page.keyboard.press('Enter')
    await panelLinks.last().focus()
    await page.keyboard.press('Tab')
    expect(await item.evaluate((el) => el.contains(document.activeElement))).toBe(false)
    await expect(panelLinks.first()).toBeHidden()
    // A press on the page below closes it too.
    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect(panelLinks.first()).toBeVisible()
    await page.mouse.click(5, 700)
    await expect(panelLinks.first()).toBeHidden()
  })
}

for (const tenant of tenants.filter((t) => (t.features?.dropdownOpen ?? 'hover') === 'hover')) {
  test(`${tenant.name} (${tenant.theme}): hover opens a dropdown; with JavaScript Escape hides it under the pointer until it leaves`, async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto(siteUrl(tenant.slug))
    if (javaScriptEnabled) await expect(page.locator('html[data-hydrated]')).toBeAttached()
    const { item, panelLinks } = firstDropdown(page)
    await item.locator('a').first().hover()
    await expect(panelLinks.first()).toBeVisible()
    if (!javaScriptEnabled) return
    await page.keyboard.press('Escape')
    await expect(panelLinks.first()).toBeHidden()
    // Away and back: hover opens it again.
    await page.mouse.move(5, 600)
    await item.locator('a').first().hover()
    await expect(panelLinks.first()).toBeVisible()
  })
}

for (const tenant of tenants) {
  const mode = tenant.features?.dropdownOpen ?? 'hover'
  test(`${tenant.name} (${tenant.theme}, ${mode}): every dropdown opens on the screen, the longest too`, async ({
    page,
  }) => {
    // Harbour City's New Vehicles lists 33 models: in one column it ran 1,340 px down, off the screen.
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 1024, height: 768 },
    ]) {
      await page.setViewportSize(viewport)
      await page.goto(siteUrl(tenant.slug))
      const items = page.getByRole('banner').locator('[data-dropdown]')
      for (let i = 0; i < (await items.count()); i++) {
        const item = items.nth(i)
        if (mode === 'hover') await item.locator('a').first().hover()
        else await item.locator('summary').first().click()
        const panel = item.locator('ul').first()
        await expect(panel.locator('a').first()).toBeVisible()
        const box = (await panel.boundingBox())!
        const where = `${await item.locator('a, summary').first().textContent()} at ${viewport.width} px`
        expect(box.x, where).toBeGreaterThanOrEqual(0)
        expect(box.x + box.width, where).toBeLessThanOrEqual(viewport.width)
        expect(box.y + box.height, where).toBeLessThanOrEqual(viewport.height)
        if (mode === 'click') await item.locator('summary').first().click()
        await page.mouse.move(5, viewport.height - 5)
      }
    }
  })
}
