import { expect, test, type Page } from './support/test'
import { pick } from './demo-cars'
import { siteUrl } from './fixtures'
import { hostRequest } from './http'
import { newPhone, requestCode, signInHere } from './support/sign-in'

/*
 * The way through sign-in and back (docs/spec-coverage.md, Signed-in shoppers): its messages,
 * where it comes back to, and where its Back goes.
 */

const group = 'harbour-city-motor-group'
const caravans = 'sunset-caravans'
const header = (page: Page) => page.getByRole('banner')

test('a refused mobile number or code takes the focus, described by its message, which is announced', async ({
  page,
}) => {
  await page.goto(siteUrl(caravans, '/sign-in?type=finance&redirect=%2Ffinance&back=%2F'))
  await page.getByLabel('Mobile number').fill('12345')
  await page.getByLabel('Mobile number').press('Enter')
  const phoneField = page.getByLabel('Mobile number')
  await expect(page.getByRole('alert')).toHaveText('Please enter an Australian mobile number, e.g. 0412 345 678.')
  await expect(phoneField).toBeFocused()
  await expect(phoneField).toHaveValue('12345')
  await expect(phoneField).toHaveAttribute('aria-invalid', 'true')
  await expect(phoneField).toHaveAccessibleDescription('Please enter an Australian mobile number, e.g. 0412 345 678.')

  const code = await requestCode(page, caravans, newPhone())
  // Nothing refused yet: the code step takes no focus of its own.
  await expect(page.getByLabel('6-digit code')).not.toBeFocused()
  await page.getByLabel('6-digit code').fill(code === '000000' ? '111111' : '000000')
  await page.getByLabel('6-digit code').press('Enter')
  const codeField = page.getByLabel('6-digit code')
  await expect(page.getByRole('alert')).toHaveText('That code is not right. You have 4 tries left.')
  await expect(codeField).toBeFocused()
  await expect(codeField).toHaveAttribute('aria-invalid', 'true')
  await expect(codeField).toHaveAccessibleDescription('That code is not right. You have 4 tries left.')
})

test('Get Finance Now on a gated dealer’s car: after sign-in the shopper lands at the finance form', async ({
  page,
}) => {
  const slug = pick(caravans, "status = 'in_stock' and price > 500")
  await page.goto(siteUrl(caravans, `/cars/${slug}`))
  await page.getByRole('link', { name: 'Get Finance Now' }).first().click()
  await expect(page).toHaveURL(/\/sign-in\?type=car-finance&/)
  expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/finance?car_id=${slug}#finance-form`)
  await signInHere(page, newPhone())
  await expect(page).toHaveURL(siteUrl(caravans, `/finance?car_id=${slug}#finance-form`))
  await expect(page.locator('form#finance-form')).toBeInViewport()
})

test('the header’s Sign In comes back to the page it was pressed on, and its Back goes there', async ({ page }) => {
  const slug = pick(group, "status = 'in_stock' and car_type = 'used'")
  const signInFrom = (path: string) => `/sign-in?type=my-garage&redirect=%2Fmy-garage&back=${encodeURIComponent(path)}`
  await page.goto(siteUrl(group, `/cars/${slug}`))
  const signIn = header(page).getByRole('link', { name: 'Sign In' }).first()
  await expect(signIn).toHaveAttribute('href', signInFrom(`/cars/${slug}`))
  // With JavaScript the breadcrumb opens the stock page inside the page: the static header follows it.
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Used stock' }).click()
  await expect(page).toHaveURL(siteUrl(group, '/search/used-cars'))
  await expect(signIn).toHaveAttribute('href', signInFrom('/search/used-cars'))
  await page.goto(siteUrl(group, `/cars/${slug}`))
  await signIn.click()
  await expect(page.getByRole('link', { name: '← Back' })).toHaveAttribute('href', `/cars/${slug}`)
  // On sign-in itself, the header's link keeps sign-in's own Back target.
  await expect(signIn).toHaveAttribute('href', signInFrom(`/cars/${slug}`))
  await page.getByRole('link', { name: '← Back' }).click()
  await expect(page).toHaveURL(siteUrl(group, `/cars/${slug}`))
})

test('a brand garage is found whatever the brand’s case, at its lower-case address', async ({ page }) => {
  const res = await hostRequest(group, '/Toyota/my-garage?x=1')
  expect(res.status).toBe(301)
  expect(res.headers.location).toBe('/toyota/my-garage?x=1')
  expect((await hostRequest(group, '/NoSuchBrand/my-garage')).status).toBe(404)
  await page.goto(siteUrl(group, '/TOYOTA/my-garage'))
  await expect(page).toHaveURL(/\/sign-in\?type=my-garage&redirect=%2Ftoyota%2Fmy-garage/)
  await signInHere(page, newPhone())
  await expect(page).toHaveURL(siteUrl(group, '/toyota/my-garage'))
  await expect(page.getByRole('heading', { name: 'My Toyota Garage' })).toBeVisible()
})
