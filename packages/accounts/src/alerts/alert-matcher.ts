import type { StockNoun } from '@dealer/domain'
import { randomUUID } from 'node:crypto'
import {
  findSavedSearch,
  listAlertingSearches,
  listWatchedPriceDrops,
  recordPriceDrops,
  recordSearchMatches,
  type Database,
  type SavedSearchRecord,
  type SearchMatchOutcome,
} from '@dealer/db'
import { alertAddress, leadAddresses } from './alert-address'
import { newCarsEmail, priceDropEmail } from './alert-email'
import type { FindMatches } from './search-matches'
import type { UnsubscribeTokens } from './unsubscribe-token'

/** What the emails need to know about a dealer's site. */
export interface AlertSite {
  readonly dealerName: string
  /** What the dealer's stock is called in the emails ('cars', 'caravans'); cars when unsaid. */
  readonly noun?: StockNoun
  /** `https://www.dealer.com.au`: links in emails are absolute. */
  readonly origin: string
}

export interface AlertMatcherOptions {
  database: Database
  matches: FindMatches
  /** The tenant's site, or undefined for a tenant this process does not serve (skipped). */
  site(tenant: string): AlertSite | undefined
  tokens: UnsubscribeTokens
  onError?: (error: unknown, where: string) => void
}

/** Counts of one tenant's run, for logs and tests. */
export interface MatchSummary {
  searches: number
  /** First runs: matches recorded, nobody told. */
  baselined: number
  newCarAlerts: number
  priceDropAlerts: number
  /** Shoppers with a price drop and no address to tell them at. */
  noAddress: number
  errors: number
}

export interface AlertMatcher {
  /** Checks every saved search and watchlist of a tenant once; enqueues what is news. */
  runTenant(tenant: string, now: Date): Promise<MatchSummary>
  /** Checks one saved search (right after it is saved, this records what it finds then). */
  checkSearch(tenant: string, savedSearchId: string, now: Date): Promise<SearchMatchOutcome | null>
}

/** The paths the emails link to; the routes in apps/web serve them. */
export const ALERT_PATHS = {
  manage: '/saved-searches',
  unsubscribe: (token: string) => `/alerts/unsubscribe?token=${encodeURIComponent(token)}`,
  car: (slug: string) => `/cars/${encodeURIComponent(slug)}`,
} as const

/**
 * The alert job (ADR 014). Per saved search: run it on the engine, mark the cars it finds, and
 * enqueue one email naming the cars not marked before, all in one transaction, so a crash loses
 * no alert and sends none twice, and runs in several processes at once tell each car once. Per
 * watched car: a price below the lower of its saved and last-alerted price is enqueued the same
 * way, to the shopper's alert address.
 */
export function createAlertMatcher(options: AlertMatcherOptions): AlertMatcher {
  const { database, tokens } = options
  const onError = options.onError ?? ((error, where) => console.error(`[alerts] ${where}:`, error))

  async function check(search: SavedSearchRecord, site: AlertSite, now: Date): Promise<SearchMatchOutcome | null> {
    const found = await options.matches(search.tenant, search.searchUrl, now)
    if (!found) return null
    const byId = new Map(found.map((c) => [c.id, c]))
    return recordSearchMatches(database, {
      tenant: search.tenant,
      savedSearchId: search.id,
      carIds: found.map((c) => c.id),
      now,
      compose(newIds, current) {
        const unsubscribeUrl = site.origin + ALERT_PATHS.unsubscribe(tokens.sign(search.tenant, current.email))
        const email = newCarsEmail({
          dealerName: site.dealerName,
          noun: site.noun,
          searchName: search.name,
          searchUrl: site.origin + search.searchUrl,
          manageUrl: site.origin + ALERT_PATHS.manage,
          // In the engine's order: newest first.
          cars: found
            .filter((c) => newIds.includes(c.id))
            .map((c) => ({ name: c.name, price: c.price, url: site.origin + ALERT_PATHS.car(byId.get(c.id)!.slug) })),
          unsubscribeUrl,
        })
        return { id: randomUUID(), kind: 'new-cars', email: current.email, unsubscribeUrl, ...email }
      },
    })
  }

  async function priceDrops(tenant: string, site: AlertSite, now: Date, summary: MatchSummary): Promise<void> {
    const drops = await listWatchedPriceDrops(database.db, tenant)
    if (drops.length === 0) return
    const byPhone = new Map<string, typeof drops>()
    for (const d of drops) byPhone.set(d.phone, [...(byPhone.get(d.phone) ?? []), d])
    let leads: Map<string, string> | undefined
    for (const [phone, cars] of byPhone) {
      try {
        const saved = await alertAddress(database, tenant, phone, (leads ??= await leadAddresses(database, tenant)))
        if (!saved) {
          summary.noAddress++
          continue
        }
        const result = await recordPriceDrops(database, {
          tenant,
          phone,
          email: saved,
          drops: cars.map((c) => ({ carId: c.carId, price: c.price })),
          now,
          compose(recorded) {
            const unsubscribeUrl = site.origin + ALERT_PATHS.unsubscribe(tokens.sign(tenant, saved))
            const email = priceDropEmail({
              dealerName: site.dealerName,
              noun: site.noun,
              manageUrl: site.origin + ALERT_PATHS.manage,
              cars: cars
                .filter((c) => recorded.includes(c.carId))
                .map((c) => ({
                  name: c.name,
                  price: c.price,
                  previousPrice: c.previousPrice,
                  url: site.origin + ALERT_PATHS.car(c.slug),
                })),
              unsubscribeUrl,
            })
            return { id: randomUUID(), kind: 'price-drop', email: saved, unsubscribeUrl, ...email }
          },
        })
        if (result.alertId) summary.priceDropAlerts++
      } catch (error) {
        summary.errors++
        onError(error, `price drops for a shopper of ${tenant}`)
      }
    }
  }

  return {
    async runTenant(tenant, now) {
      const summary: MatchSummary = {
        searches: 0,
        baselined: 0,
        newCarAlerts: 0,
        priceDropAlerts: 0,
        noAddress: 0,
        errors: 0,
      }
      const site = options.site(tenant)
      if (!site) return summary
      let after: string | undefined
      for (;;) {
        const page = await listAlertingSearches(database.db, tenant, { after, limit: 100 })
        for (const search of page) {
          summary.searches++
          try {
            const outcome = await check(search, site, now)
            if (outcome?.outcome === 'baseline') summary.baselined++
            if (outcome?.outcome === 'new' && outcome.alertId) summary.newCarAlerts++
          } catch (error) {
            // One search failing (the engine timing out, say) must not stop the others.
            summary.errors++
            onError(error, `saved search ${search.id} of ${tenant}`)
          }
        }
        if (page.length < 100) break
        after = page[page.length - 1]!.id
      }
      await priceDrops(tenant, site, now, summary)
      return summary
    },

    async checkSearch(tenant, savedSearchId, now) {
      const site = options.site(tenant)
      const search = await findSavedSearch(database.db, tenant, savedSearchId)
      if (!site || !search) return null
      return check(search, site, now)
    },
  }
}
