/**
 * Search engine benchmark (issue 3): p50/p95 latency of a full disjunctive query — a text
 * query, 4 active filters and the counts of every facet — over 2k, 20k and 100k generated cars,
 * for our embedded engine and the libraries it was measured against, in the same run.
 *
 *   pnpm exec tsx bench/search/run.ts                       # all sizes, all engines
 *   pnpm exec tsx bench/search/run.ts --sizes 2000 --engines embedded,orama
 *   pnpm exec tsx bench/search/run.ts --write               # also rewrite bench/search/RESULTS.md
 */
import { writeFileSync } from 'node:fs'
import os from 'node:os'
import { fileURLToPath } from 'node:url'
import type { FacetField } from '../../packages/search/src/fields'
import type { SearchDoc } from '../../packages/search/src/search-doc'
import { soldCutoffMs } from '../../packages/search/src/visibility'
import { FIXTURE_NOW, generateSearchDocs, random } from '../../packages/search/src/testing/fixtures'
import {
  ALL_FACETS,
  flatValue,
  type BenchAnswer,
  type BenchEngine,
  type BenchQuery,
} from '../../packages/search/bench/bench-query'
import { createEmbeddedBench } from '../../packages/search/bench/embedded-bench'
import { createItemsjsBench } from '../../packages/search/bench/itemsjs-engine'
import { createOramaBench } from '../../packages/search/bench/orama-engine'

const args = process.argv.slice(2)
const arg = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`)
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback
}
const SIZES = arg('sizes', '2000,20000,100000').split(',').map(Number)
const ENGINES = arg('engines', 'embedded,orama,itemsjs').split(',')
const QUERIES = Number(arg('queries', '40'))
const ROUNDS = Number(arg('rounds', '5'))
const FACTORIES: Record<string, () => BenchEngine> = {
  embedded: createEmbeddedBench,
  orama: createOramaBench,
  itemsjs: createItemsjsBench,
}

const POOL: FacetField[] = [
  'car_type',
  'body',
  'fuel',
  'transmission',
  'drive',
  'colour',
  'price',
  'km',
  'year',
  'seats',
]

/** Deterministic queries built from the stock, so each one matches something. */
function makeQueries(docs: readonly SearchDoc[], count: number, seed: number, withText = true): BenchQuery[] {
  const rnd = random(seed)
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!
  const visible = docs.filter((d) => d.show_on_dealer_website && d.available)
  const out: BenchQuery[] = []
  while (out.length < count) {
    const d0 = pick(visible)
    const words = [d0.make, d0.model].filter((w) => /^[A-Za-z0-9]+$/.test(w))
    if (withText && words.length === 0) continue
    const fields = [...POOL].sort(() => rnd() - 0.5).slice(0, 4)
    const filters: Record<string, string[]> = {}
    for (const f of fields) {
      const values = new Set<string>()
      for (const d of rnd() < 0.5 ? [d0] : [d0, pick(visible)]) {
        const v = flatValue(d, f)
        if (typeof v === 'string') values.add(v)
      }
      filters[f] = [...values]
    }
    out.push({
      query: withText ? pick(words).toLowerCase() : '',
      filters,
      facets: ALL_FACETS,
      hitsPerPage: 21,
      soldCutoff: soldCutoffMs(FIXTURE_NOW),
    })
  }
  return out
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}

function sameAnswer(a: BenchAnswer, b: BenchAnswer): boolean {
  if (a.count !== b.count) return false
  for (const f of ALL_FACETS) {
    const x = a.facets[f] ?? {}
    const y = b.facets[f] ?? {}
    const keys = new Set([...Object.keys(x), ...Object.keys(y)])
    for (const k of keys) if ((x[k] ?? 0) !== (y[k] ?? 0)) return false
  }
  return true
}

interface Row {
  size: number
  engine: string
  buildMs: number
  heapMb: number
  p50: number
  p95: number
  mean: number
  exactText: string
  exactFilters: string
}

const rows: Row[] = []
for (const size of SIZES) {
  const docs = generateSearchDocs(size, { seed: 42, tenant: 'bench' })
  const queries = makeQueries(docs, QUERIES, size)
  const plain = makeQueries(docs, QUERIES, size + 1, false)
  let reference: BenchAnswer[] | null = null
  let referencePlain: BenchAnswer[] | null = null
  for (const name of ENGINES) {
    const engine = FACTORIES[name]!()
    globalThis.gc?.()
    const heapBefore = process.memoryUsage().heapUsed
    const t0 = performance.now()
    await engine.build(docs)
    const buildMs = performance.now() - t0
    globalThis.gc?.()
    const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20
    const answers: BenchAnswer[] = []
    for (const q of queries) answers.push(await engine.run(q))
    const answersPlain: BenchAnswer[] = []
    for (const q of plain) answersPlain.push(await engine.run(q))
    reference ??= answers
    referencePlain ??= answersPlain
    const exactText = `${answers.filter((a, i) => sameAnswer(a, reference![i]!)).length}/${queries.length}`
    const exactFilters = `${answersPlain.filter((a, i) => sameAnswer(a, referencePlain![i]!)).length}/${plain.length}`
    // Warm the JIT: at least one pass over the queries, then up to 400 runs or 5 seconds.
    const warmUntil = performance.now() + 5000
    for (let w = 0; w < 400 && (w < queries.length || performance.now() < warmUntil); w++)
      await engine.run(queries[w % queries.length]!)
    const times: number[] = []
    for (let r = 0; r < ROUNDS; r++) {
      for (const q of queries) {
        const t = performance.now()
        await engine.run(q)
        times.push(performance.now() - t)
      }
    }
    times.sort((a, b) => a - b)
    const row: Row = {
      size,
      engine: engine.name,
      buildMs,
      heapMb,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      mean: times.reduce((s, t) => s + t, 0) / times.length,
      exactText,
      exactFilters,
    }
    rows.push(row)
    console.error(
      `${size}\t${row.engine}\tbuild ${buildMs.toFixed(0)} ms\tp50 ${row.p50.toFixed(3)} ms\tp95 ${row.p95.toFixed(3)} ms\tsame answers ${exactText} (text) ${exactFilters} (filters only)`,
    )
  }
}

const fmt = (n: number) => (n < 10 ? n.toFixed(3) : n.toFixed(1))
const table = [
  '| cars | engine | p50 ms | p95 ms | mean ms | build ms | heap MB | same count and facets as ours (text + 4 filters) | (4 filters, no text) |',
  '|---:|---|---:|---:|---:|---:|---:|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.size.toLocaleString('en-AU')} | ${r.engine} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.mean)} | ${r.buildMs.toFixed(0)} | ${r.heapMb.toFixed(0)} | ${r.exactText} | ${r.exactFilters} |`,
  ),
].join('\n')
const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}`
const report = { date: new Date().toISOString(), machine, queries: QUERIES, rounds: ROUNDS, table }
console.log(table)
if (args.includes('--write')) {
  const path = fileURLToPath(new URL('./latest-run.md', import.meta.url))
  writeFileSync(
    path,
    `Run of ${report.date} on ${machine}; ${QUERIES} queries x ${ROUNDS} rounds per engine and size.\n\n${table}\n`,
  )
  console.error(`wrote ${path}`)
}
