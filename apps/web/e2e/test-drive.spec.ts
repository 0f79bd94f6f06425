import { expect, test, type Page } from './support/test'
import { siteUrl } from './fixtures'
import { dealerOrigin, firstCarSlug, hostRequest, leadFormBody } from './http'
import {
  errorOf,
  expectErrors,
  expectValues,
  fillByLabel,
  literally,
  openFirstCar,
  sendExpectingErrors,
  skipBrowserChecks,
} from './lead-form'

// The e2e clock is Friday 20 November 2026, noon in Queensland (playwright.config.ts E2E_NOW).
const harbour = 'harbour-city-motor-group'
const maroochydore = 'Harbour City Hyundai Kia Maroochydore Sales'
const TERMS = 'I agree to the Privacy Policy and Terms & Conditions*.'

test('general test drive: slots only inside the chosen location’s hours, errors beside the fields, then /success', async ({
  page,
}) => {
  await page.goto(siteUrl(harbour, '/'))
  await page.getByRole('contentinfo').getByRole('link', { name: 'Book a Test Drive' }).click()
  await expect(page).toHaveURL(/\/book-test-drive\/?$/)
  await expect(page.getByRole('heading', { name: 'Book a Test Drive' })).toBeVisible()
  // This dealer has no custom test drive disclaimer.
  await expect(page.getByLabel(TERMS)).toHaveCount(0)
  await skipBrowserChecks(page)

  await fillByLabel(page, { Name: 'Jo Citizen', Email: 'jo@' })
  await page.getByLabel('Location').selectOption({ label: maroochydore })
  await page.getByLabel('Preferred day').selectOption('2026-11-21')
  const time = page.getByLabel('Preferred time')
  if (test.info().project.name === 'js') {
    // Offered at once: Maroochydore is closed on Sundays and shuts at 4 pm on Saturdays.
    await expect(page.getByRole('option', { name: 'Sunday 22 November (closed)' })).toBeDisabled()
    await expect(time.locator('option').last()).toHaveText('3:30 pm')
    await expect(page.getByText(`${maroochydore} is open 8:30 am to 4:00 pm on Saturday 21 November.`)).toBeVisible()
    await time.selectOption('15:30')
  } else {
    // Without JS every time of any location is listed; the server refuses one outside the hours.
    await time.selectOption('16:30')
  }
  await sendExpectingErrors(page, 'Book Test Drive', {
    email: 'Please enter a valid email address.',
    phone: 'Please enter your phone number.',
  })
  if (test.info().project.name === 'no-js') {
    await expect(errorOf(page, 'preferred_time')).toHaveText(
      `${maroochydore} is open 8:30 am to 4:00 pm on Saturday 21 November. Please choose a time from 8:30 am to 3:30 pm.`,
    )
    await expect(time).toHaveAttribute('aria-invalid', 'true')
    // After the round trip the lists follow the chosen location and day.
    await expect(page.getByRole('option', { name: 'Sunday 22 November (closed)' })).toBeDisabled()
  }
  await expectValues(page, {
    Name: 'Jo Citizen',
    Location: 'hc-hyundai-kia-maroochydore-sales',
    'Preferred day': '2026-11-21',
  })

  await fillByLabel(page, { Email: 'jo@example.com', Phone: '0412 345 678' })
  await time.selectOption('10:00')
  await page.getByRole('button', { name: 'Book Test Drive' }).click()
  await expect(page).toHaveURL(/\/success\?lead=/)
  await expect(
    page.getByText(
      `Your test drive request at ${maroochydore} on Saturday 21 November at 10:00 am is with Harbour City Motor Group.`,
    ),
  ).toBeVisible()
})

test('car test drive: the car’s own yard, the dealer’s disclaimer, then /success naming the car', async ({ page }) => {
  const name = await openFirstCar(page, 'westside-car-co')
  // The form's own page (with JS the same link opens it in a dialog: form-dialog.spec.ts).
  await page.goto(
    siteUrl(
      'westside-car-co',
      (await page.getByRole('link', { name: 'Book a Test Drive' }).first().getAttribute('href'))!,
    ),
  )
  await expect(page.getByRole('heading', { name: 'Book a Test Drive' })).toBeVisible()
  await expect(page.getByText(/at Westside Car Co Bentley$/)).toBeVisible()
  // The car fixes the location: no select.
  await expect(page.getByLabel('Location')).toHaveCount(0)
  await skipBrowserChecks(page)

  await page.getByLabel('Name').fill('Sam Driver')
  await page.getByRole('button', { name: 'Book Test Drive' }).click()
  await expectErrors(page, {
    terms_conditions: '*You must agree to the terms of use before submitting.',
    email: 'Please enter your email address.',
  })
  await expect(page.getByLabel('Name')).toHaveValue('Sam Driver')

  await fillByLabel(page, { Email: 'sam@example.com', Phone: '08 9470 1234' })
  await page.getByLabel(TERMS).check()
  await page.getByRole('button', { name: 'Book Test Drive' }).click()
  await expect(page).toHaveURL(/\/success\?lead=/)
  await expect(page.getByText(literally(`Your test drive request for the ${name}`))).toBeVisible()
  await expect(page.getByText(/at Westside Car Co Bentley is with Westside Car Co\./)).toBeVisible()
})

/** Books Sunday 22 November at 10:00 with the dealer's disclaimer ticked (Westside asks it), to /success. */
async function bookWestsideSundayAtTen(page: Page, contact: { Name: string; Email: string }) {
  await fillByLabel(page, { ...contact, Phone: '08 9470 1234' })
  await page.getByLabel('Preferred day').selectOption('2026-11-22')
  await page.getByLabel('Preferred time').selectOption('10:00')
  await page.getByLabel(TERMS).check()
  await page.getByRole('button', { name: 'Book Test Drive' }).click()
  await expect(page).toHaveURL(/\/success\?lead=/)
}

test('/book-test-drive/?car_id= books that car at its yard; a car_id of another dealer is ignored', async ({
  page,
}) => {
  const slug = await firstCarSlug('westside-car-co')
  await page.goto(siteUrl('westside-car-co', `/book-test-drive/?car_id=${slug}`))
  await expect(page.getByText(/^Test drive the .* at Westside Car Co Bentley$/)).toBeVisible()
  await expect(page.getByLabel('Location')).toHaveCount(0)
  await bookWestsideSundayAtTen(page, { Name: 'Sam Driver', Email: 'sam@example.com' })
  await expect(
    page.getByText(
      /^Your test drive request for the .* at Westside Car Co Bentley on Sunday 22 November at 10:00 am is with Westside Car Co\./,
    ),
  ).toBeVisible()

  await page.goto(siteUrl(harbour, `/book-test-drive/?car_id=${slug}`))
  await expect(page.getByLabel('Location')).toBeVisible()
  await expect(page.getByText(/^Test drive the /)).toHaveCount(0)
})

test('general test drive on a dealer with one yard: no location to choose, booked there', async ({ page }) => {
  await page.goto(siteUrl('westside-car-co', '/book-test-drive'))
  await expect(page.getByText('Test drive at Westside Car Co Bentley: choose a day and time if you like')).toBeVisible()
  await expect(page.getByLabel('Location')).toHaveCount(0)
  await expect(page.getByText('Please Select a Dealership Location')).toHaveCount(0)
  await bookWestsideSundayAtTen(page, { Name: 'Solo Driver', Email: 'solo-driver@example.com' })
  await expect(
    page.getByText(/^Your test drive request at Westside Car Co Bentley on Sunday 22 November at 10:00 am is with/),
  ).toBeVisible()
})

test('a day chosen with no click or focus (autofill, assistive technology) still narrows the times to that day’s hours', async ({
  page,
}) => {
  const slug = await firstCarSlug('westside-car-co')
  const bentley = 'Westside Car Co Bentley'
  // The general page with a location to choose, and the car's own form (its yard fixed).
  for (const [dealer, path, location] of [
    [harbour, '/book-test-drive', 'hc-used-nerang'],
    ['westside-car-co', `/cars/${slug}/test-drive`, null],
  ] as const) {
    await page.goto(siteUrl(dealer, path))
    const time = page.getByLabel('Preferred time')
    // selectOption changes the value without focus or a pointer, as autofill does.
    if (location) await page.getByLabel('Location').selectOption(location)
    await page.getByLabel('Preferred day').selectOption('2026-11-22')
    const name = location ? 'Harbour City Used Cars Nerang' : bentley
    if (test.info().project.name === 'js') {
      // Sunday's hours are shorter (10 am to 4 pm): only its times are offered.
      await expect(page.getByText(`${name} is open 10:00 am to 4:00 pm on Sunday 22 November.`)).toBeVisible()
      await expect(time.locator('option').nth(1)).toHaveText('10:00 am')
      await expect(time.locator('option').last()).toHaveText('3:30 pm')
      await expect(time.getByRole('option', { name: '4:30 pm' })).toHaveCount(0)
      if (location) {
        // And the list follows a change of location: Newstead shuts at 3 pm on Sundays.
        await page.getByLabel('Location').selectOption('hc-toyota-newstead-sales')
        await expect(time.locator('option').last()).toHaveText('2:30 pm')
      }
    } else {
      // Without JS the list is every time of the week; the server refuses one outside Sunday's hours.
      await skipBrowserChecks(page)
      await time.selectOption('16:30')
      await page.getByRole('button', { name: 'Book Test Drive' }).click()
      await expect(errorOf(page, 'preferred_time')).toHaveText(
        `${name} is open 10:00 am to 4:00 pm on Sunday 22 November. Please choose a time from 10:00 am to 3:30 pm.`,
      )
      // After the round trip the list is Sunday's, and the shopper's refused choice stays chosen.
      await expect(time).toHaveValue('16:30')
      await expect(time.locator('option:checked')).toHaveText('4:30 pm (outside the hours)')
      await expect(time.getByRole('option', { name: '3:30 pm', exact: true })).toHaveCount(1)
      await expect(time.getByRole('option', { name: '4:00 pm', exact: true })).toHaveCount(0)
    }
  }
})

test('a car’s test drive refused for a time outside the day’s hours keeps the time chosen, the day and time side by side, each day’s hours stated', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(siteUrl(harbour, '/cars/2017-toyota-prado-gx-x369m4/test-drive'))
  await expect(page.getByText(/at Harbour City Used Cars Nerang$/)).toBeVisible()
  // Before a day is chosen the hint says each day's hours (without JS the times cannot follow the day).
  await expect(
    page.getByText(
      'Times are offered inside the opening hours of Harbour City Used Cars Nerang: Monday to Friday 9:00 am to 5:30 pm, Saturday 9:00 am to 4:00 pm, Sunday 10:00 am to 4:00 pm.',
    ),
  ).toBeVisible()
  await skipBrowserChecks(page)
  await fillByLabel(page, { Name: 'Sam Driver', Email: 'sam@example.com', Phone: '0412 345 678' })
  const day = page.getByLabel('Preferred day')
  const time = page.getByLabel('Preferred time')
  await day.selectOption('2026-11-22')
  if (test.info().project.name === 'js') {
    // With JS the list is Sunday's at once: 9:00 am is not offered.
    await expect(time.getByRole('option', { name: '9:00 am', exact: true })).toHaveCount(0)
    return
  }
  await time.selectOption('09:00')
  await page.getByRole('button', { name: 'Book Test Drive' }).click()
  await expect(errorOf(page, 'preferred_time')).toHaveText(
    'Harbour City Used Cars Nerang is open 10:00 am to 4:00 pm on Sunday 22 November. Please choose a time from 10:00 am to 3:30 pm.',
  )
  await expect(day).toHaveValue('2026-11-22')
  await expect(time).toHaveValue('09:00')
  await expect(time.locator('option:checked')).toHaveText('9:00 am (outside the hours)')
  // The two selects stay in line and the same height, the error below the time's.
  const [d, t] = [(await day.boundingBox())!, (await time.boundingBox())!]
  expect(Math.abs(d.y - t.y)).toBeLessThan(1)
  expect(Math.abs(d.height - t.height)).toBeLessThan(1)
  expect(d.height).toBeLessThan(60)
})

test.describe('over HTTP', () => {
  test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name !== 'js', 'HTTP only: once is enough'))

  const booking = (path: string) => leadFormBody(harbour, path)
  const post = (path: string, form: Record<string, string>) =>
    hostRequest(harbour, path, { form, headers: { origin: dealerOrigin(harbour) } })

  test('the server refuses a closed day or a time outside the hours, whatever the page offered', async () => {
    const form = await booking('/book-test-drive')
    /** Posts the form with `fields` changed and expects it refused with `message`. */
    const refused = async (fields: Record<string, string>, message: string) => {
      const response = await post('/book-test-drive', { ...form, ...fields })
      expect(response.status).toBe(400)
      expect(response.body).toContain(message)
    }
    await refused(
      { location: 'hc-hyundai-kia-maroochydore-sales', preferred_date: '2026-11-22', preferred_time: '10:00' },
      `${maroochydore} is closed on Sunday 22 November. Please choose another day.`,
    )
    await refused(
      { location: 'hc-used-nerang', preferred_date: '2026-11-23', preferred_time: '08:30' },
      'Harbour City Used Cars Nerang is open 9:00 am to 5:30 pm on Monday 23 November.',
    )
    await refused(
      { location: 'hc-used-nerang', preferred_datetime: '2026-11-20T11:00' },
      'That time has passed. Please choose a later time.',
    )
    const ok = await post('/book-test-drive', {
      ...form,
      location: 'hc-used-nerang',
      preferred_date: '2026-11-22',
      preferred_time: '10:00',
    })
    expect(ok.status).toBe(303)
    expect(ok.headers.location).toMatch(/^\/success\?lead=/)
  })

  test('garbage never gives a 500, and another dealer’s car is not found', async () => {
    const form = await booking('/book-test-drive')
    for (const body of [
      { ...form, location: 'x'.repeat(5000) },
      { ...form, location: 'hc-used-nerang', preferred_date: '9999-99-99', preferred_time: '99:99' },
      { ...form, preferred_datetime: '\u0000', 'preferred_date[]': 'a' },
    ]) {
      const res = await post('/book-test-drive', body)
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400)
    }
    const slug = await firstCarSlug('westside-car-co')
    for (const path of [`/cars/${slug}/test-drive`, `/cars/${slug}/request-photos`, '/cars/%00/test-drive']) {
      expect((await hostRequest(harbour, path)).status, path).toBe(404)
    }
    expect((await post(`/cars/${slug}/test-drive`, form)).status).toBe(404)
  })
})
