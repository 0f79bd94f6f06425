import { expect, test, type Locator, type Page } from '@playwright/test'
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

/** Fills fields by their labels, in order. */
export async function fillByLabel(scope: Page | Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await scope.getByLabel(label).fill(value)
}

/** Each field's message beside it, exactly. */
export async function expectErrors(page: Page, messages: Record<string, string>) {
  for (const [name, message] of Object.entries(messages)) await expect(errorOf(page, name)).toHaveText(message)
}

/** Each field still holds what was typed or chosen. */
export async function expectValues(scope: Page | Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await expect(scope.getByLabel(label)).toHaveValue(value)
}

/**
 * Sends the form and expects it back with the error list heading and each field's message
 * (docs/spec-coverage.md, Lead forms).
 */
export async function sendExpectingErrors(page: Page, button: string, messages: Record<string, string>) {
  await page.getByRole('button', { name: button }).click()
  await expect(page.getByRole('alert')).toContainText('Please fix the following errors:')
  await expectErrors(page, messages)
}
