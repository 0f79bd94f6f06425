/*
 * Rough figures for the lead path, without HTTP: leads accepted per second by submitLead at a
 * given concurrency, and delivery lag (lead stored → marked sent) with one in-process worker
 * sending to a local SMTP sink and webhook receiver.
 *
 *   pnpm --filter @dealer/leads exec tsx bench/bench-leads.ts [leads=1000] [concurrency=50]
 *
 * SQLite in a temporary file by default; BENCH_DATABASE_URL=postgres://... for PostgreSQL
 * (a fresh schema is created and dropped).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { countDeliveriesByStatus, createDatabase, migrateToLatest } from '@dealer/db'
import pg from 'pg'
import {
  createDeliveryWorker,
  createEmailChannel,
  createWebhookChannel,
  newIdempotencyKey,
  submitLead,
  type TenantDeliverySettings,
} from '../src/index'
import { startSmtpSink, startWebhookReceiver } from '../src/testing/index'

const total = Number(process.argv[2] ?? 1_000)
const concurrency = Number(process.argv[3] ?? 50)
const secret = 'bench-secret'
const url = process.env.BENCH_DATABASE_URL

const dir = mkdtempSync(join(tmpdir(), 'leads-bench-'))
const schema = `bench_${Date.now()}`
if (url) await admin(`create schema ${schema}`)
const database = url
  ? createDatabase({
      url: `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`,
    })
  : createDatabase({ sqlitePath: join(dir, 'bench.sqlite') })
await migrateToLatest(database)
const sink = await startSmtpSink()
const receiver = await startWebhookReceiver({ secret })
const settings: TenantDeliverySettings = {
  vendor: { name: 'Bench Motors', email: 'sales@bench.test', phone: '0290000000' },
  deliveryChannels: { email: { to: ['leads@bench.test'] }, webhook: { url: receiver.url, secret } },
}
const enquiryValues = (i: number) => ({
  name: `Shopper ${i}`,
  email: `s${i}@example.com`,
  phone: '0412345678',
  message: 'Bench',
  terms_conditions: true,
})
const tenant = { slug: 'bench', deliveryChannels: settings.deliveryChannels }

// 1. Accepting: `concurrency` submits in flight at all times.
let next = 0
const started = performance.now()
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < total) {
      const i = next++
      await submitLead(
        database.db,
        tenant,
        { form: 'enquiry', values: enquiryValues(i), context: { url: '/bench' } },
        { idempotencyKey: newIdempotencyKey() },
      )
    }
  }),
)
const acceptSeconds = (performance.now() - started) / 1000

// 2. Delivering: one worker drains the outbox (2 deliveries per lead).
const email = createEmailChannel({ transport: sink.url, from: 'leads@bench.test', settings: () => settings })
const worker = createDeliveryWorker({
  database,
  channels: [email, createWebhookChannel({ settings: () => settings })],
  batchSize: 20,
  pollIntervalMs: 5,
  onEvent: () => {},
})
const deliverStart = performance.now()
worker.start()
while ((await countDeliveriesByStatus(database.db, { tenant: 'bench' })).sent < total * 2)
  await new Promise((r) => setTimeout(r, 20))
await worker.stop()
const deliverSeconds = (performance.now() - deliverStart) / 1000

// 3. Lag of a lead arriving while the worker idles: submit, wake, wait for each channel.
worker.start()
const lags: number[] = []
const webhookLags: number[] = []
for (let i = 0; i < 50; i++) {
  const t0 = performance.now()
  const { leadId } = await submitLead(
    database.db,
    tenant,
    { form: 'enquiry', values: enquiryValues(i), context: { url: '/bench' } },
    { idempotencyKey: newIdempotencyKey() },
  )
  worker.wake()
  while (!receiver.requests.some((r) => r.leadId === leadId)) await new Promise((r) => setImmediate(r))
  webhookLags.push(performance.now() - t0)
  while ((await countDeliveriesByStatus(database.db, { tenant: 'bench' })).sent < total * 2 + (i + 1) * 2)
    await new Promise((r) => setImmediate(r))
  lags.push(performance.now() - t0)
}
await worker.stop()
lags.sort((a, b) => a - b)
webhookLags.sort((a, b) => a - b)

console.log(`engine: ${database.dialect}`)
console.log(`accepted ${total} leads at concurrency ${concurrency}: ${(total / acceptSeconds).toFixed(0)} leads/s`)
console.log(
  `delivered ${total * 2} (email + webhook) with one worker: ${((total * 2) / deliverSeconds).toFixed(0)} deliveries/s`,
)
console.log(
  `lag submit → webhook received (idle worker, woken): p50 ${webhookLags[25]!.toFixed(1)} ms, p95 ${webhookLags[47]!.toFixed(1)} ms`,
)
console.log(`lag submit → both channels marked sent: p50 ${lags[25]!.toFixed(1)} ms, p95 ${lags[47]!.toFixed(1)} ms`)

email.close()
await sink.close()
await receiver.close()
await database.destroy()
if (url) await admin(`drop schema ${schema} cascade`)
rmSync(dir, { recursive: true, force: true })

async function admin(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(query)
  } finally {
    await client.end()
  }
}
