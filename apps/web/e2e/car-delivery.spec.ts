import { expect, test, type Page } from './support/test'
import { pick } from './demo-cars'
import { siteUrl } from './fixtures'

/*
 * The delivery calculator prices by the dealer's own table (docs/spec-coverage.md, Car page):
 * Harbour City by distance bands from the car's location, Sunset Caravans by postcode zones,
 * Westside Car Co has none and no calculator. The car page's calculators are GET forms that keep
 * each other's values.
 */

const group = 'harbour-city-motor-group'
const caravans = 'sunset-caravans'
const westside = 'westside-car-co'
const available = "status = 'in_stock' and price > 5000 and spin_images = '[]'"
const NO_ESTIMATE =
  "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote."

async function quote(page: Page, postcode: string) {
  const section = page.locator('#delivery-calculator')
  // The page a previous quote loaded must be whole before it is filled in: without JavaScript, a
  // field filled while the document still loads can be sent empty.
  await page.waitForLoadState('load')
  const field = section.getByLabel('Your postcode')
  await field.fill(postcode)
  await expect(field).toHaveValue(postcode)
  await section.getByRole('button', { name: 'Calculate Delivery' }).click()
  await expect(page).toHaveURL(new RegExp(`[?&]postcode=${postcode}(&|#|$)`))
  await page.waitForLoadState('load')
  return section.getByTestId('delivery-message')
}

test.describe('delivery calculator', () => {
  test("Harbour City prices by its distance bands from the car's location", async ({ page }) => {
    const nerang = pick(group, `${available} and location_id = 'hc-used-nerang'`)
    await page.goto(siteUrl(group, `/cars/${nerang}`))
    await expect(await quote(page, '4211')).toHaveText(/^Free local delivery to .+ QLD \(\d+(\.\d)? km\): Free$/)
    // Brisbane is some 60 km from Nerang: the second band.
    await expect(await quote(page, '4000')).toHaveText(
      /^South East Queensland delivery to .+ QLD \((5|6|7)\d(\.\d)? km\): \$149$/,
    )
    await expect(await quote(page, '6000')).toHaveText(NO_ESTIMATE)
  })

  test('Sunset Caravans prices by its postcode zones, without a distance', async ({ page }) => {
    const caravan = pick(caravans, available)
    await page.goto(siteUrl(caravans, `/cars/${caravan}`))
    await expect(await quote(page, '3214')).toHaveText(/^Geelong and Bellarine delivery to .+ VIC: Free$/)
    await expect(await quote(page, '3000')).toHaveText(/^Melbourne delivery to .+ VIC: \$350$/)
    await expect(await quote(page, '3550')).toHaveText(/^Regional Victoria delivery to .+ VIC: \$750$/)
    await expect(await quote(page, '2000')).toHaveText(NO_ESTIMATE)
    await expect(await quote(page, '')).toHaveText('Please enter a postcode.')
  })

  test('a dealer without delivery prices has no delivery calculator', async ({ page }) => {
    const car = pick(westside, available)
    await page.goto(siteUrl(westside, `/cars/${car}?postcode=6000`))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('#delivery-calculator')).toHaveCount(0)
    await expect(page.getByText('Delivery Calculator')).toHaveCount(0)
  })

  test("each calculator keeps the others' values when it is submitted", async ({ page }) => {
    const car = pick(group, `${available} and location_id = 'hc-toyota-newstead-sales' and simple_fuel = 'Petrol'`)
    await page.goto(siteUrl(group, `/cars/${car}`))
    const finance = page.locator('#finance-calculator form')
    const amount = finance.locator('input[name="amount"]')
    await amount.fill('25000')
    await finance.getByRole('button', { name: 'Calculate' }).click()
    await expect(page).toHaveURL(/[?&]amount=25000/)

    const message = await quote(page, '4000')
    await expect(message).toContainText('Free local delivery')
    await expect(page).toHaveURL(/[?&]amount=25000/)
    await expect(amount).toHaveValue('25,000')

    const fuel = page.locator('#fuel-calculator form')
    await fuel.locator('input[name="fuel_price"]').fill('2.15')
    await fuel.getByRole('button', { name: 'Calculate' }).click()
    await expect(page).toHaveURL(/[?&]fuel_price=2\.15/)
    await expect(message).toContainText('Free local delivery')
    await expect(amount).toHaveValue('25,000')

    await amount.fill('26000')
    await finance.getByRole('button', { name: 'Calculate' }).click()
    await expect(page).toHaveURL(/[?&]amount=26000/)
    await expect(page.locator('#delivery-calculator').getByLabel('Your postcode')).toHaveValue('4000')
    await expect(message).toContainText('Free local delivery')
    await expect(fuel.locator('input[name="fuel_price"]')).toHaveValue('2.15')
  })
})
