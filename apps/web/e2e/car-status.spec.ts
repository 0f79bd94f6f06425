import { expect, test } from './support/test'
import { pick } from './demo-cars'
import { siteUrl } from './fixtures'

const group = 'harbour-city-motor-group'
const caravans = 'sunset-caravans'
const priced = "price > 5000 and spin_images = '[]'"

const cars = {
  get reserved() {
    return pick(group, `status = 'in_stock' and reserved = 1 and ${priced}`)
  },
  get comingSoon() {
    return pick(group, `status = 'coming_soon' and reserved = 0 and ${priced}`)
  },
  get available() {
    return pick(group, `status = 'in_stock' and reserved = 0 and ${priced} and simple_fuel = 'Petrol'`)
  },
  get caravan() {
    return pick(caravans, `status = 'in_stock' and reserved = 0 and ${priced} and item_type = 'caravan'`)
  },
}

/** Every finance element of the car page (teaser, calculator, estimate, Get Finance actions). */
async function expectNoFinance(page: import('@playwright/test').Page) {
  await expect(page.locator('#finance-calculator')).toHaveCount(0)
  await expect(page.getByTestId('finance-estimate')).toHaveCount(0)
  await expect(page.getByText(/From \$[\d,]+ weekly/)).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Get Finance Now' })).toHaveCount(0)
}

test.describe('car page status and wording', () => {
  test('a reserved car is labelled and shows no finance', async ({ page }) => {
    await page.goto(siteUrl(group, `/cars/${cars.reserved}`))
    await expect(page.getByTestId('car-status')).toContainText('RESERVED')
    await expectNoFinance(page)
  })

  test('a coming-soon car is labelled and shows no finance', async ({ page }) => {
    await page.goto(siteUrl(group, `/cars/${cars.comingSoon}`))
    await expect(page.getByTestId('car-status')).toContainText('COMING SOON')
    await expectNoFinance(page)
  })

  test('an available car has no status label and shows its finance', async ({ page }) => {
    await page.goto(siteUrl(group, `/cars/${cars.available}`))
    await expect(page.locator('#finance-calculator')).toBeVisible()
    await expect(page.getByTestId('car-status')).toHaveCount(0)
  })

  test('a caravan uses the caravan noun and has no fuel calculator', async ({ page }) => {
    await page.goto(siteUrl(caravans, `/cars/${cars.caravan}`))
    await expect(page.getByRole('heading', { name: 'Key Information' })).toBeVisible()
    await expect(page.locator('#fuel-calculator')).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Sell Your Caravan' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Sell Your Car', exact: true })).toHaveCount(0)
    await expect(page.getByText('Similar Cars', { exact: true })).toHaveCount(0)
  })

  test('fuel inputs are bounded: an absurd distance is brought inside and the field says so', async ({ page }) => {
    await page.goto(siteUrl(group, `/cars/${cars.available}?weekly_km=1e308&fuel_price=abc`))
    const fuel = page.locator('#fuel-calculator')
    await expect(fuel.getByText('Enter a number between 0 and 5,000 km a week; showing 5,000.')).toBeVisible()
    await expect(fuel.getByText('Enter a number between $0.50 and $5.00 a litre.')).toBeVisible()
    await expect(fuel.getByLabel('Distance (km a week)')).toHaveValue('1e308')
    await expect(fuel.getByTestId('fuel-result')).not.toContainText('∞')
    await expect(fuel.getByTestId('fuel-result')).toContainText(/\$[\d,]+(\.\d\d)? a week/)
    await expect(fuel.getByText(/L\/100km/)).toBeVisible()
  })

  test('title, price and actions come before the details and calculators in reading order', async ({ page }) => {
    await page.goto(siteUrl(group, `/cars/${cars.available}`))
    const order = await page.evaluate(() => {
      const all = [
        ...document.querySelectorAll('h1, #key-information, #finance-calculator, [data-placement="sidebar"]'),
      ]
      return all.map((el) => (el.tagName === 'H1' ? 'title' : el.id || 'actions'))
    })
    expect(order.slice(0, 2).sort()).toEqual(['actions', 'title'])
    expect(order.indexOf('title')).toBeLessThan(order.indexOf('key-information'))
    expect(order.indexOf('actions')).toBeLessThan(order.indexOf('finance-calculator'))
  })
})
