// The long fuzz of every route and action: `pnpm bench:fuzz [requests] [seed] [connections]`.
// Starts the built server on a private data directory (one dealer, the page cache on), sends
// fuzzed requests over raw HTTP (the generator of apps/web/e2e/support/edge-fuzz.ts, which the
// browser suite runs a few hundred of from a fixed seed) and reports the answers by status, every
// 5xx or dropped connection, and the stack-trace lines the server logged. Results: bench/fuzz/RESULTS.md.
import { hostRequest } from '../../apps/web/e2e/http'
import { preparePrivateSite, startServer } from '../../apps/web/e2e/support/app-server'
import { dealerSeeds, routePatterns, runFuzz } from '../../apps/web/e2e/support/edge-fuzz'

const REQUESTS = Number(process.argv[2] ?? 20_000)
const SEED = Number(process.argv[3] ?? 16)
const CONNECTIONS = Number(process.argv[4] ?? 4)
const PORT = Number(process.env.BENCH_PORT ?? 3195)
const dealer = 'westside-car-co'

const site = await preparePrivateSite(dealer, () => {}, 60)
const server = await startServer(site, PORT, { PAGE_CACHE_SECONDS: '10' })
try {
  const seeds = await dealerSeeds(PORT, dealer, async (path) => (await hostRequest(dealer, path, { port: PORT })).body)
  const logBefore = server.output().length
  const started = performance.now()
  const tally = await runFuzz({ port: PORT, seeds, seed: SEED, count: REQUESTS, connections: CONNECTIONS })
  const seconds = (performance.now() - started) / 1000
  const log = server.output().slice(logBefore)
  const fiveHundreds = [...tally.byStatus].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0)
  console.log(`routes: ${routePatterns().length} route modules, seed ${SEED}, ${CONNECTIONS} connections`)
  console.log(`requests tried: ${tally.tried} in ${seconds.toFixed(1)} s`)
  console.log(
    `by status: ${[...tally.byStatus]
      .sort(([a], [b]) => a - b)
      .map(([s, c]) => `${s}: ${c}`)
      .join(', ')}`,
  )
  console.log(`5xx: ${fiveHundreds}; no answer: ${tally.byStatus.get(0) ?? 0}`)
  console.log(
    `log: ${log.split('\n').filter(Boolean).length} lines, ${(log.match(/^\s+at /gm) ?? []).length} stack-trace lines`,
  )
  for (const failure of tally.failures.slice(0, 20)) console.log(`  ${failure.slice(0, 400)}`)
  process.exitCode = tally.failures.length ? 1 : 0
} finally {
  await server.stop()
}
