/*
 * A delivery worker as its own process, for the multi-process test: what a deployment runs
 * with a command. Configured through the environment by the test.
 */
import { createDatabase } from '@dealer/db'
import type { TenantDeliverySettings } from '../delivery/config'
import { createEmailChannel } from '../delivery/email-channel'
import { runWorkerUntilSignal } from '@dealer/outbox'
import { createWebhookChannel } from '../delivery/webhook-channel'
import { createDeliveryWorker } from '../delivery/worker'

const env = process.env
const database = createDatabase({ url: env.LEADS_DB_URL })
const all = JSON.parse(env.LEADS_SETTINGS ?? '{}') as Record<string, TenantDeliverySettings>
const settings = (tenant: string) => all[tenant]
const email = createEmailChannel({ transport: env.LEADS_SMTP_URL!, from: 'leads@platform.test', settings })
const worker = createDeliveryWorker({
  database,
  channels: [email, createWebhookChannel({ settings })],
  workerId: env.LEADS_WORKER_ID,
  leaseMs: Number(env.LEADS_LEASE_MS),
  batchSize: 4,
  pollIntervalMs: 10,
  backoff: { baseMs: 20, maxMs: 200 },
  onEvent: (e) => {
    if (e.type === 'sent') process.stdout.write(`sent ${e.delivery.id}\n`)
    if (e.type !== 'sent') process.stderr.write(`${e.type} ${JSON.stringify(e)}\n`)
  },
})
process.stdout.write('ready\n')
await runWorkerUntilSignal(worker, {
  onStopped: async () => {
    email.close()
    await database.destroy()
  },
})
