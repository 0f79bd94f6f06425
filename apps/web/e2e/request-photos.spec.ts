import { expect, test } from '@playwright/test'
import { errorOf, literally, openFirstCar, skipBrowserChecks } from './lead-form'

const dealer = 'westside-car-co'

test('Request Photos: optional comments, hidden default text, errors beside the fields, then /success', async ({ page }) => {
  const name = await openFirstCar(page, dealer)
  await page.getByRole('link', { name: 'Request Photos' }).first().click()
  await expect(page.getByRole('heading', { name: 'Request Photos' })).toBeVisible()
  await expect(page.locator('input[type="hidden"][name="request_text"]')).toHaveValue('Please send photos for this car')
  await skipBrowserChecks(page)

  await page.getByLabel('Name').fill('Jo Citizen')
  await page.getByLabel('Email').fill('jo@')
  await page.getByRole('button', { name: 'Request Photos' }).click()
  await expect(page.getByRole('alert')).toContainText('Please fix the following errors:')
  await expect(errorOf(page, 'email')).toHaveText('Please enter a valid email address.')
  await expect(errorOf(page, 'phone')).toHaveText('Please enter your phone number.')
  await expect(errorOf(page, 'terms_conditions')).toHaveText('*You must agree to the terms of use before submitting.')
  // The comments are optional (spec §5): no message beside them.
  await expect(errorOf(page, 'message')).toHaveCount(0)
  await expect(page.getByLabel('Name')).toHaveValue('Jo Citizen')
  await expect(page.getByLabel('Email')).toHaveValue('jo@')

  await page.getByLabel('Email').fill('jo@example.com')
  await page.getByLabel('Phone').fill('0412 345 678')
  await page.getByLabel('I agree to the Privacy Policy and Terms & Conditions*.').check()
  await page.getByRole('button', { name: 'Request Photos' }).click()
  await expect(page).toHaveURL(/\/success\?lead=/)
  await expect(page.getByText(literally(`Your request for more photos of the ${name}`))).toBeVisible()
})
