import { expect, test, type Page } from '@playwright/test'
import { siteUrl } from './fixtures'
import { storedLead, type StoredLead } from './lead-db'

/** Shared steps of the lead form tests (trade-in, finance, reserve). */

export const TERMS_LABEL = 'I agree to the Privacy Policy and Terms & Conditions*.'

/** Opens a form page; with JS, waits until React has taken over the form. */
export async function openForm(page: Page, dealer: string, path: string) {
  await page.goto(siteUrl(dealer, path))
  if (test.info().project.name === 'js') await page.locator('html[data-hydrated]').waitFor()
}

/**
 * The server's messages, as without JS: the browser's own checks are skipped. The page's own form
 * only: a signed-in header holds a Sign Out form too.
 */
export const skipBrowserChecks = (page: Page) =>
  page.locator('main form[method="post"]').evaluate((f) => f.setAttribute('novalidate', ''))

/** The message beside a field. */
export const fieldError = (page: Page, name: string) => page.locator(`[id$="-${name}-error"]`)

/** A postcode that is not 4 digits and the terms unticked: both messages beside their fields. */
export async function sendBadPostcode(page: Page, submit: string, postcode: string) {
  await skipBrowserChecks(page)
  await page.getByLabel('Postcode').fill(postcode)
  // Leaving the field first: with JS its message appears on blur and moves the button.
  await page.getByLabel('Postcode').blur()
  await page.getByRole('button', { name: submit }).click()
  await expect(page.getByRole('alert')).toContainText('Please fix the following errors:')
  await expect(fieldError(page, 'postcode')).toHaveText('Invalid postcode. Please enter a 4-digit number.')
  await expect(fieldError(page, 'terms_conditions')).toHaveText(
    '*You must agree to the terms of use before submitting.',
  )
}

/** Valid contact details, postcode and terms. */
export async function fillContact(page: Page, contact: { name: string; email: string; postcode: string }) {
  await page.getByLabel('Name').fill(contact.name)
  await page.getByLabel('Email').fill(contact.email)
  await page.getByLabel('Phone').fill('0412 345 678')
  await page.getByLabel('Postcode').fill(contact.postcode)
  await page.getByLabel(TERMS_LABEL).check()
}

/** Sends the form and lands on /success; returns the lead id the page names. */
export async function sendToSuccess(page: Page, submit: string): Promise<string> {
  await page.getByRole('button', { name: submit }).click()
  await expect(page).toHaveURL(/\/success\?lead=/)
  await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible()
  return new URL(page.url()).searchParams.get('lead') ?? ''
}

/**
 * A car's lead form sent twice: first with a bad postcode and the terms unticked (the email's own
 * message beside it, and each field of `kept` still holding its value), then with valid contact
 * details to /success. Returns the stored lead, checked to be a `formType` lead about `carId`.
 */
export async function sendBadThenValid(
  page: Page,
  tenant: string,
  submit: string,
  steps: {
    badPostcode: string
    emailError: string
    kept: Record<string, string>
    contact: { name: string; email: string; postcode: string }
    formType: string
    carId: string
  },
): Promise<StoredLead> {
  await sendBadPostcode(page, submit, steps.badPostcode)
  await expect(fieldError(page, 'email')).toHaveText(steps.emailError)
  for (const [label, value] of Object.entries(steps.kept)) await expect(page.getByLabel(label)).toHaveValue(value)

  await fillContact(page, steps.contact)
  const lead = storedLead(tenant, await sendToSuccess(page, submit))
  expect(lead.formType).toBe(steps.formType)
  expect(lead.carId).toBe(steps.carId)
  return lead
}
