import { compileRequest, type CompiledFilter, type CompiledRequest } from '../compile'
import type { FacetItem, SearchRequest, SearchResponse } from '../engine'
import { buildFacetItems } from '../facet-items'
import { FIELD_SPECS, bandIndexOf, bandValue, isRangeKind, type FacetField } from '../fields'
import { collapsedPage, compareBySort } from '../ordering'
import { inRange } from '../range'
import type { SearchDoc } from '../search-doc'
import { valueKey } from '../slug'
import { docTokens, matchesNothing, queryTokens } from '../tokenize'
import { isDocVisible } from '../visibility'

/**
 * A deliberately naive search over an array: the oracle the contract suite and the property
 * tests compare engines with. Obviously correct beats fast here.
 */
function column(doc: SearchDoc, name: string): unknown {
  return (doc as unknown as Record<string, unknown>)[name]
}

export function matchesFilter(doc: SearchDoc, f: CompiledFilter): boolean {
  const v = column(doc, f.column)
  if (isRangeKind(f.kind)) return typeof v === 'number' && f.ranges.some((r) => inRange(v, r))
  const values = Array.isArray(v) ? v : v === null || v === undefined ? [] : [String(v)]
  return values.some((x) => f.keys.includes(valueKey(String(x))))
}

function textScore(doc: SearchDoc, tokens: readonly string[], query: string): number | null {
  // Text without a word ("!!!") matches nothing (docs/spec-coverage.md, Hardening).
  if (tokens.length === 0) return matchesNothing(query) ? null : 0
  const words = docTokens(doc)
  let score = 0
  for (const [i, t] of tokens.entries()) {
    if (words.has(t)) score++
    else if (i !== tokens.length - 1 || ![...words].some((w) => w.startsWith(t))) return null
  }
  return score
}

function facetValues(doc: SearchDoc, field: FacetField): string[] {
  const spec = FIELD_SPECS[field]
  const v = column(doc, spec.column)
  if (spec.kind === 'banded') {
    const i = bandIndexOf(spec.bands!, typeof v === 'number' ? v : null)
    return i === -1 ? [] : [bandValue(spec.bands![i]!)]
  }
  if (Array.isArray(v)) return [...new Set(v as string[])]
  return v === null || v === undefined || v === '' ? [] : [String(v)]
}

export function referenceSearch(docs: readonly SearchDoc[], request: SearchRequest): SearchResponse {
  const c: CompiledRequest = compileRequest(request)
  const tokens = queryTokens(c.query)
  const eligible: { doc: SearchDoc; score: number }[] = []
  for (const doc of docs) {
    if (!isDocVisible(doc, c.soldCutoff)) continue
    if (c.positivePrice && !(doc.price > 0)) continue
    if (!c.base.every((f) => matchesFilter(doc, f))) continue
    const score = textScore(doc, tokens, c.query)
    if (score === null) continue
    eligible.push({ doc, score })
  }
  const hits = eligible.filter(({ doc }) => c.refinements.every((f) => matchesFilter(doc, f)))
  const compare = compareBySort(c.sort)
  const scored = tokens.length > 0 && c.sort === 'relevance'
  hits.sort((a, b) => (scored ? b.score - a.score : 0) || compare(a.doc, b.doc))
  const facets: { [F in FacetField]?: FacetItem[] } = {}
  for (const field of c.facets) {
    const counts = new Map<string, number>()
    const keyOf = new Map<string, string>()
    for (const { doc } of eligible) {
      if (!c.refinements.every((f) => f.field === field || matchesFilter(doc, f))) continue
      for (const value of facetValues(doc, field)) {
        const ranged = FIELD_SPECS[field].kind === 'banded' || FIELD_SPECS[field].kind === 'numeric'
        const key = ranged ? value : valueKey(value)
        if (!keyOf.has(key)) keyOf.set(key, value)
        counts.set(key, (counts.get(key) ?? 0) + 1)
      }
    }
    const selected = c.refinements.find((f) => f.field === field)?.values ?? []
    facets[field] = buildFacetItems(
      field,
      [...counts].map(([k, n]) => [keyOf.get(k)!, n] as const),
      selected,
    )
  }
  // Sold runs collapse over the whole ordered list, then it is paged (docs/spec-coverage.md, Search).
  const { page, count } = collapsedPage(
    hits.map((h) => h.doc),
    c.offset,
    c.hitsPerPage,
  )
  return {
    hits: page,
    count,
    facets,
    ms: 0,
    pages: c.hitsPerPage > 0 ? Math.max(1, Math.ceil(count / c.hitsPerPage)) : 1,
    offset: c.offset,
    hitsPerPage: c.hitsPerPage,
  }
}
