import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from './support/test'
import { formStartToken } from '../app/.server/lead-guard'
import { siteUrl } from './fixtures'
import { withDb } from './lead-db'
import { dealerOrigin, firstCarSlug, hostRequest, leadFormBody } from './http'
import { fillByLabel } from './lead-form'

/*
 * Forms that cannot be replayed and thank-you pages that tell the truth (docs/spec-coverage.md,
 * Hardening): an expired form says so and keeps the values, Back and send again is one lead, and
 * /success confirms only to the browser that sent the lead. With JavaScript on and off.
 */
const harbour = 'harbour-city-motor-group'
const westside = 'westside-car-co'
const TERMS = 'I agree to the Privacy Policy and Terms & Conditions*.'
const isJs = () => test.info().project.name === 'js'

/** The form secret the e2e server keeps in its data directory (no FORM_SECRET in the config). */
const formSecret = () =>
  readFileSync(
    path.join(process.env.E2E_DATA_DIR ?? path.resolve(import.meta.dirname, '../../../.data/e2e'), 'form-secret'),
    'utf8',
  ).trim()

const leadsFrom = (email: string) =>
  withDb(
    (db) =>
      (
        db
          .prepare('select count(*) as n from leads where tenant = ? and payload like ?')
          .get(harbour, `%${email}%`) as {
          n: number
        }
      ).n,
  )

/** Opens /contact and fills a whole enquiry, unique to this run, without sending it. */
async function fillContact(page: Page, who: { name: string; email: string; comments: string }) {
  await page.goto(siteUrl(harbour, '/contact'))
  if (isJs()) await page.locator('html[data-hydrated]').waitFor()
  await page.getByLabel('Location').selectOption({ label: 'Harbour City Toyota Newstead Service' })
  await fillByLabel(page, { Name: who.name, Email: who.email, Phone: '0412 345 678', Comments: who.comments })
  await page.getByLabel(TERMS).check()
}

const shopper = () => {
  const id = randomUUID().slice(0, 8)
  return {
    name: `Hardy ${id}`,
    email: `hardy-${id}@example.com`,
    comments: `Is the workshop open on Saturday? (${test.info().project.name} ${id})`,
  }
}

test('a form left open past its lifetime says it has expired, keeps the values, and sends on the next press', async ({
  page,
}) => {
  const who = shopper()
  await fillContact(page, who)
  // The page as it was rendered 2 hours and a minute ago: its key, with a token signed then.
  const key = await page.locator('input[name="idempotency_key"]').inputValue()
  const stale = formStartToken(new Date(Date.now() - 2 * 60 * 60 * 1000 - 60_000), formSecret(), {
    tenant: harbour,
    path: '/contact',
    idempotencyKey: key,
  })
  await page.locator('input[name="form_started"]').evaluate((el, v) => ((el as HTMLInputElement).value = v), stale)
  await page.getByRole('button', { name: 'Send Enquiry' }).click()
  await expect(page.getByRole('alert')).toContainText('This form has expired, please send it again.')
  await expect(page.getByLabel('Name')).toHaveValue(who.name)
  await expect(page.getByLabel('Email')).toHaveValue(who.email)
  await expect(page.getByLabel('Comments')).toHaveValue(who.comments)
  expect(leadsFrom(who.email)).toBe(0)

  if (!(await page.getByLabel(TERMS).isChecked())) await page.getByLabel(TERMS).check()
  await page.getByRole('button', { name: 'Send Enquiry' }).click()
  await expect(page).toHaveURL(/\/success\?lead=/)
  await expect(page.getByText('Your enquiry is with Harbour City Motor Group.')).toBeVisible()
  expect(leadsFrom(who.email)).toBe(1)
})

test('Back and send again is one lead, and the second send shows the same confirmation', async ({ page }) => {
  const who = shopper()
  await fillContact(page, who)
  await page.getByRole('button', { name: 'Send Enquiry' }).click()
  await expect(page).toHaveURL(/\/success\?lead=/)
  const first = new URL(page.url()).searchParams.get('lead')

  await page.goBack()
  await expect(page.getByRole('heading', { name: 'Contact Us' })).toBeVisible()
  if (isJs()) await page.locator('html[data-hydrated]').waitFor()
  // Whatever the browser restored, the page holds the same enquiry again (with a fresh form key).
  await page.getByLabel('Location').selectOption({ label: 'Harbour City Toyota Newstead Service' })
  await fillByLabel(page, { Name: who.name, Email: who.email, Phone: '0412 345 678', Comments: who.comments })
  if (!(await page.getByLabel(TERMS).isChecked())) await page.getByLabel(TERMS).check()
  await page.getByRole('button', { name: 'Send Enquiry' }).click()
  await expect(page).toHaveURL(/\/success\?lead=/)
  expect(new URL(page.url()).searchParams.get('lead')).toBe(first)
  await expect(page.getByText('Your enquiry is with Harbour City Motor Group.')).toBeVisible()
  expect(leadsFrom(who.email)).toBe(1)
})

test('/success confirms only to the browser that sent the lead; anyone else gets a neutral page', async ({
  page,
  browser,
}) => {
  const who = shopper()
  await fillContact(page, who)
  await page.getByRole('button', { name: 'Send Enquiry' }).click()
  await expect(page).toHaveURL(/\/success\?lead=/)
  await expect(page.getByText('Your enquiry is with Harbour City Motor Group.')).toBeVisible()
  const url = page.url()

  const stranger = await browser.newContext({ javaScriptEnabled: isJs() })
  try {
    const other = await stranger.newPage()
    for (const visit of [url, siteUrl(harbour, '/success'), siteUrl(harbour, '/success?lead=not-a-lead')]) {
      const res = await other.goto(visit)
      expect(res?.status(), visit).toBe(200)
      await expect(other.getByRole('heading', { name: 'Contact Harbour City Motor Group' })).toBeVisible()
      await expect(other.getByText('There is no enquiry from this browser to show here.')).toBeVisible()
      await expect(other.getByText(/is with/)).toHaveCount(0)
    }
  } finally {
    await stranger.close()
  }
})

test.describe('over HTTP', () => {
  test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name !== 'js', 'HTTP only: once is enough'))

  test('a car enquiry’s token is refused on /contact, and another dealer’s lead is never confirmed', async () => {
    const slug = await firstCarSlug(harbour)
    const carForm = await leadFormBody(harbour, `/cars/${slug}/enquire`)
    const contact = {
      ...carForm,
      location: 'hc-used-nerang',
      category: 'General Enquiry',
      message: 'Hello',
      terms_conditions: 'on',
    }
    const origin = { origin: dealerOrigin(harbour) }
    const moved = await hostRequest(harbour, '/contact', { form: contact, headers: origin })
    expect(moved.status).toBe(400)
    expect(moved.body).toContain('This form is out of date.')

    // A lead of Westside, with the cookie Westside's site gave its sender, asked of Harbour City.
    const theirs = await hostRequest(westside, `/cars/${await firstCarSlug(westside)}/enquire`, {
      form: {
        ...(await leadFormBody(westside, `/cars/${await firstCarSlug(westside)}/enquire`)),
        email: `cross-${randomUUID().slice(0, 8)}@example.com`,
        message: 'Cross-dealer check',
        terms_conditions: 'on',
      },
      headers: { origin: dealerOrigin(westside) },
    })
    expect(theirs.status).toBe(303)
    const cookie = (theirs.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ')
    expect((await hostRequest(westside, theirs.headers.location!, { headers: { cookie } })).body).toContain(
      'is with Westside',
    )
    const asked = await hostRequest(harbour, theirs.headers.location!, { headers: { cookie } })
    expect(asked.status).toBe(200)
    expect(asked.body).toContain('There is no enquiry from this browser to show here.')
    expect(asked.body).not.toContain('is with')
  })

  test('/healthz answers JSON with the outbox figures and no dealer data', async () => {
    const res = await hostRequest(harbour, '/healthz')
    expect(res.status).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    const report = JSON.parse(res.body) as { status: string; outbox: Record<string, unknown> }
    expect(report.status).toBe('ok')
    expect(Object.keys(report.outbox).sort()).toEqual(['depth', 'failed', 'oldestUndeliveredAgeSeconds'])
    expect(typeof report.outbox.depth).toBe('number')
    for (const slug of [harbour, westside, 'sunset-caravans']) expect(res.body).not.toContain(slug)
  })
})
