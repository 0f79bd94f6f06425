// Screenshots of the signed-in shopper's pages (sign-in, watchlist, compare, My Garage) for each
// demo dealer at desktop and phone widths, into docs/screenshots/. Run against a running server
// whose DATA_DIR holds the texted codes: `PORT=3000 DATA_DIR=.data pnpm --filter @dealer/web exec tsx scripts/screenshots-shopper.ts`
import { mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { chromium, type Page } from '@playwright/test'

const port = Number(process.env.PORT ?? 3000)
const root = path.resolve(import.meta.dirname, '../../..')
const smsDir = path.join(process.env.DATA_DIR ? path.resolve(process.env.DATA_DIR) : path.join(root, '.data'), 'sms')
const out = path.join(root, 'docs/screenshots')
mkdirSync(out, { recursive: true })
const tenants = readdirSync(path.join(root, 'tenants'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
const widths = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]

function newestCode(phone: string): string {
  const files = readdirSync(smsDir)
    .filter((f) => f.includes(`-${phone}-`) && f.endsWith('.json'))
    .map((f) => path.join(smsDir, f))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)
  const code = files.length ? (JSON.parse(readFileSync(files[0]!, 'utf8')) as { code: string }).code : null
  if (!code) throw new Error(`no code for ${phone} in ${smsDir}`)
  return code
}

async function settle(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y)
      await new Promise((r) => setTimeout(r, 80))
    }
    window.scrollTo(0, 0)
  })
  await page.waitForLoadState('networkidle')
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
})
try {
  for (const slug of tenants) {
    const base = `http://${slug}.localhost:${port}`
    for (const w of widths) {
      const context = await browser.newContext({ viewport: { width: w.width, height: w.height } })
      const page = await context.newPage()
      const shoot = async (name: string) => {
        await settle(page)
        const file = path.join(out, `${slug}-${name}-${w.name}.png`)
        await page.screenshot({ path: file, fullPage: true })
        console.log(file)
      }
      await page.goto(`${base}/sign-in?type=watchlist&redirect=%2Fwatchlist&back=%2F`)
      await shoot('sign-in')
      const phone = `04${String(10_000_000 + Math.floor(Math.random() * 89_999_999))}`
      await page.getByLabel('Mobile number').fill(phone)
      await page.getByRole('button', { name: 'Send Code' }).click()
      await page.getByLabel('6-digit code').fill(newestCode(phone))
      await page.getByRole('button', { name: 'Sign In', exact: true }).click()
      await page.waitForURL((url) => url.pathname === '/watchlist')

      // Two cars with photos, saved to the watchlist and added to compare from their pages.
      await page.goto(`${base}/search/new-used-and-demo-cars`)
      const hrefs = await page
        .locator('article a[href^="/cars/"]')
        .evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute('href')!))].slice(0, 3))
      for (const href of hrefs.slice(0, 2)) {
        await page.goto(`${base}${href}`)
        const save = page.getByRole('button', { name: /Save to Watchlist/ }).first()
        if (await save.count()) {
          await save.click()
          await page.getByRole('button', { name: /Saved/ }).first().waitFor()
        }
        const compare = page.getByRole('button', { name: 'Compare', exact: true })
        if (await compare.count()) {
          await compare.click()
          await page.getByRole('button', { name: 'Added to Compare' }).waitFor()
        }
      }
      await page.goto(`${base}/watchlist`)
      await shoot('watchlist')
      await page.goto(`${base}/compare`)
      await shoot('compare')
      await page.goto(`${base}/my-garage`)
      await shoot('garage')
      await context.close()
    }
  }
} finally {
  await browser.close()
}
