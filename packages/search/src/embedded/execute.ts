import type { CompiledFilter, CompiledRequest } from '../compile'
import type { FacetCounts, FacetItem, SearchResponse } from '../engine'
import { buildFacetItems } from '../facet-items'
import { isRangeKind, type FacetField, type NumericColumn } from '../fields'
import { collapseSoldRuns } from '../ordering'
import type { SearchDoc } from '../search-doc'
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

function countInto(col: TermColumn, counts: Int32Array, docs: Int32Array, length: number, only: Uint8Array | null, field: number): void {
  const { codes, offsets, flat } = col
  for (let j = 0; j < length; j++) {
    if (only && only[j] !== field) continue
    const d = docs[j]!
    if (codes) {
      const c = codes[d]!
      if (c >= 0) counts[c]!++
    } else {
      for (let k = offsets![d]!; k < offsets![d + 1]!; k++) counts[flat![k]!]!++
    }
  }
}

/** Small result sets are sorted; large ones are read off the precomputed order in one scan. */
function pickPage(index: TenantIndex, c: CompiledRequest, matched: Int32Array, total: number, scored: boolean, maxScore: number): SearchDoc[] {
  const want = Math.min(total, c.offset + c.hitsPerPage)
  if (c.offset >= want) return []
  const { perm, pos } = index.orders[c.sort]
  const { exact, flags } = index.scratch
  const n = index.n
  const out: SearchDoc[] = []
  if (total * 8 < n) {
    // Key = (score rank, position): one native numeric sort, no comparator calls.
    const keys = new Float64Array(total)
    for (let j = 0; j < total; j++) {
      const d = matched[j]!
      keys[j] = (scored ? maxScore - exact[d]! : 0) * n + pos[d]!
    }
    keys.sort()
    for (let j = c.offset; j < want; j++) out.push(index.docs[perm[keys[j]! % n]!]!)
    return out
  }
  flags.fill(0)
  for (let j = 0; j < total; j++) {
    const d = matched[j]!
    flags[pos[d]!] = (scored ? exact[d]! : 0) + 1
  }
  let seen = 0
  for (let level = (scored ? maxScore : 0) + 1; level >= 1 && seen < want; level--) {
    for (let p = 0; p < n && seen < want; p++) {
      if (flags[p] !== level) continue
      if (seen >= c.offset) out.push(index.docs[perm[p]!]!)
      seen++
    }
  }
  return out
}

/**
 * Run a compiled request over one tenant's index. One pass marks, for each doc, which
 * refinements it passes (a bit per field); a doc passing all is a hit, a doc failing exactly one
 * field counts only in that field's facet. That gives exact disjunctive counts for every field
 * from the same pass.
 */
export function execute(index: TenantIndex, c: CompiledRequest): Omit<SearchResponse, 'ms'> {
  const s = index.scratch
  const { mask, baseMask, matched, near, nearField } = s
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
  let candidates = index.allDocs
  let candidateCount = index.n
  if (tokens.length > 0) {
    candidates = s.textDocs
    candidateCount = index.text.match(tokens, s.seen, s.exact, s.textDocs)
  }

  // Refinements whose facet is asked for: only their near-misses are worth keeping.
  let nearWanted = 0
  c.refinements.forEach((f, i) => {
    if (c.facets.includes(f.field as FacetField)) nearWanted |= 1 << i
  })
  const { alwaysVisible, soldAt } = index
  const prices = index.numbers.get('price')!.values
  const cutoff = c.soldCutoff
  let total = 0
  let nearCount = 0
  for (let j = 0; j < candidateCount; j++) {
    const d = candidates[j]!
    if (alwaysVisible[d] === 0 && !(soldAt[d]! >= cutoff)) continue
    if (c.positivePrice && !(prices[d]! > 0)) continue
    if (b > 0 && baseMask[d] !== baseFull) continue
    const miss = (full & ~mask[d]!) >>> 0
    if (miss === 0) matched[total++] = d
    else if ((miss & (miss - 1)) === 0 && (miss & nearWanted) !== 0) {
      near[nearCount] = d
      nearField[nearCount++] = 31 - Math.clz32(miss)
    }
  }

  const facets: { [F in FacetField]?: FacetItem[] } = {}
  for (const field of c.facets) {
    const col = index.terms.get(field)!
    const counts = new Int32Array(col.dict.length)
    countInto(col, counts, matched, total, null, 0)
    const i = c.refinements.findIndex((f) => f.field === field)
    if (i >= 0) countInto(col, counts, near, nearCount, nearField, i)
    const selected = i >= 0 ? c.refinements[i]!.values : []
    facets[field] = buildFacetItems(
      field,
      col.dict.map((v, code) => [v, counts[code]!] as const),
      selected,
    )
  }

  const scored = tokens.length > 0 && c.sort === 'relevance'
  const hits = collapseSoldRuns(pickPage(index, c, matched, total, scored, tokens.length))
  return {
    hits,
    count: total,
    facets: facets as FacetCounts,
    pages: c.hitsPerPage > 0 ? Math.max(1, Math.ceil(total / c.hitsPerPage)) : 1,
    offset: c.offset,
    hitsPerPage: c.hitsPerPage,
  }
}
