import { expect, test } from './support/test'
import { pick } from './demo-cars'
import { PORT, siteUrl } from './fixtures'

const group = 'harbour-city-motor-group'
const caravans = 'sunset-caravans'
const westside = 'westside-car-co'
const E2E_NOW = '2026-11-20T02:00:00.000Z'
const SOLD_SINCE = new Date(Date.parse(E2E_NOW) - 2 * 86_400_000).toISOString()

const available = "status = 'in_stock' and price > 5000 and spin_images = '[]'"
const cars = {
  get sold() {
    return pick(group, `status = 'sold' and sold_date > '${SOLD_SINCE}'`)
  },
  get longComments() {
    return pick(group, `${available} and length(dealercomments) > 600 and simple_fuel = 'Petrol'`)
  },
  get noComments() {
    return pick(group, `${available} and (dealercomments is null or dealercomments = '')`)
  },
  get electric() {
    return pick(group, `${available} and simple_fuel = 'Electric'`)
  },
  get otherCity() {
    return pick(group, `${available} and city = 'Nerang'`)
  },
  get primaryCity() {
    return pick(group, `${available} and city = 'Newstead'`)
  },
  get withLender() {
    return pick(group, `${available} and year > 2018 and finance_lenders like '%"comparisonRate":1%'`)
  },
  get withoutLender() {
    return pick(group, `${available} and finance_lenders = '{}'`)
  },
  get caravan() {
    return pick(caravans, `${available} and item_type = 'caravan'`)
  },
  get westside() {
    return pick(westside, available)
  },
}

test.describe('car page', () => {
  test('a sold car shows the sold message and the similar-vehicle actions', async ({ page }) => {
    await page.goto(siteUrl(group, `/cars/${cars.sold}`))
    await expect(
      page
        .getByText("Unfortunately this vehicle recently sold. But don't worry, we can help you find a similar vehicle!")
        .first(),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'Find Me Something Similar' }).first()).toBeVisible()
    await expect(page.locator('#finance-calculator')).toHaveCount(0)
    // Its title (the tab, a bookmark, a shared link's preview) no longer offers it at a price.
    await expect(page).toHaveTitle(/ \(sold\) \| /)
    expect(await page.title()).not.toContain('$')
    // No buying tools on a car that cannot be bought.
    await expect(page.getByRole('heading', { name: 'Key Information' })).toBeVisible()
    await expect(page.locator('#fuel-calculator')).toHaveCount(0)
    await expect(page.locator('#delivery-calculator')).toHaveCount(0)
    await expect(page.locator('#price-comparison')).toHaveCount(0)
  })

  test('dealer comments: long ones truncate with show more/less, absent ones are pending', async ({ page }) => {
    await page.goto(siteUrl(group, `/cars/${cars.longComments}`))
    const comments = page.locator('#dealer-comments')
    const more = comments.getByText('Show more', { exact: true })
    await expect(more).toBeVisible()
    await more.click()
    await expect(comments.getByText('Show less', { exact: true })).toBeVisible()
    await expect(comments.locator('details')).toHaveAttribute('open', '')
    await page.goto(siteUrl(group, `/cars/${cars.noComments}`))
    await expect(page.getByText('Dealer comments are pending. Please check back here later.')).toBeVisible()
  })

  test('key information shows 4 then Show More; specifications have groups', async ({ page }) => {
    await page.goto(siteUrl(group, `/cars/${cars.primaryCity}#key-information`))
    const key = page.locator('#key-information')
    await expect(key.getByRole('heading', { name: 'Key Information' })).toBeVisible()
    await expect(key.locator(':scope > dl > div')).toHaveCount(4)
    await key.getByText('Show More', { exact: true }).click()
    await expect(key.locator('details dl > div').first()).toBeVisible()
    const specs = page.locator('#specifications')
    await expect(specs.locator('[data-group="specifications"]')).toBeVisible()
    await expect(specs.locator('[data-group="summary"]')).toBeVisible()
  })

  test('finance calculator is a GET form that recomputes on the server', async ({ page }) => {
    await page.goto(siteUrl(group, `/cars/${cars.primaryCity}`))
    await expect(page.getByRole('link', { name: /^From \$[\d,]+ weekly/ })).toHaveAttribute(
      'href',
      '#finance-calculator',
    )
    await expect(page.getByRole('link', { name: 'Click for Finance Disclaimer' })).toHaveAttribute(
      'href',
      '#financeDisclaimer',
    )
    const section = page.locator('#finance-calculator')
    const before = await section.getByTestId('finance-repayment').textContent()
    await section.getByLabel('Term', { exact: true }).fill('2')
    await section.getByRole('button', { name: 'Calculate' }).click()
    await expect(page).toHaveURL(/[?&]term=2(&|$|#)/)
    await expect(page.locator('#finance-calculator').getByLabel('Term', { exact: true })).toHaveValue('2')
    const after = await page.locator('#finance-calculator').getByTestId('finance-repayment').textContent()
    expect(after).toMatch(/^\$/)
    expect(after).not.toBe(before)
    // Out of bounds: the help text, and 'Enquire for Finance' for a tiny repayment.
    await page.goto(siteUrl(group, `/cars/${cars.primaryCity}?amount=1000&deposit=990`))
    await expect(page.locator('#finance-calculator').getByText('Enquire for Finance')).toBeVisible()
    await page.goto(siteUrl(group, `/cars/${cars.primaryCity}?amount=500`))
    await expect(page.getByText('Cannot be less than $1,000 or more than $250,000')).toBeVisible()
    // Disclaimer Show More/Less.
    const disclaimer = page.locator('#financeDisclaimer')
    await disclaimer.getByText('Show More').click()
    await expect(disclaimer.getByText('Show Less')).toBeVisible()
  })

  test('fuel calculator shows for petrol and is hidden for an electric car', async ({ page }) => {
    await page.goto(siteUrl(group, `/cars/${cars.longComments}`))
    await expect(page.getByRole('heading', { name: 'Fuel Calculator' })).toBeVisible()
    await page.goto(siteUrl(group, `/cars/${cars.electric}`))
    await expect(page.getByRole('heading', { name: 'Key Information' })).toBeVisible()
    await expect(page.locator('#fuel-calculator')).toHaveCount(0)
  })

  test('a caravan shows caravan specifications', async ({ page }) => {
    await page.goto(siteUrl(caravans, `/cars/${cars.caravan}`))
    await expect(page.getByRole('heading', { name: 'Caravan Specifications', level: 2 })).toBeVisible()
    await expect(
      page
        .locator('#specifications')
        .getByText('Tare Weight')
        .or(page.locator('#specifications').getByText('Sleeps'))
        .first(),
    ).toBeVisible()
  })

  test('share links use the site url; twitter hides per tenant', async ({ page, javaScriptEnabled }) => {
    const slug = cars.primaryCity
    await page.goto(siteUrl(group, `/cars/${slug}`))
    const share = page.getByTestId('share')
    if (javaScriptEnabled) {
      // With JS the links live in the 'Share this car' dialog.
      await page.locator('html[data-hydrated]').waitFor()
      await share.getByRole('button', { name: 'Share this car' }).click()
      await expect(page.getByRole('dialog', { name: 'Share this car' })).toBeVisible()
    }
    const url = encodeURIComponent(siteUrl(group, `/cars/${slug}`))
    await expect(share.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${url}`,
    )
    await expect(share.getByRole('link', { name: 'Twitter' })).toBeVisible()
    await expect(share.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      new RegExp(`^https://wa\\.me/.*${url.replace(/[.%]/g, '\\$&')}`),
    )
    await expect(share.getByRole('link', { name: 'Email' })).toHaveAttribute('href', /^mailto:/)
    await expect(share.getByRole('link', { name: 'SMS' })).toHaveAttribute('href', /^sms:/)
    if (javaScriptEnabled) {
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
      await share.getByRole('button', { name: 'Copy link' }).click()
      await expect(share.getByRole('button', { name: 'Copied' })).toBeVisible()
      await expect(share.getByRole('button', { name: 'Copy link' })).toBeVisible({ timeout: 3000 })
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog', { name: 'Share this car' })).toHaveCount(0)
      await share.getByRole('button', { name: 'Share', exact: true }).click()
      await expect(page.getByRole('status').filter({ hasText: /^Copied .+ to your clipboard!$/ })).toBeVisible()
    } else {
      await expect(share.getByRole('button')).toHaveCount(0)
    }
    await page.goto(siteUrl(westside, `/cars/${cars.westside}`))
    if (javaScriptEnabled) {
      await page.locator('html[data-hydrated]').waitFor()
      await page.getByTestId('share').getByRole('button', { name: 'Share this car' }).click()
    }
    await expect(page.getByTestId('share').getByRole('link', { name: 'Facebook' })).toBeVisible()
    await expect(page.getByTestId('share').getByRole('link', { name: 'Twitter' })).toHaveCount(0)
  })

  test('located-at bar only for a car in another city', async ({ page, javaScriptEnabled }) => {
    await page.goto(siteUrl(group, `/cars/${cars.otherCity}`))
    const bar = page.getByRole('region', { name: 'Location announcement' })
    await expect(bar).toContainText('Located at Nerang')
    await expect(bar.getByRole('link', { name: 'Get Directions' })).toBeVisible()
    if (javaScriptEnabled) {
      await bar.getByRole('button', { name: 'Dismiss' }).click()
      await expect(bar).toHaveCount(0)
    }
    await page.goto(siteUrl(group, `/cars/${cars.primaryCity}`))
    await expect(page.getByRole('heading', { name: 'Key Information' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Location announcement' })).toHaveCount(0)
  })

  test('print page and a real PDF download', async ({ page, request }) => {
    const slug = cars.primaryCity
    await page.goto(siteUrl(group, `/cars/${slug}`))
    // 'Download PDF' saves the file (with JS after 'Preparing...'; without JS as a plain download link).
    const download = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Download PDF' }).click()
    expect((await download).suggestedFilename()).toBe(`${slug}.pdf`)
    await page.getByRole('link', { name: 'Print' }).click()
    await expect(page).toHaveURL(new RegExp(`/print\\?car_id=${slug}$`))
    await expect(page.getByRole('heading', { name: 'Key Specifications' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Dealer' })).toBeVisible()
    await expect(page.locator('article img').first()).toBeVisible()
    // The API client resolves names itself: ask 127.0.0.1 with the dealer's Host header.
    const get = (tenant: string, pathname: string) =>
      request.get(`http://127.0.0.1:${PORT}${pathname}`, { headers: { Host: `${tenant}.localhost:${PORT}` } })
    const res = await get(group, `/cars/${slug}/pdf`)
    expect(res.status()).toBe(200)
    expect(res.headers()['content-type']).toBe('application/pdf')
    expect(res.headers()['content-disposition']).toMatch(/^attachment/)
    const body = await res.body()
    expect(body.subarray(0, 4).toString('latin1')).toBe('%PDF')
    // The first photo is embedded.
    expect(body.toString('latin1')).toContain('/Subtype /Image')
    expect((await get(group, '/print?car_id=not-a-car')).status()).toBe(404)
    expect((await get(westside, `/cars/${slug}/pdf`)).status()).toBe(404)
  })

  test('delivery calculator messages', async ({ page }) => {
    const slug = cars.primaryCity
    await page.goto(siteUrl(group, `/cars/${slug}`))
    const section = page.locator('#delivery-calculator')
    const message = section.getByTestId('delivery-message')
    // A plain GET form, with or without JavaScript: each press loads the page for that postcode
    // (a whole car page, which can take seconds on a loaded machine), so the press waits for it.
    const calculate = async (postcode: string) => {
      await section.getByLabel('Your postcode').fill(postcode)
      await Promise.all([
        page.waitForURL((url) => url.searchParams.get('postcode') === postcode),
        section.getByRole('button', { name: 'Calculate Delivery' }).click(),
      ])
    }
    await calculate('')
    await expect(message).toHaveText('Please enter a postcode.')
    await calculate('400')
    await expect(message).toHaveText('Invalid postcode. Please enter a 4-digit number.')
    await expect(section.getByLabel('Your postcode')).toHaveValue('400')
    await calculate('6000')
    await expect(message).toHaveText(
      "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.",
    )
    await calculate('4000')
    await expect(message).toContainText('delivery')
  })

  test('structured data, Open Graph and canonical; bottom banner; similar cars', async ({ page }) => {
    const slug = cars.primaryCity
    await page.goto(siteUrl(group, `/cars/${slug}`))
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '[]') as {
      '@type': string
      offers?: { '@type': string; priceCurrency: string }
    }[]
    const carLd = ld.find((x) => x['@type'] === 'Car')
    expect(carLd?.offers?.['@type']).toBe('Offer')
    expect(carLd?.offers?.priceCurrency).toBe('AUD')
    expect(ld.some((x) => x['@type'] === 'BreadcrumbList')).toBe(true)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', siteUrl(group, `/cars/${slug}`))
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/)
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', siteUrl(group, `/cars/${slug}`))
    const banner = page.getByRole('navigation', { name: 'More from us' })
    await expect(banner.getByRole('link', { name: 'Latest Offers' })).toHaveAttribute('href', '/special-offers')
    await expect(banner.getByRole('link', { name: 'Book a Service' })).toHaveAttribute('href', '/service')
    await expect(banner.getByRole('link', { name: 'Sell Your Car' })).toHaveAttribute('href', '/trade-in')
    const similar = page.locator('section[aria-labelledby="similar-title"] > ul > li')
    const n = await similar.count()
    expect(n).toBeGreaterThan(0)
    expect(n).toBeLessThanOrEqual(6)
  })

  test('dealer comments never run scripts', async ({ page }) => {
    const slug = cars.longComments
    const dialogs: string[] = []
    page.on('dialog', (d) => {
      dialogs.push(d.message())
      void d.dismiss()
    })
    await page.goto(siteUrl(group, `/cars/${slug}`))
    expect(
      await page.locator('#dealer-comments script, #dealer-comments [onerror], #dealer-comments img').count(),
    ).toBe(0)
    expect(dialogs).toEqual([])
  })

  test('gallery: all photos reachable without JS; fullscreen with arrow keys with JS', async ({
    page,
    javaScriptEnabled,
  }) => {
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    await page.goto(siteUrl(group, `/cars/${cars.primaryCity}`))
    const photos = page.getByRole('list', { name: 'Photos' }).locator('li a')
    expect(await photos.count()).toBeGreaterThan(3)
    await expect(page.getByRole('list', { name: 'Thumbnails' }).getByRole('link', { name: 'Photo 2' })).toHaveAttribute(
      'href',
      '#photo-2',
    )
    if (!javaScriptEnabled) {
      await expect(page.getByRole('button', { name: 'Fullscreen' })).toHaveCount(0)
      return
    }
    const button = page.getByRole('button', { name: 'Fullscreen' })
    await expect(button).toHaveAttribute('title', 'Fullscreen')
    await button.click()
    const dialog = page.getByRole('dialog', { name: 'Photos, fullscreen' })
    await expect(dialog.getByText(/^1 \/ \d+$/)).toBeVisible()
    await page.keyboard.press('ArrowRight')
    await expect(dialog.getByText(/^2 \/ \d+$/)).toBeVisible()
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    await expect(dialog.getByText(/^(\d+) \/ \1$/)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    expect(errors).toEqual([])
  })

  test('the lender estimate shows only when the provider rules pass', async ({ page }) => {
    await page.goto(siteUrl(group, `/cars/${cars.withLender}`))
    await expect(page.getByTestId('finance-estimate')).toContainText(/comparison rate [\d.]+% p\.a\./)
    await page.goto(siteUrl(group, `/cars/${cars.withoutLender}`))
    await expect(page.locator('#finance-calculator')).toBeVisible()
    await expect(page.getByTestId('finance-estimate')).toHaveCount(0)
  })
})

test('a missing car says it was not found, inside the dealer’s site, with a link to search', async ({
  page,
  javaScriptEnabled,
}) => {
  const res = await page.goto(siteUrl(westside, '/cars/no-such-car'))
  expect(res?.status()).toBe(404)
  await expect(page).toHaveTitle('Car not found | Westside Car Co')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Car not found')
  await expect(page.getByText('It may have been sold, or the link may be out of date.', { exact: false })).toBeVisible()
  // The dealer's own layout and theme stay around the message.
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'coastal')
  await expect(page.locator('[data-static-part="header"]').getByRole('link').first()).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/')
  if (javaScriptEnabled) await page.locator('html[data-hydrated]').waitFor()
  await page.getByRole('link', { name: 'Search all stock' }).click()
  await expect(page).toHaveURL(/\/search\/new-used-and-demo-cars$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('All cars for sale')
})

test('the bottom call-to-action bar opens past 900 px of scroll with JavaScript', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 })
  await page.goto(siteUrl('westside-car-co', '/search/used-cars'))
  const href = await page.getByRole('article').first().getByRole('link').first().getAttribute('href')
  await page.goto(siteUrl('westside-car-co', href!))
  const bar = page.locator('[data-cta-bar]')
  if (test.info().project.name === 'no-js') {
    await expect(bar).toHaveAttribute('data-cta-bar', 'static')
    return
  }
  await page.locator('html[data-hydrated]').waitFor()
  await expect(bar).toHaveAttribute('data-cta-bar', 'closed')
  await page.mouse.wheel(0, 1500)
  await expect(bar).toHaveAttribute('data-cta-bar', 'open')
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect(bar).toHaveAttribute('data-cta-bar', 'closed')
})
