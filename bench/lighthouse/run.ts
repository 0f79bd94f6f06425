// Lighthouse (mobile: its default phone emulation and throttling) on the car page of every demo
// dealer: a car with a 360° spin and a plain car each, against the production build.
// Usage: pnpm bench:lighthouse   (builds, seeds .data/bench if needed, starts the server, runs
// Lighthouse BENCH_LH_RUNS times a page, and adds the run to bench/lighthouse/RESULTS.md)
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs'
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
  status as statusOn,
} from './common'

/** The targets of issue #10 for the car page on a phone. */
const TARGET = { cls: 0.05, performance: 95 }

const port = Number(process.env.BENCH_PORT ?? 3400)
const dataDir = path.resolve(root, process.env.BENCH_DATA_DIR ?? '.data/bench')
const runs = Math.max(1, Number(process.env.BENCH_LH_RUNS ?? 3))
const resultsFile = path.join(import.meta.dirname, 'RESULTS.md')
const reportsDir = path.join(dataDir, 'lighthouse')
const chromePath = chromiumPath
const env = serverEnv(port, dataDir)
const status = (host: string, p: string) => statusOn(port, host, p)

requireBuild('pnpm bench:lighthouse')

interface Row {
  tenant: string
  theme: string
  kind: string
  path: string
  performance: number
  performanceRange: [number, number]
  cls: number
  clsWorst: number
  lcp: number
  tbt: number
  jsKb: number
  pass: boolean
  /** Where the time and the shifts come from, in the median run. */
  notes: string
}

type Lhr = Awaited<ReturnType<typeof runLighthouse>>['lhr']
type Details = { items?: Record<string, unknown>[] }
type LhNode = { selector?: string; snippet?: string; nodeLabel?: string }

/** A node as the report names it: its label (alt text, aria-label or text), else its selector's end. */
function nodeName(node: LhNode | undefined): string {
  const label = node?.nodeLabel?.replace(/\s+/g, ' ').trim()
  const selector = node?.selector?.split(' > ').slice(-2).join(' > ') ?? '?'
  const tag = /^<(\w+)/.exec(node?.snippet ?? '')?.[1] ?? ''
  return label ? `${tag} "${label.slice(0, 60)}"` : `${tag} ${selector}`.trim()
}

/** The LCP element and its phases, the largest layout shifts, and the render-blocking files. */
function diagnose(lhr: Lhr): string {
  const parts: string[] = []
  const lcp = (lhr.audits['largest-contentful-paint-element']?.details as Details | undefined)?.items ?? []
  const lcpNode = ((lcp[0] as Details | undefined)?.items?.[0] as { node?: LhNode } | undefined)?.node
  const phases = ((lcp[1] as Details | undefined)?.items ?? []) as { phase: string; timing: number }[]
  if (lcpNode)
    parts.push(
      `LCP ${nodeName(lcpNode)}` +
        (phases.length ? ` (${phases.map((p) => `${p.phase} ${Math.round(p.timing)} ms`).join(', ')})` : ''),
    )
  const shifts = ((lhr.audits['layout-shifts']?.details as Details | undefined)?.items ?? []) as {
    score: number
    node?: LhNode
  }[]
  const byNode = new Map<string, number>()
  for (const s of shifts) byNode.set(nodeName(s.node), (byNode.get(nodeName(s.node)) ?? 0) + s.score)
  const top = [...byNode].sort((a, b) => b[1] - a[1]).slice(0, 3)
  if (top.length) parts.push(`shifts: ${top.map(([n, v]) => `${n} ${v.toFixed(3)}`).join('; ')}`)
  const blocking = ((lhr.audits['render-blocking-resources']?.details as Details | undefined)?.items ?? []) as {
    url: string
    wastedMs?: number
  }[]
  if (blocking.length)
    parts.push(
      `${blocking.length} render-blocking files (${blocking.map((b) => new URL(b.url).pathname.split('/').pop()).join(', ')}), ` +
        `up to ${Math.round(Math.max(...blocking.map((b) => b.wastedMs ?? 0)))} ms`,
    )
  return parts.join('. ')
}

const load: number[] = [os.loadavg()[0] ?? 0]
const server = await startServer(env)
let chrome: chromeLauncher.LaunchedChrome | undefined
const rows: Row[] = []
let environment: LighthouseEnvironment | undefined
try {
  // A car with a spin and a plain one per dealer, picked by their fields in the demo database.
  const tenants = demoTenants()
  const database = openDemoDatabase(env)
  const pages: { tenant: string; theme: string; kind: string; path: string }[] = []
  try {
    for (const tenant of tenants) {
      const host = `${tenant.slug}.localhost`
      const c = await carStateCandidates(database, tenant, new Date())
      const kinds: [string, string[]][] = [
        ['360° spin', c.spin],
        // A caravan dealer's plain stock is its caravans.
        ['plain', c.available.length ? c.available : c.caravan],
      ]
      for (const [kind, slugs] of kinds) {
        let found: string | undefined
        for (const slug of slugs) {
          if ((await status(host, `/cars/${slug}`)) === 200) {
            found = `/cars/${slug}`
            break
          }
        }
        if (found) pages.push({ tenant: tenant.slug, theme: tenant.theme, kind, path: found })
        else console.log(`skipped ${tenant.slug} ${kind}: no such car in the demo stock`)
      }
    }
  } finally {
    await database.destroy()
  }

  mkdirSync(reportsDir, { recursive: true })
  chrome = await chromeLauncher.launch({ chromePath, chromeFlags })
  for (const page of pages) {
    const url = `http://${page.tenant}.localhost:${port}${page.path}`
    await status(`${page.tenant}.localhost`, page.path) // warm the server's page cache
    const lhrs: Lhr[] = []
    for (let i = 0; i < runs; i++) {
      const result = await runLighthouse(url, chrome.port, ['performance'])
      lhrs.push(result.lhr)
      const name = `${page.tenant}-${page.kind === 'plain' ? 'plain' : 'spin'}-${i + 1}.html`
      writeFileSync(path.join(reportsDir, name), String(result.report))
      writeFileSync(path.join(reportsDir, name.replace(/\.html$/, '.json')), JSON.stringify(result.lhr))
    }
    const lhr = computeMedianRun(lhrs)
    const scores = lhrs.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100))
    const script = (
      lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] }
    )?.items?.find((x) => x.resourceType === 'script')
    const row: Row = {
      ...page,
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      performanceRange: [Math.min(...scores), Math.max(...scores)],
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
      clsWorst: Math.max(...lhrs.map((r) => r.audits['cumulative-layout-shift']?.numericValue ?? NaN)),
      lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
      jsKb: (script?.transferSize ?? 0) / 1024,
      pass: false,
      notes: diagnose(lhr),
    }
    row.pass = row.cls < TARGET.cls && row.performance >= TARGET.performance
    rows.push(row)
    environment ??= lighthouseEnvironment(lhr)
    console.log(
      `${page.tenant} ${page.kind}: performance ${row.performance} (${scores.join(', ')}), CLS ${row.cls.toFixed(3)}, ` +
        `LCP ${(row.lcp / 1000).toFixed(2)} s, TBT ${Math.round(row.tbt)} ms, JS ${row.jsKb.toFixed(1)} KB`,
    )
  }
} finally {
  await chrome?.kill()
  server.kill('SIGTERM')
}
load.push(os.loadavg()[0] ?? 0)

// The run goes on top of RESULTS.md; earlier runs stay below it for comparison.
const MARKER = '<!-- runs: newest first; `pnpm bench:lighthouse` adds each run below this line -->'
const commit = commitLabel()
const date = new Date()
const stamp = `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`
const ok = (b: boolean) => (b ? 'yes' : '**no**')
const run = [
  `## Run of ${stamp} (commit ${commit})`,
  '',
  `${machineLine(load, environment)} ${runs} runs a page, the median run shown.`,
  '',
  '| dealer | theme | car | page | performance | range | CLS | worst CLS | LCP | TBT | JS (transfer) | CLS < 0.05 | performance ≥ 95 |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.tenant} | ${r.theme} | ${r.kind} | \`${r.path}\` | ${r.performance} | ${r.performanceRange[0]}–${r.performanceRange[1]} | ` +
      `${r.cls.toFixed(3)} | ${r.clsWorst.toFixed(3)} | ${(r.lcp / 1000).toFixed(2)} s | ${Math.round(r.tbt)} ms | ${r.jsKb.toFixed(1)} KB | ` +
      `${ok(r.cls < TARGET.cls)} | ${ok(r.performance >= TARGET.performance)} |`,
  ),
  '',
  `Targets met on ${rows.filter((r) => r.pass).length} of ${rows.length} pages.`,
  '',
  'Where it goes (median run):',
  '',
  ...rows.map((r) => `- ${r.tenant}, ${r.kind}: ${r.notes}.`),
  '',
].join('\n')
const header = `# Lighthouse: the car page on a phone

\`pnpm bench:lighthouse\` builds the app, seeds \`.data/bench\` if needed (\`BENCH_DATA_DIR\` to use another
seeded folder), starts the production server on port 3400 (\`BENCH_PORT\`), and runs Lighthouse
${'`'}12.8${'`'} through its node API in Debian's Chromium with its default mobile settings (phone emulation,
simulated slow 4G and 4× CPU slowdown), performance category only. For each dealer it measures a car
with a 360° spin and a plain car (a caravan at the caravan dealer), picked from the demo database by
their fields (\`apps/web/scripts/car-states.ts\`), \`BENCH_LH_RUNS\` times each (3 by default), and
reports the median run (Lighthouse's own \`computeMedianRun\`: the run nearest the median FCP and TTI),
with the range of performance scores over the runs and the worst CLS seen. The HTML reports are kept
in \`.data/bench/lighthouse/\`. Not part of CI: run it on demand, on a quiet machine (the load average
is recorded because the score depends on the CPU).

Targets (issue #10): CLS < ${TARGET.cls} and performance ≥ ${TARGET.performance} on every car page.
JS (transfer) is every script the page loaded during the run, compressed as sent.

${MARKER}
`
writeFileSync(
  resultsFile,
  prependRun(existsSync(resultsFile) ? readFileSync(resultsFile, 'utf8') : '', header, MARKER, run),
)
console.log(`\n${run}\nWritten to ${path.relative(root, resultsFile)}`)
