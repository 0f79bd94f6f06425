// Lead intake over HTTP: `pnpm build && pnpm exec tsx bench/leads/run.ts [leads] [connections]`.
// Starts the built server on a private data directory (one dealer, SQLite, synchronous=FULL) with
// the delivery worker sending to a local SMTP sink, POSTs enquiries at a fixed concurrency, and
// reports leads accepted per second (a 303 means committed), POST latency, and the delivery lag
// from each redirect to the email arriving. Results: bench/leads/RESULTS.md.
import { randomUUID } from 'node:crypto'
import { startSmtpSink } from '../../packages/leads/src/testing/index'
import { hostRequest } from '../../apps/web/e2e/http'
import { preparePrivateSite, startServer } from '../../apps/web/e2e/support/app-server'

const LEADS = Number(process.argv[2] ?? 2_000)
const CONNECTIONS = Number(process.argv[3] ?? 50)
const PORT = 3190
const dealer = 'westside-car-co'

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN

const arrived = new Map<string, number>()
const sink = await startSmtpSink({
  onMessage: (m) => m.leadId && !arrived.has(m.leadId) && arrived.set(m.leadId, performance.now()),
})
// On the disk the app's data lives on (`.data/`), not /tmp: each commit waits for its fsync.
const site = await preparePrivateSite(
  dealer,
  () => {},
  60,
  new URL('../../.data/bench-leads', import.meta.url).pathname,
)
const server = await startServer(site, PORT, {
  SMTP_URL: sink.url,
  LEAD_MIN_FILL_MS: '0',
  LEAD_RATE_PER_CLIENT: '0',
  LEAD_RATE_PER_TENANT: '0',
})
try {
  const search = (await hostRequest(dealer, '/search/used-cars', { port: PORT })).body
  const slug = /href="\/cars\/([a-z0-9-]+)"/.exec(search)![1]!
  const page = (await hostRequest(dealer, `/cars/${slug}/enquire`, { port: PORT })).body
  const token = /name="form_started" value="([^"]+)"/.exec(page)![1]!
  const origin = `http://${dealer}.localhost:${PORT}`
  const latencies: number[] = []
  const acknowledgedAt = new Map<string, number>()
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < LEADS) {
        const i = next++
        const t0 = performance.now()
        const res = await hostRequest(dealer, `/cars/${slug}/enquire`, {
          port: PORT,
          headers: { origin },
          form: {
            idempotency_key: randomUUID(),
            form_started: token,
            hp_contact_confirm: '',
            name: `Bench Person ${i}`,
            email: `bench${i}@example.com`,
            phone: '0412 345 678',
            message: 'Is this car still available?',
            terms_conditions: 'on',
          },
        })
        const t1 = performance.now()
        if (res.status !== 303) throw new Error(`lead ${i}: ${res.status} ${res.body.slice(0, 200)}`)
        latencies.push(t1 - t0)
        acknowledgedAt.set(/lead=([^&]+)/.exec(String(res.headers.location))![1]!, t1)
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  const deadline = performance.now() + 120_000
  while (arrived.size < LEADS && performance.now() < deadline) await new Promise((r) => setTimeout(r, 100))
  const lags = [...acknowledgedAt].map(([id, t]) => (arrived.get(id) ?? NaN) - t).sort((a, b) => a - b)
  latencies.sort((a, b) => a - b)
  const ms = (n: number) => n.toFixed(0)
  console.log(`leads: ${LEADS} at ${CONNECTIONS} connections`)
  console.log(`accepted: ${(LEADS / seconds).toFixed(0)} leads/s (${seconds.toFixed(1)} s)`)
  console.log(
    `POST latency ms: p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, p99 ${ms(percentile(latencies, 99))}`,
  )
  console.log(`delivered by email: ${arrived.size} of ${LEADS}`)
  console.log(
    `delivery lag ms (redirect → email received): p50 ${ms(percentile(lags, 50))}, p95 ${ms(percentile(lags, 95))}, max ${ms(lags[lags.length - 1] ?? NaN)}`,
  )
} finally {
  await server.stop()
  await sink.close()
}
