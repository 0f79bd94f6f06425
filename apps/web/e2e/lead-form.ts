import { expect, test, type Page } from '@playwright/test'
import { siteUrl } from './fixtures'

/** The JS project waits for hydration; both skip the browser's own checks so the server's messages show. */
export async function skipBrowserChecks(page: Page) {
  if (test.info().project.name === 'js') await page.locator('html[data-hydrated]').waitFor()
  await page.locator('form[method="post"]').evaluate((f) => f.setAttribute('novalidate', ''))
}

/** The message shown beside a field (conform's `{form}-{name}-error`). */
export const errorOf = (page: Page, name: string) => page.locator(`[id$="-${name}-error"]`)

/** Opens the first car of a search page and returns its display name. */
export async function openFirstCar(page: Page, dealer: string, search = '/search/used-cars'): Promise<string> {
  await page.goto(siteUrl(dealer, search))
  const card = page.getByRole('article').first()
  const name = (await card.getByRole('heading').textContent())!.trim()
  await card.getByRole('link').first().click()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  return name
}

/** A pattern that matches `text` literally. */
export const literally = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
