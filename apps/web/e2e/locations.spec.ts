import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from './support/test'
import { siteUrl } from './fixtures'
import { hostRequest } from './http'
import { fillByLabel, skipBrowserChecks } from './lead-form'
import { leadIdOf, storedLead } from './lead-db'

/*
 * The dealer's locations (docs/spec-coverage.md, Dealer site: locations), with JavaScript on and off:
 * the listing grouped by site with department tabs, the postcode finder, the home page's carousel,
 * the location page's department switch and holiday hours, /our-location and the location enquiry.
 */

const harbour = 'harbour-city-motor-group'
const westside = 'westside-car-co'
const caravans = 'sunset-caravans'
const isJs = () => test.info().project.name === 'js'
const hydrated = (page: Page) => page.locator('html[data-hydrated]').waitFor()

const tenantJson = (slug: string) =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../../tenants/${slug}/tenant.json`), 'utf8')) as {
    service: { bookings: { make: string | null; url: string }[] }
    locations: { id: string; slug: string; phone: string }[]
  }

/** The dealer's service booking for a make (null: its any-make entry). */
const bookingUrl = (slug: string, make: string | null) =>
  tenantJson(slug).service.bookings.find((b) => b.make === make)!.url

/** A site's card on the listing, by its name. */
const siteCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true })

test('the listing groups departments by site name, with tabs that work with and without JavaScript', async ({
  page,
}) => {
  await page.goto(siteUrl(harbour, '/dealer-locator'))
  if (isJs()) await hydrated(page)
  await expect(page.getByRole('status')).toHaveText('8 locations')
  // Four sites: the Toyota yard and its service centre are on different streets, one card still.
  await expect(page.getByRole('article')).toHaveCount(4)
  const toyota = siteCard(page, 'Harbour City Toyota Newstead')
  await expect(
    toyota.getByRole('img', { name: /^Map of Harbour City Toyota Newstead, 210 Breakfast Creek Road/ }),
  ).toBeVisible()
  await expect(toyota.getByText('Toyota', { exact: true })).toBeVisible()
  const sales = toyota.getByRole('heading', { name: 'Harbour City Toyota Newstead Sales' })
  const service = toyota.getByRole('heading', { name: 'Harbour City Toyota Newstead Service' })
  await expect(sales).toBeVisible()
  await expect(service).toBeHidden()
  await expect(toyota.getByText('210 Breakfast Creek Road, Newstead QLD 4006', { exact: true })).toBeVisible()
  await expect(toyota.getByRole('link', { name: '(07) 3252 8800' })).toHaveAttribute('href', /^tel:/)
  await expect(toyota.getByText('DL# 3182745').first()).toBeVisible()
  await expect(toyota.getByRole('link', { name: 'Contact', exact: true }).first()).toHaveAttribute(
    'href',
    '/contact-us/harbour-city-toyota-newstead',
  )
  await expect(toyota.getByRole('link', { name: 'Get Directions' }).first()).toBeVisible()
  // No department has a website of its own: no Visit Website link to nowhere.
  await expect(page.getByRole('link', { name: 'Visit Website' })).toHaveCount(0)

  // The Service tab: with JavaScript an ARIA tab, without it a link to the panel.
  const serviceTab = isJs()
    ? toyota.getByRole('tab', { name: 'Service' })
    : toyota.getByRole('navigation', { name: 'Harbour City Toyota Newstead departments' }).getByRole('link', {
        name: 'Service',
      })
  await serviceTab.click()
  if (isJs()) await expect(serviceTab).toHaveAttribute('aria-selected', 'true')
  await expect(service).toBeVisible()
  await expect(sales).toBeHidden()
  // Harbour City switches Book a Service on: the service department books with the dealer's Toyota booking.
  await expect(toyota.getByRole('link', { name: 'Book a Service' })).toHaveAttribute(
    'href',
    bookingUrl(harbour, 'Toyota'),
  )
  // Contact reaches the department shown, not the site's sales department.
  await expect(toyota.getByRole('link', { name: 'Contact', exact: true })).toHaveAttribute(
    'href',
    '/locations/harbour-city-toyota-newstead-service#form-section',
  )
  await (
    isJs()
      ? toyota.getByRole('tab', { name: 'Parts' })
      : toyota.getByRole('navigation').getByRole('link', { name: 'Parts' })
  ).click()
  await expect(toyota.getByRole('link', { name: 'Parts Enquiry' })).toHaveAttribute(
    'href',
    '/locations/harbour-city-toyota-newstead-parts#form-section',
  )
  await expect(toyota.getByRole('link', { name: 'Contact', exact: true })).toHaveAttribute(
    'href',
    '/locations/harbour-city-toyota-newstead-parts#form-section',
  )

  // A site with one department has no tabs.
  const nerang = siteCard(page, 'Harbour City Used Cars Nerang')
  await expect(nerang.getByRole('tab')).toHaveCount(0)
  await expect(nerang.getByRole('navigation')).toHaveCount(0)
  // Its one department is named as the site: the name shows once, as the site heading.
  await expect(nerang.getByText('Harbour City Used Cars Nerang', { exact: true })).toHaveCount(1)
  await expect(nerang.getByRole('heading', { name: 'Harbour City Used Cars Nerang' })).toHaveCount(1)
})

test('a closed day reads as each dealer says: an Enquire Now link, By appointment only, or Closed', async ({
  page,
}) => {
  await page.goto(siteUrl(harbour, '/dealer-locator?type=service'))
  const maroochydore = siteCard(page, 'Harbour City Hyundai Kia Maroochydore')
  const sunday = maroochydore.getByRole('row', { name: /^Sunday/ })
  await expect(sunday.getByRole('link', { name: 'Enquire Now' })).toHaveAttribute(
    'href',
    '/locations/harbour-city-hyundai-kia-maroochydore-service#form-section',
  )
  await page.goto(siteUrl(caravans, '/dealer-locator'))
  await expect(
    siteCard(page, 'Sunset Caravans North Geelong')
      .getByRole('row', { name: /^Sunday/ })
      .getByRole('cell'),
  ).toHaveText('By appointment only')
  // Sunset Caravans books services but sells no parts; Westside Car Co shows neither button.
  // Its service centre services several makes: the any-make booking.
  await expect(page.getByRole('link', { name: 'Book a Service' })).toHaveAttribute('href', bookingUrl(caravans, null))
  await page.goto(siteUrl(westside, '/dealer-locator'))
  await expect(page.getByRole('article')).toHaveCount(1)
  await expect(page.getByRole('link', { name: /Book a Service|Parts Enquiry/ })).toHaveCount(0)
})

test('Search locations... and the type tabs narrow the sites by GET links and forms', async ({ page }) => {
  await page.goto(siteUrl(harbour, '/dealer-locator'))
  await page.getByRole('navigation', { name: 'Location types' }).getByRole('link', { name: 'Parts' }).click()
  await expect(page).toHaveURL(/type=parts/)
  await expect(page.getByRole('status')).toHaveText('1 location')
  await expect(page.getByRole('heading', { level: 3, name: 'Harbour City Toyota Newstead Parts' })).toBeVisible()
  await page.getByRole('navigation', { name: 'Location types' }).getByRole('link', { name: 'All' }).click()
  // The search form searches the tab on show: with JS, 'All' is a client-side navigation to wait for.
  await expect(page).not.toHaveURL(/type=parts/)
  await page.getByPlaceholder('Search locations...').fill('maroochydore')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page).toHaveURL(/locationQuery=maroochydore/)
  await expect(page.getByRole('status')).toHaveText('2 locations matching “maroochydore”')
  await expect(page.getByRole('article')).toHaveCount(1)
})

test('a postcode puts the nearest site first with its distance; an unknown one is named beside the field', async ({
  page,
}) => {
  await page.goto(siteUrl(harbour, '/dealer-locator'))
  // Surfers Paradise: Southport is nearest, Nerang next, Newstead (Brisbane) then Maroochydore.
  await page.getByLabel('Nearest to postcode').fill('4217')
  await page.getByRole('button', { name: 'Find nearest' }).click()
  await expect(page).toHaveURL(/postcode=4217/)
  await expect(page.getByRole('status')).toHaveText(/^8 locations, nearest to .+ 4217 first$/)
  const names = page.getByRole('article').getByRole('heading', { level: 2 })
  await expect(names).toHaveText([
    'Harbour City Mazda Southport',
    'Harbour City Used Cars Nerang',
    'Harbour City Toyota Newstead',
    'Harbour City Hyundai Kia Maroochydore',
  ])
  const distances = await page.getByText(/^[\d.,]+ km away$/).allTextContents()
  expect(distances).toHaveLength(4)
  const km = distances.map((d) => Number(d.replace(/[^\d.]/g, '')))
  expect(km).toEqual([...km].sort((a, b) => a - b))
  expect(km[0]).toBeLessThan(5)
  expect(km[3]).toBeGreaterThan(100)

  // The search box keeps the postcode: a search inside the ordered list stays ordered.
  await page.getByPlaceholder('Search locations...').fill('harbour')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page).toHaveURL(/postcode=4217/)
  await expect(names.first()).toHaveText('Harbour City Mazda Southport')

  await page.goto(siteUrl(harbour, '/dealer-locator'))
  await page.getByLabel('Nearest to postcode').fill('0001')
  await page.getByRole('button', { name: 'Find nearest' }).click()
  const field = page.getByLabel('Nearest to postcode')
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(page.locator('#postcode-error')).toHaveText(
    'Invalid postcode: we could not find 0001 in Australia. Please check it and try again.',
  )
  await expect(page.getByRole('article')).toHaveCount(4)
  // Not four digits (a hand-made URL: the field itself refuses it).
  const odd = await hostRequest(harbour, '/dealer-locator?postcode=40%3Cb%3E&type=nope&locationQuery=%00')
  expect(odd.status).toBe(200)
  expect(odd.body).toContain('Invalid postcode. Please enter a 4-digit number.')
})

test('home: Our Locations scrolls sideways with arrows above three sites, and wraps into rows without JavaScript', async ({
  page,
}) => {
  await page.goto(siteUrl(harbour, '/'))
  if (isJs()) await hydrated(page)
  const section = page.getByRole('region', { name: 'Our Locations' })
  const track = section.getByRole('list', { name: 'Our locations' })
  await expect(track.getByRole('listitem')).toHaveCount(4)
  await expect(track.getByRole('heading', { level: 3 })).toHaveText([
    'Harbour City Toyota Newstead',
    'Harbour City Mazda Southport',
    'Harbour City Used Cars Nerang',
    'Harbour City Hyundai Kia Maroochydore',
  ])
  const next = section.getByRole('button', { name: 'Next locations' })
  const previous = section.getByRole('button', { name: 'Previous locations' })
  const last = track.getByRole('listitem').last()
  const onScreen = async () => {
    const box = (await last.boundingBox())!
    return box.x >= 0 && box.x + box.width <= page.viewportSize()!.width
  }
  if (isJs()) {
    expect(await track.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
    expect(await onScreen()).toBe(false)
    // The arrows come with the carousel's code, which loads as it comes into view (~/components/home-on-demand.ts).
    await section.scrollIntoViewIfNeeded()
    await expect(previous).toBeDisabled()
    await next.click()
    await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0)
    await expect(next).toBeDisabled()
    await expect(previous).toBeEnabled()
    await expect.poll(onScreen).toBe(true)
  } else {
    await expect(next).toHaveCount(0)
    // Without JavaScript there are no arrows and a mouse cannot swipe: the cards wrap into rows of
    // three (the dealer's carouselPerView), the fourth on the page, not off its right edge.
    expect(await track.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(false)
    expect(await onScreen()).toBe(true)
    const first = (await track.getByRole('listitem').first().boundingBox())!
    expect((await last.boundingBox())!.y).toBeGreaterThan(first.y + first.height)
    // A phone still swipes (and its keyboard scrolls the focused list).
    await page.setViewportSize({ width: 390, height: 844 })
    expect(await track.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
    await track.focus()
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0)
    await page.setViewportSize({ width: 1280, height: 720 })
  }
  // Two sites fit a row: no arrows; the swipe hint shows on a phone only.
  await page.goto(siteUrl(caravans, '/'))
  const caravanSection = page.getByRole('region', { name: 'Our Locations' })
  await expect(caravanSection.getByRole('button', { name: /locations$/ })).toHaveCount(0)
  await expect(caravanSection.getByText('Swipe to see more locations')).toBeHidden()
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(caravanSection.getByText('Swipe to see more locations')).toBeVisible()
  // One site: a plain card, nothing to swipe.
  await page.goto(siteUrl(westside, '/'))
  await expect(
    page.getByRole('region', { name: 'Our Locations' }).getByText('Swipe to see more locations'),
  ).toHaveCount(0)
})

test('the location page switches between the departments of its site, by site name', async ({ page }) => {
  await page.goto(siteUrl(harbour, '/locations/harbour-city-toyota-newstead-sales'))
  const department = page.getByLabel('Department')
  await expect(department.locator('option')).toHaveText(['Sales', 'Service', 'Parts'])
  await department.selectOption({ label: 'Service' })
  await page.getByRole('button', { name: 'Go' }).click()
  await expect(page).toHaveURL(/\/locations\/harbour-city-toyota-newstead-service$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Harbour City Toyota Newstead Service')
  await expect(
    page.getByRole('img', { name: /^Map of Harbour City Toyota Newstead Service, 18 Doggett Street/ }),
  ).toBeVisible()

  await page.goto(siteUrl(harbour, '/locations/harbour-city-mazda-southport-service'))
  await expect(page.getByLabel('Department').locator('option')).toHaveText(['Sales', 'Service'])
  await page.goto(siteUrl(harbour, '/locations/harbour-city-used-cars-nerang'))
  await expect(page.getByLabel('Department')).toHaveCount(0)
  await page.goto(siteUrl(caravans, '/locations/sunset-caravans-corio-sales'))
  await expect(page.getByLabel('Department')).toHaveCount(0)
})

test('on a phone the location page stacks address, hours and map at full width, none over another', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  for (const [slug, path] of [
    [harbour, '/locations/harbour-city-toyota-newstead-sales'],
    [caravans, '/locations/sunset-caravans-corio-sales'],
  ] as const) {
    await page.goto(siteUrl(slug, path))
    const boxes = []
    for (const part of [
      page.getByRole('region', { name: 'Address' }),
      page.getByRole('region', { name: 'Opening hours' }),
      page.getByRole('img', { name: /^Map of / }),
    ]) {
      boxes.push((await part.boundingBox())!)
    }
    for (const box of boxes) expect(box.width, `${slug}: each part has the column's width`).toBeGreaterThan(300)
    for (let i = 1; i < boxes.length; i++) {
      expect(boxes[i]!.y, `${slug}: part ${i + 1} starts below part ${i}`).toBeGreaterThanOrEqual(
        boxes[i - 1]!.y + boxes[i - 1]!.height,
      )
    }
  }
})

test('holiday hours open in a dialog with JavaScript, in place without it, in 12-hour form', async ({ page }) => {
  await page.goto(siteUrl(harbour, '/locations/harbour-city-toyota-newstead-sales'))
  if (isJs()) {
    await hydrated(page)
    await page.getByRole('button', { name: 'Holiday hours' }).click()
    await expect(page.getByRole('dialog', { name: 'Holiday hours' })).toBeVisible()
  } else {
    await page.locator('summary', { hasText: 'Holiday hours' }).click()
  }
  const table = page.getByRole('table', { name: 'Holiday hours for Harbour City Toyota Newstead Sales' })
  await expect(table).toBeVisible()
  await expect(table.getByRole('row', { name: /^25\/12\/2026 \(Christmas Day\)/ }).getByRole('cell')).toHaveText(
    'Closed',
  )
  for (const hours of await table.getByRole('cell').allTextContents())
    expect(hours).toMatch(/^(Closed|\d{1,2}:\d{2} (am|pm) - \d{1,2}:\d{2} (am|pm))$/)
  if (isJs()) {
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toBeHidden()
  }
})

test('/our-location/{slug} is the location page, by a location’s or a site’s slug; anything else 404', async ({
  page,
}) => {
  await page.goto(siteUrl(harbour, '/our-location/harbour-city-mazda-southport-service'))
  await expect(page).toHaveURL(/\/locations\/harbour-city-mazda-southport-service$/)
  await page.goto(siteUrl(harbour, '/our-location/harbour-city-mazda-southport'))
  await expect(page).toHaveURL(/\/locations\/harbour-city-mazda-southport-sales$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Harbour City Mazda Southport Sales')
  const moved = await hostRequest(harbour, '/our-location/harbour-city-used-cars-nerang')
  expect(moved.status).toBe(301)
  for (const p of ['/our-location/westside-car-co-bentley', '/our-location/%00', '/our-location/nope'])
    expect((await hostRequest(harbour, p)).status, p).toBe(404)
})

test('a location enquiry is the location’s: its id on the lead, and /success gives its phone', async ({ page }) => {
  const parts = tenantJson(harbour).locations.find((l) => l.id === 'hc-toyota-newstead-parts')!
  await page.goto(siteUrl(harbour, '/locations/harbour-city-toyota-newstead-parts#form-section'))
  await skipBrowserChecks(page)
  await fillByLabel(page, {
    Name: 'Pat Parts',
    Email: 'pat@example.com',
    Phone: '0412 345 678',
    Comments: 'A set of floor mats for a 2024 HiLux, please.',
  })
  await page.getByLabel('I agree to the Privacy Policy and Terms & Conditions*.').check()
  await page.getByRole('button', { name: 'Send Enquiry' }).click()
  await expect(page).toHaveURL(/\/success\?lead=/)
  await expect(page.getByText('Your enquiry is with Harbour City Toyota Newstead Parts.')).toBeVisible()
  await expect(page.getByRole('link', { name: parts.phone })).toHaveAttribute('href', /^tel:/)
  const lead = storedLead(harbour, leadIdOf(page.url()))
  expect(lead.formType).toBe('location-enquiry')
  expect(lead.payload.fields.location_id).toBe('hc-toyota-newstead-parts')
})
