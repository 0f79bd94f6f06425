import { countDeliveriesByStatus, type Database } from '@dealer/db'
import { afterAll, beforeAll } from 'vitest'
import type { TenantDeliverySettings } from '../delivery/config'
import { createEmailChannel, type EmailChannel } from '../delivery/email-channel'
import { createWebhookChannel } from '../delivery/webhook-channel'
import type { DeliveryChannel } from '../delivery/channel'
import type { DeliveryWorker } from '../delivery/worker'
import { startSmtpSink, type SmtpSink } from '../dev-tools/smtp-sink'
import { startWebhookReceiver, type WebhookReceiver } from '../testing/webhook-receiver'
import { settingsFor, waitFor } from './leads'

export const WEBHOOK_SECRET = 'test-secret-0123456789'

/**
 * A real SMTP server and a real HTTP webhook receiver on 127.0.0.1, started once per test
 * file, plus the channels that send to them. `respond` decides the webhook's answers, so a
 * test can take it down and bring it back; `settings` maps each test tenant to its config.
 */
export function useDeliveryEnvironment() {
  const env = {
    sink: undefined as unknown as SmtpSink,
    receiver: undefined as unknown as WebhookReceiver,
    settings: new Map<string, TenantDeliverySettings>(),
    respond: (_request: { leadId: string | null; body: string }): number | Promise<number> => 200,
    rejectRecipient: (_address: string): number | null => null,
    email: undefined as unknown as EmailChannel,
    webhook: undefined as unknown as DeliveryChannel,
    channels(): DeliveryChannel[] {
      return [env.email, env.webhook]
    },
    /** Registers a tenant whose leads go to the sink and the receiver. */
    addTenant(
      slug: string,
      overrides: Partial<TenantDeliverySettings['deliveryChannels']> = {},
    ): TenantDeliverySettings {
      const s = settingsFor(env.receiver.url, WEBHOOK_SECRET, overrides)
      env.settings.set(slug, s)
      return s
    },
    emailsFor(leadIds: readonly string[]): Map<string, number> {
      const wanted = new Set(leadIds)
      const counts = new Map<string, number>()
      for (const m of env.sink.messages)
        if (m.leadId && wanted.has(m.leadId)) counts.set(m.leadId, (counts.get(m.leadId) ?? 0) + 1)
      return counts
    },
    webhooksFor(leadIds: readonly string[]): Map<string, number> {
      const wanted = new Set(leadIds)
      return new Map([...env.receiver.acceptedByLead()].filter(([id]) => wanted.has(id)))
    },
  }
  beforeAll(async () => {
    env.sink = await startSmtpSink({ rejectRecipient: (a) => env.rejectRecipient(a) })
    env.receiver = await startWebhookReceiver({ secret: WEBHOOK_SECRET, respond: (r) => env.respond(r) })
    const settings = (tenant: string) => env.settings.get(tenant)
    env.email = createEmailChannel({ transport: env.sink.url, from: '"Website leads" <leads@platform.test>', settings })
    env.webhook = createWebhookChannel({ settings, timeoutMs: 5_000 })
  })
  afterAll(async () => {
    env.email?.close()
    await env.sink?.close()
    await env.receiver?.close()
  })
  return env
}

/** Runs the workers round after round until no delivery of `tenant` is pending or in flight. */
export async function drain(
  database: Pick<Database, 'db'>,
  tenant: string,
  workers: readonly DeliveryWorker[],
  timeoutMs = 20_000,
): Promise<void> {
  await waitFor(
    async () => {
      await Promise.all(workers.map((w) => w.runOnce()))
      const counts = await countDeliveriesByStatus(database.db, { tenant })
      return counts.pending === 0 && counts.sending === 0
    },
    timeoutMs,
    `deliveries of ${tenant} to settle`,
  )
}

/** Every lead id mapped to 1: what exactly-once delivery of `leadIds` looks like. */
export function once(leadIds: readonly string[]): Map<string, number> {
  return new Map(leadIds.map((id) => [id, 1]))
}
