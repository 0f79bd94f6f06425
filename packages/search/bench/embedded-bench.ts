import { EmbeddedSearchEngine } from '../src/embedded/embedded-engine'
import type { SearchDoc } from '../src/search-doc'
import { FIXTURE_NOW } from '../src/testing/fixtures'
import type { BenchAnswer, BenchEngine, BenchQuery } from './bench-query'

/** Our embedded engine behind the benchmark's interface (no result cache: every query runs). */
export function createEmbeddedBench(): BenchEngine {
  const engine = new EmbeddedSearchEngine()
  return {
    name: 'embedded (ours)',
    async build(docs: readonly SearchDoc[]) {
      await engine.replaceAll('bench', docs)
      engine.warm('bench')
    },
    async run(q: BenchQuery): Promise<BenchAnswer> {
      const r = engine.searchSync({
        tenant: 'bench',
        now: FIXTURE_NOW,
        query: q.query,
        filters: q.filters,
        facets: q.facets,
        hitsPerPage: q.hitsPerPage,
      })
      const facets = Object.fromEntries(
        Object.entries(r.facets).map(([f, items]) => [
          f,
          Object.fromEntries(items.filter((i) => i.count > 0).map((i) => [i.value, i.count])),
        ]),
      )
      return { count: r.count, ids: r.hits.map((h) => h.id), facets }
    },
  }
}
