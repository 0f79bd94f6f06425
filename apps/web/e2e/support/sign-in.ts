import { randomInt } from 'node:crypto'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { expect, type Page } from '@playwright/test'
import { siteUrl } from '../fixtures'

/*
 * Signing in as a shopper in the browser tests. Without SMS_URL the server writes each text to
 * DATA_DIR/sms as one JSON file ({ to, code, tenant, at }); the suite's DATA_DIR is E2E_DATA_DIR.
 */
const smsDir = path.join(process.env.E2E_DATA_DIR ?? path.resolve(import.meta.dirname, '../../../../.data/e2e'), 'sms')

/**
 * A mobile number of its own for a test. The send limit counts codes per phone in 10 minutes,
 * and on the suite's frozen clock (and kept database) those 10 minutes never end.
 */
export const newPhone = () => `04${String(randomInt(0, 100_000_000)).padStart(8, '0')}`

/** The code of the newest text to `phone` on a dealer's site (by the file's write time: `at` is frozen). */
export function latestCode(dealer: string, phone: string): string | null {
  let newest: { code: string; mtime: number } | null = null
  let files: string[] = []
  try {
    files = readdirSync(smsDir).filter((f) => f.endsWith('.json') && f.includes(`-${phone}-`))
  } catch {
    return null
  }
  for (const file of files) {
    const full = path.join(smsDir, file)
    const sms = JSON.parse(readFileSync(full, 'utf8')) as { to: string; code: string | null; tenant: string }
    const mtime = statSync(full).mtimeMs
    if (sms.to === phone && sms.tenant === dealer && sms.code && (!newest || mtime >= newest.mtime)) {
      newest = { code: sms.code, mtime }
    }
  }
  return newest?.code ?? null
}

/** Asks for a code on the open sign-in page; returns the code texted to `phone`. */
export async function requestCode(page: Page, dealer: string, phone: string): Promise<string> {
  await page.getByLabel('Mobile number').fill(phone)
  await page.getByRole('button', { name: 'Send Code' }).click()
  // The server writes the text before it shows the code step.
  await expect(page.getByLabel('6-digit code')).toBeVisible()
  const code = latestCode(dealer, phone)
  if (!code) throw new Error(`no text to ${phone} on ${dealer} in ${smsDir}`)
  return code
}

/**
 * Signs in on a dealer's site (`host`: the dealer's slug, served at `<slug>.localhost`) with
 * `phone` and the code texted to it, and waits to land on `redirect`.
 */
export async function signIn(page: Page, host: string, phone: string, redirect = '/'): Promise<void> {
  await page.goto(siteUrl(host, `/sign-in?redirect=${encodeURIComponent(redirect)}`))
  const code = await requestCode(page, host, phone)
  await page.getByLabel('6-digit code').fill(code)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(page).toHaveURL(siteUrl(host, redirect))
}

/** The browser's session as a Cookie header, for plain HTTP requests as the signed-in shopper. */
export async function sessionCookieHeader(page: Page): Promise<string> {
  const session = (await page.context().cookies()).find((c) => c.name === 'shopper_session')
  if (!session) throw new Error('not signed in')
  return `shopper_session=${session.value}`
}

/**
 * Signs in from the sign-in page the test is on (or opens /sign-in on the base URL's dealer): the
 * number, then the code read from the SMS folder. Resolves once the site has sent the browser on.
 */
export async function signInHere(page: Page, phone: string): Promise<void> {
  if (!new URL(page.url(), 'http://x').pathname.startsWith('/sign-in')) await page.goto('/sign-in')
  const dealer = new URL(page.url()).hostname.split('.')[0]!
  const code = await requestCode(page, dealer, phone)
  await page.getByLabel('6-digit code').fill(code)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'))
}
