import { expect, test } from './support/test'
import { runningOffers, siteUrl, tenants } from './fixtures'
import { pick, queryE2eDb } from './demo-cars'
import { hostRequest } from './http'

/* docs/spec-coverage.md, Dealer site: offers, brands and service. Both projects: JavaScript on and off. */

const group = 'harbour-city-motor-group'
const used = 'westside-car-co'
const vans = 'sunset-caravans'

const harbour = tenants.find((t) => t.slug === group)!
const EXPIRED = 'Winter service special: free wheel alignment'
const KIA = 'Kia Sportage 3.99% p.a. finance (comparison 5.21% p.a.)'
const WARNING =
  'WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. ' +
  'Different terms, fees or other loan amounts might result in a different comparison rate.'
const ISO_DATE = /\b\d{4}-\d{2}-\d{2}\b/

test.describe('offers', () => {
  for (const path of ['/', '/special-offers', '/eofy']) {
    test(`${path}: running offers only, ends as dd/MM/yyyy, the comparison rate with its basis and warning`, async ({
      page,
    }) => {
      await page.goto(siteUrl(group, path))
      const main = page.getByRole('main')
      for (const offer of runningOffers(harbour)) {
        await expect(main.getByRole('heading', { name: offer.title })).toBeVisible()
      }
      // The expired offer is still in the dealer's config, but no list shows it.
      await expect(main.getByText(EXPIRED)).toHaveCount(0)
      await expect(main.getByText('Offer ends 28/02/2027')).toBeVisible()
      await expect(main.getByText('Offer ends 31/01/2027')).toBeVisible()
      expect(await main.locator('li').filter({ hasText: 'Offer ends' }).allInnerTexts()).not.toContainEqual(
        expect.stringMatching(ISO_DATE),
      )
      const kia = main.getByRole('listitem').filter({ has: page.getByRole('heading', { name: KIA }) })
      const note = kia.getByRole('note', { name: 'Comparison rate warning' })
      await expect(note).toContainText('3.99% p.a. (comparison rate 5.21% p.a.)')
      await expect(note).toContainText('Comparison rate based on a secured loan of $30,000 over 5 years.')
      await expect(note).toContainText(WARNING)
      // An offer without a rate carries no warning.
      const hilux = main.getByRole('listitem').filter({ hasText: 'HiLux SR5 Double Cab' })
      await expect(hilux.getByRole('note')).toHaveCount(0)
    })
  }

  test('a dealer whose only offer has expired: no Offers in the nav, none on the pages, none in search, no Latest Offers link', async ({
    page,
  }) => {
    await page.goto(siteUrl(used, '/'))
    await expect(page.getByRole('navigation', { name: 'Main' }).getByText('Offers', { exact: true })).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'Special offers' })).toHaveCount(0)
    await page.goto(siteUrl(used, '/special-offers'))
    await expect(page.getByRole('heading', { name: 'No offers right now' })).toBeVisible()
    await expect(page.getByText('Tax time')).toHaveCount(0)
    await page.goto(siteUrl(used, '/eofy'))
    await expect(page.getByRole('link', { name: 'Browse all stock' })).toBeVisible()
    await page.goto(siteUrl(used, '/search/used-cars'))
    await expect(page.getByText('Special offer', { exact: true })).toHaveCount(0)
    // A car's bottom banner has no Latest Offers link to an empty page; the other two stay.
    await page.locator('main a[href^="/cars/"]').first().click()
    const banner = page.getByRole('navigation', { name: 'More from us' })
    await expect(banner.getByRole('link', { name: 'Book a Service' })).toBeVisible()
    await expect(banner.getByRole('link', { name: 'Latest Offers' })).toHaveCount(0)
    // And the group with running offers has the nav item.
    await page.goto(siteUrl(group, '/'))
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Offers', exact: true }),
    ).toHaveAttribute('href', '/special-offers')
  })

  test('the sitemap lists /special-offers only for a dealer with a running offer', async () => {
    const withOffers = (await hostRequest(group, '/sitemaps/pages.xml')).body
    expect(withOffers).toContain('/special-offers</loc>')
    expect(withOffers).toContain('/toyota/overview</loc>')
    const without = (await hostRequest(used, '/sitemaps/pages.xml')).body
    expect(without).toContain('/eofy</loc>')
    expect(without).not.toContain('/special-offers</loc>')
  })
})

test.describe('brands', () => {
  test('/brands: sections with drawn logos; a franchise brand leads to its overview', async ({ page }) => {
    await page.goto(siteUrl(group, '/brands'))
    await expect(page.getByRole('heading', { level: 1, name: 'Our brands' })).toBeVisible()
    const cars = page.getByRole('region', { name: 'Cars' })
    await expect(cars).toBeVisible()
    for (const make of ['Toyota', 'Mazda', 'Hyundai', 'Kia']) {
      const tile = cars.getByRole('link', { name: new RegExp(`^${make} Authorised dealer`) })
      await expect(tile).toHaveAttribute('href', `/${make.toLowerCase()}/overview`)
      await expect(tile.locator('svg')).toHaveCount(1)
    }
    // A make that is only in used stock leads to its search.
    const others = cars.getByRole('link').filter({ hasNotText: 'Authorised dealer' })
    await expect(others.first()).toHaveAttribute('href', /^\/search\/[a-z0-9-]+$/)
    // No logo is fetched: every logo is drawn inline.
    expect(await page.locator('main img').count()).toBe(0)
    await cars.getByRole('link', { name: /^Kia Authorised dealer/ }).click()
    await expect(page).toHaveURL(/\/kia\/overview$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Kia at Harbour City Motor Group' })).toBeVisible()
  })

  test('a caravan dealer’s brands sit under caravans', async ({ page }) => {
    await page.goto(siteUrl(vans, '/brands'))
    const section = page.getByRole('region', { name: 'Caravans and campers' })
    await expect(section.getByRole('link', { name: /^Jayco Authorised dealer/ })).toHaveAttribute(
      'href',
      '/jayco/overview',
    )
    await expect(page.getByRole('region', { name: 'Cars' })).toHaveCount(0)
  })

  test('/{brand}/overview: models, stock, the brand’s offers and its service booking', async ({ page }) => {
    await page.goto(siteUrl(group, '/kia/overview'))
    await expect(page.getByRole('heading', { level: 1, name: 'Kia at Harbour City Motor Group' })).toBeVisible()
    const models = page.getByRole('region', { name: 'Kia models' })
    await expect(models.getByRole('link').first()).toHaveAttribute('href', /^\/models\/kia-[a-z0-9-]+$/)
    await expect(page.getByRole('link', { name: 'View Kia stock' })).toHaveAttribute('href', '/search/kia')
    const offers = page.getByRole('region', { name: 'Kia offers' })
    await expect(offers.getByRole('heading', { name: KIA })).toBeVisible()
    await expect(offers.getByRole('note', { name: 'Comparison rate warning' })).toContainText(WARNING)
    // Only this brand's offers.
    await expect(offers.getByText('HiLux')).toHaveCount(0)
    await expect(page.getByRole('link', { name: /^Book a Kia service/ })).toHaveAttribute(
      'href',
      'https://service.example.com.au/harbour-city/kia-maroochydore',
    )
    await expect(page.getByRole('region', { name: 'Where to find Kia' })).toContainText('Maroochydore')

    // The expired Toyota offer is not on Toyota's page.
    await page.goto(siteUrl(group, '/toyota/overview'))
    await expect(page.getByRole('region', { name: 'Toyota offers' }).getByText('HiLux SR5 Double Cab')).toBeVisible()
    await expect(page.getByText(EXPIRED)).toHaveCount(0)
  })

  test('a brand the dealer does not represent is its 404, never another dealer’s page', async ({ page }) => {
    for (const [slug, path] of [
      [group, '/ferrari/overview'],
      [group, '/ford/overview'],
      [used, '/toyota/overview'],
      [group, '/%3Cscript%3E/overview'],
    ] as const) {
      const res = await page.goto(siteUrl(slug, path))
      expect(res?.status(), path).toBe(404)
    }
  })
})

test.describe('finance by NVIC', () => {
  test('/personalised/finance: the car’s price, its calculator and the finance form prefilled', async ({ page }) => {
    const slug = pick(group, "nvic is not null and status = 'in_stock' and reserved = 0 and price > 5000")
    const car = queryE2eDb<{ id: string; price: number }>(
      'select id, price from cars where tenant = ? and slug = ?',
      group,
      slug,
    )[0]!
    const price = `$${car.price.toLocaleString('en-AU')}`
    await page.goto(siteUrl(group, `/personalised/finance?car_id=${car.id}`))
    await expect(page.getByRole('heading', { level: 1, name: 'Your Finance' })).toBeVisible()
    await expect(page.getByText(price, { exact: true }).first()).toBeVisible()
    await expect(page.getByLabel('Vehicle price or budget')).toHaveValue(car.price.toLocaleString('en-AU'))
    const calculator = page.getByRole('region', { name: 'Finance Calculator' })
    await expect(calculator.getByLabel('Purchase price')).toHaveValue(car.price.toLocaleString('en-AU'))
    // The calculator's GET form keeps the car.
    await calculator.getByRole('button', { name: 'Calculate' }).click()
    await expect(page).toHaveURL(new RegExp(`/personalised/finance\\?.*car_id=${slug}`))
    await expect(page.getByRole('heading', { level: 1, name: 'Your Finance' })).toBeVisible()
  })

  test('a car without an NVIC, another dealer’s car and garbage are a 404', async ({ page }) => {
    const noNvic = pick(group, 'nvic is null')
    const theirs = pick(used, 'nvic is not null')
    for (const query of [`car_id=${noNvic}`, `car_id=${theirs}`, 'car_id=%3Cscript%3E', 'car_id=', '']) {
      const res = await page.goto(siteUrl(group, `/personalised/finance?${query}`))
      expect(res?.status(), query).toBe(404)
    }
  })
})

test.describe('service', () => {
  test('service booking by make for every demo dealer, and caravan servicing for the caravan dealer', async ({
    page,
  }) => {
    await page.goto(siteUrl(group, '/service'))
    const booking = page.getByRole('region', { name: 'Book a service online' })
    await expect(booking.getByRole('link', { name: /^Book a Toyota Service/ })).toHaveAttribute(
      'href',
      'https://service.example.com.au/harbour-city/toyota-newstead',
    )
    await expect(booking.getByRole('link', { name: /^Book a Mazda Service/ })).toHaveAttribute('target', '_blank')
    await expect(booking.getByRole('link')).toHaveCount(5)

    await page.goto(siteUrl(vans, '/service'))
    await expect(page.getByRole('heading', { level: 1, name: 'Caravan Servicing' })).toBeVisible()
    await expect(page.getByText('Wheel bearings cleaned, inspected and repacked', { exact: false })).toBeVisible()
    await expect(page.getByText(/oil and filter/i)).toHaveCount(0)
    await expect(
      page.getByRole('region', { name: 'Book a service online' }).getByRole('link', { name: /^Book a Jayco Service/ }),
    ).toHaveAttribute('href', 'https://service.example.com.au/sunset-caravans/jayco')

    await page.goto(siteUrl(used, '/service'))
    await expect(
      page.getByRole('region', { name: 'Book a service online' }).getByRole('link', { name: /^Book a Service/ }),
    ).toHaveAttribute('href', 'https://service.example.com.au/westside-car-co/bentley')
    await expect(page.getByText('Factory-trained')).toHaveCount(0)
  })
})

test('the stats banner states only what the dealer’s data supports', async ({ page }) => {
  await page.goto(siteUrl(group, '/'))
  const banner = page.getByRole('region', { name: 'Harbour City Motor Group in numbers' })
  await expect(banner).toContainText('8locations')
  await expect(banner).toContainText('4brands')
  await expect(page.getByText('50+')).toHaveCount(0)
  await expect(page.getByText('30+')).toHaveCount(0)
  await page.goto(siteUrl(used, '/'))
  const westside = page.getByRole('region', { name: 'Westside Car Co in numbers' })
  await expect(westside).toContainText('1location')
  await expect(westside).toContainText(/\d+makes in stock/)
  await expect(westside).toContainText('15+years')
})
