import { allCarFieldsInPages, listModels } from '@dealer/db'
import { weeklyRepayment } from '@dealer/domain'
import {
  buildVocabulary,
  createDocInterner,
  createEmbeddedEngine,
  createMeilisearchEngine,
  SEARCH_DOC_CAR_FIELDS,
  toSearchDoc,
  type SearchDoc,
  type SearchDocContext,
  type SearchEngine,
  type SearchVocabulary,
} from '@dealer/search'
import { financeSettings, type TenantConfig } from '@dealer/tenant'
import type { Database } from '@dealer/db'
import { Meilisearch } from 'meilisearch'
import { appClock } from './clock'

/** The search side of the app: one engine per process and each tenant's URL vocabulary. */
export interface SearchService {
  readonly engine: SearchEngine
  vocabulary(tenant: TenantConfig): Promise<SearchVocabulary>
  /**
   * Rebuild a tenant's index and vocabulary from SQL (start-up, after an import). With Meilisearch
   * the documents are pushed there only when `pushToMeilisearch` (after a feed import); at start-up
   * its index is the sync-search command's.
   */
  reindex(tenant: TenantConfig, options?: { pushToMeilisearch?: boolean }): Promise<number>
}

/**
 * What a car alone does not carry, for its search document: names, and the weekly repayment its page
 * shows (worked out on the same finance basis as the page's teaser, so a card never shows another).
 */
export function docContext(tenant: TenantConfig, now: Date = appClock()()): SearchDocContext {
  const finance = financeSettings(tenant)
  return {
    locationNames: Object.fromEntries(tenant.locations.map((l) => [l.id, l.name])),
    dealershipNames: { [tenant.slug]: tenant.dealer.name },
    weeklyOf: (car) => weeklyRepayment(car, finance, now),
  }
}

/**
 * The embedded engine by default, built from SQL; Meilisearch when MEILISEARCH_URL is set (its
 * index is filled by the sync-search command, and the vocabulary still comes from SQL).
 */
export function createSearchService(database: Database, env: NodeJS.ProcessEnv = process.env): SearchService {
  const meili = env.MEILISEARCH_URL ? new Meilisearch({ host: env.MEILISEARCH_URL, apiKey: env.MEILISEARCH_KEY }) : null
  const engine = meili ? createMeilisearchEngine({ client: meili }) : createEmbeddedEngine()
  const vocabularies = new Map<string, Promise<SearchVocabulary>>()

  async function load(tenant: TenantConfig): Promise<{ docs: SearchDoc[]; vocabulary: SearchVocabulary }> {
    const models = await listModels(database.db, tenant.slug)
    const ctx = docContext(tenant)
    // A page of cars at a time, only the columns a document needs: a dealer's whole stock is never
    // held as cars, only as documents, and equal values in them are one string (createDocInterner).
    const docs: SearchDoc[] = []
    const intern = createDocInterner()
    for await (const cars of allCarFieldsInPages(database.db, tenant.slug, SEARCH_DOC_CAR_FIELDS))
      for (const c of cars) docs.push(intern(toSearchDoc(c, ctx)))
    const vocabulary = buildVocabulary({
      // The dealer's model range too: a model with nothing in stock today (the New Vehicles menu
      // links every model) gets its search page with the empty state, not a 404.
      makeModels: [...docs, ...models.map((m) => ({ make: m.make, model: m.name }))],
      dealerships: [{ slug: tenant.slug, name: tenant.dealer.name }],
      locations: tenant.locations.map((l) => ({ slug: l.slug, name: l.name })),
      // Closed: a filter value none of the dealer's cars or models has is dropped from a search URL
      // (docs/spec-coverage.md, Hardening).
      termSources: [...docs, ...models.map((m) => ({ make: m.make, model: m.name, body: m.body }))],
    })
    return { docs, vocabulary }
  }

  async function reindex(tenant: TenantConfig, options: { pushToMeilisearch?: boolean } = {}): Promise<number> {
    const { docs, vocabulary } = await load(tenant)
    if (!meili || options.pushToMeilisearch) await engine.replaceAll(tenant.slug, docs)
    vocabularies.set(tenant.slug, Promise.resolve(vocabulary))
    return docs.length
  }

  return {
    engine,
    reindex,
    vocabulary(tenant) {
      let v = vocabularies.get(tenant.slug)
      if (!v) {
        v = reindex(tenant).then(() => vocabularies.get(tenant.slug)!)
        vocabularies.set(tenant.slug, v)
        v.catch(() => vocabularies.delete(tenant.slug))
      }
      return v
    },
  }
}
