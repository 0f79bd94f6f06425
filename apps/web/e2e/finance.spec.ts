import { expect, test, type Page } from './support/test'
import { siteUrl } from './fixtures'
import { fieldError, openForm, sendBadThenValid, skipBrowserChecks } from './lead-steps'
import { dealerOrigin, hostRequest } from './http'
import { one } from './lead-db'

const dealer = 'harbour-city-motor-group'
const QUICK_PICKS = ['$5,000', '$10,000', '$15,000', '$20,000', '$25,000', '$30,000', '$40,000', '$50,000', '$70,000']

const open = (page: Page, path: string) => openForm(page, dealer, path)

test('every finance route serves the finance form at #finance-form', async ({ page }) => {
  for (const [path, title] of [
    ['/finance', 'Finance'],
    ['/finance-enquiry', 'Finance Enquiry'],
    ['/apply-for-finance', 'Apply for Finance'],
    ['/finance-pre-approval', 'Finance Pre-Approval'],
    ['/finance-and-insurance', 'Finance and Insurance'],
  ]) {
    await page.goto(siteUrl(dealer, `${path}#finance-form`))
    await expect(page.getByRole('heading', { name: title, exact: true, level: 1 })).toBeVisible()
    await expect(page.locator('form#finance-form')).toBeVisible()
  }
})

test('prefilled from the finance link, with the car shown; errors beside the fields, then a lead and /success', async ({
  page,
}) => {
  const car = one<{ slug: string; id: string; name: string }>(
    "select slug, id, name from cars where tenant = ? and status = 'in_stock' and show_on_dealer_website = 1 and car_type = 'used' and price > 5000 order by slug limit 1",
    dealer,
  )
  const location = one<{ slug: string; name: string }>(
    "select slug, name from locations where tenant = ? and location_type = 'used' limit 1",
    dealer,
  )
  await open(
    page,
    `/apply-for-finance?preferredDealership=${location.slug}&vehiclePriceBudget=32500&car_id=${car.slug}&car_type=demo&vin=jm0kf4w7a00123456#finance-form`,
  )
  await expect(page.getByText('Financing')).toBeVisible()
  await expect(
    page.getByRole('link', { name: new RegExp(car.name.split(' ').slice(1, 3).join(' ')) }).first(),
  ).toBeVisible()
  await expect(page.getByLabel('Vehicle price or budget')).toHaveValue('32,500')
  await expect(page.getByRole('combobox', { name: /^Preferred dealership/ })).toHaveValue(location.slug)
  await expect(page.getByRole('combobox', { name: /^New, demo or used/ })).toHaveValue('demo')
  await expect(page.getByLabel('VIN (if known)')).toHaveValue('JM0KF4W7A00123456')

  // The spec's quick-picks set the amount, with or without JS, and keep what was typed.
  const picks = page.getByRole('group', { name: 'Quick picks' }).getByRole('button')
  await expect(picks).toHaveText(QUICK_PICKS)
  await page.getByLabel('Name').fill('Fin Ance')
  const keys = () =>
    page.locator('#finance-form').evaluate((form: HTMLFormElement) => ({
      started: (form.elements.namedItem('form_started') as HTMLInputElement).value,
      key: (form.elements.namedItem('idempotency_key') as HTMLInputElement | null)?.value,
    }))
  const opened = await keys()
  await page.getByRole('button', { name: '$40,000' }).click()
  await expect(page.getByLabel('Vehicle price or budget')).toHaveValue('40,000')
  await expect(page.getByLabel('Name')).toHaveValue('Fin Ance')
  // The form keeps the keys it was opened with: its fill time counts from then, not from the
  // pick (without JavaScript the pick was a round trip that started the clock again: 'That was quick!').
  expect(await keys()).toEqual(opened)

  await page.getByLabel('Email').fill('fin@example')
  const lead = await sendBadThenValid(page, dealer, 'Apply Now', {
    badPostcode: '12a4',
    emailError: 'Please enter a valid email address.',
    kept: { Name: 'Fin Ance', 'Vehicle price or budget': '40,000' },
    contact: { name: 'Fin Ance', email: 'fin@example.com', postcode: '4217' },
    formType: 'finance',
    carId: car.id,
  })
  expect(lead.payload.fields).toMatchObject({
    finance_type: 'application',
    vehiclePriceBudget: 40_000,
    preferredDealership: location.slug,
    car_type: 'demo',
    vin: 'JM0KF4W7A00123456',
    postcode: '4217',
  })
})

test("a car's finance link pre-selects the car's location; a preferredDealership in the link still wins", async ({
  page,
}) => {
  const car = one<{ slug: string }>(
    "select slug from cars where tenant = ? and status = 'in_stock' and show_on_dealer_website = 1 and price > 5000 and location_id = 'hc-used-nerang' order by slug limit 1",
    dealer,
  )
  const nerang = one<{ slug: string }>("select slug from locations where tenant = ? and id = 'hc-used-nerang'", dealer)
  const other = one<{ slug: string }>(
    "select slug from locations where tenant = ? and location_type in ('sales', 'used') and id != 'hc-used-nerang' order by slug limit 1",
    dealer,
  )
  const select = page.getByRole('combobox', { name: /^Preferred dealership/ })
  await open(page, `/finance?car_id=${car.slug}#finance-form`)
  await expect(select).toHaveValue(nerang.slug)
  await open(page, `/finance?car_id=${car.slug}&preferredDealership=${other.slug}#finance-form`)
  await expect(select).toHaveValue(other.slug)
  // Without a car, nothing is chosen for the shopper.
  await open(page, '/finance#finance-form')
  await expect(select).toHaveValue('')
})

test('Enter in a field sends the form, not the first quick-pick', async ({ page }) => {
  await open(page, '/finance?vehiclePriceBudget=12345')
  await skipBrowserChecks(page)
  await page.getByLabel('Name').fill('Enter Key')
  await page.getByLabel('Name').press('Enter')
  await expect(page.getByRole('alert')).toContainText('Please fix the following errors:')
  await expect(fieldError(page, 'terms_conditions')).toHaveText(
    '*You must agree to the terms of use before submitting.',
  )
  await expect(page.getByLabel('Vehicle price or budget')).toHaveValue('12,345')
})

test('a finance link with garbage prefills nothing and never fails', async ({ page }) => {
  await open(
    page,
    '/finance?preferredDealership=%3Cscript%3E&vehiclePriceBudget=lots&car_type=stolen&vin=%00&car_id=no-such-car',
  )
  await expect(page.getByRole('heading', { name: 'Finance', exact: true })).toBeVisible()
  await expect(page.getByText('Financing')).toHaveCount(0)
  await expect(page.getByLabel('Vehicle price or budget')).toHaveValue('')
  await expect(page.getByLabel('VIN (if known)')).toHaveValue('')
  if (test.info().project.name !== 'js') return
  const bodies: Record<string, string>[] = [
    { quick_pick: '123' },
    { vehiclePriceBudget: 'x'.repeat(5000), quick_pick: '5000' },
    { finance_type: 'free-money' },
  ]
  for (const form of bodies) {
    const res = await hostRequest(dealer, '/finance-enquiry', { form, headers: { origin: dealerOrigin(dealer) } })
    expect(res.status, JSON.stringify(form)).toBeLessThan(500)
  }
  // Another dealer's car is no car here.
  const other = one<{ slug: string }>(
    "select slug from cars where tenant = 'westside-car-co' and status = 'in_stock' limit 1",
  )
  const res = await hostRequest(dealer, `/finance?car_id=${other.slug}`)
  expect(res.status).toBe(200)
  expect(res.body).not.toContain('Financing')
})
