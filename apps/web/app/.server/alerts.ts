import { createHmac } from 'node:crypto'
import {
  createAlertMatcher,
  createAlertWorker,
  createSavedSearches,
  createUnsubscribeTokens,
  engineMatches,
  type AlertMatcher,
  type AlertSite,
  type AlertWorker,
  type SavedSearches,
} from '@dealer/accounts'
import { stockNoun } from '@dealer/domain'
import type { Database } from '@dealer/db'
import { openVocabulary } from '@dealer/search'
import { createPollLoop, type PollLoop } from '@dealer/outbox'
import type { TenantConfig, TenantResolver } from '@dealer/tenant'
import type { SearchService } from './search'
import { configuredSiteOrigin } from './site-origin'

/*
 * Saved-search alerts (ADR 014), wired from the environment: the job that finds what is new and
 * enqueues emails, and the outbox worker that sends them. Both run inside the server unless
 * ALERTS_JOB=off; `pnpm --filter @dealer/web alerts:run` runs one round of both on its own.
 */

export interface ShopperAlerts {
  readonly savedSearches: SavedSearches
  readonly matcher: AlertMatcher
  /** Null when alert email is paused (no SMTP_URL): alerts wait in the outbox. */
  readonly worker: AlertWorker | null
  /** Runs the job for every tenant once; wakes the worker when something was enqueued. */
  runAll(): Promise<{ alerts: number; errors: number }>
  /** Runs the job every ALERTS_INTERVAL_MS (first round now) and the worker, in this process. */
  start(): void
  stop(): Promise<void>
}

/** The key of unsubscribe links, derived from the app's secret (the server and alerts:run agree). */
export function unsubscribeSecret(appSecret: string): string {
  return createHmac('sha256', appSecret).update('accounts:alert-unsubscribe').digest('base64url')
}

const positive = (env: NodeJS.ProcessEnv, name: string): number | undefined => {
  const n = Number(env[name])
  return env[name] && Number.isFinite(n) && n > 0 ? Math.floor(n) : undefined
}

/**
 * The site an email links to: SITE_URL with `{slug}` and `{host}` filled in when set (the demo
 * and tests: `http://{slug}.localhost:3000`), else https on the tenant's first host name, else
 * its `<slug>.localhost` development host.
 */
export function alertSite(tenant: TenantConfig, env: NodeJS.ProcessEnv = process.env): AlertSite {
  const host = tenant.hostnames[0]
  const origin =
    configuredSiteOrigin(tenant, env) ??
    (host ? `https://${host}` : `http://${tenant.slug}.localhost:${env.PORT ?? 3000}`)
  return { dealerName: tenant.dealer.name, noun: stockNoun(tenant.features), origin: origin.replace(/\/+$/, '') }
}

export function createShopperAlerts(options: {
  database: Database
  resolver: TenantResolver
  search: SearchService
  /** Signs unsubscribe links: unsubscribeSecret(the app's secret). */
  secret: string
  now: () => Date
  env?: NodeJS.ProcessEnv
}): ShopperAlerts {
  const { database, resolver, search, now } = options
  const env = options.env ?? process.env
  const tokens = createUnsubscribeTokens(options.secret)
  const matcher = createAlertMatcher({
    database,
    tokens,
    site: (slug) => {
      const tenant = resolver.bySlug(slug)
      return tenant ? alertSite(tenant, env) : undefined
    },
    matches: engineMatches({
      engine: search.engine,
      // Open: a saved search keeps a value the stock no longer has rather than widening to all cars.
      vocabulary: (slug) => search.vocabulary(resolver.bySlug(slug)!).then(openVocabulary),
      settings: (slug) => {
        const tenant = resolver.bySlug(slug)!
        return {
          includeSoldCarsDays: tenant.dealer.include_sold_cars_days,
          lowestPriceRequiresPrice: tenant.features.lowestPriceRequiresPrice,
        }
      },
    }),
  })
  const leaseMs = positive(env, 'ALERTS_LEASE_MS')
  const baseMs = positive(env, 'ALERTS_RETRY_BASE_MS')
  const worker = env.SMTP_URL
    ? createAlertWorker({
        database,
        transport: env.SMTP_URL,
        from: env.ALERTS_FROM ?? '"Car alerts" <alerts@localhost>',
        ...(leaseMs ? { leaseMs } : {}),
        ...(baseMs ? { backoff: { baseMs } } : {}),
        pollIntervalMs: positive(env, 'ALERTS_POLL_MS') ?? 5_000,
      })
    : null

  async function runAll() {
    let alerts = 0
    let errors = 0
    for (const tenant of resolver.all()) {
      const s = await matcher.runTenant(tenant.slug, now())
      alerts += s.newCarAlerts + s.priceDropAlerts
      errors += s.errors
    }
    if (alerts > 0) worker?.wake()
    return { alerts, errors }
  }

  let job: PollLoop | null = null
  return {
    savedSearches: createSavedSearches({ database, tokens }),
    matcher,
    worker,
    runAll,
    start() {
      worker?.start()
      job ??= createPollLoop(
        async () => {
          await runAll()
          return { more: false }
        },
        positive(env, 'ALERTS_INTERVAL_MS') ?? 15 * 60_000,
        (error) => console.error('[alerts] matching job error:', error),
      )
      job.start()
    },
    async stop() {
      await job?.stop()
      await worker?.stop()
      worker?.close()
    },
  }
}

/**
 * The alerts inside the server (ARCHITECTURE: one machine), unless ALERTS_JOB=off (then run
 * `alerts:run` from a scheduler, or as many as wanted: runs at once tell each car once).
 */
export function startShopperAlerts(options: Parameters<typeof createShopperAlerts>[0]): ShopperAlerts {
  const alerts = createShopperAlerts(options)
  const env = options.env ?? process.env
  if (env.ALERTS_JOB === 'off') {
    console.log('Saved-search alerts run outside the server (ALERTS_JOB=off).')
    return alerts
  }
  if (!alerts.worker) console.log('Alert emails are paused: set SMTP_URL to send them (they wait in the outbox).')
  alerts.start()
  return alerts
}
