import { expect, test } from './support/test'
import { runningOffers, siteUrl, tenants } from './fixtures'
import { expectValues, fillByLabel, sendExpectingErrors, skipBrowserChecks } from './lead-form'

const harbour = 'harbour-city-motor-group'

test('/eofy: the dealer’s offers and the marketing lead form with the spec’s labels and postcode message', async ({
  page,
}) => {
  await page.goto(siteUrl(harbour, '/eofy'))
  await expect(page.getByRole('heading', { name: 'End of Financial Year Sale' })).toBeVisible()
  const offers = runningOffers(tenants.find((t) => t.slug === harbour)!)
  for (const offer of offers) await expect(page.getByRole('heading', { name: offer.title })).toBeVisible()
  await expect(page.locator('input[type="hidden"][name="campaign"]')).toHaveValue('EOFY Sale')
  await skipBrowserChecks(page)

  await fillByLabel(page, {
    'Last Name': 'Citizen',
    Postcode: '40a',
    'Mobile Number': '0412 345 678',
    'Email Address': 'jo@example.com',
  })
  await sendExpectingErrors(page, 'Register Now', {
    postcode: 'Invalid postcode. Please enter a 4-digit number.',
    name: 'Please enter your first name.',
  })
  await expect(page.getByLabel('Postcode')).toHaveAttribute('aria-invalid', 'true')
  await expectValues(page, { 'Last Name': 'Citizen', Postcode: '40a' })

  await fillByLabel(page, { 'First Name': 'Jo', Postcode: '4006' })
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
