// Lighthouse (mobile) on the home page, a search page and a car page of each theme, as a demo
// dealer using it shows them: performance, accessibility, best practices and SEO.
// Usage: pnpm bench:themes   (builds, seeds .data/bench if needed, starts the server, runs
// Lighthouse BENCH_LH_RUNS times a page, and adds the run to bench/themes/RESULTS.md)
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'
import { carStateCandidates, demoTenants, openDemoDatabase } from '../../apps/web/scripts/car-states'
import { chromiumPath } from '../../apps/web/scripts/chromium'
import {
  chromeFlags,
  commitLabel,
  lighthouseEnvironment,
  type LighthouseEnvironment,
  machineLine,
  prependRun,
  requireBuild,
  runLighthouse,
  root,
  serverEnv,
  startServer,
  status,
} from '../lighthouse/common'

/** The targets of issue #13 for every theme, on a phone. */
const TARGET = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } as const
type Category = keyof typeof TARGET
const CATEGORIES = Object.keys(TARGET) as Category[]

const port = Number(process.env.BENCH_PORT ?? 3401)
const dataDir = path.resolve(root, process.env.BENCH_DATA_DIR ?? '.data/bench')
const runs = Math.max(1, Number(process.env.BENCH_LH_RUNS ?? 3))
const resultsFile = path.join(import.meta.dirname, 'RESULTS.md')
const reportsDir = path.join(dataDir, 'lighthouse-themes')
const env = serverEnv(port, dataDir)

requireBuild('pnpm bench:themes')

interface Row {
  theme: string
  tenant: string
  page: string
  path: string
  scores: Record<Category, number>
  performanceRange: [number, number]
  lcp: number
  cls: number
  /** The audits that kept a category under 100 in the median run. */
  failing: string[]
}

type Lhr = Awaited<ReturnType<typeof runLighthouse>>['lhr']

/** The audits that cost points outside performance: what to fix for 100. */
function failingAudits(lhr: Lhr): string[] {
  const out: string[] = []
  for (const id of CATEGORIES.filter((c) => c !== 'performance')) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id]
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) out.push(`${id}: ${audit.title}`)
    }
  }
  return out
}

const load: number[] = [os.loadavg()[0] ?? 0]
const server = await startServer(env)
let chrome: chromeLauncher.LaunchedChrome | undefined
const rows: Row[] = []
let environment: LighthouseEnvironment | undefined
try {
  // One demo dealer per theme: the first that uses it.
  const byTheme = new Map<string, ReturnType<typeof demoTenants>[number]>()
  for (const tenant of demoTenants()) if (!byTheme.has(tenant.theme)) byTheme.set(tenant.theme, tenant)
  const database = openDemoDatabase(env)
  const pages: Omit<Row, 'scores' | 'performanceRange' | 'lcp' | 'cls' | 'failing'>[] = []
  try {
    for (const [theme, tenant] of byTheme) {
      const host = `${tenant.slug}.localhost`
      const c = await carStateCandidates(database, tenant, new Date())
      let car: string | undefined
      for (const slug of [...c.available, ...c.caravan]) {
        if ((await status(port, host, `/cars/${slug}`)) === 200) {
          car = `/cars/${slug}`
          break
        }
      }
      pages.push({ theme, tenant: tenant.slug, page: 'home', path: '/' })
      pages.push({ theme, tenant: tenant.slug, page: 'search', path: '/search/new-used-and-demo-cars' })
      if (car) pages.push({ theme, tenant: tenant.slug, page: 'car', path: car })
      else console.log(`skipped ${tenant.slug} car page: no available car in the demo stock`)
    }
  } finally {
    await database.destroy()
  }

  mkdirSync(reportsDir, { recursive: true })
  chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags })
  for (const page of pages) {
    const url = `http://${page.tenant}.localhost:${port}${page.path}`
    await status(port, `${page.tenant}.localhost`, page.path) // warm the server's page cache
    const lhrs: Lhr[] = []
    for (let i = 0; i < runs; i++) {
      const result = await runLighthouse(url, chrome.port, CATEGORIES)
      lhrs.push(result.lhr)
      writeFileSync(path.join(reportsDir, `${page.theme}-${page.page}-${i + 1}.html`), String(result.report))
    }
    const lhr = computeMedianRun(lhrs)
    const score = (r: Lhr, c: Category) => Math.round((r.categories[c]?.score ?? 0) * 100)
    const performances = lhrs.map((r) => score(r, 'performance'))
    const row: Row = {
      ...page,
      scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(lhr, c)])) as Record<Category, number>,
      performanceRange: [Math.min(...performances), Math.max(...performances)],
      lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
      failing: failingAudits(lhr),
    }
    rows.push(row)
    environment ??= lighthouseEnvironment(lhr)
    console.log(
      `${page.theme} ${page.page}: ${CATEGORIES.map((c) => `${c} ${row.scores[c]}`).join(', ')} ` +
        `(performance ${performances.join(', ')}), LCP ${(row.lcp / 1000).toFixed(2)} s`,
    )
  }
} finally {
  await chrome?.kill()
  server.kill('SIGTERM')
}
load.push(os.loadavg()[0] ?? 0)

const passes = (r: Row) => CATEGORIES.every((c) => r.scores[c] >= TARGET[c])
const stamp = `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`
const MARKER = '<!-- runs: newest first; `pnpm bench:themes` adds each run below this line -->'
const run = [
  `## Run of ${stamp} (commit ${commitLabel()})`,
  '',
  `${machineLine(load, environment)} ${runs} runs a page, the median run shown.`,
  '',
  '| theme | dealer | page | performance | range | accessibility | best practices | SEO | LCP | CLS | targets met |',
  '|---|---|---|---|---|---|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.theme} | ${r.tenant} | ${r.page} \`${r.path}\` | ${r.scores.performance} | ${r.performanceRange[0]}–${r.performanceRange[1]} | ` +
      `${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.scores.seo} | ${(r.lcp / 1000).toFixed(2)} s | ` +
      `${r.cls.toFixed(3)} | ${passes(r) ? 'yes' : '**no**'} |`,
  ),
  '',
  `Targets met on ${rows.filter(passes).length} of ${rows.length} pages.`,
  ...(rows.some((r) => r.failing.length)
    ? [
        '',
        'Audits that cost points (median run):',
        '',
        ...rows.filter((r) => r.failing.length).map((r) => `- ${r.theme} ${r.page}: ${r.failing.join('; ')}.`),
      ]
    : []),
  '',
].join('\n')
const header = `# Lighthouse: every theme on a phone

\`pnpm bench:themes\` builds the app, seeds \`.data/bench\` if needed (\`BENCH_DATA_DIR\` to use another
seeded folder), starts the production server on port 3401 (\`BENCH_PORT\`), and runs Lighthouse through
its node API in Debian's Chromium with its default mobile settings (phone emulation, simulated slow 4G,
4× CPU slowdown), all four categories. For each installed theme it takes the first demo dealer using
it and measures its home page, \`/search/new-used-and-demo-cars\` and an available car (a caravan at a
caravan dealer), \`BENCH_LH_RUNS\` times each (3 by default), reporting Lighthouse's median run (the
run nearest the median FCP and TTI) and the range of performance scores. HTML reports are kept in
\`.data/bench/lighthouse-themes/\`. Not part of CI: run it on a quiet machine (the load average is
recorded because the performance score depends on the CPU).

Targets (issue #13): performance ≥ ${TARGET.performance}; accessibility, best practices and SEO 100.

${MARKER}
`
writeFileSync(
  resultsFile,
  prependRun(existsSync(resultsFile) ? readFileSync(resultsFile, 'utf8') : '', header, MARKER, run),
)
console.log(`\n${run}\nWritten to ${path.relative(root, resultsFile)}`)
