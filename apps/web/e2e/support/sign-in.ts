import { readdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import type { Page } from '@playwright/test'

/** Where the e2e server writes each text message (its DATA_DIR is E2E_DATA_DIR, see playwright.config.ts). */
export const smsDir = path.join(
  process.env.E2E_DATA_DIR ?? path.resolve(import.meta.dirname, '../../../../.data/e2e'),
  'sms',
)

/**
 * A mobile number of its own for one test: a number gets 3 codes in 10 minutes, and the suite's
 * clock never moves, so numbers are not shared between tests or runs.
 */
export function newPhone(): string {
  return `04${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
}

/** The code of the newest message to `phone` (national form), waiting for it to be written. */
export async function newestCode(phone: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const names = (await readdir(smsDir).catch(() => [] as string[])).filter(
      (name) => name.endsWith('.json') && name.includes(`-${phone}-`),
    )
    const files = await Promise.all(
      names.map(async (name) => ({ file: path.join(smsDir, name), at: (await stat(path.join(smsDir, name))).mtimeMs })),
    )
    for (const { file } of files.sort((a, b) => b.at - a.at)) {
      const message = JSON.parse(await readFile(file, 'utf8')) as { to?: string; code?: string | null }
      if (message.to === phone && message.code) return message.code
    }
    if (Date.now() > deadline) throw new Error(`no sign-in code for ${phone} in ${smsDir}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/**
 * Signs in on the sign-in page the test is on (or opens /sign-in): the number, then the code read
 * from the SMS folder. Resolves once the site has sent the browser on from sign-in.
 */
export async function signIn(page: Page, phone: string): Promise<void> {
  if (!new URL(page.url(), 'http://x').pathname.startsWith('/sign-in')) await page.goto('/sign-in')
  await page.getByLabel('Mobile number').fill(phone)
  await page.getByRole('button', { name: 'Send Code', exact: true }).click()
  await page.getByLabel('6-digit code').fill(await newestCode(phone))
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'))
}
