import { expect, test, type Page } from './support/test'
import { pick } from './demo-cars'
import { siteUrl } from './fixtures'
import { storedLead } from './lead-db'
import { sendToSuccess, TERMS_LABEL } from './lead-steps'

/*
 * Nothing a shopper puts into a part of the page whose code loads on demand (~/lib/on-demand.tsx) is
 * lost when React draws the part again before or as its code comes: a fetcher (Compare) replaces the
 * part by a copy of its HTML, and the copy by the part once its code is there. The part's chunk is
 * held back here, as on a slow phone, and let go when the test says.
 */

const group = 'harbour-city-motor-group'
// A used car at Nerang: finance, fuel and delivery calculators all on its page.
const available = "status = 'in_stock' and reserved = 0 and price > 5000 and spin_images = '[]'"
const carAt = (n: number) =>
  pick(group, `${available} and location_id = 'hc-used-nerang' and finance_lenders = '{}'`, n)

/** Holds back every request for the asset chunk named `name` until `release` is called. */
async function holdChunk(page: Page, name: string) {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  const requested = page.waitForRequest(new RegExp(`/assets/${name}-[\\w-]{8}\\.js$`))
  await page.route(new RegExp(`/assets/${name}-[\\w-]{8}\\.js$`), async (route) => {
    await held
    await route.continue().catch(() => {})
  })
  return { requested, release }
}

/** A part showing its copy: the server's HTML again, in a wrapper that lays out as nothing. */
const copyOf = (page: Page, id: string) => page.locator(`div[style*="contents"] > [id="${id}"]`)

/** Something else on the page loads data through a fetcher (Remix's router, as a fetcher does). */
async function fetchInBackground(page: Page, routeId: string, href: string) {
  await page.evaluate(
    ([routeId, href]) => {
      type Router = { fetch: (key: string, routeId: string, href: string) => void }
      ;(window as unknown as { __remixRouter: Router }).__remixRouter.fetch('typed-values', routeId, href)
    },
    [routeId, href] as const,
  )
}

async function compare(page: Page) {
  await page.getByRole('button', { name: 'Compare', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Added to Compare' })).toHaveAttribute('aria-pressed', 'true')
}

test.beforeEach(({ javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'code on demand and fetchers need JavaScript; without it the forms are plain HTML')
})

test('the finance calculator keeps what was typed and chosen through a Compare and its code coming', async ({
  page,
}) => {
  const chunk = await holdChunk(page, 'finance-section')
  await page.goto(siteUrl(group, `/cars/${carAt(1)}`))
  await page.locator('html[data-hydrated]').waitFor()
  const calculator = page.locator('#finance-calculator')
  await calculator.getByLabel('Purchase price').fill('31,500')
  await calculator.getByLabel('Repayment frequency').selectOption('month')
  await chunk.requested
  // A fetcher runs while the code is held: the part is drawn again, as a copy of its HTML.
  await compare(page)
  await expect(copyOf(page, 'finance-calculator')).toHaveCount(1)
  await expect(calculator.getByLabel('Purchase price')).toHaveValue('31,500')
  await expect(calculator.getByLabel('Repayment frequency')).toHaveValue('month')
  // Typed into the copy: kept, and still focused, when the part's code replaces the copy.
  await calculator.getByLabel('Deposit / trade-in').fill('4,000')
  chunk.release()
  await expect(copyOf(page, 'finance-calculator')).toHaveCount(0)
  await expect(calculator.getByLabel('Purchase price')).toHaveValue('31,500')
  await expect(calculator.getByLabel('Repayment frequency')).toHaveValue('month')
  await expect(calculator.getByLabel('Deposit / trade-in')).toHaveValue('4,000')
  await expect(calculator.getByLabel('Deposit / trade-in')).toBeFocused()
  // The live calculator works from them, and sends them.
  await calculator.getByRole('button', { name: 'Calculate' }).click()
  await expect(page).toHaveURL(/[?&]amount=31500(&|#|$)/)
  await expect(page).toHaveURL(/[?&]deposit=4000(&|#|$)/)
  await expect(page).toHaveURL(/[?&]frequency=month(&|#|$)/)
})

test('a price typed and left before the calculator’s code comes is tidied and clamped once it has', async ({
  page,
}) => {
  const chunk = await holdChunk(page, 'finance-section')
  await page.goto(siteUrl(group, `/cars/${carAt(1)}`))
  await page.locator('html[data-hydrated]').waitFor()
  const calculator = page.locator('#finance-calculator')
  const price = calculator.getByLabel('Purchase price')
  const deposit = calculator.getByLabel('Deposit / trade-in')
  await price.fill('300000')
  await deposit.fill('2500')
  await deposit.blur()
  await chunk.requested
  chunk.release()
  // Its blur came before the code: the box is tidied as if it were left now, the price clamped.
  await expect(price).toHaveValue('250,000')
  await expect(deposit).toHaveValue('2,500')
  await expect(calculator.getByText('Cannot be less than $1,000 or more than $250,000')).toBeVisible()
  await expect(calculator.getByTestId('finance-repayment-basis')).toContainText(
    'Based on a purchase price of $250,000 (',
  )
})

test('a part whose code never comes (the fuel and delivery calculators) keeps its values through a Compare', async ({
  page,
}) => {
  await page.goto(siteUrl(group, `/cars/${carAt(2)}`))
  await page.locator('html[data-hydrated]').waitFor()
  const fuel = page.locator('#fuel-calculator input[name="fuel_price"]')
  const postcode = page.locator('#delivery-calculator').getByLabel('Your postcode')
  await fuel.fill('2.35')
  await postcode.fill('4217')
  await postcode.focus()
  await compare(page)
  await expect(copyOf(page, 'delivery-calculator')).toHaveCount(1)
  await expect(fuel).toHaveValue('2.35')
  await expect(postcode).toHaveValue('4217')
  await page.locator('#delivery-calculator').getByRole('button', { name: 'Calculate Delivery' }).click()
  await expect(page).toHaveURL(/[?&]postcode=4217(&|#|$)/)
})

test('a fetcher that runs while the shopper types (a revalidation) keeps the value and the focus', async ({ page }) => {
  const slug = carAt(3)
  await page.goto(siteUrl(group, `/cars/${slug}`))
  await page.locator('html[data-hydrated]').waitFor()
  const postcode = page.locator('#delivery-calculator').getByLabel('Your postcode')
  await postcode.fill('42')
  // Something else on the page loads data through a fetcher meanwhile; the page revalidates.
  await page.evaluate((href) => {
    const router = (
      window as unknown as { __remixRouter: { fetch: (key: string, routeId: string, href: string) => void } }
    ).__remixRouter
    router.fetch('typed-values', 'routes/cars.$slug', href)
  }, `/cars/${slug}`)
  await expect(copyOf(page, 'delivery-calculator')).toHaveCount(1)
  await expect(postcode).toHaveValue('42')
  await expect(postcode).toBeFocused()
  await page.keyboard.type('17')
  await expect(postcode).toHaveValue('4217')
})

test('a lead form keeps what was typed, and its focus, through a fetcher and its code coming, and sends it', async ({
  page,
}) => {
  const chunk = await holdChunk(page, 'enquiry-form')
  const pathname = '/contact-us/harbour-city-toyota-newstead'
  await page.goto(siteUrl(group, pathname))
  await page.locator('html[data-hydrated]').waitFor()
  const form = page.locator('main form[method="post"]')
  await form.getByLabel('Name').fill('Slow Phone')
  await form.getByLabel('Comments').fill('Is the white HiLux still there?')
  await chunk.requested
  await fetchInBackground(page, 'routes/contact-us.$slug', pathname)
  await expect(copyOf(page, 'enquiry-form')).toHaveCount(1)
  await expect(form.getByLabel('Name')).toHaveValue('Slow Phone')
  await expect(form.getByLabel('Comments')).toHaveValue('Is the white HiLux still there?')
  await expect(form.getByLabel('Comments')).toBeFocused()
  await form.getByLabel('Email').fill('slow-phone@example.com')
  chunk.release()
  await expect(copyOf(page, 'enquiry-form')).toHaveCount(0)
  await expect(form).toHaveAttribute('data-hydrated', '')
  await expect(form.getByLabel('Name')).toHaveValue('Slow Phone')
  await expect(form.getByLabel('Comments')).toHaveValue('Is the white HiLux still there?')
  await expect(form.getByLabel('Email')).toHaveValue('slow-phone@example.com')
  await expect(form.getByLabel('Email')).toBeFocused()
  await form.getByLabel('Phone').fill('0412 345 678')
  await form.getByLabel(TERMS_LABEL).check()
  const lead = await sendToSuccess(page, 'Send Enquiry')
  expect(storedLead(group, lead).payload.fields).toMatchObject({
    name: 'Slow Phone',
    email: 'slow-phone@example.com',
  })
  expect(JSON.stringify(storedLead(group, lead).payload.fields)).toContain('Is the white HiLux still there?')
})

test('a message the shopper typed over the server’s own text survives the form’s code coming (hydration)', async ({
  page,
}) => {
  // React hydrating a textarea puts the server's text back in it; the form's other fields it leaves.
  const chunk = await holdChunk(page, 'enquiry-form')
  await page.goto(
    siteUrl(
      group,
      '/models/order-now?model_id=toyota-hilux&model_name=HiLux&vehicle=Toyota+HiLux+SR5+2.8L+Turbo+Diesel+Auto+4x4',
    ),
  )
  await page.locator('html[data-hydrated]').waitFor()
  const form = page.locator('main form[method="post"]')
  await expect(form.getByLabel('Comments')).toHaveValue(
    "I'd like a quote on the Toyota HiLux SR5 2.8L Turbo Diesel Auto 4x4.",
  )
  await form.getByLabel('Name').fill('Early Typist')
  await form.getByLabel('Comments').fill('A quote for two, please.')
  await chunk.requested
  chunk.release()
  await expect(form).toHaveAttribute('data-hydrated', '')
  await expect(form.getByLabel('Name')).toHaveValue('Early Typist')
  await expect(form.getByLabel('Comments')).toHaveValue('A quote for two, please.')
  await expect(form.getByLabel('Comments')).toBeFocused()
  await form.getByLabel('Email').fill('early-typist@example.com')
  await form.getByLabel('Phone').fill('0412 345 678')
  await form.getByLabel(TERMS_LABEL).check()
  const lead = await sendToSuccess(page, 'Request a Quote')
  expect(JSON.stringify(storedLead(group, lead).payload.fields)).toContain('A quote for two, please.')
})

/*
 * A lead form sent with fields missing while its code is still on the way: the server's HTML carries
 * the schema's `required`, so the browser would stop it with only its own bubble on the first field.
 * With JavaScript the site's own messages show instead, as once the code has come
 * (docs/spec-coverage.md, Lead forms).
 */
const CONTACT_ERRORS = {
  email: 'Please enter your email address.',
  phone: 'Please enter your phone number.',
  location: 'Please select a dealership location.',
  terms_conditions: '*You must agree to the terms of use before submitting.',
}
const errorOf = (page: Page, name: string) => page.locator(`[id$="-${name}-error"]`)

test('an incomplete lead form sent before its code has come waits for it, then shows the site’s messages', async ({
  page,
}) => {
  const chunk = await holdChunk(page, 'enquiry-form')
  const posts: string[] = []
  page.on('request', (r) => void (r.method() === 'POST' && posts.push(r.url())))
  await page.goto(siteUrl(group, '/contact'))
  await page.locator('html[data-hydrated]').waitFor()
  const form = page.locator('main form[method="post"]')
  await form.getByLabel('Name').fill('Quick Clicker')
  await chunk.requested
  await form.getByRole('button', { name: 'Send Enquiry' }).click()
  // Held, not sent: the form's code is not there yet.
  await expect(page.getByRole('alert')).toHaveCount(0)
  chunk.release()
  await expect(form).toHaveAttribute('data-hydrated', '')
  await expect(page.getByRole('alert')).toContainText('Please fix the following errors:')
  for (const [name, message] of Object.entries(CONTACT_ERRORS)) await expect(errorOf(page, name)).toHaveText(message)
  await expect(form.getByLabel('Name')).toHaveValue('Quick Clicker')
  await expect(form.getByLabel('Email')).toBeFocused()
  expect(posts).toEqual([])
})

test('an empty lead form sent once its code has come shows every message beside its field and the list', async ({
  page,
}) => {
  await page.goto(siteUrl(group, `/cars/${carAt(0)}/enquire`))
  await page.locator('html[data-hydrated]').waitFor()
  const form = page.locator('main form[method="post"]')
  await form.getByLabel('Name').focus()
  await expect(form).toHaveAttribute('data-hydrated', '')
  await form.getByRole('button', { name: 'Send Enquiry' }).click()
  await expect(page.getByRole('alert')).toContainText('Please fix the following errors:')
  await expect(errorOf(page, 'name')).toHaveText('Please enter your name.')
  await expect(errorOf(page, 'message')).toHaveText('Please enter your comments.')
  await expect(errorOf(page, 'terms_conditions')).toHaveText(CONTACT_ERRORS.terms_conditions)
  await expect(form.getByLabel('Name')).toBeFocused()
})

test('a lead form whose code never comes is checked by the server instead, with the site’s messages', async ({
  page,
}) => {
  await page.route(/\/assets\/enquiry-form-[\w-]{8}\.js$/, (route) => route.abort())
  await page.goto(siteUrl(group, '/contact'))
  await page.locator('html[data-hydrated]').waitFor()
  const form = page.locator('main form[method="post"]')
  await form.getByLabel('Name').fill('Lost Connection')
  await form.getByRole('button', { name: 'Send Enquiry' }).click()
  // After a wait for the code (on-demand-form.tsx), the form goes to the server as without JavaScript.
  await expect(page.getByRole('alert')).toContainText('Please fix the following errors:', { timeout: 15_000 })
  for (const [name, message] of Object.entries(CONTACT_ERRORS)) await expect(errorOf(page, name)).toHaveText(message)
  await expect(form.getByLabel('Name')).toHaveValue('Lost Connection')
})
