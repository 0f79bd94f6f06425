import { expect, test, type Page } from './support/test'
import { pick, queryE2eDb } from './demo-cars'
import { PORT, siteUrl } from './fixtures'
import { pdfText } from './support/pdf-text'
import { TERMS_LABEL, fillContact, openForm } from './lead-steps'

/*
 * The car's own number (ADR 016; docs/spec-coverage.md, Car page): the phone of the location the
 * car is at, unless the dealer overrides it by dealership or car type; never the group's main
 * number for a car at another location.
 */

const group = 'harbour-city-motor-group'
const caravans = 'sunset-caravans'
const MAIN = '(07) 3252 8800'
const available = "status = 'in_stock' and price > 5000 and spin_images = '[]'"
const at = (location: string) => `${available} and location_id = '${location}'`
const NERANG = {
  where: at('hc-used-nerang'),
  number: '(07) 5596 4411',
  masked: '(07) 5596 XXXX',
  tel: 'tel:+61755964411',
}
const SOUTHPORT = {
  where: at('hc-mazda-southport-sales'),
  number: '(07) 5591 2200',
  masked: '(07) 5591 XXXX',
  tel: 'tel:+61755912200',
}

const hydrated = (page: Page) => page.locator('html[data-hydrated]').waitFor()
const reveals = (slug: string) =>
  queryE2eDb<{ n: number }>(
    `select count(*) as n from phone_reveals r join cars c on c.tenant = r.tenant and c.id = r.car_id where r.tenant = ? and c.slug = ?`,
    group,
    slug,
  )[0]!.n

/** Opens the car's page and presses 'Show number'; checks the block, Call Now and the bottom bar. */
async function revealAndCheck(page: Page, slug: string, want: typeof NERANG, javaScriptEnabled: boolean) {
  const before = reveals(slug)
  await page.goto(siteUrl(group, `/cars/${slug}`))
  const block = page.getByRole('group', { name: 'Dealer phone' })
  const sidebarCall = page.locator('[data-placement="sidebar"]').getByRole('link', { name: /^Call Now - / })
  // The bottom bar is for narrow screens (hidden here), so it is found by its call action.
  const barCall = page.locator('[data-placement="bar"] a[data-cta="call"]')
  // Masked: the location's number, not the group's.
  await expect(block.getByTestId('dealer-phone-masked')).toHaveText(want.masked)
  await expect(sidebarCall).toHaveText(`Call Now - ${want.masked}`)
  await expect(barCall).toHaveText(`Call Now - ${want.masked}`)
  if (javaScriptEnabled) await hydrated(page)
  await block.getByRole('button', { name: 'Show number' }).click()
  await expect(block.getByRole('link', { name: want.number })).toHaveAttribute('href', want.tel)
  await expect(sidebarCall).toHaveText(`Call Now - ${want.number}`)
  await expect(sidebarCall).toHaveAttribute('href', want.tel)
  await expect(barCall).toHaveAttribute('href', want.tel)
  await expect(block).not.toContainText(MAIN)
  await expect.poll(() => reveals(slug)).toBe(before + 1)
}

test.describe('car phone numbers', () => {
  test("a Nerang car's Show number reveals the Nerang number, and Call Now dials it", async ({
    page,
    javaScriptEnabled,
  }) => {
    // A car of this test alone per project, so its count of reveals is this test's.
    await revealAndCheck(page, pick(group, NERANG.where, javaScriptEnabled ? 5 : 6), NERANG, javaScriptEnabled)
  })

  test('a Southport car reveals the Southport number; another car stays masked until revealed there', async ({
    page,
    javaScriptEnabled,
  }) => {
    await revealAndCheck(page, pick(group, SOUTHPORT.where, javaScriptEnabled ? 5 : 6), SOUTHPORT, javaScriptEnabled)
    // The reveal was this car's: a Nerang car in the same browser is still masked, and its reveal
    // is recorded when the shopper asks there.
    const other = pick(group, NERANG.where, javaScriptEnabled ? 7 : 8)
    await page.goto(siteUrl(group, `/cars/${other}`))
    await expect(page.getByRole('group', { name: 'Dealer phone' }).getByTestId('dealer-phone-masked')).toHaveText(
      NERANG.masked,
    )
    await expect(
      page.locator('[data-placement="sidebar"]').getByRole('link', { name: /^Call Now - / }),
    ).toHaveAttribute('href', '#dealer-phone')
  })

  test("the print page, the PDF and the structured data carry the car's number", async ({ page, request }) => {
    const slug = pick(group, NERANG.where, 9)
    await page.goto(siteUrl(group, `/cars/${slug}`))
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '[]') as {
      '@type': string
      offers?: { seller?: { telephone?: string } }
    }[]
    expect(ld.find((x) => x['@type'] === 'Car')?.offers?.seller?.telephone).toBe(NERANG.number)

    await page.goto(siteUrl(group, `/print?car_id=${slug}`))
    await expect(page.locator('article address')).toContainText(`Phone: ${NERANG.number}`)

    const pdf = await request.get(`http://127.0.0.1:${PORT}/cars/${slug}/pdf`, {
      headers: { Host: `${group}.localhost:${PORT}` },
    })
    expect(pdf.status()).toBe(200)
    const lines = pdfText(await pdf.body())
    expect(lines).toContain(`Phone: ${NERANG.number}`)
    expect(lines.join('\n')).not.toContain(MAIN)

    const southport = pick(group, SOUTHPORT.where, 9)
    await page.goto(siteUrl(group, `/print?car_id=${southport}`))
    await expect(page.locator('article address')).toContainText(`Phone: ${SOUTHPORT.number}`)
  })

  test('after any form about a Nerang car, /success gives the number its page gives, not the main one', async ({
    page,
  }) => {
    // Request Photos and Finance gave the group's main number while Test Drive gave Nerang's.
    const slug = pick(group, NERANG.where, 10)
    const urgent = page.getByText('If it is urgent, call us on')
    await openForm(page, group, `/cars/${slug}/request-photos`)
    await page.getByLabel('Name').fill('Pho Tos')
    await page.getByLabel('Email').fill(`photos-${Date.now()}@example.com`)
    await page.getByLabel('Phone').fill('0412 345 678')
    await page.getByLabel(TERMS_LABEL).check()
    await page.getByRole('button', { name: 'Request Photos' }).click()
    await expect(page).toHaveURL(/\/success\?lead=/)
    await expect(urgent.getByRole('link', { name: NERANG.number })).toHaveAttribute('href', NERANG.tel)

    await openForm(page, group, `/finance?car_id=${slug}#finance-form`)
    await fillContact(page, { name: 'Fin Ance', email: `finance-${Date.now()}@example.com`, postcode: '4211' })
    await page.getByRole('button', { name: 'Send Finance Enquiry' }).click()
    await expect(page).toHaveURL(/\/success\?lead=/)
    await expect(urgent.getByRole('link', { name: NERANG.number })).toHaveAttribute('href', NERANG.tel)
    await expect(urgent).not.toContainText(MAIN)
  })

  test("a dealer's number for a car type comes before the location's (Sunset Caravans' used line)", async ({
    page,
    javaScriptEnabled,
  }) => {
    const used = pick(caravans, `${available} and car_type = 'used'`, javaScriptEnabled ? 1 : 2)
    await page.goto(siteUrl(caravans, `/cars/${used}`))
    if (javaScriptEnabled) await hydrated(page)
    const block = page.getByRole('group', { name: 'Dealer phone' })
    await block.getByRole('button', { name: 'Show number' }).click()
    await expect(block.getByRole('link', { name: '(03) 5278 6120' })).toHaveAttribute('href', 'tel:+61352786120')
    await page.goto(siteUrl(caravans, `/print?car_id=${used}`))
    await expect(page.locator('article address')).toContainText('Phone: (03) 5278 6120')
    const fresh = pick(caravans, `${available} and car_type = 'new'`)
    await page.goto(siteUrl(caravans, `/print?car_id=${fresh}`))
    await expect(page.locator('article address')).toContainText('Phone: (03) 5278 6100')
  })
})
