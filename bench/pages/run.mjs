// Requests per second and latency of dealer pages next to the hello-world route, in one run.
// Usage: node bench/pages/run.mjs   (needs a built app: pnpm build; seeds .data/bench if needed)
import autocannon from 'autocannon'
import { spawn, execFileSync } from 'node:child_process'
import http from 'node:http'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

const root = path.resolve(import.meta.dirname, '../..')
const port = Number(process.env.BENCH_PORT ?? 3300)
const host = process.env.BENCH_HOST ?? 'harbour-city-motor-group.localhost'
const duration = Number(process.env.BENCH_SECONDS ?? 10)
const env = { ...process.env, PORT: String(port), DATA_DIR: path.join(root, '.data/bench'), NODE_ENV: 'production', BENCH_ROUTES: '1' }

execFileSync('pnpm', ['--filter', '@dealer/web', 'run', '--silent', 'seed'], { cwd: root, env, stdio: 'inherit' })
const server = spawn('node', ['apps/web/server/index.js'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] })
try {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break
    } catch {}
    await sleep(100)
  }
  const carPath = await new Promise((resolve, reject) =>
    http
      .get(`http://127.0.0.1:${port}/`, { headers: { host } }, (res) => {
        let html = ''
        res.on('data', (c) => (html += c))
        res.on('end', () => resolve(/href="(\/cars\/[a-z0-9-]+)"/.exec(html)?.[1]))
      })
      .on('error', reject),
  )
  const targets = [
    ['hello-world route (resource)', '/bench/hello'],
    ['hello-world page (bare document)', '/bench/hello-bare'],
    ['hello-world page (dealer layout)', '/bench/hello-page'],
    ['home', '/'],
    ['search /search/used-cars', '/search/used-cars'],
    ['search filtered', '/search/toyota?body=SUV&sortBy=price-asc'],
    ['car page', carPath ?? '/'],
  ]
  const rows = []
  for (const [name, p] of targets) {
    const url = `http://127.0.0.1:${port}${p}`
    await autocannon({ url, connections: 10, duration: 2, headers: { host } }) // warm-up
    const r = await autocannon({ url, connections: 50, duration, headers: { host } })
    rows.push({ name, path: p, rps: Math.round(r.requests.average), p50: r.latency.p50, p95: r.latency.p97_5 ?? r.latency.p99, non2xx: r.non2xx, errors: r.errors })
  }
  const base = rows[0].rps
  console.log(`\n| page | req/s | latency p50 ms | latency p97.5 ms | vs hello | non-2xx |`)
  console.log(`|---|---|---|---|---|---|`)
  for (const r of rows) console.log(`| ${r.name} | ${r.rps} | ${r.p50} | ${r.p95} | ${(r.rps / base).toFixed(2)} | ${r.non2xx + r.errors} |`)
} finally {
  server.kill('SIGTERM')
}
