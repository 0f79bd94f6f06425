// Screenshots of single blocks of a page (the reviews block, the sales counter banner) at 1280 and
// 390 px, into docs/screenshots/<dealer>-<name>-<width>.png. Run against a running server:
// `PORT=3000 pnpm --filter @dealer/web exec tsx scripts/screenshots-blocks.ts`
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './chromium'

const port = Number(process.env.PORT ?? 3000)
const out = path.resolve(import.meta.dirname, '../../../docs/screenshots')
mkdirSync(out, { recursive: true })

/** dealer, name, page, the block's selector (none: the whole page). */
const shots: [string, string, string, string | null][] = [
  ['harbour-city-motor-group', 'reviews', '/about-us', '#reviews'],
  ['harbour-city-motor-group', 'sales-counter', '/', 'section[aria-labelledby="sales-counter-title"]'],
  ...['harbour-city-motor-group', 'westside-car-co', 'sunset-caravans'].flatMap((slug) =>
    ['about-us', 'service', 'contact', 'faqs'].map((p): [string, string, string, null] => [slug, p, `/${p}`, null]),
  ),
]
const wanted = process.argv.slice(2)

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
try {
  for (const width of [1280, 390]) {
    const page = await browser.newPage({ viewport: { width, height: 900 } })
    for (const [slug, name, pathname, selector] of shots) {
      if (wanted.length && !wanted.includes(name)) continue
      await page.goto(`http://${slug}.localhost:${port}${pathname}`, { waitUntil: 'networkidle' })
      // Past any count-up, so the picture shows the figure.
      await page.waitForTimeout(2500)
      const file = path.join(out, `${slug}-${name}-${width}.png`)
      if (selector) await page.locator(selector).screenshot({ path: file })
      else await page.screenshot({ path: file, fullPage: true })
      console.log(file)
    }
    await page.close()
  }
} finally {
  await browser.close()
}
