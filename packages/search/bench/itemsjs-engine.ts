import itemsjs from 'itemsjs'
import { FACET_FIELDS, type FacetField } from '../src/fields'
import type { SearchDoc } from '../src/search-doc'
import { flatText, flatValue, type BenchAnswer, type BenchEngine, type BenchQuery } from './bench-query'

const attr = (f: FacetField) => `f_${f}`

/** itemsjs with every facet disjunctive (conjunction: false) and its native full-text search. */
export function createItemsjsBench(): BenchEngine {
  let engine: ReturnType<typeof itemsjs>
  return {
    name: 'itemsjs',
    async build(docs) {
      const rows = docs.map((d: SearchDoc) => {
        const row: Record<string, unknown> = {
          id: d.id,
          text: flatText(d),
          visible_always: d.show_on_dealer_website && d.available,
          sold_ts: d.show_on_dealer_website && !d.available && d.sold_ts !== null ? d.sold_ts : -1,
        }
        for (const f of FACET_FIELDS) row[attr(f)] = flatValue(d, f) ?? undefined
        return row
      })
      engine = itemsjs(rows, {
        searchableFields: ['text'],
        aggregations: Object.fromEntries(
          FACET_FIELDS.map((f) => [attr(f), { title: f, size: 10_000, conjunction: false, hide_zero_doc_count: true }]),
        ),
      })
    },
    async run(q: BenchQuery): Promise<BenchAnswer> {
      const filters = Object.fromEntries(Object.entries(q.filters).map(([f, v]) => [attr(f as FacetField), v]))
      const result = engine.search({
        query: q.query,
        filters,
        per_page: q.hitsPerPage,
        filter: (item: Record<string, unknown>) =>
          item.visible_always === true || (item.sold_ts as number) >= q.soldCutoff,
      })
      const facets: Record<string, Record<string, number>> = {}
      for (const f of q.facets) {
        const buckets = (result.data.aggregations[attr(f)]?.buckets ?? []) as { key: string; doc_count: number }[]
        facets[f] = Object.fromEntries(buckets.filter((b) => b.doc_count > 0).map((b) => [String(b.key), b.doc_count]))
      }
      return { count: result.pagination.total, ids: result.data.items.map((i) => i.id), facets }
    },
  }
}
