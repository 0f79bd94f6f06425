import { create, insertMultiple, search, type AnyOrama } from '@orama/orama'
import { FACET_FIELDS, FIELD_SPECS, type FacetField } from '../src/fields'
import type { SearchDoc } from '../src/search-doc'
import { flatText, flatValue, type BenchAnswer, type BenchEngine, type BenchQuery } from './bench-query'

const attr = (f: FacetField) => `f_${f}`

/**
 * Orama as the embedded engine would use it: enum facets, where-filters, and disjunctive counts
 * by one search for hits plus one preflight search per refined facet (Orama counts facets over
 * the result set only).
 */
export function createOramaBench(): BenchEngine {
  let db: AnyOrama
  return {
    name: '@orama/orama',
    async build(docs) {
      const schema: Record<string, string> = { text: 'string', visible_always: 'boolean', sold_ts: 'number' }
      for (const f of FACET_FIELDS) schema[attr(f)] = FIELD_SPECS[f].kind === 'multi' ? 'enum[]' : 'enum'
      db = create({ schema: schema as never })
      const rows = docs.map((d: SearchDoc) => {
        const row: Record<string, unknown> = {
          id: d.id,
          text: flatText(d),
          visible_always: d.show_on_dealer_website && d.available,
          sold_ts: d.show_on_dealer_website && !d.available && d.sold_ts !== null ? d.sold_ts : -1,
        }
        for (const f of FACET_FIELDS) {
          const v = flatValue(d, f)
          // Orama's enum[] facets need an array on every document; a missing enum is skipped.
          if (FIELD_SPECS[f].kind === 'multi') row[attr(f)] = v ?? []
          else if (v !== null) row[attr(f)] = v
        }
        return row
      })
      await insertMultiple(db, rows as never, 5000)
    },
    async run(q: BenchQuery): Promise<BenchAnswer> {
      const refined = FACET_FIELDS.filter((f) => (q.filters[f]?.length ?? 0) > 0)
      const visibility = { or: [{ visible_always: true }, { sold_ts: { gte: q.soldCutoff } }] }
      const where = (skip: FacetField | null) => ({
        and: [
          visibility,
          ...refined
            .filter((f) => f !== skip)
            .map((f) => ({
              [attr(f)]: FIELD_SPECS[f].kind === 'multi' ? { containsAny: q.filters[f] } : { in: q.filters[f] },
            })),
        ],
      })
      const facetsOf = (fields: readonly FacetField[]) =>
        Object.fromEntries(fields.map((f) => [attr(f), { limit: 10_000 }]))
      const term = q.query ? { term: q.query, properties: ['text'] } : {}
      const main = await search(db, {
        ...term,
        where: where(null),
        facets: facetsOf(q.facets.filter((f) => !refined.includes(f))),
        limit: q.hitsPerPage,
      } as never)
      const facets: Record<string, Record<string, number>> = {}
      const take = (f: FacetField, r: { facets?: Record<string, { values: Record<string, number> }> }) => {
        facets[f] = Object.fromEntries(
          Object.entries(r.facets?.[attr(f)]?.values ?? {}).filter(([v, n]) => n > 0 && v !== ''),
        )
      }
      for (const f of q.facets) if (!refined.includes(f)) take(f, main as never)
      for (const f of refined) {
        if (!q.facets.includes(f)) continue
        take(
          f,
          (await search(db, { ...term, where: where(f), facets: facetsOf([f]), preflight: true } as never)) as never,
        )
      }
      return { count: main.count, ids: main.hits.map((h) => String(h.id)), facets }
    },
  }
}
