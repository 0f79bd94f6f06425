// Milliseconds of server CPU per page, without HTTP: calls the Remix request handler of the
// production build directly, the same way server/index.js does, and reads the whole body.
// Usage: node bench/pages/render.mjs [requests per round] [path ...]
// Uses .data/bench (seed it first, e.g. by running bench/pages/run.mjs once). The pages are
// measured in interleaved rounds and the fastest round counts, so other work on the machine
// disturbs the figures less than it disturbs autocannon's. CPU time counts every thread of the
// process (garbage collection included).
// PROFILE=file.cpuprofile writes a CPU profile of the measured rounds (50 µs sampling; summarise it
// with `node bench/pages/profile-summary.mjs file.cpuprofile`).
import { closeServices, once, startProfile } from './handler.mjs'

const [, , n = '40', ...paths] = process.argv
const perRound = Number(n)
const rounds = Number(process.env.ROUNDS ?? 8)
const targets = paths.length
  ? paths
  : [
      '/bench/hello',
      '/bench/hello-bare',
      '/bench/hello-page',
      '/search/used-cars',
      '/search/toyota?body=SUV&sortBy=price-asc',
    ]

const results = new Map(targets.map((p) => [p, { times: [], last: null }]))
for (const p of targets) for (let i = 0; i < 30; i++) await once(p) // warm-up
const stopProfile = await startProfile()
for (let r = 0; r < rounds; r++) {
  for (const p of targets) {
    const entry = results.get(p)
    const t0 = process.cpuUsage()
    for (let i = 0; i < perRound; i++) entry.last = await once(p)
    const used = process.cpuUsage(t0)
    entry.times.push((used.user + used.system) / 1000 / perRound)
  }
}
await stopProfile()
console.log('| path | status | bytes | CPU ms/request, best round | median round |')
console.log('|---|---|---|---|---|')
for (const [p, { times, last }] of results) {
  times.sort((a, b) => a - b)
  console.log(
    `| ${p} | ${last.status} | ${last.bytes} | ${times[0].toFixed(2)} | ${times[times.length >> 1].toFixed(2)} |`,
  )
}
await closeServices()
