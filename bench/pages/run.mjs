// Requests per second and latency of dealer pages next to the hello-world route, in one run.
// Usage: node bench/pages/run.mjs   (needs a built app: pnpm build; seeds .data/bench if needed)
// BENCH_ENCODING=br (or gzip) sends that Accept-Encoding, as browsers do, so the server's compression
// is measured too; unset, the pages go uncompressed. BENCH_NODE_OPTIONS='--max-semi-space-size=32' starts
// the server with those flags.
import autocannon from 'autocannon'
import { spawn, execFileSync } from 'node:child_process'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { findCarPaths } from './find-cars.mjs'

const root = path.resolve(import.meta.dirname, '../..')
const port = Number(process.env.BENCH_PORT ?? 3300)
const host = process.env.BENCH_HOST ?? 'harbour-city-motor-group.localhost'
const duration = Number(process.env.BENCH_SECONDS ?? 10)
const headers = { host, ...(process.env.BENCH_ENCODING ? { 'accept-encoding': process.env.BENCH_ENCODING } : {}) }
const env = {
  ...process.env,
  PORT: String(port),
  DATA_DIR: process.env.BENCH_DATA_DIR ?? path.join(root, '.data/bench'),
  NODE_ENV: 'production',
  BENCH_ROUTES: '1',
}

execFileSync('pnpm', ['--filter', '@dealer/web', 'run', '--silent', 'seed'], { cwd: root, env, stdio: 'inherit' })
// BENCH_NODE_OPTIONS: V8 or Node flags for the server process (as bench/scale/run.ts takes them).
const nodeArgs = (process.env.BENCH_NODE_OPTIONS ?? '').split(/\s+/).filter(Boolean)
const server = spawn(process.execPath, [...nodeArgs, 'apps/web/server/index.js'], {
  cwd: root,
  env,
  stdio: ['ignore', 'ignore', 'inherit'],
})
try {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break
    } catch {
      // not listening yet
    }
    await sleep(100)
  }
  const cars = await findCarPaths(port, host)
  const targets = [
    ['hello-world route (resource)', '/bench/hello'],
    ['hello-world page (bare document)', '/bench/hello-bare'],
    ['hello-world page (dealer layout)', '/bench/hello-page'],
    ['home', '/'],
    ['search /search/used-cars', '/search/used-cars'],
    ['search filtered', '/search/toyota?body=SUV&sortBy=price-asc'],
    ['car page', cars.first ?? '/'],
    ...(cars.spin ? [['car page with a 360° spin', cars.spin]] : []),
  ]
  const rows = []
  for (const [name, p] of targets) {
    const url = `http://127.0.0.1:${port}${p}`
    await autocannon({ url, connections: 10, duration: 2, headers }) // warm-up
    const r = await autocannon({ url, connections: 50, duration, headers })
    rows.push({
      name,
      path: p,
      rps: Math.round(r.requests.average),
      p50: r.latency.p50,
      p90: r.latency.p90,
      p975: r.latency.p97_5,
      non2xx: r.non2xx,
      errors: r.errors,
    })
  }
  // autocannon reports no p95: p90 and p97.5 bracket it.
  const resource = rows[0].rps
  const page = rows[1].rps
  console.log(
    `\nPAGE_CACHE_SECONDS=${env.PAGE_CACHE_SECONDS ?? '10 (default)'}, Accept-Encoding: ${headers['accept-encoding'] ?? 'none'}`,
  )
  console.log(`| page | req/s | p50 ms | p90 ms | p97.5 ms | vs hello resource | vs hello page (bare) | non-2xx |`)
  console.log(`|---|---|---|---|---|---|---|---|`)
  for (const r of rows) {
    console.log(
      `| ${r.name} | ${r.rps} | ${r.p50} | ${r.p90} | ${r.p975} | ${(r.rps / resource).toFixed(2)} | ${(r.rps / page).toFixed(2)} | ${r.non2xx + r.errors} |`,
    )
  }
} finally {
  server.kill('SIGTERM')
}
