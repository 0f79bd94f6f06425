// Screenshots of each demo dealer at desktop and phone widths, into docs/screenshots/.
// Run against a running server: `PORT=3000 pnpm --filter @dealer/web exec tsx scripts/screenshots.ts [page...]`
import { mkdirSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './chromium'

const port = Number(process.env.PORT ?? 3000)
const root = path.resolve(import.meta.dirname, '../../..')
const out = path.join(root, 'docs/screenshots')
mkdirSync(out, { recursive: true })
const tenants = readdirSync(path.join(root, 'tenants'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
const pages: Record<string, string> = {
  home: '/',
  search: '/search/new-used-and-demo-cars',
  brands: '/brands',
  'special-offers': '/special-offers',
}
const wanted = process.argv.slice(2)
const widths = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
try {
  for (const slug of tenants) {
    for (const w of widths) {
      const page = await browser.newPage({
        viewport: { width: w.width, height: w.height },
        javaScriptEnabled: process.env.NO_JS !== '1',
      })
      const base = `http://${slug}.localhost:${port}`
      const targets = { ...pages }
      if (!wanted.length || wanted.includes('car')) {
        await page.goto(`${base}/`)
        const href = await page.locator('article a').first().getAttribute('href')
        if (href) targets.car = href
      }
      if (!wanted.length || wanted.includes('brand-overview')) {
        // The first franchise brand's overview, from the brands grid.
        await page.goto(`${base}/brands`)
        const link = page.locator('main a[href$="/overview"]').first()
        const href = (await link.count()) ? await link.getAttribute('href') : null
        if (href) targets['brand-overview'] = href
      }
      if (!wanted.length || wanted.includes('car-360')) {
        // A car with a 360° spin (its page links the spin frames), from the stock list.
        await page.goto(`${base}/search/new-used-and-demo-cars`)
        const hrefs = await page
          .locator('article a[href^="/cars/"]')
          .evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute('href')!))])
        const spin = await page.evaluate(async (list) => {
          for (const h of list) if ((await (await fetch(h)).text()).includes('/images/demo/spin-')) return h
          return null
        }, hrefs)
        if (spin) targets['car-360'] = spin
      }
      if (wanted.includes('model')) {
        // The dealer's first model page, when it has models (a used-car dealer has none).
        await page.goto(`${base}/models`)
        const href = await page
          .locator('main a[href^="/models/"]')
          .first()
          .getAttribute('href', { timeout: 2000 })
          .catch(() => null)
        if (href) targets.model = href
      }
      for (const [name, p] of Object.entries(targets)) {
        if (wanted.length && !wanted.includes(name)) continue
        await page.goto(`${base}${p}`, { waitUntil: 'networkidle' })
        // Lazy photos below the fold load only when scrolled to: scroll through, then wait for every one.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
            window.scrollTo(0, y)
            await new Promise((r) => setTimeout(r, 100))
          }
          window.scrollTo(0, 0)
          const pending = [...document.images].filter((img) => !img.complete)
          const loaded = Promise.all(
            pending.map(
              (img) =>
                new Promise((done) => {
                  img.addEventListener('load', done, { once: true })
                  img.addEventListener('error', done, { once: true })
                }),
            ),
          )
          await Promise.race([loaded, new Promise((done) => setTimeout(done, 5000))])
        })
        // A spinner is pictured once its frames have loaded, on its first frame.
        const spinner = page.locator('[role="slider"][data-state]')
        if (await spinner.count()) {
          await spinner.and(page.locator('[data-state="ready"]')).waitFor()
          await page.getByRole('button', { name: 'Auto-rotate' }).click()
          await spinner.focus()
          for (let i = Number(await spinner.getAttribute('data-frame')); i > 0; i--)
            await page.keyboard.press('ArrowLeft')
          await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
        }
        const file = path.join(out, `${slug}-${name}-${w.name}.png`)
        await page.screenshot({ path: file, fullPage: true })
        console.log(file)
      }
      await page.close()
    }
  }
} finally {
  await browser.close()
}
