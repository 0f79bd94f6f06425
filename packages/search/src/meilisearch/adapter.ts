import type { Meilisearch, MultiSearchQuery } from 'meilisearch'
import { compileRequest, type CompiledRequest } from '../compile'
import type { SearchEngine, SearchRequest, SearchResponse } from '../engine'
import type { SearchDoc } from '../search-doc'
import { toMeiliDocument } from './document'
import {
  collapseQuery,
  collapsedIds,
  needsCollapse,
  noResults,
  pageQuery,
  planQueries,
  readResults,
  withCollapsedPage,
  type QueryPlan,
} from './query'
import { matchesNothing } from '../tokenize'
import { defaultIndexUid } from './settings'
import { syncSearch } from './sync'
import { ensureIndex, settle } from './tasks'

export interface MeilisearchEngineOptions {
  readonly client: Meilisearch
  /** Index name of a tenant (from site configuration); default `cars-{tenant}`. */
  readonly indexUid?: (tenant: string) => string
}

/**
 * The SearchEngine port on Meilisearch: one index per tenant, every search (and every batch of
 * searches) one multi-search HTTP call.
 */
export function createMeilisearchEngine(options: MeilisearchEngineOptions): SearchEngine {
  const { client } = options
  const uidOf = options.indexUid ?? defaultIndexUid
  const ready = new Set<string>()
  const prepare = async (tenant: string) => {
    const uid = uidOf(tenant)
    if (!ready.has(uid)) {
      await ensureIndex(client, uid)
      ready.add(uid)
    }
    return uid
  }

  const run = async (requests: readonly SearchRequest[]): Promise<SearchResponse[]> => {
    const started = performance.now()
    const blocks: { c: CompiledRequest; plan: QueryPlan; at: number }[] = []
    const queries: MultiSearchQuery[] = []
    for (const r of requests) {
      const c = compileRequest(r)
      const plan = planQueries(c, uidOf(c.tenant))
      // A query without a word ("!!!") matches nothing; Meilisearch would list every car.
      if (matchesNothing(c.query)) {
        blocks.push({ c, plan, at: -1 })
        continue
      }
      blocks.push({ c, plan, at: queries.length })
      queries.push(...plan.queries)
    }
    if (blocks.length === 0) return []
    const { results } = queries.length > 0 ? await client.multiSearch({ queries }) : { results: [] }
    const responses = blocks.map(({ c, plan, at }) =>
      at < 0 ? noResults(c, plan) : readResults(c, plan, results.slice(at, at + plan.queries.length), 0),
    )
    // A result that mixes sold and available cars has its sold runs collapsed over the whole
    // ordered list, then paged (docs/spec-coverage.md, Search): two more calls, only for those.
    const mixed = blocks.flatMap((b, i) => (b.at >= 0 && needsCollapse(b.c, results[b.at]) ? [i] : []))
    if (mixed.length > 0) {
      const orders = await client.multiSearch({
        queries: mixed.map((i) => collapseQuery(blocks[i]!.c, uidOf(blocks[i]!.c.tenant))),
      })
      const pages = mixed.map((i, k) => {
        const main = results[blocks[i]!.at]!
        return collapsedIds(blocks[i]!.c, orders.results[k]!, main.totalHits ?? main.hits.length)
      })
      const wanted = mixed.flatMap((i, k) => (pages[k]!.ids.length > 0 ? [k] : []))
      const fetched =
        wanted.length > 0
          ? (
              await client.multiSearch({
                queries: wanted.map((k) => pageQuery(uidOf(blocks[mixed[k]!]!.c.tenant), pages[k]!.ids)),
              })
            ).results
          : []
      mixed.forEach((i, k) => {
        const at = wanted.indexOf(k)
        const page = at >= 0 ? fetched[at]! : ({ hits: [] } as unknown as (typeof fetched)[number])
        responses[i] = withCollapsedPage(responses[i]!, pages[k]!.ids, pages[k]!.count, page)
      })
    }
    const ms = performance.now() - started
    return responses.map((r) => ({ ...r, ms }))
  }

  return {
    name: 'meilisearch',
    async search(request) {
      return (await run([request]))[0]!
    },
    multiSearch: run,
    async index(tenant: string, docs: readonly SearchDoc[]) {
      if (docs.length === 0) return
      const uid = await prepare(tenant)
      await settle(client.index(uid).addDocuments(docs.map(toMeiliDocument), { primaryKey: 'id' }))
    },
    async remove(tenant: string, ids: readonly string[]) {
      if (ids.length === 0) return
      const uid = await prepare(tenant)
      await settle(client.index(uid).deleteDocuments([...ids]))
    },
    async replaceAll(tenant: string, docs: readonly SearchDoc[]) {
      await syncSearch(client, tenant, docs, { indexUid: uidOf })
      ready.add(uidOf(tenant))
    },
  }
}
