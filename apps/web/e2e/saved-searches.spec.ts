import { randomInt } from 'node:crypto'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from './support/test'
import { createUnsubscribeTokens } from '@dealer/accounts'
import { unsubscribeSecret } from '../app/.server/alerts'
import { siteUrl } from './fixtures'
import { hostRequest } from './http'

/*
 * Saved searches and the alert emails' unsubscribe page, with JavaScript on and off. Signing in
 * reads the texted code from the server's SMS folder (DATA_DIR/sms, the suite's E2E_DATA_DIR).
 * The four sign-ins of a run count towards the per-address send limit (10 in 10 minutes, and the
 * suite's clock is frozen); a kept E2E_DATA_DIR needs SIGN_IN_SENDS_PER_CLIENT raised (wt/garage).
 */
const DEALER = 'harbour-city-motor-group'
const dataDir = process.env.E2E_DATA_DIR ?? path.resolve(import.meta.dirname, '../../../.data/e2e')

// A number of its own per test: the per-phone send limit never resets on the suite's frozen clock.
const newPhone = () => `04${String(randomInt(0, 100_000_000)).padStart(8, '0')}`

function newestCode(phone: string): string {
  const dir = path.join(dataDir, 'sms')
  const texts = readdirSync(dir)
    .filter((f) => f.endsWith('.json') && f.includes(`-${phone}-`))
    .map((f) => ({ file: path.join(dir, f), mtime: statSync(path.join(dir, f)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime)
  for (const { file } of texts) {
    const sms = JSON.parse(readFileSync(file, 'utf8')) as { to: string; tenant: string; code: string | null }
    if (sms.to === phone && sms.tenant === DEALER && sms.code) return sms.code
  }
  throw new Error(`no code texted to ${phone}`)
}

/** On the sign-in page: the phone, then its code; the page then goes on to its ?redirect. */
async function completeSignIn(page: Page, phone: string) {
  await page.getByLabel('Mobile number').fill(phone)
  await page.getByRole('button', { name: 'Send Code' }).click()
  // The server writes the text before it shows the code step.
  await expect(page.getByLabel('6-digit code')).toBeVisible()
  await page.getByLabel('6-digit code').fill(newestCode(phone))
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
}

test('save a search through sign-in, see it listed with its alert address, and delete it', async ({ page }) => {
  const search = '/search/used-cars'
  await page.goto(siteUrl(DEALER, search))
  const panel = page.getByRole('region', { name: 'Save this search' })
  const email = panel.getByLabel('Email for alerts')

  // The browser's own check lets 'ann@example' through; the schema does not, beside the field.
  await email.fill('ann@example')
  await panel.getByRole('button', { name: 'Save this search' }).click()
  await expect(panel.getByText('Please enter a valid email address, e.g. name@example.com.')).toBeVisible()
  await expect(email).toHaveValue('ann@example')
  await expect(email).toHaveAttribute('aria-invalid', 'true')

  await email.fill('ann@example.com')
  await panel.getByRole('button', { name: 'Save this search' }).click()
  await expect(page).toHaveURL(/\/sign-in\?/)
  const signIn = new URL(page.url())
  expect(signIn.searchParams.get('type')).toBe('my-garage')
  expect(signIn.searchParams.get('redirect')).toBe(`${search}?saveSearch=1`)
  expect(signIn.searchParams.get('back')).toBe(search)
  await completeSignIn(page, newPhone())

  // Back on the search: nothing saved yet (a GET never writes); one click confirms.
  await expect(page).toHaveURL(siteUrl(DEALER, `${search}?saveSearch=1`))
  await expect(page.getByRole('status').filter({ hasText: 'Signed in. Save this search' })).toBeVisible()
  await expect(email).toHaveValue('ann@example.com')
  await panel.getByRole('button', { name: 'Save this search' }).click()

  await expect(page).toHaveURL(/\/saved-searches\?created=/)
  await expect(page.getByRole('status')).toHaveText("Saved 'Used Cars'. We will email you when a new car matches it.")
  const list = page.getByRole('list', { name: 'Your saved searches' })
  await expect(list.getByRole('listitem')).toHaveCount(1)
  await expect(list.getByRole('link', { name: 'Used Cars' })).toHaveAttribute('href', search)
  await expect(list.getByText('Alerts to ann@example.com')).toBeVisible()
  await expect(page.getByText('Price drops on cars in your watchlist are emailed to ann@example.com.')).toBeVisible()

  // The search page knows it is saved.
  await list.getByRole('link', { name: 'Used Cars' }).click()
  await expect(page.getByText('You saved this search: alerts go to ann@example.com.')).toBeVisible()

  // My Garage lists it among the shopper's things.
  await page.goto(siteUrl(DEALER, '/my-garage'))
  const searches = page.getByRole('region', { name: 'Saved searches' })
  await expect(searches.getByRole('link', { name: 'Used Cars' })).toHaveAttribute('href', search)

  await page.goto(siteUrl(DEALER, '/saved-searches'))
  await page.getByRole('button', { name: 'Delete Used Cars' }).click()
  await expect(page.getByRole('status')).toHaveText('Saved search deleted. You will get no more alerts for it.')
  await expect(page.getByRole('list', { name: 'Your saved searches' })).toHaveCount(0)
  await expect(page.getByText('You have no saved searches.')).toBeVisible()
})

test('the saved-searches page is behind sign-in', async ({ page }) => {
  await page.goto(siteUrl(DEALER, '/saved-searches'))
  await expect(page).toHaveURL(/\/sign-in\?type=my-garage&redirect=%2Fsaved-searches/)
})

test('ten saved searches are the most: the page says so and an eleventh is refused', async ({ page }) => {
  await page.goto(siteUrl(DEALER, '/sign-in?redirect=%2Fsaved-searches'))
  await completeSignIn(page, newPhone())
  await expect(page).toHaveURL(siteUrl(DEALER, '/saved-searches'))
  const searches = ['used-cars', 'new-cars', 'demo-cars', 'new-and-demo-cars', 'new-used-and-demo-cars'].flatMap(
    (p) => [`/search/${p}`, `/search/${p}?sortBy=latest`],
  )
  // The browser's session, for the same form post as the button's, sent over HTTP.
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ')
  const save = (s: string) => hostRequest(DEALER, s, { form: { email: 'bo@example.com' }, headers: { cookie } })
  for (const s of searches) expect((await save(s)).status, s).toBe(302)
  await page.goto(siteUrl(DEALER, '/saved-searches'))
  await expect(page.getByRole('list', { name: 'Your saved searches' }).getByRole('listitem')).toHaveCount(10)
  await expect(page.getByText('You have 10 saved searches, the most you can keep.')).toBeVisible()

  await page.goto(siteUrl(DEALER, '/search/used-cars?sortBy=price-asc'))
  await expect(page.getByRole('region', { name: 'Save this search' }).getByRole('status')).toContainText(
    'You have 10 saved searches, the most you can keep.',
  )
  const refused = await save('/search/used-cars?sortBy=price-asc')
  expect(refused.status).toBe(400)
  expect(refused.body).toContain('the most you can keep')
})

test('an alert email’s unsubscribe link: a GET asks, the button stops the alerts, a changed link is refused', async ({
  page,
}, testInfo) => {
  const secret = readFileSync(path.join(dataDir, 'form-secret'), 'utf8').trim()
  const tokens = createUnsubscribeTokens(unsubscribeSecret(secret))
  const address = `stop-${testInfo.project.name}-${randomInt(0, 1e9)}@example.com`
  const link = `/alerts/unsubscribe?token=${encodeURIComponent(tokens.sign(DEALER, address))}`

  // Following the link (as a mail scanner would) changes nothing.
  for (let i = 0; i < 2; i++) {
    const res = await hostRequest(DEALER, link)
    expect(res.status).toBe(200)
    expect(res.body).toContain('Stop alert emails?')
    expect(res.headers['cache-control']).toContain('no-store')
  }
  const at = link.length - 10
  const tampered = `${link.slice(0, at)}${link[at] === 'A' ? 'B' : 'A'}${link.slice(at + 1)}`
  const refused = await hostRequest(DEALER, tampered)
  expect(refused.status).toBe(400)
  expect(refused.body).toContain('This unsubscribe link is not valid')
  expect((await hostRequest(DEALER, tampered, { form: {} })).status).toBe(400)
  // Another dealer's site does not take this dealer's link.
  expect((await hostRequest('westside-car-co', link)).status).toBe(400)

  await page.goto(siteUrl(DEALER, link))
  await expect(page.getByRole('heading', { name: 'Stop alert emails?' })).toBeVisible()
  await expect(page.getByText(`to s•••••@example.com`)).toBeVisible()
  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible()
  await expect(page.getByRole('status')).toContainText(
    'Harbour City Motor Group will send no more alert emails to s•••••@example.com',
  )
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0)
})
