import { expect, test } from './support/test'
import { siteUrl } from './fixtures'
import {
  errorOf,
  expectValues,
  fillByLabel,
  literally,
  openFirstCar,
  sendExpectingErrors,
  skipBrowserChecks,
} from './lead-form'

const dealer = 'westside-car-co'

test('Request Photos: optional comments, hidden default text, errors beside the fields, then /success', async ({
  page,
}) => {
  const name = await openFirstCar(page, dealer)
  // The form's own page (with JS the same link opens it in a dialog: form-dialog.spec.ts).
  await page.goto(
    siteUrl(dealer, (await page.getByRole('link', { name: 'Request Photos' }).first().getAttribute('href'))!),
  )
  await expect(page.getByRole('heading', { name: 'Request Photos' })).toBeVisible()
  await expect(page.locator('input[type="hidden"][name="request_text"]')).toHaveValue('Please send photos for this car')
  await skipBrowserChecks(page)

  await fillByLabel(page, { Name: 'Jo Citizen', Email: 'jo@' })
  await sendExpectingErrors(page, 'Request Photos', {
    email: 'Please enter a valid email address.',
    phone: 'Please enter your phone number.',
    terms_conditions: '*You must agree to the terms of use before submitting.',
  })
  // The comments are optional (docs/spec-coverage.md, Lead forms): no message beside them.
  await expect(errorOf(page, 'message')).toHaveCount(0)
  await expectValues(page, { Name: 'Jo Citizen', Email: 'jo@' })

  await fillByLabel(page, { Email: 'jo@example.com', Phone: '0412 345 678' })
  await page.getByLabel('I agree to the Privacy Policy and Terms & Conditions*.').check()
  await page.getByRole('button', { name: 'Request Photos' }).click()
  await expect(page).toHaveURL(/\/success\?lead=/)
  await expect(page.getByText(literally(`Your request for more photos of the ${name}`))).toBeVisible()
})
