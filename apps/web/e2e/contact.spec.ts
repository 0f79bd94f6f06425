import { expect, test, type Page } from './support/test'
import { siteUrl } from './fixtures'
import { dealerOrigin, hostRequest, leadFormBody } from './http'
import { leadIdOf, storedLead } from './lead-db'
import { errorOf, expectErrors, expectValues, fillByLabel, sendExpectingErrors, skipBrowserChecks } from './lead-form'

const harbour = 'harbour-city-motor-group'
const TERMS = 'I agree to the Privacy Policy and Terms & Conditions*.'

/** Ticks the disclaimer, sends, and expects /success to say `message`. */
async function sendAndExpect(page: Page, message: string) {
  await page.getByLabel(TERMS).check()
  await page.getByRole('button', { name: 'Send Enquiry' }).click()
  await expect(page).toHaveURL(/\/success\?lead=/)
  await expect(page.getByText(message)).toBeVisible()
}

test('/contact: dealership location and category selects, errors beside the fields, then /success', async ({
  page,
}) => {
  await page.goto(siteUrl(harbour, '/contact'))
  await expect(page.getByRole('heading', { name: 'Contact Us' })).toBeVisible()
  // This dealer lists categories with 'General Enquiry', so the select is shown with it chosen
  // (docs/spec-coverage.md, Lead forms).
  await expect(page.getByLabel('Category')).toHaveValue('General Enquiry')
  await expect(page.getByLabel('Location').locator('option').first()).toHaveText('Please Select a Dealership Location')
  await skipBrowserChecks(page)

  await page.getByLabel('Category').selectOption('Service')
  await fillByLabel(page, { Name: 'Jo Citizen', Comments: 'Can I book a service for next week?' })
  await sendExpectingErrors(page, 'Send Enquiry', {
    location: 'Please select a dealership location.',
    email: 'Please enter your email address.',
    terms_conditions: '*You must agree to the terms of use before submitting.',
  })
  await expect(page.getByLabel('Location')).toHaveAttribute('aria-invalid', 'true')
  await expectValues(page, { Category: 'Service', Comments: 'Can I book a service for next week?' })

  await page.getByLabel('Location').selectOption({ label: 'Harbour City Toyota Newstead Service' })
  await fillByLabel(page, { Email: 'jo@example.com', Phone: '0412 345 678' })
  await sendAndExpect(page, 'Your enquiry is with Harbour City Motor Group.')
})

test('/contact on a dealer that names departments: the department placeholder and message', async ({ page }) => {
  await page.goto(siteUrl('sunset-caravans', '/contact'))
  const department = page.getByLabel('Department')
  await expect(department.locator('option').first()).toHaveText('Please Select a Department')
  // No category list for this dealer: no category select.
  await expect(page.getByLabel('Category')).toHaveCount(0)
  await skipBrowserChecks(page)
  await page.getByLabel('Name').fill('Pat Camper')
  await page.getByRole('button', { name: 'Send Enquiry' }).click()
  await expectErrors(page, { location: 'Please select a department.', message: 'Please enter your comments.' })
  await expect(page.getByLabel('Name')).toHaveValue('Pat Camper')
})

test('/contact on a dealer with one location: no select, the location as text, sent with the enquiry', async ({
  page,
}) => {
  await page.goto(siteUrl('westside-car-co', '/contact'))
  const form = page.locator('main form[method="post"]')
  // Nothing to choose: no select and no 'Please Select a Dealership Location' (docs/spec-coverage.md, Lead forms).
  await expect(form.getByLabel('Location')).toHaveCount(0)
  await expect(form.locator('select')).toHaveCount(0)
  await expect(form.getByText('Westside Car Co Bentley', { exact: true })).toBeVisible()
  await expect(form.locator('input[type="hidden"][name="location"]')).toHaveValue('westside-bentley')
  await skipBrowserChecks(page)
  await fillByLabel(page, { Name: 'Solo Site' })
  await page.getByRole('button', { name: 'Send Enquiry' }).click()
  await expectErrors(page, { email: 'Please enter your email address.' })
  await expect(errorOf(page, 'location')).toHaveCount(0)
  await fillByLabel(page, { Email: 'solo@example.com', Phone: '08 9470 1234', Comments: 'Open on Sunday?' })
  await sendAndExpect(page, 'Your enquiry is with Westside Car Co.')
  expect(storedLead('westside-car-co', leadIdOf(page.url())).payload.fields).toMatchObject({
    location: 'westside-bentley',
  })
})

test('/contact-us/{site}: a location enquiry with the site’s location_id, then /success naming the location', async ({
  page,
}) => {
  await page.goto(siteUrl(harbour, '/contact'))
  await page.getByRole('link', { name: 'Harbour City Toyota Newstead', exact: true }).click()
  await expect(page).toHaveURL(/\/contact-us\/harbour-city-toyota-newstead$/)
  await expect(page.getByRole('heading', { name: 'Contact Harbour City Toyota Newstead' })).toBeVisible()
  await expect(page.locator('input[type="hidden"][name="location_id"]')).toHaveValue('hc-toyota-newstead-sales')
  // The location is the page's: no location select.
  await expect(page.getByLabel('Location')).toHaveCount(0)
  await skipBrowserChecks(page)

  await fillByLabel(page, { Email: 'jo@example.com', Comments: 'Do you have a white HiLux SR5 in stock?' })
  await page.getByRole('button', { name: 'Send Enquiry' }).click()
  await expectErrors(page, { name: 'Please enter your name.', phone: 'Please enter your phone number.' })
  await expectValues(page, { Comments: 'Do you have a white HiLux SR5 in stock?' })

  await fillByLabel(page, { Name: 'Jo Citizen', Phone: '07 3252 8800' })
  await sendAndExpect(page, 'Your enquiry is with Harbour City Toyota Newstead Sales.')
})

test('the location page’s own enquiry form at #form-section', async ({ page, javaScriptEnabled }) => {
  await page.goto(siteUrl(harbour, '/locations/harbour-city-toyota-newstead-service#form-section'))
  const section = page.locator('#form-section')
  await expect(
    section.getByRole('heading', { name: 'Enquire with Harbour City Toyota Newstead Service' }),
  ).toBeVisible()
  await skipBrowserChecks(page)
  await fillByLabel(section, { Name: 'Jo Citizen', Email: 'jo@example.com' })
  // With JavaScript this checks the form as its code checks it, so Send waits until that code runs.
  if (javaScriptEnabled) await section.locator('form[data-hydrated]').waitFor()
  await section.getByRole('button', { name: 'Send Enquiry' }).click()
  await expect(errorOf(page, 'phone')).toHaveText('Please enter your phone number.')
  await expectValues(section, { Email: 'jo@example.com' })
  await fillByLabel(section, { Phone: '0412 345 678', Comments: 'When is my car ready?' })
  await sendAndExpect(page, 'Your enquiry is with Harbour City Toyota Newstead Service.')
})

test('over HTTP: unknown and other dealers’ sites are not found, a posted location_id is refused or overruled, garbage is a 400', async ({}, testInfo) => {
  test.skip(testInfo.project.name !== 'js', 'HTTP only: once is enough')
  expect((await hostRequest(harbour, '/contact-us/nowhere')).status).toBe(404)
  expect((await hostRequest('westside-car-co', '/contact-us/harbour-city-toyota-newstead')).status).toBe(404)
  expect((await hostRequest(harbour, '/contact-us/westside-car-co-bentley')).status).toBe(404)
  const path = '/contact-us/harbour-city-mazda-southport'
  const form = {
    ...(await leadFormBody(harbour, path)),
    category: 'General Enquiry',
    message: 'Hello',
    terms_conditions: 'on',
  }
  const headers = { origin: dealerOrigin(harbour) }
  // Another dealer's location is no location of this form; another of this dealer's is overruled by the page.
  const foreign = await hostRequest(harbour, path, { form: { ...form, location_id: 'westside-bentley' }, headers })
  expect(foreign.status).toBe(400)
  const spoofed = await hostRequest(harbour, path, { form: { ...form, location_id: 'hc-used-nerang' }, headers })
  expect(spoofed.status).toBe(303)
  // The browser that sent it (its lead_sent cookie) is told where the enquiry went.
  const cookie = (spoofed.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ')
  const success = await hostRequest(harbour, spoofed.headers.location!, { headers: { cookie } })
  expect(success.body).toContain('Your enquiry is with Harbour City Mazda Southport Sales.')
  for (const body of [
    { ...form, category: 'x'.repeat(3000) },
    { ...form, 'location_id[0]': 'a', name: '\u0000' },
  ]) {
    expect((await hostRequest(harbour, '/contact', { form: body, headers })).status).toBe(400)
  }
})

test('the footer links of the dealers reach the new forms', async ({ page }) => {
  await page.goto(siteUrl('westside-car-co', '/'))
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click()
  await expect(page.getByRole('heading', { name: 'Contact Us' })).toBeVisible()
  await page.getByRole('contentinfo').getByRole('link', { name: 'Book a Test Drive' }).click()
  await expect(page.getByRole('heading', { name: 'Book a Test Drive' })).toBeVisible()
  // Westside's custom disclaimer adds the terms to its test drive form (tenant leads.testDriveTerms).
  await expect(page.getByLabel(TERMS)).toBeVisible()
})

test('without JS the browser’s own checks stop an empty form before it is sent', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'no-js', 'the native constraints matter before hydration')
  await page.goto(siteUrl(harbour, '/contact'))
  let posted = false
  page.on('request', (r) => (posted ||= r.method() === 'POST'))
  await page.getByRole('button', { name: 'Send Enquiry' }).click()
  // The browser points at the first empty required field instead of sending.
  await expect(page.getByLabel('Name')).toBeFocused()
  await expect(page.getByRole('alert')).toHaveCount(0)
  expect(posted).toBe(false)
})
