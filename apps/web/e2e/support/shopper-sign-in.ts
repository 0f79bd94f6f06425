import { randomInt } from 'node:crypto'
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { expect, type Page } from '@playwright/test'

/*
 * Signing in as a shopper in the browser suite: the server writes each SMS to DATA_DIR/sms as a
 * JSON file (the demo's SMS port), and the test reads the code from there.
 */

const smsDir = path.join(process.env.E2E_DATA_DIR ?? path.resolve(import.meta.dirname, '../../../../.data/e2e'), 'sms')

/** A fresh Australian mobile, so every test is a new shopper and per-phone limits never meet. */
export function randomMobile(): string {
  return `04${String(randomInt(0, 100_000_000)).padStart(8, '0')}`
}

function smsFiles(): string[] {
  try {
    return readdirSync(smsDir).filter((f) => f.endsWith('.json'))
  } catch {
    return []
  }
}

/** The code of the first SMS to `phone` on `tenant` that was not in `before`. */
async function newCode(tenant: string, phone: string, before: ReadonlySet<string>): Promise<string> {
  let code: string | null = null
  await expect
    .poll(() => {
      for (const file of smsFiles()) {
        if (before.has(file)) continue
        const sms = JSON.parse(readFileSync(path.join(smsDir, file), 'utf8')) as {
          tenant: string
          to: string
          code: string | null
        }
        if (sms.tenant === tenant && sms.to === phone && sms.code) code = sms.code
      }
      return code
    })
    .not.toBeNull()
  return code!
}

/** On the sign-in page: sends a code to `phone`, types it in and signs in. */
export async function signInHere(page: Page, tenant: string, phone: string): Promise<void> {
  const before = new Set(smsFiles())
  await page.getByLabel('Mobile number').fill(phone)
  await page.getByRole('button', { name: 'Send Code' }).click()
  await expect(page.getByLabel('6-digit code')).toBeVisible()
  await page.getByLabel('6-digit code').fill(await newCode(tenant, phone, before))
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).not.toHaveURL(/\/sign-in/)
}
