/**
 * How cost grows with dealers and cars (issue 14, "Scale"). For each size it generates N dealers
 * with M cars between them with the demo generator (the three demo dealers' tenant files as
 * templates, cycled), seeds a SQLite file, starts the production server on it and measures:
 * time to the "Dealer sites ready" line and to the first 200 of a search page, the server's RSS
 * after start, then 60 s of search-page load (autocannon, a mix of canonical search URLs taken from
 * the dealers' own search pages: makes, bodies, prices, sorts, later pages, on many dealers'
 * `<slug>.localhost` hosts), its own latency histogram (p50/p95/p99) and the RSS after the load.
 *
 *   pnpm bench:scale                                   # demo, 50x50000, 200x200000; prints the table
 *   pnpm bench:scale --sizes 50x50000 --seconds 20     # one size, shorter load
 *   pnpm bench:scale --write                           # also appends the run to bench/scale/RESULTS.md
 *
 * Options: --sizes demo,<dealers>x<cars>,... ; --seconds 60 ; --connections 10 ; --page-cache (leave
 * the anonymous page cache on; off by default so the engine and the render are measured, not the
 * cache) ; --reseed. Env: BENCH_SCALE_DIR (default /tmp/bench-scale: one data folder per size, kept
 * between runs, seeded once), BENCH_PORT (default 3221), BENCH_NODE_OPTIONS (passed to the server,
 * e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof").
 *
 * Photos: every generated car points at the shared demo photo set (drawn once into
 * BENCH_SCALE_DIR/images and linked into each data folder), so the bench measures the engine, not
 * the disk. History reports and walkaround videos are not written.
 */
import autocannon from 'autocannon'
import { spawn, type ChildProcess } from 'node:child_process'
import http from 'node:http'
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import { renderDemoImages, seedDemo } from '../../packages/demo-data/src/index'
import { loadTenants, type TenantConfig } from '../../packages/tenant/src/index'
import { openAppDatabase } from '../../apps/web/app/.server/app-database'
import { appPaths } from '../../apps/web/app/.server/paths'

const here = path.dirname(fileURLToPath(import.meta.url))
const root = path.resolve(here, '../..')
const demoTenantsDir = path.join(root, 'tenants')
const args = process.argv.slice(2).filter((a) => a !== '--')
const option = (name: string, fallback: string): string => {
  const i = args.indexOf(`--${name}`)
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback
}
const flag = (name: string): boolean => args.includes(`--${name}`)

const SECONDS = Number(option('seconds', '60'))
const CONNECTIONS = Number(option('connections', '10'))
const PAGE_CACHE = flag('page-cache')
const PORT = Number(process.env.BENCH_PORT ?? 3221)
const BASE = path.resolve(process.env.BENCH_SCALE_DIR ?? path.join(os.tmpdir(), 'bench-scale'))
/** Search pages fetched per dealer to collect the URLs the load uses (from at most this many dealers). */
const URL_DEALERS = 40
const ALL_STOCK = '/search/new-used-and-demo-cars'

interface Size {
  label: string
  /** null: the three demo dealers as they ship. */
  dealers: number | null
  cars: number | null
}

function parseSizes(spec: string): Size[] {
  return spec.split(',').map((s) => {
    if (s === 'demo') return { label: 'demo', dealers: null, cars: null }
    const m = /^(\d+)x(\d+)$/.exec(s)
    if (!m) throw new Error(`--sizes: "${s}" is neither demo nor <dealers>x<cars>`)
    return { label: s, dealers: Number(m[1]), cars: Number(m[2]) }
  })
}

/** The generated dealers' tenant folder: template i % 3, its own slug, host names and demo seed. */
function writeTenants(dir: string, dealers: number, cars: number): void {
  const templates = loadTenants(demoTenantsDir)
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  const raw = templates.map((t) => JSON.parse(readFileSync(path.join(demoTenantsDir, t.slug, 'tenant.json'), 'utf8')))
  for (let i = 0; i < dealers; i++) {
    const t = structuredClone(raw[i % raw.length]) as Record<string, unknown> & { demo: Record<string, unknown> }
    const slug = `scale-${String(i + 1).padStart(3, '0')}`
    // Spread the cars evenly; the first dealers take the remainder.
    const own = Math.floor(cars / dealers) + (i < cars % dealers ? 1 : 0)
    delete t.$schema
    delete t.feeds // no feed endpoint (it only warns about its token) and no photo queue
    t.slug = slug
    t.name = `${t.name as string} ${i + 1}`
    t.hostnames = [`www.${slug}.example`]
    t.demo = { ...t.demo, cars: own, seed: 1000 + i }
    mkdirSync(path.join(dir, slug))
    writeFileSync(path.join(dir, slug, 'tenant.json'), JSON.stringify(t, null, 2))
  }
}

/** A size's data folder, seeded once (a marker file records what it holds). */
async function prepare(size: Size, now: Date): Promise<{ dataDir: string; tenantsDir: string; seedMs: number | null }> {
  const dataDir = path.join(BASE, size.label)
  const tenantsDir = size.dealers === null ? demoTenantsDir : path.join(dataDir, 'tenants')
  const marker = path.join(dataDir, 'seeded.json')
  if (existsSync(marker) && !flag('reseed')) return { dataDir, tenantsDir, seedMs: null }
  rmSync(dataDir, { recursive: true, force: true })
  mkdirSync(dataDir, { recursive: true })
  if (size.dealers !== null) writeTenants(tenantsDir, size.dealers, size.cars!)
  const sharedImages = path.join(BASE, 'images')
  mkdirSync(sharedImages, { recursive: true })
  const drawn = await renderDemoImages(sharedImages)
  if (drawn > 0) console.log(`  drew ${drawn} shared demo photos into ${sharedImages}`)
  symlinkSync(sharedImages, path.join(dataDir, 'images'))
  const paths = appPaths({ DATA_DIR: dataDir, TENANTS_DIR: tenantsDir })
  const tenants = loadTenants(tenantsDir)
  const database = openAppDatabase(paths)
  const started = performance.now()
  try {
    const result = await seedDemo(database, tenants, { now, force: true })
    const cars = result.tenants.reduce((n, t) => n + t.cars, 0)
    const seedMs = performance.now() - started
    console.log(`  seeded ${result.tenants.length} dealers, ${cars} cars in ${(seedMs / 1000).toFixed(1)} s`)
    writeFileSync(marker, JSON.stringify({ dealers: result.tenants.length, cars, at: now.toISOString() }))
    return { dataDir, tenantsDir, seedMs }
  } finally {
    await database.destroy()
  }
}

/** Resident set size of a process in MB, from /proc (current and peak). */
function rssOf(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0)
  return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 }
}

/** GET over node:http (fetch will not send another Host header): status and body. */
function get(host: string, p: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port: PORT, path: p, headers: { host } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }))
      res.on('error', reject)
    })
    req.on('error', reject)
  })
}

interface Started {
  server: ChildProcess
  readyMs: number
  firstSearchMs: number
  log: string[]
}

async function startServer(dataDir: string, tenantsDir: string, firstHost: string): Promise<Started> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(PORT),
    DATA_DIR: dataDir,
    TENANTS_DIR: tenantsDir,
    LEAD_WORKER: 'off',
    ALERTS_JOB: 'off',
    FEED_PHOTOS: 'off',
    PAGE_CACHE_SECONDS: PAGE_CACHE ? (process.env.PAGE_CACHE_SECONDS ?? '10') : '0',
    SMTP_URL: '',
  }
  const nodeArgs = (process.env.BENCH_NODE_OPTIONS ?? '').split(/\s+/).filter(Boolean)
  const started = performance.now()
  const server = spawn(process.execPath, [...nodeArgs, 'apps/web/server/index.js'], {
    cwd: path.join(root),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const log: string[] = []
  let readyMs = -1
  let firstSearchMs = -1
  const onData = (chunk: Buffer) => {
    const text = chunk.toString()
    log.push(text)
    if (readyMs < 0 && text.includes('Dealer sites ready')) readyMs = performance.now() - started
  }
  server.stdout!.on('data', onData)
  server.stderr!.on('data', onData)
  let exited = false
  server.once('exit', () => (exited = true))
  try {
    await waitUntilReady()
  } catch (err) {
    await stopServer(server)
    throw err
  }
  return { server, readyMs, firstSearchMs, log }

  async function waitUntilReady(): Promise<void> {
    while (readyMs < 0) {
      if (exited) throw new Error(`server exited before it was ready:\n${log.join('').slice(-4000)}`)
      if (performance.now() - started > 600_000) throw new Error('server not ready after 10 minutes')
      await sleep(20)
    }
    for (;;) {
      const res = await get(firstHost, ALL_STOCK)
      if (res.status === 200) break
      if (res.status === 404 || performance.now() - started > 600_000)
        throw new Error(`${ALL_STOCK} answered ${res.status}`)
      await sleep(20)
    }
    firstSearchMs = performance.now() - started
  }
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return
  const exited = new Promise((resolve) => server.once('exit', resolve))
  server.kill('SIGTERM')
  await Promise.race([exited, sleep(15_000)])
  if (server.exitCode === null) server.kill('SIGKILL')
}

/** Canonical search URLs (links on the dealers' own search pages), as [host, path] pairs. */
async function collectUrls(hosts: readonly string[]): Promise<Array<[string, string]>> {
  const urls: Array<[string, string]> = []
  const seen = new Set<string>()
  const take = (host: string, p: string) => {
    const key = `${host} ${p}`
    if (seen.has(key)) return
    seen.add(key)
    urls.push([host, p])
  }
  const fetchPage = async (host: string, p: string): Promise<string> => {
    const res = await get(host, p)
    return res.status === 200 ? res.body : ''
  }
  const links = (html: string): string[] =>
    [...html.matchAll(/href="(\/search(?:\/[^"#]*)?)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'))
  const step = Math.max(1, Math.floor(hosts.length / URL_DEALERS))
  for (let i = 0; i < hosts.length; i += step) {
    const host = hosts[i]!
    take(host, ALL_STOCK)
    const first = links(await fetchPage(host, ALL_STOCK))
    for (const p of first) take(host, p)
    // One level further: a filtered page's own links (a second filter, its later pages, sorts).
    for (const p of first.filter((_, j) => j % 5 === 0).slice(0, 8))
      for (const q of links(await fetchPage(host, p))) take(host, q)
  }
  // Only pages that answer 200 themselves (a link may redirect to its canonical form).
  const ok: Array<[string, string]> = []
  for (const [host, p] of urls) if ((await get(host, p)).status === 200) ok.push([host, p])
  return ok
}

interface LoadResult {
  requests: number
  rps: number
  p50: number
  p95: number
  p99: number
  max: number
  statuses: Record<string, number>
  errors: number
}

/** Runs the load; latency is timed per request from autocannon's response events. */
async function load(urls: Array<[string, string]>, seconds: number): Promise<LoadResult> {
  const latencies: number[] = []
  const statuses: Record<string, number> = {}
  let rng = 12345
  const pick = () => {
    rng = (Math.imul(rng, 1103515245) + 12345) >>> 0
    return urls[rng % urls.length]!
  }
  const instance = autocannon({
    url: `http://127.0.0.1:${PORT}`,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        setupRequest: (req: autocannon.Request) => {
          const [host, p] = pick()
          return { ...req, method: 'GET', path: p, headers: { host, 'accept-encoding': 'gzip' } }
        },
      },
    ],
  })
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    latencies.push(responseTime)
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1
  })
  const result = await instance
  latencies.sort((a, b) => a - b)
  const q = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? NaN
  return {
    requests: latencies.length,
    rps: latencies.length / seconds,
    p50: q(0.5),
    p95: q(0.95),
    p99: q(0.99),
    max: latencies[latencies.length - 1] ?? NaN,
    statuses,
    errors: result.errors + result.timeouts,
  }
}

interface Row {
  size: Size
  dealers: number
  cars: number
  seedMs: number | null
  readyMs: number
  firstSearchMs: number
  rssStart: number
  rssAfter: number
  rssPeak: number
  urls: number
  load: LoadResult
}

async function measure(size: Size, now: Date): Promise<Row> {
  console.log(`\n== ${size.label}`)
  const { dataDir, tenantsDir, seedMs } = await prepare(size, now)
  const seeded = size.dealers === null ? null : JSON.parse(readFileSync(path.join(dataDir, 'seeded.json'), 'utf8'))
  const tenants = loadTenants(tenantsDir)
  const hosts = tenants.map((t: TenantConfig) => `${t.slug}.localhost`)
  const { server, readyMs, firstSearchMs } = await startServer(dataDir, tenantsDir, hosts[0]!)
  try {
    console.log(
      `  ready line after ${(readyMs / 1000).toFixed(2)} s, first search 200 after ${(firstSearchMs / 1000).toFixed(2)} s`,
    )
    await sleep(2000) // let start-up garbage settle before reading RSS
    const rssStart = rssOf(server.pid!).rss
    console.log(`  RSS after start: ${rssStart.toFixed(0)} MB`)
    const urls = await collectUrls(hosts)
    console.log(`  ${urls.length} search URLs on ${new Set(urls.map((u) => u[0])).size} dealers; warm-up 5 s`)
    await load(urls, 5)
    let peak = 0
    const sampler = setInterval(() => (peak = Math.max(peak, rssOf(server.pid!).rss)), 500)
    const result = await load(urls, SECONDS)
    clearInterval(sampler)
    const rssAfter = rssOf(server.pid!).rss
    peak = Math.max(peak, rssAfter)
    console.log(
      `  ${result.requests} requests (${result.rps.toFixed(1)}/s), p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, ` +
        `p99 ${result.p99.toFixed(1)} ms; statuses ${JSON.stringify(result.statuses)}, errors ${result.errors}; ` +
        `RSS after load ${rssAfter.toFixed(0)} MB (peak ${peak.toFixed(0)} MB)`,
    )
    return {
      size,
      dealers: seeded?.dealers ?? tenants.length,
      cars: seeded?.cars ?? (await demoCarCount(dataDir, tenantsDir)),
      seedMs,
      readyMs,
      firstSearchMs,
      rssStart,
      rssAfter,
      rssPeak: peak,
      urls: urls.length,
      load: result,
    }
  } finally {
    await stopServer(server)
  }
}

async function demoCarCount(dataDir: string, tenantsDir: string): Promise<number> {
  const database = openAppDatabase(appPaths({ DATA_DIR: dataDir, TENANTS_DIR: tenantsDir }))
  try {
    const row = await database.db
      .selectFrom('cars')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow()
    return Number(row.n)
  } finally {
    await database.destroy()
  }
}

function table(rows: readonly Row[]): string {
  const n = (x: number) => x.toLocaleString('en-AU')
  const lines = [
    `| dealers | cars | start: ready line s | start: first search 200 s | RSS after start MB | RSS after ${SECONDS} s load MB (peak) | search req/s | p50 ms | p95 ms | p99 ms | non-200 |`,
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ]
  for (const r of rows) {
    const non200 = r.load.requests - (r.load.statuses['200'] ?? 0) + r.load.errors
    lines.push(
      `| ${n(r.dealers)} | ${n(r.cars)} | ${(r.readyMs / 1000).toFixed(1)} | ${(r.firstSearchMs / 1000).toFixed(1)} | ` +
        `${r.rssStart.toFixed(0)} | ${r.rssAfter.toFixed(0)} (${r.rssPeak.toFixed(0)}) | ${r.load.rps.toFixed(0)} | ` +
        `${r.load.p50.toFixed(0)} | ${r.load.p95.toFixed(0)} | ${r.load.p99.toFixed(0)} | ${non200} |`,
    )
  }
  return lines.join('\n')
}

const sizes = parseSizes(option('sizes', 'demo,50x50000,200x200000'))
const now = new Date()
now.setUTCHours(0, 0, 0, 0)
const rows: Row[] = []
for (const size of sizes) rows.push(await measure(size, now))
const loadavg = os.loadavg().map((l) => l.toFixed(2))
const report = [
  `### Run of ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
  '',
  `- Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.type()}; load average at the end ${loadavg.join(' / ')} (1/5/15 min).`,
  `- Command: \`pnpm bench:scale ${args.join(' ')}\`; ${SECONDS} s of load at ${CONNECTIONS} connections, page cache ${PAGE_CACHE ? 'on' : 'off (PAGE_CACHE_SECONDS=0)'}.`,
  `- Search URLs per size: ${rows.map((r) => `${r.size.label} ${r.urls}`).join(', ')}.`,
  `- Seeding (not part of start-up): ${rows.map((r) => `${r.size.label} ${r.seedMs === null ? 'reused' : `${(r.seedMs / 1000).toFixed(0)} s`}`).join(', ')}.`,
  '',
  table(rows),
  '',
].join('\n')
console.log(`\n${report}`)
if (flag('write')) {
  const file = path.join(here, 'RESULTS.md')
  writeFileSync(file, `${existsSync(file) ? readFileSync(file, 'utf8') : '# Scale\n'}\n${report}`)
  console.log(`appended to ${path.relative(root, file)}`)
}
