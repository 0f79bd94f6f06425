import { expect, test, type Page } from './support/test'
import { pick, queryE2eDb } from './demo-cars'
import { PORT, siteUrl } from './fixtures'
import { newPhone, signInHere as signIn } from './support/sign-in'

const group = 'harbour-city-motor-group'
const westside = 'westside-car-co'
const available = "status = 'in_stock' and price > 5000 and spin_images = '[]'"

const hydrated = (page: Page) => page.locator('html[data-hydrated]').waitFor()

/** The car's name as the toasts give it (year, make, model, badge, series). */
function carName(tenant: string, where: string, value: string): string {
  const [car] = queryE2eDb<Record<'year' | 'make' | 'model' | 'badge' | 'series', string | number | null>>(
    `select year, make, model, badge, series from cars where tenant = ? and ${where} = ?`,
    tenant,
    value,
  )
  if (!car) throw new Error(`no car ${value}`)
  return [car.year, car.make, car.model, car.badge, car.series].filter(Boolean).join(' ')
}

const carId = (tenant: string, slug: string) =>
  queryE2eDb<{ id: string }>('select id from cars where tenant = ? and slug = ?', tenant, slug)[0]!.id

/** The nth card with a save button (sold cars have none), pinned by its car id. */
async function saveableCard(page: Page, nth: number) {
  const id = await page
    .locator('article[data-car-id]')
    .filter({ has: page.getByRole('button', { name: /^Save to Watchlist/ }) })
    .nth(nth)
    .getAttribute('data-car-id')
  return page.locator(`article[data-car-id="${id}"]`)
}

/** Signs a new phone in and opens the used-car results, ready for a press. */
async function signedInOnResults(page: Page) {
  await signIn(page, newPhone())
  await page.goto(siteUrl(group, '/search/used-cars'))
  await hydrated(page)
}

/** The one toast on the page, whichever region holds it. */
const theToast = (page: Page) => page.locator('[data-toasts] [data-variant]')

async function expectToast(page: Page, title: string, line: string) {
  const toast = page.getByRole('status').filter({ has: page.getByText(title, { exact: true }) })
  await expect(toast.getByText(title, { exact: true })).toBeVisible()
  await expect(toast.getByText(line, { exact: true })).toBeVisible()
  await expect(toast.getByRole('link', { name: 'View List', exact: true })).toHaveAttribute('href', '/watchlist')
}

test('signed out, Save goes to sign-in and back to the car, saved; the watchlist lists it and Remove takes it off', async ({
  page,
  javaScriptEnabled,
}) => {
  const slug = pick(group, available, 11)
  const name = carName(group, 'slug', slug)
  await page.goto(siteUrl(group, `/cars/${slug}`))
  if (javaScriptEnabled) await hydrated(page)
  const save = page.getByRole('button', { name: 'Save to Watchlist', exact: true })
  await expect(save).toHaveAttribute('aria-pressed', 'false')
  await save.click()

  await expect(page).toHaveURL(/\/sign-in\?/)
  const url = new URL(page.url())
  expect(url.searchParams.get('type')).toBe('watchlist')
  expect(url.searchParams.get('back')).toBe(`/cars/${slug}`)
  await expect(page.getByText('Sign in to save cars to your watchlist.')).toBeVisible()
  await signIn(page, newPhone())

  await expect(page).toHaveURL(siteUrl(group, `/cars/${slug}`))
  await expect(page.getByRole('button', { name: 'Saved', exact: true })).toHaveAttribute('aria-pressed', 'true')
  await expectToast(page, 'Car Saved In Watchlist', `${name} is now available in your watchlist`)

  await page.getByRole('link', { name: 'View List', exact: true }).click()
  await expect(page).toHaveURL(siteUrl(group, '/watchlist'))
  // My Garage lists it among the saved cars and sends the shopper here to take one off.
  await page.goto(siteUrl(group, '/my-garage'))
  const saved = page.getByRole('region', { name: 'Saved cars' })
  await expect(saved.locator(`a[href="/cars/${slug}"]`).first()).toBeVisible()
  await saved.getByRole('link', { name: 'Remove cars from your watchlist' }).click()
  await expect(page).toHaveURL(siteUrl(group, '/watchlist'))
  const item = page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) })
  await expect(item.getByRole('link', { name, exact: true })).toHaveAttribute('href', `/cars/${slug}`)
  await expect(item.getByText('Sold', { exact: true })).toHaveCount(0)
  if (javaScriptEnabled) await hydrated(page)
  await item.getByRole('button', { name: /^Remove/ }).click()
  await expectToast(page, 'Car Removed', `${name} is no longer in your watchlist`)
  await expect(page.getByText('Your watchlist is empty.', { exact: false })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Search cars' })).toHaveAttribute(
    'href',
    '/search/new-used-and-demo-cars',
  )

  await page.goto(siteUrl(group, `/cars/${slug}`))
  await expect(page.getByRole('button', { name: 'Save to Watchlist', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  )
})

test('signed in, a search card saves with one press and comes back to the results at its card', async ({
  page,
  javaScriptEnabled,
}) => {
  await signIn(page, newPhone())
  await page.goto(siteUrl(group, '/search/used-cars'))
  if (javaScriptEnabled) await hydrated(page)
  // A card well below the first screen: the shopper must not be sent back to the top.
  const card = await saveableCard(page, 7)
  const id = (await card.getAttribute('data-car-id'))!
  const name = carName(group, 'id', id)
  await card.getByRole('button', { name: /^Save to Watchlist/ }).click()
  await expect(card.getByRole('button', { name: /^Saved/ })).toHaveAttribute('aria-pressed', 'true')
  // Without JavaScript the post comes back to the results at the card; with it the page never left.
  await expect(page).toHaveURL(siteUrl(group, `/search/used-cars${javaScriptEnabled ? '' : `#car-${id}`}`))
  await expect(card).toBeInViewport({ ratio: 0.5 })
  await expectToast(page, 'Car Saved In Watchlist', `${name} is now available in your watchlist`)
  await expect(theToast(page)).toHaveCount(1)

  // Pressed again: removed.
  await card.getByRole('button', { name: /^Saved/ }).click()
  await expect(card.getByRole('button', { name: /^Save to Watchlist/ })).toHaveAttribute('aria-pressed', 'false')
  await expectToast(page, 'Car Removed', `${name} is no longer in your watchlist`)
  await expect(theToast(page)).toHaveCount(1)
})

test.describe('with JavaScript', () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'the optimistic toggle needs JavaScript')

  test('the button flips before the call answers, and flips back with the error in an alert when it fails', async ({
    page,
  }) => {
    await signedInOnResults(page)
    let answer: () => void = () => {}
    const answered = new Promise<void>((resolve) => (answer = resolve))
    await page.route('**/api/watchlist/save-car', async (route) => {
      await answered
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'The watchlist is resting. Please try again.' }),
      })
    })
    const card = await saveableCard(page, 0)
    await card.getByRole('button', { name: /^Save to Watchlist/ }).click()
    await expect(card.getByRole('button', { name: /^Saved/ })).toHaveAttribute('aria-pressed', 'true')
    answer()
    await expect(card.getByRole('button', { name: /^Save to Watchlist/ })).toHaveAttribute('aria-pressed', 'false')
    await expect(page.getByRole('alert').getByText('The watchlist is resting. Please try again.')).toBeVisible()
    await expect(page.locator('[data-toasts] [data-variant="destructive"]')).toHaveCount(1)
  })

  test('Back to the results after saving a car on them shows it saved, not the browser’s copy from before', async ({
    page,
  }) => {
    await signedInOnResults(page)
    const card = await saveableCard(page, 1)
    await card.getByRole('button', { name: /^Save to Watchlist/ }).click()
    await expect(card.getByRole('button', { name: /^Saved/ })).toHaveAttribute('aria-pressed', 'true')
    await expect(theToast(page)).toHaveCount(1)
    await card.locator('a[href^="/cars/"]').first().click()
    await expect(page).toHaveURL(/\/cars\//)
    await page.goBack()
    await expect(page).toHaveURL(siteUrl(group, '/search/used-cars'))
    await expect(card.getByRole('button', { name: /^Saved/ })).toHaveAttribute('aria-pressed', 'true')
  })

  test('at most one toast: a second save replaces the first', async ({ page }) => {
    await signedInOnResults(page)
    const first = await saveableCard(page, 2)
    const next = await saveableCard(page, 3)
    const second = carName(group, 'id', (await next.getAttribute('data-car-id'))!)
    await first.getByRole('button', { name: /^Save to Watchlist/ }).click()
    await expect(theToast(page)).toHaveCount(1)
    await next.getByRole('button', { name: /^Save to Watchlist/ }).click()
    await expectToast(page, 'Car Saved In Watchlist', `${second} is now available in your watchlist`)
    await expect(theToast(page)).toHaveCount(1)
  })

  test("the share toast and the watchlist toast are the page's one toast", async ({ page }) => {
    await signIn(page, newPhone())
    const slug = pick(group, available, 13)
    await page.goto(siteUrl(group, `/cars/${slug}`))
    await hydrated(page)
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.getByRole('button', { name: 'Save to Watchlist', exact: true }).click()
    await expectToast(
      page,
      'Car Saved In Watchlist',
      `${carName(group, 'slug', slug)} is now available in your watchlist`,
    )
    await page.getByTestId('share').getByRole('button', { name: 'Share', exact: true }).click()
    await expect(page.getByRole('status').filter({ hasText: /^Copied .+ to your clipboard!$/ })).toBeVisible()
    await expect(theToast(page)).toHaveCount(1)
    await expect(page.getByText('Car Saved In Watchlist')).toHaveCount(0)
  })
})

test.describe('the calls over HTTP', () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'HTTP only: once is enough')

  const call = async (
    page: Page,
    tenant: string,
    body: unknown,
    cookie: string | null,
    change: 'save' | 'remove' = 'save',
  ) => {
    const res = await page.request.post(`http://127.0.0.1:${PORT}/api/watchlist/${change}-car`, {
      headers: {
        Host: `${tenant}.localhost:${PORT}`,
        Origin: `http://${tenant}.localhost:${PORT}`,
        'Content-Type': 'application/json',
        Accept: 'application/json',
        ...(cookie ? { Cookie: cookie } : {}),
      },
      data: typeof body === 'string' ? body : JSON.stringify(body),
      maxRedirects: 0,
    })
    expect(res.headers()['cache-control']).toBe('private, no-store')
    return { status: res.status(), body: (await res.json()) as { success: boolean; message?: string } }
  }

  test("refuse another phone (403), another dealer's car (404), no session (401) and garbage (400)", async ({
    page,
  }) => {
    const phone = newPhone()
    await signIn(page, phone)
    const cookie = (await page.context().cookies(siteUrl(group)))
      .filter((c) => c.name === 'shopper_session')
      .map((c) => `${c.name}=${c.value}`)
      .join('; ')
    expect(cookie).not.toBe('')
    const ours = carId(group, pick(group, available, 12))
    const theirs = carId(westside, pick(westside, available))

    expect(await call(page, group, { phone_number: newPhone(), car_id: ours }, cookie)).toMatchObject({
      status: 403,
      body: { success: false },
    })
    expect(await call(page, group, { phone_number: phone, car_id: theirs }, cookie)).toMatchObject({
      status: 404,
      body: { success: false },
    })
    expect(await call(page, group, { phone_number: phone, car_id: ours }, null)).toMatchObject({
      status: 401,
      body: { success: false },
    })
    // A session is one dealer's: the same cookie means nothing on another dealer's host.
    expect((await call(page, westside, { phone_number: phone, car_id: theirs }, cookie)).status).toBe(401)
    expect(await call(page, group, '{"car_id":', cookie)).toMatchObject({ status: 400, body: { success: false } })
    // Nothing of the above was saved; the right call is.
    const listPage = await page.goto(siteUrl(group, '/watchlist'))
    expect(listPage?.headers()['cache-control']).toBe('private, no-store')
    await expect(page.getByText('Your watchlist is empty.', { exact: false })).toBeVisible()
    expect(await call(page, group, { phone_number: phone, car_id: ours }, cookie)).toEqual({
      status: 200,
      body: { success: true, message: `${carName(group, 'id', ours)} is now available in your watchlist` },
    })
  })
})

test('a sold car has no save button', async ({ page }) => {
  const sold = pick(group, "status = 'sold' and sold_date > '2026-11-18'")
  await page.goto(siteUrl(group, `/cars/${sold}`))
  await expect(page.getByText('Unfortunately this vehicle recently sold.', { exact: false })).toBeVisible()
  await expect(page.getByRole('button', { name: /Save to Watchlist/ })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^Saved/ })).toHaveCount(0)
})

test('the watchlist page asks a signed-out visitor to sign in first', async ({ page }) => {
  await page.goto(siteUrl(group, '/watchlist'))
  await expect(page).toHaveURL(/\/sign-in\?/)
  const url = new URL(page.url())
  expect(url.searchParams.get('type')).toBe('watchlist')
  expect(url.searchParams.get('redirect')).toBe('/watchlist')
})
