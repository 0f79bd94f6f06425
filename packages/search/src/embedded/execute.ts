import type { CompiledFilter, CompiledRequest } from '../compile'
import type { FacetCounts, FacetItem, SearchResponse } from '../engine'
import { buildFacetItems, isListableValue } from '../facet-items'
import { FIELD_SPECS, isRangeKind, type FacetField, type NumericColumn } from '../fields'
import { soldRunFilter } from '../ordering'
import type { SearchDoc } from '../search-doc'
import { valueKey } from '../slug'
import { queryTokens } from '../tokenize'
import type { TenantIndex, TermColumn } from './tenant-index'

function lowerBound(a: Float64Array, x: number): number {
  let lo = 0
  let hi = a.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (a[mid]! < x) lo = mid + 1
    else hi = mid
  }
  return lo
}

function upperBound(a: Float64Array, x: number): number {
  let lo = 0
  let hi = a.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (a[mid]! <= x) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** Set `bit` in `mask` for every doc the filter accepts, walking only those docs. */
function markFilter(index: TenantIndex, filter: CompiledFilter, mask: Uint32Array, bit: number): void {
  if (isRangeKind(filter.kind)) {
    const col = index.numbers.get(filter.column as NumericColumn)!
    for (const r of filter.ranges) {
      const lo = r.min === null ? 0 : lowerBound(col.sortedValues, r.min)
      const hi = r.max === null ? col.sortedValues.length : upperBound(col.sortedValues, r.max)
      for (let p = lo; p < hi; p++) mask[col.sortedDocs[p]!]! |= bit
    }
    return
  }
  const col = index.terms.get(filter.field)!
  for (const key of filter.keys) {
    const code = col.codeOf.get(key)
    if (code === undefined) continue
    const list = col.postings[code]!
    for (let j = 0; j < list.length; j++) mask[list[j]!]! |= bit
  }
}

/**
 * Add the codes of `docs[from..to)` to `counts`. Kept monomorphic and branch-free: this loop
 * is the engine's hot spot. Stored codes are code + 1; counts[0] collects docs without a value.
 */
function count(col: TermColumn, counts: Int32Array, docs: Int32Array, from: number, to: number): void {
  const { codes, offsets, flat } = col
  if (codes) {
    for (let j = from; j < to; j++) counts[codes[docs[j]!]!]!++
    return
  }
  for (let j = from; j < to; j++) {
    const d = docs[j]!
    const end = offsets![d + 1]!
    for (let k = offsets![d]!; k < end; k++) counts[flat![k]!]!++
  }
}

/**
 * Facet items straight from the column's precomputed order and labels. A selected value the
 * stock does not have (make=Ferrari) takes the general path, which merges it in.
 */
function facetItems(field: FacetField, col: TermColumn, counts: Int32Array, selected: readonly string[]): FacetItem[] {
  const ranged = isRangeKind(FIELD_SPECS[field].kind)
  const chosen = new Set<number>()
  for (const v of selected) {
    const code = col.codeOf.get(ranged ? v : valueKey(v))
    if (code !== undefined) chosen.add(code)
    else if (isListableValue(field, v))
      return buildFacetItems(
        field,
        col.dict.map((d, code) => [d, counts[code + 1]!] as const),
        selected,
      )
  }
  const items: FacetItem[] = []
  for (let j = 0; j < col.order.length; j++) {
    const code = col.order[j]!
    const n = counts[code + 1]!
    const isSelected = chosen.has(code)
    if (n > 0 || isSelected)
      items.push({ label: col.labels[code]!, value: col.dict[code]!, count: n, selected: isSelected })
  }
  return items
}

/** A query's hits before ordering: `matched[0..total)`, text-scored up to `maxScore` when `scored`. */
interface MatchedDocs {
  readonly index: TenantIndex
  readonly c: CompiledRequest
  readonly matched: Int32Array
  readonly total: number
  readonly scored: boolean
  readonly maxScore: number
}

/**
 * Visit the matched docs in result order until `visit` answers false. Small result sets are
 * sorted; large ones are read off the precomputed order in one scan.
 */
function walkInOrder(r: MatchedDocs, visit: (doc: number) => boolean): void {
  const { index, c, matched, total, scored, maxScore } = r
  const { perm, pos } = index.orders[c.sort]
  const { exact, flags } = index.scratch
  const n = index.n
  if (total * 32 < n) {
    // Key = (score rank, position): one native numeric sort, no comparator calls.
    const keys = new Float64Array(total)
    for (let j = 0; j < total; j++) {
      const d = matched[j]!
      keys[j] = (scored ? maxScore - exact[d]! : 0) * n + pos[d]!
    }
    keys.sort()
    for (let j = 0; j < total; j++) if (!visit(perm[keys[j]! % n]!)) return
    return
  }
  flags.fill(0)
  for (let j = 0; j < total; j++) {
    const d = matched[j]!
    flags[pos[d]!] = (scored ? exact[d]! : 0) + 1
  }
  for (let level = (scored ? maxScore : 0) + 1; level >= 1; level--) {
    for (let p = 0; p < n; p++) {
      if (flags[p] === level && !visit(perm[p]!)) return
    }
  }
}

/**
 * One page of the result list, after runs of sold cars are collapsed over the whole list
 * (docs/spec-coverage.md, Search), and that list's length. Only a result with both sold and
 * available cars needs the whole list walked, and only its availability flags are read.
 */
function pickPage(r: MatchedDocs): { page: SearchDoc[]; count: number } {
  const { index, c, matched, total } = r
  const available = index.alwaysVisible
  let sold = 0
  for (let j = 0; j < total; j++) if (available[matched[j]!] === 0) sold++
  const end = c.offset + c.hitsPerPage
  const page: SearchDoc[] = []
  if (sold === 0 || sold === total) {
    const want = Math.min(total, end)
    if (c.offset >= want) return { page, count: total }
    let seen = 0
    walkInOrder(r, (d) => {
      if (seen >= c.offset) page.push(index.docs[d]!)
      return ++seen < want
    })
    return { page, count: total }
  }
  const shown = soldRunFilter()
  let count = 0
  walkInOrder(r, (d) => {
    if (!shown(available[d] === 1)) return true
    if (count >= c.offset && count < end) page.push(index.docs[d]!)
    count++
    return true
  })
  return { page, count }
}

/**
 * Run a compiled request over one tenant's index. One pass marks, for each doc, which
 * refinements it passes (a bit per field); a doc passing all is a hit, a doc failing exactly one
 * field counts only in that field's facet. That gives exact disjunctive counts for every field
 * from the same pass.
 */
export function execute(index: TenantIndex, c: CompiledRequest): Omit<SearchResponse, 'ms'> {
  const s = index.scratch
  const { mask, baseMask, matched } = s
  const k = c.refinements.length
  const b = c.base.length
  mask.fill(0)
  c.refinements.forEach((f, i) => markFilter(index, f, mask, 1 << i))
  if (b > 0) {
    baseMask.fill(0)
    c.base.forEach((f, i) => markFilter(index, f, baseMask, 1 << i))
  }
  // At most 27 fields each, so the bit masks fit comfortably in 31 bits.
  const full = (1 << k) - 1
  const baseFull = (1 << b) - 1

  const tokens = queryTokens(c.query)
  // A query with text but no word ("!!!") matches nothing, like a word no car has.
  const textual = c.query.trim() !== ''
  let candidates = index.allDocs
  let candidateCount = index.n
  if (textual) {
    candidates = s.textDocs
    candidateCount = tokens.length > 0 ? index.text.match(tokens, s.seen, s.exact, s.textDocs) : 0
  }

  // Without a text query every doc is a candidate, so the docs that are not hits (`rest`) are
  // the complement of the hits: a facet over many hits is then counted as the precomputed
  // total minus the rest, which is cheaper when most cars match (the all-stock page).
  const collect = c.facets.length > 0
  const complement = collect && !textual
  const { alwaysVisible, soldAt } = index
  const prices = index.numbers.get('price')!.values
  const cutoff = c.soldCutoff
  const positive = c.positivePrice
  const { rest, restTag } = s
  const OTHER = 255
  let total = 0
  let restCount = 0
  for (let j = 0; j < candidateCount; j++) {
    const d = candidates[j]!
    if (
      (alwaysVisible[d] === 0 && !(soldAt[d]! >= cutoff)) ||
      (positive && !(prices[d]! > 0)) ||
      (b > 0 && baseMask[d] !== baseFull)
    ) {
      if (complement) {
        rest[restCount] = d
        restTag[restCount++] = OTHER
      }
      continue
    }
    const miss = full & ~mask[d]!
    if (miss === 0) {
      matched[total++] = d
    } else if (collect && (miss & (miss - 1)) === 0) {
      // Fails exactly one refinement: counts in that field's facet only.
      rest[restCount] = d
      restTag[restCount++] = 31 - Math.clz32(miss)
    } else if (complement) {
      rest[restCount] = d
      restTag[restCount++] = OTHER
    }
  }

  // Group the rest by tag (counting sort): bucket i holds the near misses of refinement i,
  // bucket k the others, so each facet reads only the docs it needs.
  const { bucketed } = s
  const starts = new Int32Array(k + 2)
  for (let j = 0; j < restCount; j++) starts[Math.min(restTag[j]!, k) + 1]!++
  for (let t = 0; t <= k; t++) starts[t + 1]! += starts[t]!
  const fill = starts.slice(0, k + 1)
  for (let j = 0; j < restCount; j++) bucketed[fill[Math.min(restTag[j]!, k)]!++] = rest[j]!

  const facets: { [F in FacetField]?: FacetItem[] } = {}
  for (const field of c.facets) {
    const col = index.terms.get(field)!
    const counts = new Int32Array(col.dict.length + 1)
    const i = c.refinements.findIndex((f) => f.field === field)
    const nearFrom = i >= 0 ? starts[i]! : 0
    const nearTo = i >= 0 ? starts[i + 1]! : 0
    const direct = total + (nearTo - nearFrom)
    if (complement && restCount - (nearTo - nearFrom) < direct) {
      // Hits plus this field's near misses = every doc minus the rest of the rest.
      count(col, counts, bucketed, 0, nearFrom)
      count(col, counts, bucketed, nearTo, restCount)
      for (let code = 0; code < col.dict.length; code++)
        counts[code + 1] = col.postings[code]!.length - counts[code + 1]!
    } else {
      count(col, counts, matched, 0, total)
      count(col, counts, bucketed, nearFrom, nearTo)
    }
    facets[field] = facetItems(field, col, counts, i >= 0 ? c.refinements[i]!.values : [])
  }

  const scored = tokens.length > 0 && c.sort === 'relevance'
  const { page: hits, count: shownCount } = pickPage({
    index,
    c,
    matched,
    total,
    scored,
    maxScore: tokens.length,
  })
  return {
    hits,
    count: shownCount,
    facets: facets as FacetCounts,
    pages: c.hitsPerPage > 0 ? Math.max(1, Math.ceil(shownCount / c.hitsPerPage)) : 1,
    offset: c.offset,
    hitsPerPage: c.hitsPerPage,
  }
}
