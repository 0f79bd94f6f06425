import { expect, test } from './support/test'
import { siteUrl } from './fixtures'

const dealer = 'westside-car-co'

test('Enquire Now: errors beside the fields with values kept, then a committed lead and /success', async ({ page }) => {
  await page.goto(siteUrl(dealer, '/search/used-cars'))
  const card = page.getByRole('article').first()
  const name = (await card.getByRole('heading').textContent())!.trim()
  await card.getByRole('link').first().click()
  // The form's own page (with JS the same link opens it in a dialog: form-dialog.spec.ts).
  await page.goto(
    siteUrl(dealer, (await page.getByRole('link', { name: 'Enquire Now' }).first().getAttribute('href'))!),
  )
  await expect(page.getByRole('heading', { name: 'Enquire Now' })).toBeVisible()
  if (test.info().project.name === 'js') await page.locator('html[data-hydrated]').waitFor()

  // A bad submission: the browser's own checks are skipped so the server's messages show (as without JS).
  await page.locator('form[method="post"]').evaluate((f) => f.setAttribute('novalidate', ''))
  await page.getByLabel('Name').fill('Jo Citizen')
  await page.getByLabel('Email').fill('not-an-email')
  await page.getByRole('button', { name: 'Send Enquiry' }).click()
  await expect(page.getByRole('alert')).toContainText('Please fix the following errors:')
  // Each message also stands beside its own field.
  await expect(page.locator('[id$="-terms_conditions-error"]')).toHaveText(
    '*You must agree to the terms of use before submitting.',
  )
  await expect(page.locator('[id$="-email-error"]')).toHaveText('Please enter a valid email address.')
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('Name')).toHaveValue('Jo Citizen')

  await page.getByLabel('Email').fill('jo@example.com')
  await page.getByLabel('Phone').fill('0412 345 678')
  await page.getByLabel('Comments').fill('Is it still available this weekend?')
  await page.getByLabel('I agree to the Privacy Policy and Terms & Conditions*.').check()
  await page.getByRole('button', { name: 'Send Enquiry' }).click()
  await expect(page).toHaveURL(/\/success\?lead=/)
  await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible()
  await expect(
    page.getByText(new RegExp(`Your enquiry about the ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)),
  ).toBeVisible()
})

test('name, email and phone are remembered for the next form', async ({ page }) => {
  await page.goto(siteUrl(dealer, '/search/used-cars'))
  const links = page.getByRole('article').getByRole('link')
  const first = await links.first().getAttribute('href')
  const second = await page.getByRole('article').nth(1).getByRole('link').first().getAttribute('href')
  await page.goto(siteUrl(dealer, `${first}/enquire`))
  if (test.info().project.name === 'js') await page.locator('html[data-hydrated]').waitFor()
  await page.getByLabel('Name').fill('Robin Remembered')
  await page.getByLabel('Email').fill('robin@example.com')
  await page.getByLabel('Phone').fill('0498 765 432')
  await page.getByLabel('Comments').fill('Please call me.')
  await page.getByLabel('I agree to the Privacy Policy and Terms & Conditions*.').check()
  await page.getByRole('button', { name: 'Send Enquiry' }).click()
  await expect(page).toHaveURL(/\/success\?lead=/)

  await page.goto(siteUrl(dealer, `${second}/enquire`))
  await expect(page.getByLabel('Name')).toHaveValue('Robin Remembered')
  await expect(page.getByLabel('Email')).toHaveValue('robin@example.com')
  await expect(page.getByLabel('Phone')).toHaveValue('0498 765 432')
  // Only contact details are remembered, never what was written.
  await expect(page.getByLabel('Comments')).toHaveValue('')
})
