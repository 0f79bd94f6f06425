import { randomUUID } from 'node:crypto'
import { listStockVersions, type Database, type FeedImportRecord } from '@dealer/db'
import { effectiveLocationType } from '@dealer/domain'
import {
  createPhotoWorker,
  DEFAULT_PHOTO_MAX_BYTES,
  importFeed,
  keepRejectedFeed,
  latestFeedReports,
  type FeedFormat,
  type FeedMode,
  type FeedReport,
  type FeedTenant,
} from '@dealer/feeds'
import { createPollLoop, type OutboxWorker, type PollLoop } from '@dealer/outbox'
import type { Notices } from '@dealer/shared-state'
import { dealerTimeZone, type TenantConfig, type TenantResolver } from '@dealer/tenant'
import type { SearchService } from './search'

/*
 * Stock feeds wired into the app (docs/spec-coverage.md, Stock feeds): imports through the
 * endpoint, the background photo fetcher, and keeping this process's search index and caches in
 * step with the stock. Every import and every stored photo bumps the dealer's stock version in
 * SQL; each server process polls those versions (FEED_POLL_MS) and, for a dealer whose stock
 * changed (through its own endpoint, another process, or the import command), rebuilds the
 * dealer's index and drops its cached pages.
 * A process that changed stock itself (a feed through its endpoint, a deposit) also sends a change
 * notice (STOCK_CHANGED_TOPIC: Redis pub/sub with REDIS_URL, in-process otherwise): the others read
 * the versions at once instead of at their next poll (ADR 024). A lost notice costs one poll.
 */

/** The shared-state topic of stock change notices: `{"tenant": slug, "from": process id}`. */
export const STOCK_CHANGED_TOPIC = 'stock-changed'

/** The dealer as the importer needs it: its locations, the first sales one as the default. */
export function feedTenant(tenant: TenantConfig): FeedTenant {
  const locations = tenant.locations.map((l) => ({
    id: l.id,
    slug: l.slug,
    name: l.name,
    city: l.address.city,
    state: l.address.state,
    sales: effectiveLocationType(l.location_type, l.location_subtype) === 'sales',
  }))
  const defaultLocation =
    locations.find((l) => l.sales && tenant.locations.find((t) => t.id === l.id)?.primary) ??
    locations.find((l) => l.sales) ??
    locations[0] ??
    null
  return { slug: tenant.slug, locations, defaultLocation, timeZone: dealerTimeZone(tenant) }
}

/** The endpoint's bearer token for this dealer, or undefined when its feed endpoint is off. */
export function feedToken(tenant: TenantConfig, env: NodeJS.ProcessEnv = process.env): string | undefined {
  const name = tenant.feeds?.tokenEnv
  return name ? env[name] || undefined : undefined
}

/** Largest feed body the endpoint reads: FEED_MAX_BODY_BYTES, default 50 MB. */
export function feedMaxBodyBytes(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.FEED_MAX_BODY_BYTES)
  return env.FEED_MAX_BODY_BYTES && Number.isFinite(n) && n > 0 ? Math.floor(n) : 50 * 1024 * 1024
}

export interface StockFeeds {
  /** Imports a feed for a dealer, then refreshes this process's index and caches for it. */
  import(tenant: TenantConfig, input: { body: string; format: FeedFormat; mode: FeedMode }): Promise<FeedImportRecord>
  /** Keeps the report of a feed refused before it could be read (empty, not text) as 'rejected'. */
  reject(
    tenant: TenantConfig,
    input: { format: FeedFormat; mode: FeedMode; message: string },
  ): Promise<FeedImportRecord>
  reports(tenant: TenantConfig, limit?: number): Promise<FeedReport[]>
  /** Called with a dealer's slug whenever its stock changed (the HTTP server drops its page cache). */
  onStockChanged(listener: (tenant: string) => void): void
  /** Rebuilds what this process keeps for dealers whose stock version moved; answers which. */
  refreshChanged(): Promise<string[]>
  /**
   * Stock changed outside an import (a deposit reserved a car, its stock version bumped in the same
   * commit): refreshes this process and tells the others at once.
   */
  stockChanged(tenant: string): Promise<void>
  /** Null when photo fetching is off in this process (FEED_PHOTOS=off). */
  readonly photoWorker: OutboxWorker | null
  start(): void
  stop(): Promise<void>
}

const positive = (env: NodeJS.ProcessEnv, name: string, fallback: number): number => {
  const n = Number(env[name])
  return env[name] && Number.isFinite(n) && n > 0 ? n : fallback
}

export function createStockFeeds(options: {
  database: Database
  resolver: TenantResolver
  search: SearchService
  imagesDir: string
  /** Cached pages and data of a dealer to drop when its stock changes. */
  forget: (tenant: string) => void
  /** Change notices between server processes (the shared state's); none: this process only. */
  notices?: Notices
  env?: NodeJS.ProcessEnv
  now?: () => Date
}): StockFeeds {
  const { database, resolver, search } = options
  const env = options.env ?? process.env
  const listeners: ((tenant: string) => void)[] = []
  const seen = new Map<string, number>()
  let versionsRead = false

  /** When each dealer's index may be rebuilt again by the poll (photos arrive one by one). */
  const quietUntil = new Map<string, number>()
  /** Dealers another process said changed: rebuilt at once, quiet time or not. */
  const noticed = new Set<string>()
  /** This process, so it skips its own notices. */
  const self = randomUUID()
  const announce = (slug: string) =>
    options.notices?.publish(STOCK_CHANGED_TOPIC, JSON.stringify({ tenant: slug, from: self }))

  async function refresh(slug: string): Promise<void> {
    const tenant = resolver.bySlug(slug)
    if (!tenant) return
    const started = Date.now()
    await search.reindex(tenant, { pushToMeilisearch: true })
    // A rebuild that took d ms waits 10·d before the next one the poll starts, so a dealer whose
    // 20,000 cars' photos are being fetched is not rebuilt back to back (at most a tenth of the time).
    quietUntil.set(slug, Date.now() + 10 * (Date.now() - started))
    options.forget(slug)
    for (const listener of listeners) listener(slug)
  }

  async function refreshChanged(): Promise<string[]> {
    const versions = await listStockVersions(database.db)
    const changed: string[] = []
    for (const [slug, version] of versions) {
      // The first read only notes where each dealer is: the index was just built from SQL.
      if (versionsRead && seen.get(slug) !== version) {
        // Too soon after the last rebuild: left unseen, so a later poll takes it.
        if ((quietUntil.get(slug) ?? 0) > Date.now() && !noticed.has(slug)) continue
        changed.push(slug)
      }
      seen.set(slug, version)
    }
    versionsRead = true
    for (const slug of changed) noticed.delete(slug)
    for (const slug of changed) await refresh(slug)
    return changed
  }

  const poll: PollLoop = createPollLoop(
    async () => {
      await refreshChanged()
      return { more: false }
    },
    positive(env, 'FEED_POLL_MS', 2_000),
    (error) => console.error('[feeds] stock refresh failed:', error),
  )

  const photoWorker =
    env.FEED_PHOTOS === 'off'
      ? null
      : createPhotoWorker({
          database,
          imagesDir: options.imagesDir,
          concurrency: positive(env, 'FEED_PHOTO_CONCURRENCY', 4),
          maxBytes: positive(env, 'FEED_PHOTO_MAX_MB', DEFAULT_PHOTO_MAX_BYTES / 1024 / 1024) * 1024 * 1024,
          now: options.now,
          onEvent(event) {
            if (event.type === 'failed')
              console.warn(`[feeds] photo not fetched: ${event.delivery.sourceUrl}: ${event.error}`)
            else if (event.type === 'error') console.error('[feeds] photo worker:', event.error)
          },
        })

  return {
    async import(tenant, input) {
      const report = await importFeed({
        database,
        tenant: feedTenant(tenant),
        ...input,
        source: 'endpoint',
        now: options.now?.(),
      })
      if (report.status === 'applied') {
        // Searchable when the answer is sent; the poll then sees this version as known.
        const changed = await refreshChanged().catch((error): string[] => {
          console.error('[feeds] stock refresh failed:', error)
          return []
        })
        if (!changed.includes(tenant.slug)) await refresh(tenant.slug)
        await announce(tenant.slug)
        photoWorker?.wake()
      }
      return report
    },
    reject: (tenant, input) => keepRejectedFeed({ database, tenant: feedTenant(tenant), ...input, source: 'endpoint' }),
    reports: (tenant, limit) => latestFeedReports(database, tenant.slug, limit),
    onStockChanged(listener) {
      listeners.push(listener)
    },
    refreshChanged,
    async stockChanged(slug) {
      await refreshChanged().catch((error) => console.error('[feeds] stock refresh failed:', error))
      await announce(slug)
    },
    photoWorker,
    start() {
      void options.notices
        ?.subscribe(STOCK_CHANGED_TOPIC, (message) => {
          let notice: { tenant?: unknown; from?: unknown }
          try {
            notice = JSON.parse(message) as typeof notice
          } catch {
            return
          }
          if (notice.from === self || typeof notice.tenant !== 'string' || !resolver.bySlug(notice.tenant)) return
          noticed.add(notice.tenant)
          refreshChanged().catch((error) => console.error('[feeds] stock refresh failed:', error))
        })
        .catch((error) => console.error('[feeds] stock change notices not received (the poll still runs):', error))
      poll.start()
      photoWorker?.start()
    },
    async stop() {
      await poll.stop()
      await photoWorker?.stop()
    },
  }
}
