import { expect, test, type Page } from './support/test'
import { pick } from './demo-cars'
import { siteUrl } from './fixtures'
import { openForm, skipBrowserChecks } from './lead-steps'
import { newPhone, signIn, signInHere } from './support/sign-in'

/*
 * A signed-in shopper's lead forms (docs/spec-coverage.md, Signed-in shoppers). Harbour City
 * gates checkout; Sunset Caravans gates finance, car-finance, trade-in and checkout; Westside
 * gates nothing.
 */

const group = 'harbour-city-motor-group'
const caravans = 'sunset-caravans'
const westside = 'westside-car-co'
const RESERVABLE =
  "status = 'in_stock' and reserved = 0 and test_drive_only = 0 and price > 10 and show_on_dealer_website = 1"

/** 0412345678 as people write it (and as the forms show it): 0412 345 678. */
const spaced = (phone: string) => `${phone.slice(0, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`

/** From the vehicle step of the trade-in form to its contact step, by the details path. */
async function toContactStep(page: Page) {
  await page.getByLabel('I will enter its details').check()
  await page.getByLabel('Make', { exact: true }).fill('Toyota')
  await page.getByLabel('Model', { exact: true }).fill('Corolla')
  await page.getByLabel('Year', { exact: true }).fill('2016')
  await page.getByLabel('Kilometres').fill('90000')
  await page.getByRole('button', { name: 'Next' }).click()
  for (const [question, answer] of [
    ['Has the car been in an accident?', 'No'],
    ['Any body damage, dents or scratches?', 'None'],
    ['Does it have a full service history?', 'Yes'],
    ['Are any warning lights on?', 'No'],
    ['How many keys do you have?', '2 or more'],
    ['Is there finance owing on the car?', 'No'],
  ] as const) {
    await page.getByRole('group', { name: question }).getByLabel(answer, { exact: true }).check()
  }
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByRole('heading', { name: 'Step 3 of 3: Your details' })).toBeVisible()
}

test('Reserve Car Now, then sign-in: the checkout form starts with the signed-in phone, which the shopper may change', async ({
  page,
}) => {
  const slug = pick(group, RESERVABLE)
  const phone = newPhone()
  await page.goto(siteUrl(group, `/cars/${slug}`))
  await page.getByRole('link', { name: 'Reserve Car Now' }).first().click()
  await expect(page).toHaveURL(/\/sign-in\?type=checkout&/)
  await signInHere(page, phone)
  await expect(page).toHaveURL(siteUrl(group, `/cars/${slug}/checkout`))
  await expect(page.getByLabel('Phone')).toHaveValue(spaced(phone))

  // A phone the shopper typed and sent with an error elsewhere in the form is kept over the default.
  await skipBrowserChecks(page)
  await page.getByLabel('Phone').fill('0499 888 777')
  await page.getByLabel('Postcode').fill('12')
  await page.getByRole('button', { name: 'Send Reservation Request' }).click()
  await expect(page.getByRole('alert')).toContainText('Please fix the following errors:')
  await expect(page.getByLabel('Phone')).toHaveValue('0499 888 777')
})

test('Sunset: the car finance and trade-in forms after sign-in start with the signed-in phone', async ({ page }) => {
  test.setTimeout(60_000)
  const slug = pick(caravans, "status = 'in_stock' and price > 500")
  const phone = newPhone()
  await signIn(page, caravans, phone, `/finance?car_id=${slug}`)
  await expect(page.getByLabel('Phone')).toHaveValue(spaced(phone))
  await openForm(page, caravans, '/trade-in')
  await toContactStep(page)
  await expect(page.getByLabel('Phone')).toHaveValue(spaced(phone))
})

test('ungated forms too: a signed-in shopper’s enquiry, test drive and contact forms start with the phone', async ({
  page,
}) => {
  const slug = pick(westside, "status = 'in_stock'")
  const phone = newPhone()
  await signIn(page, westside, phone, '/contact')
  await expect(page.getByLabel('Phone')).toHaveValue(spaced(phone))
  for (const path of [`/cars/${slug}/enquire`, `/cars/${slug}/test-drive`, '/finance']) {
    await openForm(page, westside, path)
    await expect(page.getByLabel('Phone'), path).toHaveValue(spaced(phone))
  }
})
