import { expect, test } from '@playwright/test'
import { siteUrl, tenants } from './fixtures'
import { errorOf, skipBrowserChecks } from './lead-form'

const harbour = 'harbour-city-motor-group'

test('/eofy: the dealer’s offers and the marketing lead form with the spec’s labels and postcode message', async ({ page }) => {
  await page.goto(siteUrl(harbour, '/eofy'))
  await expect(page.getByRole('heading', { name: 'End of Financial Year Sale' })).toBeVisible()
  const offers = tenants.find((t) => t.slug === harbour)!.offers as { title: string }[]
  for (const offer of offers) await expect(page.getByRole('heading', { name: offer.title })).toBeVisible()
  await expect(page.locator('input[type="hidden"][name="campaign"]')).toHaveValue('EOFY Sale')
  await skipBrowserChecks(page)

  await page.getByLabel('Last Name').fill('Citizen')
  await page.getByLabel('Postcode').fill('40a')
  await page.getByLabel('Mobile Number').fill('0412 345 678')
  await page.getByLabel('Email Address').fill('jo@example.com')
  await page.getByRole('button', { name: 'Register Now' }).click()
  await expect(page.getByRole('alert')).toContainText('Please fix the following errors:')
  await expect(errorOf(page, 'postcode')).toHaveText('Invalid postcode. Please enter a 4-digit number.')
  await expect(errorOf(page, 'name')).toHaveText('Please enter your first name.')
  await expect(page.getByLabel('Postcode')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('Last Name')).toHaveValue('Citizen')
  await expect(page.getByLabel('Postcode')).toHaveValue('40a')

  await page.getByLabel('First Name').fill('Jo')
  await page.getByLabel('Postcode').fill('4006')
  await page.getByRole('button', { name: 'Register Now' }).click()
  await expect(page).toHaveURL(/\/success\?lead=/)
  await expect(page.getByText('Thanks for registering with Harbour City Motor Group.', { exact: false })).toBeVisible()
})

test('/eofy for a dealer with no current offers still has its form and a way to the stock', async ({ page }) => {
  await page.goto(siteUrl('westside-car-co', '/eofy'))
  await expect(page.getByRole('link', { name: 'Browse all stock' })).toBeVisible()
  await expect(page.getByLabel('First Name')).toBeVisible()
  await expect(page.getByLabel('Postcode')).toHaveAttribute('maxlength', '4')
})
