import { compileRequest } from '../compile'
import type { SearchEngine, SearchRequest, SearchResponse } from '../engine'
import { withResultCache, type ResultCacheOptions } from '../result-cache'
import type { SearchDoc } from '../search-doc'
import { execute } from './execute'
import { TenantIndex } from './tenant-index'

interface TenantState {
  readonly docs: Map<string, SearchDoc>
  index: TenantIndex | null
}

const EMPTY = new TenantIndex([])

/**
 * The in-process engine: per tenant, columnar posting lists and bit masks (see ADR 004).
 * Updates mark the tenant's index stale; the next query rebuilds it.
 */
export class EmbeddedSearchEngine implements SearchEngine {
  readonly name = 'embedded'
  private readonly tenants = new Map<string, TenantState>()

  private tenant(tenant: string): TenantState {
    let t = this.tenants.get(tenant)
    if (!t) this.tenants.set(tenant, (t = { docs: new Map(), index: null }))
    return t
  }

  private indexOf(tenant: string): TenantIndex {
    const t = this.tenants.get(tenant)
    if (!t) return EMPTY
    t.index ??= new TenantIndex([...t.docs.values()])
    return t.index
  }

  /** Build stale indexes now (at start-up) instead of on the first query. */
  warm(tenant?: string): void {
    for (const name of tenant ? [tenant] : this.tenants.keys()) this.indexOf(name)
  }

  /** How many documents a tenant has. */
  size(tenant: string): number {
    return this.tenants.get(tenant)?.docs.size ?? 0
  }

  /** The search itself, synchronously (the port's async methods wrap it). */
  searchSync(request: SearchRequest): SearchResponse {
    const started = performance.now()
    const compiled = compileRequest(request)
    const result = execute(this.indexOf(compiled.tenant), compiled)
    return { ...result, ms: performance.now() - started }
  }

  async search(request: SearchRequest): Promise<SearchResponse> {
    return this.searchSync(request)
  }

  async multiSearch(requests: readonly SearchRequest[]): Promise<SearchResponse[]> {
    return requests.map((r) => this.searchSync(r))
  }

  async index(tenant: string, docs: readonly SearchDoc[]): Promise<void> {
    const t = this.tenant(tenant)
    for (const doc of docs) t.docs.set(doc.id, doc)
    t.index = null
  }

  async remove(tenant: string, ids: readonly string[]): Promise<void> {
    const t = this.tenant(tenant)
    for (const id of ids) t.docs.delete(id)
    t.index = null
  }

  async replaceAll(tenant: string, docs: readonly SearchDoc[]): Promise<void> {
    const t = this.tenant(tenant)
    t.docs.clear()
    for (const doc of docs) t.docs.set(doc.id, doc)
    t.index = null
  }
}

export interface EmbeddedEngineOptions {
  /** Result cache; `{ maxEntries: 0 }` turns it off. Default 500 entries. */
  readonly cache?: ResultCacheOptions
}

/** The default engine: the embedded index behind the result cache. */
export function createEmbeddedEngine(options: EmbeddedEngineOptions = {}): SearchEngine {
  return withResultCache(new EmbeddedSearchEngine(), options.cache)
}
