import {
  FACET_FIELDS,
  FIELD_SPECS,
  FILTER_FIELDS,
  isRangeKind,
  type FacetField,
  type FieldKind,
  type FilterField,
} from './fields'
import type { SearchRequest } from './engine'
import { normalizeFilterValues, normalizeQuery } from './normalize-state'
import { parseRange, type NumberRange } from './range'
import { DEFAULT_HITS_PER_PAGE, type FilterSet, type SortBy } from './search-state'
import { valueKey } from './slug'
import { soldCutoffMs } from './visibility'

/** One field's constraint, ready for an engine: values OR'd. */
export interface CompiledFilter {
  readonly field: FilterField
  readonly kind: FieldKind
  readonly column: string
  /** Canonical values as written in the request. */
  readonly values: readonly string[]
  /** Case-insensitive keys of term, multi, enum and boolean values. */
  readonly keys: readonly string[]
  /** Parsed ranges of numeric, banded and range fields. */
  readonly ranges: readonly NumberRange[]
}

/** A request with defaults applied and every value validated; what engines execute. */
export interface CompiledRequest {
  readonly tenant: string
  /** Always applied. */
  readonly base: readonly CompiledFilter[]
  /** The shopper's refinements, one per field (disjunctive facets). */
  readonly refinements: readonly CompiledFilter[]
  readonly query: string
  readonly sort: SortBy
  readonly hitsPerPage: number
  readonly offset: number
  readonly facets: readonly FacetField[]
  readonly soldCutoff: number
  /** price > 0 (lowest-price sort on tenants that ask for it). */
  readonly positivePrice: boolean
  readonly exhaustiveCount: boolean
}

export const MAX_HITS_PER_PAGE = 100
const MAX_OFFSET = 10_000_000

function compileSet(set: FilterSet | undefined): CompiledFilter[] {
  const out: CompiledFilter[] = []
  if (!set) return out
  for (const field of FILTER_FIELDS) {
    const raw = set[field]
    if (!raw || raw.length === 0) continue
    const values = normalizeFilterValues(field, raw)
    // Every value was invalid: the field constrains nothing, as in the URL codec.
    if (values.length === 0) continue
    const spec = FIELD_SPECS[field]
    const ranged = isRangeKind(spec.kind)
    out.push({
      field,
      kind: spec.kind,
      column: spec.column,
      values,
      keys: ranged ? [] : values.map(valueKey),
      ranges: ranged ? values.map((v) => parseRange(v)!).filter(Boolean) : [],
    })
  }
  return out
}

function clampInt(n: number | undefined, min: number, max: number, fallback: number): number {
  if (n === undefined || !Number.isFinite(n)) return fallback
  return Math.min(max, Math.max(min, Math.floor(n)))
}

/** Validate and complete a request. Bad values are dropped, never thrown on. */
export function compileRequest(req: SearchRequest): CompiledRequest {
  const sort = req.sort ?? 'relevance'
  return {
    tenant: req.tenant,
    base: compileSet(req.search_filters),
    refinements: compileSet(req.filters),
    query: normalizeQuery(req.query ?? ''),
    sort,
    hitsPerPage: clampInt(req.hitsPerPage, 0, MAX_HITS_PER_PAGE, DEFAULT_HITS_PER_PAGE),
    offset: clampInt(req.offset, 0, MAX_OFFSET, 0),
    facets: FACET_FIELDS.filter((f) => req.facets?.includes(f)),
    soldCutoff: soldCutoffMs(req.now, req.includeSoldCarsDays),
    positivePrice: sort === 'price-asc' && req.lowestPriceRequiresPrice === true,
    exhaustiveCount: req.exhaustiveCount ?? true,
  }
}

/** A stable text key of a compiled request (the result cache key). */
export function requestKey(c: CompiledRequest): string {
  // Term values match case-insensitively, so their keys (not spellings) name the answer.
  const set = (fs: readonly CompiledFilter[]) =>
    fs.map((f) => [f.field, f.keys.length > 0 ? [...f.keys].sort() : f.values])
  return JSON.stringify([
    c.tenant,
    c.offset,
    c.hitsPerPage,
    c.query.toLowerCase(),
    c.sort,
    set(c.refinements),
    set(c.base),
    c.facets,
    c.soldCutoff,
    c.positivePrice,
  ])
}
