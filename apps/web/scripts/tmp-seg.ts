import { chromium } from '@playwright/test'
const [slug, pathname, widthArg] = process.argv.slice(2)
const width = Number(widthArg ?? 1280)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
const page = await browser.newPage({ viewport: { width, height: 900 } })
await page.goto(`http://${slug}.localhost:3194${pathname}`, { waitUntil: 'networkidle' })
await page.waitForTimeout(500)
const h = await page.evaluate(() => document.body.scrollHeight)
const step = width < 500 ? 1400 : 1000
let n = 0
for (let y = 0; y < h; y += step, n++) {
  await page.screenshot({ path: `/tmp/seg-${n}.png`, fullPage: true, clip: { x: 0, y, width, height: Math.min(step, h - y) } })
}
console.log(n, 'segments', h)
await browser.close()
