import { randomUUID } from 'node:crypto'
import { expect, test, type Page } from './support/test'
import { siteUrl } from './fixtures'
import { dealerOrigin, hostRequest } from './http'
import { one, withDb } from './lead-db'
import { expectErrors, expectValues, skipBrowserChecks } from './lead-form'
import { randomMobile, signInHere } from './support/shopper-sign-in'

const group = 'harbour-city-motor-group' // checkout journey on, $200 deposit; gates checkout, payments and spins
const westside = 'westside-car-co' // no checkout journey, nothing gated, no campaign
const caravans = 'sunset-caravans' // gates everything; a spin-to-win campaign

const RESERVABLE =
  "status = 'in_stock' and reserved = 0 and test_drive_only = 0 and price > 10 and show_on_dealer_website = 1"

/**
 * A car nobody has reserved, from the end of the list (other specs take theirs from the start),
 * one per project so the two run side by side on different cars. Each run reserves its cars, so
 * the next run takes the next ones.
 */
function freeCar(): { slug: string; id: string } {
  const offset = test.info().project.name === 'js' ? 0 : 1
  return one<{ slug: string; id: string }>(
    `select slug, id from cars where tenant = ? and ${RESERVABLE} order by slug desc limit 1 offset ?`,
    group,
    offset,
  )
}

const count = (sql: string, ...params: unknown[]) =>
  withDb((db) => Number((db.prepare(sql).get(...params) as { n: number }).n))

/** The posted fields of the page's form, as the browser would send them. */
async function formFields(page: Page, action: string): Promise<Record<string, string>> {
  return page.locator(`form[method="post"][action^="${action}"]`).evaluate((form) => {
    const out: Record<string, string> = {}
    for (const el of Array.from((form as HTMLFormElement).elements) as HTMLInputElement[]) {
      if (!el.name || el.type === 'submit') continue
      if (el.type === 'checkbox' && !el.checked) continue
      out[el.name] = el.type === 'checkbox' ? el.value || 'on' : el.value
    }
    return out
  })
}

/** A POST from this browser (its cookies, its origin) straight to the server. */
async function postAsBrowser(page: Page, tenant: string, path: string, form: Record<string, string>) {
  const cookies = await page.context().cookies(siteUrl(tenant))
  return hostRequest(tenant, path, {
    form,
    headers: { origin: dealerOrigin(tenant), cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') },
  })
}

test('checkout journey: signed out goes to sign-in, then a double submit pays the deposit once and reserves the car', async ({
  page,
}) => {
  const car = freeCar()
  const journey = `/checkout-journey?car_id=${car.slug}`
  await page.goto(siteUrl(group, journey))
  await expect(page).toHaveURL(/\/sign-in\?type=checkout&/)
  expect(new URL(page.url()).searchParams.get('redirect')).toBe(journey)
  await signInHere(page, group, randomMobile())

  await expect(page).toHaveURL(siteUrl(group, journey))
  await expect(page.getByRole('heading', { name: 'Buy Online' })).toBeVisible()
  await expect(page.getByText('Pay a $200 deposit now')).toBeVisible()
  await expect(page.getByRole('note')).toContainText('no money moves')
  await page.getByLabel('Name').fill('Dee Posit')
  await page.getByLabel('Email').fill('dee@example.com')
  await page.getByLabel(/I agree to the Privacy Policy/).check()
  if (test.info().project.name === 'js') await page.locator('html[data-hydrated]').waitFor()

  // Two POSTs of the same form at once (a double click, a retry), then the button itself.
  const fields = await formFields(page, '/checkout-journey')
  const key = fields.idempotency_key!
  const [a, b] = await Promise.all([
    postAsBrowser(page, group, journey, fields),
    postAsBrowser(page, group, journey, fields),
  ])
  expect([a.status, b.status]).toEqual([303, 303])
  expect(a.headers.location).toBe(b.headers.location)
  expect(a.headers.location).toMatch(/^\/checkout-journey\/confirmation\?payment=[0-9a-f-]{36}$/)
  await page.getByRole('button', { name: 'Pay $200 deposit' }).click()
  await expect(page.getByRole('heading', { name: 'Deposit paid: the car is reserved for you' })).toBeVisible()
  expect(page.url()).toBe(siteUrl(group, a.headers.location as string))
  await expect(page.getByTestId('receipt-amount')).toHaveText('$200')
  await expect(page.getByRole('note')).toContainText('no money moved')

  expect(count('select count(*) as n from payments where tenant = ? and idempotency_key = ?', group, key)).toBe(1)
  expect(
    count("select count(*) as n from payments where tenant = ? and car_id = ? and status = 'succeeded'", group, car.id),
  ).toBe(1)
  expect(count('select reserved as n from cars where tenant = ? and id = ?', group, car.id)).toBe(1)
  expect(
    count("select count(*) as n from leads where tenant = ? and car_id = ? and form_type = 'checkout'", group, car.id),
  ).toBe(1)

  // Reserved now: no second deposit, from anyone.
  const again = await page.goto(siteUrl(group, journey))
  expect(again?.status()).toBe(409)
  await expect(page.getByRole('alert')).toContainText('This car has already been reserved')
  await page.goto(siteUrl(group, `/cars/${car.slug}`))
  await expect(page.getByRole('link', { name: 'Reserve Car Now' })).toHaveCount(0)
})

test('checkout journey: no car, an unknown car, a reserved car, and a dealer without the journey', async ({ page }) => {
  const none = await page.goto(siteUrl(group, '/checkout-journey'))
  expect(none?.status()).toBe(200)
  await expect(page.getByRole('link', { name: 'Search our cars' })).toBeVisible()
  const unknown = await page.goto(siteUrl(group, '/checkout-journey?car_id=no-such-car'))
  expect(unknown?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Car not found' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Search our cars' })).toBeVisible()
  // Nobody need sign in to learn that a car cannot be paid for.
  const held = one<{ slug: string }>(
    "select slug from cars where tenant = ? and reserved = 1 and status = 'in_stock' and show_on_dealer_website = 1 order by slug limit 1",
    group,
  )
  const reserved = await page.goto(siteUrl(group, `/checkout-journey?car_id=${held.slug}`))
  expect(reserved?.status()).toBe(409)
  await expect(page.getByRole('alert')).toContainText('This car has already been reserved')
  await expect(page.getByRole('link', { name: 'Enquire Now' })).toHaveAttribute('href', `/cars/${held.slug}/enquire`)
  const off = await page.goto(siteUrl(westside, '/checkout-journey?car_id=anything'))
  expect(off?.status()).toBe(404)
})

test('checkout journey without a car says what to press, and those are the buttons the shopper meets', async ({
  page,
}) => {
  await page.goto(siteUrl(group, '/checkout-journey'))
  await expect(
    page.getByText('Choose the car you would like to buy, press Reserve Car Now on its page, then Buy Online'),
  ).toBeVisible()
  // Follow it: the car page has Reserve Car Now (and no Buy Online); the reserve page has Buy Online.
  const { slug } = one<{ slug: string }>(
    `select slug from cars where tenant = ? and ${RESERVABLE} order by slug limit 1 offset 7`,
    group,
  )
  await page.goto(siteUrl(group, `/cars/${slug}`))
  await expect(page.getByRole('link', { name: 'Buy Online' })).toHaveCount(0)
  const reserve = await page.getByRole('link', { name: 'Reserve Car Now' }).first().getAttribute('href')
  expect(reserve).toBe(`/cars/${slug}/checkout`)
  await page.goto(siteUrl(group, reserve!))
  await signInHere(page, group, randomMobile())
  await expect(page).toHaveURL(siteUrl(group, reserve!))
  await expect(page.getByRole('link', { name: 'Buy Online' })).toHaveAttribute(
    'href',
    `/checkout-journey?car_id=${slug}`,
  )
})

test('online payment: messages beside the fields with the values kept, then paid once, seen only by its payer', async ({
  page,
  browser,
}) => {
  // An emailed invoice's link fills in its reference.
  await page.goto(siteUrl(westside, '/online-payment?reference=INV-77'))
  await expectValues(page, { 'Invoice or reference number': 'INV-77' })
  await page.goto(siteUrl(westside, '/online-payment'))
  await expect(page.getByRole('heading', { name: 'Online Payment' })).toBeVisible()
  await expect(page.getByRole('note')).toContainText('no money moves')
  await skipBrowserChecks(page)
  await page.getByLabel('Amount (AUD)').fill('twelve dollars')
  await page.getByLabel('Name').fill('Pay Er')
  await page.getByRole('button', { name: 'Pay Now' }).click()
  await expect(page.getByRole('alert')).toContainText('Please fix the following errors:')
  await expectErrors(page, {
    amount: 'Please enter an amount in dollars, e.g. 250 or 250.50.',
    reference: 'Please enter your invoice or reference number.',
    email: 'Please enter your email address.',
    phone: 'Please enter your phone number.',
    terms_conditions: '*You must agree to the terms of use before submitting.',
  })
  await expectValues(page, { 'Amount (AUD)': 'twelve dollars', Name: 'Pay Er' })
  await expect(page.getByLabel('Amount (AUD)')).toHaveAttribute('aria-invalid', 'true')

  await skipBrowserChecks(page)
  await page.getByLabel('Amount (AUD)').fill('60000')
  await page.getByRole('button', { name: 'Pay Now' }).click()
  await expectErrors(page, { amount: 'Please enter an amount from $1 to $50,000.' })

  const reference = `INV-${randomUUID().slice(0, 8)}`
  await page.getByLabel('Amount (AUD)').fill('249.95')
  await page.getByLabel('Invoice or reference number').fill(reference)
  await page.getByLabel('Email').fill('payer@example.com')
  await page.getByLabel('Phone').fill('0412 345 678')
  await page.getByLabel(/I agree to the Privacy Policy/).check()
  await page.getByRole('button', { name: 'Pay Now' }).click()
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible()
  await expect(page.getByTestId('receipt-amount')).toHaveText('$249.95')
  await expect(page.getByText(reference, { exact: true })).toBeVisible()
  const row = one<{ amount_cents: number; status: string; n: number }>(
    'select amount_cents, status, count(*) over () as n from payments where tenant = ? and reference = ?',
    westside,
    reference,
  )
  expect(row).toEqual({ amount_cents: 24_995, status: 'succeeded', n: 1 })
  expect(
    count(
      "select count(*) as n from leads where tenant = ? and form_type = 'online-payment' and payload like ?",
      westside,
      `%${reference}%`,
    ),
  ).toBe(1)

  // The receipt belongs to the browser that paid (nobody is signed in on this dealer).
  const stranger = await browser.newPage()
  const other = await stranger.goto(page.url())
  expect(other?.status()).toBe(404)
  await stranger.close()
})

test('spin to win: sign in first, one spin per phone, and a second visit or spin shows the same result', async ({
  page,
}) => {
  const gated = await hostRequest(group, '/spin-to-win')
  expect(gated.status).toBe(302)
  expect(gated.headers.location).toMatch(/^\/sign-in\?type=spin-to-win&/)

  const phone = randomMobile()
  // A shopper finds the campaign from the footer (the dealer links it in tenant.json).
  await page.goto(siteUrl(caravans, '/'))
  await page.locator('footer').getByRole('link', { name: 'Spin to Win' }).click()
  await expect(page).toHaveURL(/\/sign-in\?type=spin-to-win&/)
  await signInHere(page, caravans, phone)
  await expect(page).toHaveURL(siteUrl(caravans, '/spin-to-win'))
  await expect(page.getByRole('heading', { name: 'Sunset Caravans Season Spin' })).toBeVisible()
  await expect(page.getByRole('cell', { name: 'Free annual caravan service' })).toBeVisible()
  if (test.info().project.name === 'js') await page.locator('html[data-hydrated]').waitFor()

  await page.getByRole('button', { name: 'Spin the Wheel' }).click()
  const result = page.getByTestId('spin-result')
  await expect(result).toBeVisible({ timeout: 10_000 })
  const prize = one<{ prize: string; win: number }>(
    'select prize, win from spin_results where tenant = ? and phone = ?',
    caravans,
    phone,
  )
  await expect(result).toContainText(prize.prize)
  await expect(result).toContainText(prize.win ? 'You won:' : 'Thanks for playing!')
  await expect(page.getByRole('button', { name: 'Spin the Wheel' })).toHaveCount(0)

  // A second visit shows the first result; a second spin (the POST again) changes nothing.
  await page.goto(siteUrl(caravans, '/spin-to-win'))
  await expect(page.getByTestId('spin-result')).toContainText(prize.prize)
  const second = await postAsBrowser(page, caravans, '/spin-to-win', {})
  expect(second.status).toBe(303)
  expect(count('select count(*) as n from spin_results where tenant = ? and phone = ?', caravans, phone)).toBe(1)
  expect(
    count(
      "select count(*) as n from leads where tenant = ? and form_type = 'spin-to-win' and payload like ?",
      caravans,
      `%${phone}%`,
    ),
  ).toBe(1)
})

for (const dealer of [group, caravans]) {
  test(`spin to win: every segment label is whole and inside its segment, and the chances add up to 100% (${dealer})`, async ({
    page,
  }) => {
    await page.goto(siteUrl(dealer, '/spin-to-win'))
    await signInHere(page, dealer, randomMobile())
    await expect(page).toHaveURL(siteUrl(dealer, '/spin-to-win'))
    const prizes = await page.getByRole('table').locator('tbody tr td:first-child').allTextContents()
    const chances = await page.getByRole('table').locator('tbody tr td:last-child').allTextContents()
    expect(chances.reduce((sum, c) => sum + Number(c.replace('%', '')), 0)).toBe(100)
    await expect(page.getByText('Each chance is that segment’s share of the wheel')).toBeVisible()
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      const labels = await page.getByTestId('spin-wheel').evaluate((svg) =>
        Array.from(svg.querySelectorAll('text')).map((text) => {
          // Each glyph's box, in the wheel's own units, must lie in its segment's shape.
          const segment = text.previousElementSibling as SVGPathElement
          const m = text.transform.baseVal.consolidate()!.matrix
          let outside = 0
          const t = text as SVGTextElement
          for (let i = 0; i < t.getNumberOfChars(); i++) {
            const r = t.getExtentOfChar(i)
            if (r.width === 0) continue
            for (const [x, y] of [
              [r.x, r.y],
              [r.x + r.width, r.y],
              [r.x, r.y + r.height * 0.85],
              [r.x + r.width, r.y + r.height * 0.85],
            ]) {
              const p = new DOMPoint(x, y).matrixTransform(m)
              if (!segment.isPointInFill(p)) outside++
            }
          }
          const px = (Number(t.getAttribute('font-size')) * svg.getBoundingClientRect().width) / 200
          return { text: Array.from(t.querySelectorAll('tspan'), (s) => s.textContent).join(' '), outside, px }
        }),
      )
      expect(labels.map((l) => l.text).sort()).toEqual([...prizes].sort())
      for (const label of labels) {
        expect(label.outside, `${label.text} at ${width}`).toBe(0)
        expect(label.px, `${label.text} at ${width}`).toBeGreaterThanOrEqual(8)
      }
    }
  })
}
