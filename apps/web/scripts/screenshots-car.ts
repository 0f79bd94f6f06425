// Screenshots of the car page in each of its states (available, sold, reserved, coming soon,
// caravan, electric, 360° spin) for every demo dealer, full page at 390 and 1280 px wide, into
// docs/screenshots/<tenant>-car-<state>-<width>.png. The cars are picked from the database by
// their fields (scripts/car-states.ts); a state a dealer's stock lacks is skipped with a note.
// Run against a running server and the data folder it serves:
//   PORT=3000 DATA_DIR=.data pnpm --filter @dealer/web screenshots:car [state ...]
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { appClock } from '../app/.server/clock'
import { repoRoot } from '../app/.server/paths'
import { CAR_STATES, STATE_NEEDS, carStateCandidates, demoTenants, openDemoDatabase } from './car-states'
import { chromiumArgs, chromiumPath } from './chromium'

const port = Number(process.env.PORT ?? 3000)
const root = repoRoot(import.meta.dirname)
const out = path.join(root, 'docs/screenshots')
const widths = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]
const wanted = process.argv.slice(2).filter((a) => a !== '--')
const unknown = wanted.filter((s) => !(CAR_STATES as readonly string[]).includes(s))
if (unknown.length) {
  console.error(`Unknown state ${unknown.join(', ')}: choose from ${CAR_STATES.join(', ')}`)
  process.exit(2)
}
const states = CAR_STATES.filter((s) => !wanted.length || wanted.includes(s))
const now = appClock()()

/** Scrolls through the page so lazy photos load, waits for them, and pictures a spinner on its first frame. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    // Half a screen at a time, slowly enough for a busy machine to start each lazy photo.
    // 'instant': the site scrolls smoothly, and a picture taken mid-scroll has the sticky panels
    // and the sticky header wherever the scroll had got to.
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: 'instant' })
      await new Promise((r) => setTimeout(r, 250))
    }
    window.scrollTo({ top: 0, behavior: 'instant' })
    // Lazy photos a quick scroll passed by too fast (cards rendered late) would be empty boxes in
    // a full-page picture that a shopper scrolling down never sees: load them all now.
    for (const img of document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')) img.loading = 'eager'
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
    // A cold image cache resizes each photo on its first request: give them time.
    await Promise.race([loaded, new Promise((done) => setTimeout(done, 20_000))])
  })
  const spinner = page.locator('[role="slider"][data-state]')
  if (await spinner.count()) {
    try {
      await spinner.and(page.locator('[data-state="ready"]')).waitFor({ timeout: 15_000 })
      const autoRotate = page.getByRole('button', { name: 'Auto-rotate' })
      if (await autoRotate.count()) await autoRotate.click()
      await spinner.focus()
      for (let i = Number(await spinner.getAttribute('data-frame')); i > 0; i--) await page.keyboard.press('ArrowLeft')
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    } catch (error) {
      console.log(
        `  note: the spinner did not settle (${error instanceof Error ? error.message.split('\n')[0] : error})`,
      )
    }
  }
  await page.waitForLoadState('networkidle')
  // Back at the top, and the sticky header (shown once scrolled past the title) gone again.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
  await page.waitForFunction(() => window.scrollY === 0)
  await page.waitForTimeout(500)
  // An empty photo box in a screenshot is then the page's doing, not the capture's: say which.
  const missing = await page.evaluate(() =>
    [...document.images].filter((img) => !img.complete || img.naturalWidth === 0).map((img) => img.alt || img.src),
  )
  if (missing.length) console.log(`  note: ${missing.length} image(s) not loaded: ${missing.slice(0, 5).join('; ')}`)
}

mkdirSync(out, { recursive: true })
const tenants = demoTenants()
const database = openDemoDatabase()
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: [...chromiumArgs, '--host-resolver-rules=MAP *.localhost 127.0.0.1'],
})
let written = 0
const skipped: string[] = []
try {
  for (const tenant of tenants) {
    const candidates = await carStateCandidates(database, tenant, now)
    const base = `http://${tenant.slug}.localhost:${port}`
    for (const state of states) {
      for (const w of widths) {
        // A fresh browser each time: no 'Recently viewed' cards or cookies from the pictures before.
        const context = await browser.newContext({ viewport: w })
        try {
          const page = await context.newPage()
          const href = await openFirst(page, base, candidates[state])
          if (!href) {
            const why = candidates[state].length ? 'none of its pages answered 200' : `no ${STATE_NEEDS[state]}`
            skipped.push(`${tenant.slug} ${state}: ${why}`)
            console.log(`skipped ${tenant.slug} ${state}: the demo stock has ${why}`)
            break
          }
          await settle(page)
          const file = path.join(out, `${tenant.slug}-car-${state}-${w.width}.png`)
          await page.screenshot({ path: file, fullPage: true })
          written++
          console.log(`${path.relative(root, file)}  ${href}`)
        } finally {
          await context.close()
        }
      }
    }
  }
} finally {
  await browser.close()
  await database.destroy()
}
console.log(
  `\n${written} screenshots in ${path.relative(root, out)}/${skipped.length ? `; skipped: ${skipped.length}` : ''}`,
)

/** Opens the first candidate whose car page answers 200; returns its path, or null. */
async function openFirst(page: Page, base: string, slugs: string[]): Promise<string | null> {
  for (const slug of slugs) {
    const href = `/cars/${slug}`
    const response = await page.goto(`${base}${href}`, { waitUntil: 'networkidle' })
    if (response?.status() === 200) return href
  }
  return null
}
