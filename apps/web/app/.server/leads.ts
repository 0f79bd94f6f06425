import type { Database } from '@dealer/db'
import {
  createDeliveryWorker,
  createEmailChannel,
  createWebhookChannel,
  type DeliveryChannel,
  type DeliveryChannelsConfig,
  type DeliveryWorker,
  type LeadTenant,
  type TenantDeliverySettings,
} from '@dealer/leads'
import type { TenantConfig, TenantResolver } from '@dealer/tenant'
import { appClock } from './clock'
import { carOnPage } from './visible-car'

/**
 * Where a tenant's leads go, from its `leads` config: ADF/XML by email to `leads.email.to` (the
 * dealer's address when nothing is named) and, when configured, a signed webhook whose key is
 * read from the environment variable the config names. Delivery runs from the outbox (ADR 006).
 */
export function deliveryChannels(tenant: TenantConfig, env: NodeJS.ProcessEnv = process.env): DeliveryChannelsConfig {
  const { email, webhook } = tenant.leads
  const channels: DeliveryChannelsConfig = {}
  if (email !== null) channels.email = email ? { to: email.to, cc: email.cc } : { to: [tenant.dealer.email] }
  if (webhook) channels.webhook = { url: webhook.url, secret: env[webhook.secretEnv] ?? '', format: webhook.format }
  return channels
}

export function leadTenant(tenant: TenantConfig): LeadTenant {
  return { slug: tenant.slug, deliveryChannels: deliveryChannels(tenant) }
}

/** Every configured webhook must have its key: a missing one stops start-up, naming the variable. */
export function checkLeadSecrets(tenants: readonly TenantConfig[], env: NodeJS.ProcessEnv = process.env): void {
  const missing = tenants.flatMap((t) =>
    t.leads.webhook && !env[t.leads.webhook.secretEnv] ? [`${t.slug}: ${t.leads.webhook.secretEnv}`] : [],
  )
  if (missing.length > 0)
    throw new Error(`Lead webhook secrets are not set (tenant: variable):\n  - ${missing.join('\n  - ')}`)
}

/** What the delivery channels read about a dealer at send time. */
export function deliverySettings(tenant: TenantConfig, env: NodeJS.ProcessEnv = process.env): TenantDeliverySettings {
  return {
    vendor: { name: tenant.dealer.name, email: tenant.dealer.email, phone: tenant.dealer.phone },
    // A lead stores slugs and ids; the dealer reads names, and which yard a car is at.
    directory: {
      dealerships: { [tenant.slug]: tenant.dealer.name },
      locations: tenant.locations.map((l) => ({
        id: l.id,
        slug: l.slug,
        name: l.name,
        address: {
          street: l.address.street,
          city: l.address.city,
          state: l.address.state,
          postcode: l.address.postcode,
        },
        phone: l.phone,
        email: l.email,
      })),
    },
    deliveryChannels: deliveryChannels(tenant, env),
    // A location enquiry goes to its location's own address (docs/spec-coverage.md, Dealer site: locations).
    locationEmails: Object.fromEntries(tenant.locations.flatMap((l) => (l.email ? [[l.id, l.email]] : []))),
  }
}

/**
 * Whether the tenant's page /cars/{slug} shows this car now, as the car page decides it
 * (`carOnPage`): the car holding that slug is this one, and visible. A car sold past the dealer's
 * sold days, hidden, deleted, or whose slug another car now has is a 404 or another car, so its
 * lead is sent without the link (its details come from the lead).
 */
export function carPageLive(database: Pick<Database, 'db'>, tenant: TenantConfig, now: () => Date) {
  return async (car: { id: string; slug: string }): Promise<boolean> =>
    (await carOnPage(database.db, tenant, car.slug, now()))?.id === car.id
}

/** The delivery settings of each tenant by slug, read at send time, with the check of a car's page. */
export function settingsFor(
  resolver: TenantResolver,
  env: NodeJS.ProcessEnv,
  database: Pick<Database, 'db'>,
  // The site's clock (APP_NOW in demos and tests): the car page goes by the same one.
  now: () => Date = appClock(env),
): (slug: string) => TenantDeliverySettings | undefined {
  return (slug) => {
    const tenant = resolver.bySlug(slug)
    return tenant ? { ...deliverySettings(tenant, env), carPageLive: carPageLive(database, tenant, now) } : undefined
  }
}

/**
 * A warning when leads would be emailed through a mail service from the default sender: most
 * services (and every one that checks the sender's domain) refuse `leads@localhost` for good, so
 * every lead email would fail. The demo's local mailbox takes it, so a loopback SMTP_URL is quiet.
 */
export function leadSenderWarning(env: Readonly<Record<string, string | undefined>>): string | null {
  if (!env.SMTP_URL || env.LEADS_FROM) return null
  let host = ''
  try {
    host = new URL(env.SMTP_URL).hostname
  } catch {
    return null
  }
  if (['localhost', '127.0.0.1', '[::1]'].includes(host)) return null
  return `[leads] LEADS_FROM is not set, so lead emails go out from "Website leads" <leads@localhost>, which most mail services refuse: set LEADS_FROM to an address of a domain ${host} sends for, e.g. "Website leads" <leads@yourdomain.com.au>`
}

/**
 * The delivery worker with the channels this environment can reach: email when SMTP_URL is set,
 * the webhook always (each tenant's URL is in its config). Null when no channel can send; leads
 * then wait in the outbox, nothing is lost.
 */
export function createLeadDelivery(
  database: Database,
  resolver: TenantResolver,
  env: NodeJS.ProcessEnv = process.env,
  now: () => Date = appClock(env),
): DeliveryWorker | null {
  const settings = settingsFor(resolver, env, database, now)
  const channels: DeliveryChannel[] = []
  const senderWarning = leadSenderWarning(env)
  if (senderWarning) console.warn(senderWarning)
  if (env.SMTP_URL) {
    channels.push(
      createEmailChannel({
        transport: env.SMTP_URL,
        // An empty LEADS_FROM (a compose file's unset variable) is no sender: the default.
        from: env.LEADS_FROM || '"Website leads" <leads@localhost>',
        settings,
      }),
    )
  }
  if (resolver.all().some((t) => t.leads.webhook)) channels.push(createWebhookChannel({ settings }))
  if (channels.length === 0) return null
  const ms = (name: string) => {
    const n = Number(env[name])
    return env[name] && Number.isFinite(n) && n > 0 ? Math.floor(n) : undefined
  }
  // Operational knobs; the defaults (lease 60 s, first retry after 10 s, poll 1 s) suit production.
  const leaseMs = ms('LEAD_LEASE_MS')
  const baseMs = ms('LEAD_RETRY_BASE_MS')
  return createDeliveryWorker({
    database,
    channels,
    ...(leaseMs ? { leaseMs } : {}),
    ...(baseMs ? { backoff: { baseMs } } : {}),
    ...(ms('LEAD_POLL_MS') ? { pollIntervalMs: ms('LEAD_POLL_MS') } : {}),
    ...(ms('LEAD_BATCH') ? { batchSize: ms('LEAD_BATCH') } : {}),
  })
}

/**
 * The delivery worker inside the server (ARCHITECTURE: one machine), unless LEAD_WORKER=off
 * (when `pnpm --filter @dealer/web leads:worker` runs it as its own process).
 */
export function startLeadDelivery(
  database: Database,
  resolver: TenantResolver,
  env: NodeJS.ProcessEnv = process.env,
  now: () => Date = appClock(env),
): DeliveryWorker | null {
  if (env.LEAD_WORKER === 'off') {
    console.log('Lead delivery runs in its own process (LEAD_WORKER=off).')
    return null
  }
  const worker = createLeadDelivery(database, resolver, env, now)
  if (!worker) {
    console.log('Lead delivery is paused: set SMTP_URL to send leads by email (they wait in the outbox until then).')
    return null
  }
  worker.start()
  return worker
}
