import { expect, test, type Page } from './support/test'
import { fieldError, fillContact, openForm, sendBadPostcode, skipBrowserChecks } from './lead-steps'
import { dealerOrigin, hostRequest } from './http'
import { leadIdOf, one, storedLead } from './lead-db'

const dealer = 'harbour-city-motor-group'
const NO_ESTIMATE =
  'Cars over 7 years old or with more than 100,000 km generally get no online estimate. Send us your details and we will get back to you with a valuation.'

/** A used car on record with a rego, of a model with at least 4 other priced cars within two years. */
function regoCar() {
  return one<{ regplate: string; state: string; make: string; model: string; year: number }>(
    `select c.regplate, c.state, c.make, c.model, c.year from cars c where c.tenant = ? and c.regplate is not null and c.state is not null
       and c.car_type = 'used' and c.year >= 2021 and c.year <= 2024
       and (select count(*) from cars d where d.tenant = c.tenant and d.make = c.make and d.model = c.model and d.id != c.id
            and d.car_type in ('used', 'demo') and d.price > 10 and abs(d.year - c.year) <= 2) >= 4
     order by c.regplate limit 1`,
    dealer,
  )
}

const start = (page: Page, path = '/trade-in') => openForm(page, dealer, path)
const contact = { name: 'Sam Seller', email: 'sam@example.com', postcode: '4000' }

async function answerConditionQuestions(page: Page) {
  for (const [question, answer] of [
    ['Has the car been in an accident?', 'No'],
    ['Any body damage, dents or scratches?', 'Minor'],
    ['Does it have a full service history?', 'Yes'],
    ['Are any warning lights on?', 'No'],
    ['How many keys do you have?', '2 or more'],
    ['Is there finance owing on the car?', 'Yes'],
  ] as const) {
    await page.getByRole('group', { name: question }).getByLabel(answer, { exact: true }).check()
  }
}

async function enterDetails(page: Page, make: string, model: string, year: string, km: string) {
  await page.getByLabel('I will enter its details').check()
  await page.getByLabel('Make', { exact: true }).fill(make)
  await page.getByLabel('Model', { exact: true }).fill(model)
  await page.getByLabel('Year', { exact: true }).fill(year)
  await page.getByLabel('Kilometres').fill(km)
  await page.getByRole('button', { name: 'Next' }).click()
}

test('rego on our records: three steps, Back keeps every value, an estimate from our stock, and Accept Offer', async ({
  page,
}) => {
  // Eleven page loads: room for a busy machine.
  test.setTimeout(90_000)
  const car = regoCar()
  await start(page)
  // With JS the steps are client-side POSTs that keep the page's data: the form is rendered once
  // per step and sends the key it was opened with (a page-data reload used to swap it under the shopper).
  // Without JS each step is a new page, which shows the key the step was posted with.
  const openedWithKey = await page.locator('input[name="idempotency_key"]').inputValue()
  await expect(page.getByRole('heading', { name: 'Value My Trade-In' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Trade-in FAQ' })).toBeVisible()
  await expect(page.getByText('How is my estimate calculated?')).toBeVisible()

  // Step 1: errors beside the fields, values kept.
  await skipBrowserChecks(page)
  await page.getByLabel('Registration (rego)').fill(car.regplate.toLowerCase())
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByRole('alert')).toContainText('Please fix the following errors:')
  await expect(fieldError(page, 'regoState')).toHaveText('Please select the state the car is registered in.')
  await expect(page.getByLabel('Registration (rego)')).toHaveValue(car.regplate.toLowerCase())
  await page.getByRole('combobox', { name: /^State/ }).selectOption(car.state)
  await page.getByRole('button', { name: 'Next' }).click()

  // Step 2: the rego was found in our records, so its make, model and year are filled in.
  await expect(page.getByRole('heading', { name: 'Step 2 of 3: Its condition' })).toBeVisible()
  await expect(page.getByText(`We found ${car.regplate} in our records`)).toBeVisible()
  await expect(page.getByLabel('Make', { exact: true })).toHaveValue(car.make)
  await expect(page.getByLabel('Model', { exact: true })).toHaveValue(car.model)
  await expect(page.getByLabel('Year', { exact: true })).toHaveValue(String(car.year))
  await skipBrowserChecks(page)
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(fieldError(page, 'adjustmentAnswers.accident')).toHaveText(
    'Please answer each question with one of its options.',
  )
  await page.getByLabel('Kilometres').fill('45000')
  await answerConditionQuestions(page)
  await page.getByRole('button', { name: 'Next' }).click()

  // Step 3, then Back twice and forward again: nothing typed is lost.
  await expect(page.getByRole('heading', { name: 'Step 3 of 3: Your details' })).toBeVisible()
  await page.getByLabel('Name').fill('Sam Seller')
  await expect(page.getByLabel('Keep me up to date with news and offers')).toBeChecked()
  await page.getByLabel('Keep me up to date with news and offers').uncheck()
  await page.getByRole('button', { name: 'Back' }).click()
  await expect(page.getByLabel('Kilometres')).toHaveValue('45000')
  await expect(
    page.getByRole('group', { name: 'Any body damage, dents or scratches?' }).getByLabel('Minor'),
  ).toBeChecked()
  await page.getByRole('button', { name: 'Back' }).click()
  await expect(page.getByLabel('Registration (rego)')).toHaveValue(car.regplate.toLowerCase())
  await expect(page.getByRole('combobox', { name: /^State/ })).toHaveValue(car.state)
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByLabel('Kilometres')).toHaveValue('45000')
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByLabel('Name')).toHaveValue('Sam Seller')
  await expect(page.getByLabel('Keep me up to date with news and offers')).not.toBeChecked()

  // A bad postcode and no terms: messages beside the fields, values kept.
  await page.getByLabel('Email').fill('sam@example.com')
  await sendBadPostcode(page, 'Get My Estimate', '40')
  await expect(page.getByLabel('Email')).toHaveValue('sam@example.com')
  // An email of its own: the same enquiry sent again within 10 minutes (the other project, a rerun)
  // is the first one's lead, with the first one's key.
  await fillContact(page, { ...contact, email: `sam-${Date.now()}@example.com` })
  await page.getByRole('button', { name: 'Get My Estimate' }).click()

  // The estimate: a range from our stock, said to be so.
  await expect(page).toHaveURL(/\/trade-in\/estimate\?lead=/)
  await expect(page.getByRole('heading', { name: 'Your trade-in estimate' })).toBeVisible()
  const range = await page.getByLabel(/^Estimate /).textContent()
  expect(range).toMatch(/^\$[\d,]+ – \$[\d,]+$/)
  await expect(page.getByText(`used and demo ${car.make} ${car.model} cars`)).toBeVisible()
  const first = storedLead(dealer, leadIdOf(page.url()))
  expect(first.formType).toBe('trade-in')
  const valuation = first.payload.fields.valuation as { low: number; high: number; comparables: number }
  expect(valuation.comparables).toBeGreaterThanOrEqual(3)
  expect(range).toBe(`$${valuation.low.toLocaleString('en-AU')} – $${valuation.high.toLocaleString('en-AU')}`)
  expect(valuation.low).toBeLessThanOrEqual(valuation.high)
  expect(first.payload.fields).toMatchObject({
    rego: car.regplate.replace(/[\s-]/g, '').toUpperCase(),
    regoState: car.state,
    make: car.make,
    km: 45000,
    adjustmentAnswers: { accident: 'No', body: 'Minor', finance_owing: 'Yes' },
    form_completed: true,
    offer_accepted: false,
    opt_in: false,
    interest: 'trade-in',
  })
  expect(first.payload.fields.id).toMatch(/^val-/)
  // Without JS too (or a Next pressed before the form's code arrived): each step's answer carries the key posted.
  expect(one<{ key: string }>('select idempotency_key as key from leads where id = ?', first.id).key).toBe(
    openedWithKey,
  )
  // The estimate stays with its own dealer, and with the browser that sent the lead.
  expect((await hostRequest('westside-car-co', `/trade-in/estimate?lead=${first.id}`)).status).toBe(404)
  expect((await hostRequest(dealer, `/trade-in/estimate?lead=${first.id}`)).status).toBe(404)
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Your trade-in estimate' })).toBeVisible()

  // Accepting the offer: a second lead, marked '3. Offer Accepted', pointing at the first.
  await page.getByRole('button', { name: 'Accept Offer' }).click()
  await expect(page).toHaveURL(/\/success\?lead=/)
  await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible()
  // The confirmation speaks of the offer accepted and what comes next, not of an enquiry.
  await expect(
    page.getByText(`You accepted our trade-in offer of ${range} for your ${car.year} ${car.make} ${car.model}`),
  ).toContainText('Next we inspect your car at')
  const accepted = storedLead(dealer, leadIdOf(page.url()))
  expect(accepted.id).not.toBe(first.id)
  expect(accepted.payload.fields).toMatchObject({
    subcategory: '3. Offer Accepted',
    offer_accepted: true,
    lead_id: first.id,
    valuation,
  })
})

test('an older car gets the guidance instead of an estimate, and no Accept Offer', async ({ page }) => {
  await start(page, '/sell-my-car')
  await expect(page.getByRole('heading', { name: 'Sell My Car' })).toBeVisible()
  // A rego typed before choosing to enter the details is hidden then, so it must not hold the form back.
  await page.getByLabel('Registration (rego)').fill('ABC.123')
  await enterDetails(page, 'Toyota', 'Corolla', '2015', '98000')
  await expect(page.getByLabel('Year', { exact: true })).toHaveValue('2015')
  await answerConditionQuestions(page)
  await page.getByRole('button', { name: 'Next' }).click()
  await fillContact(page, contact)
  await page.getByRole('button', { name: 'Get My Estimate' }).click()
  await expect(page).toHaveURL(/\/trade-in\/estimate\?lead=/)
  await expect(page.getByRole('heading', { name: 'Your valuation' })).toBeVisible()
  await expect(page.getByText(NO_ESTIMATE)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Accept Offer' })).toHaveCount(0)
  const lead = storedLead(dealer, leadIdOf(page.url()))
  expect(lead.payload.fields).toMatchObject({
    interest: 'sell',
    lookup: 'details',
    year: 2015,
    km: 98000,
    form_completed: true,
  })
  expect(lead.payload.fields.valuation).toBeUndefined()
  expect(lead.payload.fields.rego).toBeUndefined()
  await page.getByRole('link', { name: 'Done' }).click()
  await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible()
})

test('a model with too few cars in our stock gets no made-up estimate; the car page’s car is kept with the lead', async ({
  page,
}) => {
  const target = one<{ slug: string; id: string }>(
    "select slug, id from cars where tenant = ? and status = 'in_stock' and show_on_dealer_website = 1 and price > 5000 order by slug limit 1",
    dealer,
  )
  await start(page, `/cars/trade-in?car_id=${target.slug}`)
  await expect(page.getByText('Trading towards the')).toBeVisible()
  await enterDetails(page, 'Lada', 'Niva', '2023', '20000')
  await answerConditionQuestions(page)
  await page.getByRole('button', { name: 'Next' }).click()
  await fillContact(page, contact)
  await page.getByRole('button', { name: 'Get My Estimate' }).click()
  await expect(page.getByText('We do not have enough Lada Niva cars')).toBeVisible()
  const lead = storedLead(dealer, leadIdOf(page.url()))
  expect(lead.carId).toBe(target.id)
  expect(lead.payload.fields.valuation).toBeUndefined()
})

test('garbage never gives a 500, and estimates stay with their own dealer', async () => {
  test.skip(test.info().project.name !== 'js', 'HTTP only: once is enough')
  for (const path of [
    '/trade-in?car_id=%00%ff',
    '/cars/trade-in?car_id=' + 'x'.repeat(5000),
    '/trade-in/estimate?lead=%27;drop',
    '/trade-in/estimate',
  ]) {
    const res = await hostRequest(dealer, path)
    expect(res.status, path).toBeLessThan(500)
  }
  expect((await hostRequest(dealer, '/trade-in/estimate?lead=nope')).status).toBe(404)
  const bodies: Record<string, string>[] = [
    { step: 'nonsense', nav: '%%%' },
    { step: 'contact', nav: 'submit', year: 'x'.repeat(3000), 'adjustmentAnswers.__proto__': 'x' },
    { step: 'condition', nav: 'next', km: '-1', year: '99999999999999999999' },
  ]
  for (const form of bodies) {
    const res = await hostRequest(dealer, '/trade-in', { form, headers: { origin: dealerOrigin(dealer) } })
    expect(res.status, JSON.stringify(form)).toBeLessThan(500)
  }
})
