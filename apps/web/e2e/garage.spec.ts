import { expect, test, type Page } from './support/test'
import { pick, queryE2eDb } from './demo-cars'
import { siteUrl } from './fixtures'
import { dealerOrigin, hostRequest } from './http'
import { newPhone, requestCode, signIn } from './support/sign-in'

/*
 * Gated journeys and My Garage (docs/spec-coverage.md, Signed-in shoppers).
 * Sunset Caravans gates finance, trade-in, car-finance and checkout; Harbour City gates checkout
 * and has brand garages; Westside gates nothing.
 */

const caravans = 'sunset-caravans'
const group = 'harbour-city-motor-group'
const westside = 'westside-car-co'
const AVAILABLE = "status = 'in_stock' and reserved = 0 and price > 500"

const carOf = (tenant: string, where: string, nth = 0) =>
  queryE2eDb<{ slug: string; name: string }>(
    `select slug, name from cars where tenant = ? and show_on_dealer_website = 1 and ${where} order by slug limit 1 offset ?`,
    tenant,
    nth,
  )[0]!

/** Where a signed-out GET of `path` is sent: the sign-in URL's parts, or null when it is served. */
async function signInTarget(tenant: string, path: string, referer?: string) {
  const res = await hostRequest(tenant, path, { headers: referer ? { referer } : {} })
  if (res.status === 200) return null
  expect(res.status, path).toBe(302)
  const url = new URL(res.headers.location ?? '', 'http://x')
  expect(url.pathname, path).toBe('/sign-in')
  return Object.fromEntries(url.searchParams)
}

async function sendEnquiry(page: Page, tenant: string, slug: string, phone: string) {
  await page.goto(siteUrl(tenant, `/cars/${slug}/enquire`))
  if (test.info().project.name === 'js') await page.locator('html[data-hydrated]').waitFor()
  await page.getByLabel('Name').fill('Gary Garage')
  await page.getByLabel('Email').fill('gary@example.com')
  await page.getByLabel('Phone').fill(`${phone.slice(0, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`)
  await page.getByLabel('Comments').fill('Is it still available?')
  await page.getByLabel('I agree to the Privacy Policy and Terms & Conditions*.').check()
  await page.getByRole('button', { name: 'Send Enquiry' }).click()
  await expect(page).toHaveURL(/\/success\?lead=/)
}

const section = (page: Page, name: string) => page.getByRole('region', { name })

test('Sunset Caravans: /finance sends a signed-out visitor to sign-in (type finance), and after it the form shows', async ({
  page,
}) => {
  await page.goto(siteUrl(caravans, '/contact'))
  if (test.info().project.name === 'js') await page.locator('html[data-hydrated]').waitFor()
  await page.getByRole('banner').getByRole('link', { name: 'Finance', exact: true }).first().click()
  await expect(page).toHaveURL(siteUrl(caravans, '/sign-in?type=finance&redirect=%2Ffinance&back=%2Fcontact'))
  await expect(page.getByText('Sign in to apply for finance.')).toBeVisible()
  await expect(page.getByRole('link', { name: '← Back' })).toHaveAttribute('href', '/contact')
  const code = await requestCode(page, caravans, newPhone())
  await page.getByLabel('6-digit code').fill(code)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(page).toHaveURL(siteUrl(caravans, '/finance'))
  await expect(page.getByRole('heading', { name: 'Finance', exact: true, level: 1 })).toBeVisible()
  await expect(page.locator('form#finance-form')).toBeVisible()
  // A finance link's query survives the trip through sign-in.
  await page.context().clearCookies()
  await signIn(page, caravans, newPhone(), '/finance?vehiclePriceBudget=40000')
  await expect(page.getByLabel('Vehicle price or budget')).toHaveValue('40,000')
  // Signed in, the other gated journeys open straight away.
  await page.goto(siteUrl(caravans, '/trade-in'))
  await expect(page.getByRole('heading', { name: 'Value My Trade-In' })).toBeVisible()
})

test('each journey is gated only where the dealer gates it, with the right type, after the car is known', async () => {
  test.skip(test.info().project.name !== 'js', 'HTTP only: once is enough')
  const caravan = carOf(caravans, AVAILABLE).slug
  const groupCar = carOf(group, `${AVAILABLE} and test_drive_only = 0`).slug
  const westsideCar = carOf(westside, AVAILABLE).slug
  const from = (tenant: string, path: string) => `${dealerOrigin(tenant)}${path}`

  expect(await signInTarget(caravans, '/apply-for-finance', from(caravans, '/'))).toEqual({
    type: 'finance',
    redirect: '/apply-for-finance',
    back: '/',
  })
  // Financing one of the dealer's cars is the car-finance journey; a car_id of nothing is not.
  expect(await signInTarget(caravans, `/finance?car_id=${caravan}`, from(caravans, `/cars/${caravan}`))).toEqual({
    type: 'car-finance',
    // Back to the form the car page's link goes to (its #finance-form never reaches the server).
    redirect: `/finance?car_id=${caravan}#finance-form`,
    back: `/cars/${caravan}`,
  })
  expect(await signInTarget(caravans, '/finance?car_id=no-such-car')).toMatchObject({ type: 'finance' })
  for (const path of ['/trade-in', '/sell-my-car', `/cars/trade-in?car_id=${caravan}`]) {
    expect(await signInTarget(caravans, path), path).toMatchObject({ type: 'trade-in', redirect: path })
  }
  expect(await signInTarget(caravans, `/cars/${caravan}/checkout`)).toMatchObject({
    type: 'checkout',
    redirect: `/cars/${caravan}/checkout`,
  })
  // The checkout waits for the car: an unknown slug is a 404, not a sign-in.
  expect((await hostRequest(caravans, '/cars/no-such-car/checkout')).status).toBe(404)
  // A referrer on another site never becomes the Back target.
  expect(await signInTarget(caravans, '/trade-in', 'https://evil.example/page')).toMatchObject({ back: '/' })
  // A POST to a gated form without a session goes to sign-in too, and stores nothing.
  const post = await hostRequest(caravans, '/finance', {
    form: { name: 'No Session', phone: '0412345678' },
    headers: { origin: dealerOrigin(caravans) },
  })
  expect(post.status).toBe(302)
  expect(post.headers.location).toMatch(/^\/sign-in\?type=finance&redirect=%2Ffinance&back=%2F$/)

  // Harbour City gates checkout only; Westside gates nothing.
  expect(await signInTarget(group, `/cars/${groupCar}/checkout`)).toMatchObject({ type: 'checkout' })
  for (const path of ['/finance', '/trade-in', `/finance?car_id=${groupCar}`]) {
    expect(await signInTarget(group, path), path).toBeNull()
  }
  for (const path of ['/finance', '/trade-in', `/cars/${westsideCar}/buy-online`]) {
    expect(await signInTarget(westside, path), path).toBeNull()
  }
  // The garage is gated everywhere, Westside too.
  expect(await signInTarget(westside, '/my-garage')).toEqual({ type: 'my-garage', redirect: '/my-garage', back: '/' })
})

test('with JavaScript, Get Finance Now on a gated dealer’s car takes the whole window to sign-in', async ({ page }) => {
  test.skip(test.info().project.name !== 'js', 'the dialog needs JavaScript; without it the link opens the page')
  const slug = pick(caravans, `${AVAILABLE} and status = 'in_stock'`)
  await page.goto(siteUrl(caravans, `/cars/${slug}`))
  await page.locator('html[data-hydrated]').waitFor()
  await page.locator('a[data-dialog="finance"]').first().click()
  await expect(page).toHaveURL(/\/sign-in\?type=car-finance&/)
  const url = new URL(page.url())
  expect(url.searchParams.get('redirect')).toBe(`/finance?car_id=${slug}#finance-form`)
  expect(url.searchParams.get('back')).toBe(`/cars/${slug}`)
  await expect(page.getByRole('banner')).toBeVisible()
})

test('My Garage lists the enquiries sent with the signed-in phone on this dealer only; brand garages keep their make', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const phone = newPhone()
  const toyota = carOf(group, `${AVAILABLE} and make = 'Toyota'`)
  await sendEnquiry(page, group, toyota.slug, phone)
  // The same phone's enquiry on another dealer's site, and another phone's here.
  await sendEnquiry(page, westside, carOf(westside, AVAILABLE).slug, phone)
  await sendEnquiry(page, group, carOf(group, `${AVAILABLE} and make = 'Mazda'`).slug, newPhone())

  await signIn(page, group, phone, '/my-garage')
  await expect(page.getByRole('heading', { name: 'My Garage', level: 1 })).toBeVisible()
  const enquiries = section(page, 'Your enquiries')
  await expect(enquiries.getByRole('row')).toHaveCount(2)
  const row = enquiries.getByRole('row').nth(1)
  await expect(row.getByRole('cell').nth(0)).toHaveText('Enquiry')
  await expect(row.getByRole('link', { name: toyota.name })).toHaveAttribute('href', `/cars/${toyota.slug}`)
  // The suite's clock: 2026-11-20 02:00 UTC is 20/11/2026 in Brisbane.
  await expect(row.getByRole('cell').nth(2)).toHaveText('20/11/2026')

  await page.goto(siteUrl(group, '/toyota/my-garage'))
  await expect(page.getByRole('heading', { name: 'My Toyota Garage', level: 1 })).toBeVisible()
  await expect(section(page, 'Your enquiries').getByRole('link', { name: toyota.name })).toBeVisible()
  await page.goto(siteUrl(group, '/mazda/my-garage'))
  await expect(section(page, 'Your enquiries').getByRole('row')).toHaveCount(0)
  await expect(section(page, 'Your enquiries')).toContainText('You have not sent us an enquiry about Mazda cars from')
  expect((await page.goto(siteUrl(group, '/honda/my-garage')))?.status()).toBe(404)
  expect((await page.goto(siteUrl(westside, '/toyota/my-garage')))?.status()).toBe(404)

  // Westside knows this phone too, but not Harbour City's enquiry.
  await signIn(page, westside, phone, '/my-garage')
  const theirs = section(page, 'Your enquiries')
  await expect(theirs.getByRole('row')).toHaveCount(2)
  await expect(theirs.getByRole('link', { name: toyota.name })).toHaveCount(0)
})

test('an empty garage says so with links, shows favourites from this browser, and is never cached', async ({
  page,
}) => {
  const fave = carOf(westside, `${AVAILABLE} and car_type = 'used' and images != '[]'`)
  await page.goto(siteUrl(westside, `/cars/${fave.slug}`))
  if (test.info().project.name === 'js') await page.locator('html[data-hydrated]').waitFor()
  // With JavaScript the button flips before its POST is answered: wait for the answer (the cookie).
  const posted = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().includes(`/cars/${fave.slug}/favourite`),
  )
  await page.getByRole('button', { name: 'Favourite' }).click()
  await posted
  await expect(page.getByRole('button', { name: 'Saved to Favourites' })).toBeVisible()

  await signIn(page, westside, newPhone(), '/my-garage')
  const saved = section(page, 'Saved cars')
  await expect(saved).toContainText('No saved cars yet.')
  await expect(saved.getByRole('link', { name: 'Browse cars' })).toHaveAttribute(
    'href',
    '/search/new-used-and-demo-cars',
  )
  const enquiries = section(page, 'Your enquiries')
  await expect(enquiries).toContainText('You have not sent us an enquiry from')
  await expect(enquiries.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact')
  await expect(section(page, 'Favourites').locator(`a[href="/cars/${fave.slug}"]`).first()).toBeVisible()

  const session = (await page.context().cookies()).find((c) => c.name === 'shopper_session')!.value
  const response = await hostRequest(westside, '/my-garage', { headers: { cookie: `shopper_session=${session}` } })
  expect(response.status).toBe(200)
  expect(response.headers['cache-control']).toBe('private, no-store')
})

test('favourites kept at sign-in follow the phone to another browser, garage, list and button alike', async ({
  page,
  browser,
}) => {
  const fave = carOf(westside, `${AVAILABLE} and car_type = 'used' and images != '[]'`, 1)
  const phone = newPhone()
  await page.goto(siteUrl(westside, `/cars/${fave.slug}`))
  if (test.info().project.name === 'js') await page.locator('html[data-hydrated]').waitFor()
  // With JavaScript the button flips before its POST is answered: wait for the answer (the cookie).
  const posted = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().includes(`/cars/${fave.slug}/favourite`),
  )
  await page.getByRole('button', { name: 'Favourite' }).click()
  await posted
  await expect(page.getByRole('button', { name: 'Saved to Favourites' })).toBeVisible()
  await signIn(page, westside, phone, '/my-garage')

  // Another browser: no favourites cookie, the same phone.
  const other = await browser.newContext({ javaScriptEnabled: test.info().project.name === 'js' })
  const second = await other.newPage()
  await signIn(second, westside, phone, '/my-garage')
  await expect(section(second, 'Favourites').locator(`a[href="/cars/${fave.slug}"]`).first()).toBeVisible()
  // The rest of the site agrees with the garage there: /favourites lists it, its button shows it saved.
  await second.goto(siteUrl(westside, '/favourites'))
  await expect(second.locator('main').locator(`a[href="/cars/${fave.slug}"]`).first()).toBeVisible()
  await second.goto(siteUrl(westside, `/cars/${fave.slug}`))
  await expect(second.getByRole('button', { name: 'Saved to Favourites' })).toBeVisible()
  await other.close()
})

test('a caravan dealer’s garage and favourites name caravans in their empty states, not cars', async ({ page }) => {
  await page.goto(siteUrl(caravans, '/favourites'))
  await expect(page.getByText('No favourites yet. Tap Favourite on a caravan’s page to keep it here.')).toBeVisible()

  await signIn(page, caravans, newPhone(), '/my-garage')
  const saved = section(page, 'Saved caravans')
  await expect(saved).toContainText('No saved caravans yet. Save a caravan from its page to keep an eye on it here.')
  await expect(saved.getByRole('link', { name: 'Browse caravans' })).toBeVisible()
  await expect(section(page, 'Favourites')).toContainText('No favourite caravans yet. Tap Favourite on a caravan')
  await expect(section(page, 'Saved searches')).toContainText('to hear of new caravans.')
  await expect(page.getByRole('main').getByText(/\bcars\b/i)).toHaveCount(0)

  await page.goto(siteUrl(caravans, '/watchlist'))
  await expect(
    page.getByText('Your watchlist is empty. Press Save to Watchlist on any caravan to keep it here.'),
  ).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: 'Search caravans' })).toBeVisible()
  await expect(page.getByRole('main').getByText(/\bcars\b/i)).toHaveCount(0)
})

test('a caravan dealer’s own sentences name caravans: save-search, sign-in, share, print, a missing caravan, price drops', async ({
  page,
  javaScriptEnabled,
}) => {
  const caravan = carOf(caravans, AVAILABLE)
  await page.goto(siteUrl(caravans, '/search/new-used-and-demo-cars'))
  await expect(page.getByText('We email you when a new caravan matches this search.', { exact: false })).toBeVisible()

  await page.goto(siteUrl(caravans, `/cars/${caravan.slug}`))
  if (javaScriptEnabled) {
    await page.locator('html[data-hydrated]').waitFor()
    await page.getByRole('button', { name: 'Share this caravan' }).click()
    await expect(page.getByRole('dialog', { name: 'Share this caravan' })).toBeVisible()
  } else {
    await expect(page.getByTestId('share')).toContainText('Share this caravan')
  }

  await page.goto(siteUrl(caravans, `/print?car_id=${caravan.slug}`))
  await expect(page.getByRole('link', { name: 'Back to the caravan' })).toBeVisible()
  // Its canonical is the caravan's page ('/print' alone, as it was, is a 404).
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/cars/${caravan.slug}$`))

  const missing = await page.goto(siteUrl(caravans, '/cars/no-such-caravan-zz9zz9'))
  expect(missing?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Caravan not found', level: 1 })).toBeVisible()
  await expect(page).toHaveTitle(/^Caravan not found \|/)

  await page.goto(siteUrl(caravans, '/sign-in?type=watchlist&redirect=%2Fwatchlist'))
  await expect(page.getByText('Sign in to save caravans to your watchlist.')).toBeVisible()
  await signIn(page, caravans, newPhone(), '/saved-searches')
  await expect(page.getByText(/price drops on caravans in your watchlist/i)).toBeVisible()
  await expect(page.getByRole('main').getByText(/\bcars?\b/i)).toHaveCount(0)
})
