// Screenshots of each demo dealer at desktop and phone widths, into docs/screenshots/.
// Run against a running server: `PORT=3000 pnpm --filter @dealer/web exec tsx scripts/screenshots.ts [page...]`
import { mkdirSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'

const port = Number(process.env.PORT ?? 3000)
const root = path.resolve(import.meta.dirname, '../../..')
const out = path.join(root, 'docs/screenshots')
mkdirSync(out, { recursive: true })
const tenants = readdirSync(path.join(root, 'tenants'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
const pages: Record<string, string> = { home: '/', search: '/search/new-used-and-demo-cars' }
const wanted = process.argv.slice(2)
const widths = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})
try {
  for (const slug of tenants) {
    for (const w of widths) {
      const page = await browser.newPage({ viewport: { width: w.width, height: w.height }, javaScriptEnabled: process.env.NO_JS !== '1' })
      const base = `http://${slug}.localhost:${port}`
      const targets = { ...pages }
      if (!wanted.length || wanted.includes('car')) {
        await page.goto(`${base}/`)
        const href = await page.locator('article a').first().getAttribute('href')
        if (href) targets.car = href
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
