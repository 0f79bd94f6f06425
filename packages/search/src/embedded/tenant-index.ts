import { ownValue } from '@dealer/domain'
import { compareFacetItems, facetLabel } from '../facet-items'
import {
  FIELD_SPECS,
  FILTER_FIELDS,
  bandIndexOf,
  bandValue,
  isFacetField,
  type FilterField,
  type NumericColumn,
} from '../fields'
import { compareBySort } from '../ordering'
import type { SearchDoc } from '../search-doc'
import { SORT_OPTIONS, type SortBy } from '../search-state'
import { valueKey } from '../slug'
import { TextIndex } from './text-index'

/**
 * A dictionary-encoded column: each distinct value gets a code; a doc holds one (`codes`) or
 * several (`flat` between `offsets`). Stored codes are code + 1, so 0 means none and counting
 * needs no branch; 16 bits when the dictionary allows, to keep the column in cache.
 * `postings[code]` lists the docs that have the value.
 */
export interface TermColumn {
  /** Facet value (display form) by code. */
  readonly dict: readonly string[]
  /** valueKey (or exact value for numbers and bands) → code. */
  readonly codeOf: ReadonlyMap<string, number>
  readonly codes: Uint16Array | Int32Array | null
  readonly offsets: Int32Array | null
  readonly flat: Uint16Array | Int32Array | null
  readonly postings: readonly Int32Array[]
  /** Facet label by code. */
  readonly labels: readonly string[]
  /** Codes in display order, so answers need no sorting. */
  readonly order: Int32Array
}

/** Numbers by doc (NaN for none) plus the docs sorted by value, for range filters by binary search. */
export interface NumberColumn {
  readonly values: Float64Array
  readonly sortedDocs: Int32Array
  readonly sortedValues: Float64Array
}

/** A sort option as a permutation (`perm[p]` = doc at position p) and its inverse. */
export interface SortOrder {
  readonly perm: Int32Array
  readonly pos: Int32Array
}

const NUMBER_COLUMNS: readonly NumericColumn[] = ['year', 'seats', 'km', 'price', 'subscription_price', 'weekly_price']

function buildTermColumn(docs: readonly SearchDoc[], field: FilterField): TermColumn {
  const spec = FIELD_SPECS[field]
  const dict: string[] = []
  const codeOf = new Map<string, number>()
  const lists: number[][] = []
  const ranged = spec.kind === 'numeric' || spec.kind === 'banded'
  if (spec.bands) {
    for (const band of spec.bands) {
      codeOf.set(bandValue(band), dict.length)
      dict.push(bandValue(band))
      lists.push([])
    }
  }
  const code = (value: string): number => {
    const key = ranged ? value : valueKey(value)
    let c = codeOf.get(key)
    if (c === undefined) {
      c = dict.length
      codeOf.set(key, c)
      dict.push(value)
      lists.push([])
    }
    return c
  }
  const valuesOf = (doc: SearchDoc): string[] => {
    const raw = ownValue(doc as unknown as Record<string, unknown>, spec.column)
    if (spec.kind === 'banded') {
      const i = bandIndexOf(spec.bands!, typeof raw === 'number' ? raw : null)
      return i === -1 ? [] : [bandValue(spec.bands![i]!)]
    }
    if (Array.isArray(raw)) return raw.filter((v): v is string => typeof v === 'string' && v.trim() !== '')
    if (typeof raw === 'boolean') return [String(raw)]
    if (typeof raw === 'number' && Number.isFinite(raw)) return [String(raw)]
    if (typeof raw === 'string' && raw.trim() !== '') return [raw]
    return []
  }
  const multi = spec.kind === 'multi'
  const single = multi ? null : new Int32Array(docs.length)
  const offsets = multi ? new Int32Array(docs.length + 1) : null
  const flat: number[] = []
  docs.forEach((doc, d) => {
    const cs = [...new Set(valuesOf(doc).map(code))]
    for (const c of cs) lists[c]!.push(d)
    if (single) single[d] = cs.length > 0 ? cs[0]! + 1 : 0
    else {
      for (const c of cs) flat.push(c + 1)
      offsets![d + 1] = flat.length
    }
  })
  const narrow = dict.length < 0xffff
  const labels = dict.map((v) => (isFacetField(field) ? facetLabel(field, v) : v))
  const compare = isFacetField(field) ? compareFacetItems(field) : () => 0
  const order = Int32Array.from(dict.keys()).sort((a, b) =>
    compare({ label: labels[a]!, value: dict[a]! }, { label: labels[b]!, value: dict[b]! }),
  )
  return {
    labels,
    order,
    dict,
    codeOf,
    codes: single && narrow ? Uint16Array.from(single) : single,
    offsets,
    flat: multi ? (narrow ? Uint16Array.from(flat) : Int32Array.from(flat)) : null,
    postings: lists.map((l) => Int32Array.from(l)),
  }
}

function buildNumberColumn(docs: readonly SearchDoc[], column: NumericColumn): NumberColumn {
  const values = new Float64Array(docs.length)
  const present: number[] = []
  docs.forEach((doc, d) => {
    const v = doc[column]
    values[d] = typeof v === 'number' && Number.isFinite(v) ? v : NaN
    if (!Number.isNaN(values[d]!)) present.push(d)
  })
  present.sort((a, b) => values[a]! - values[b]! || a - b)
  return {
    values,
    sortedDocs: Int32Array.from(present),
    sortedValues: Float64Array.from(present, (d) => values[d]!),
  }
}

function buildOrder(docs: readonly SearchDoc[], sort: SortBy): SortOrder {
  const compare = compareBySort(sort)
  const perm = Int32Array.from(docs.keys()).sort((a, b) => compare(docs[a]!, docs[b]!))
  const pos = new Int32Array(docs.length)
  perm.forEach((d, p) => (pos[d] = p))
  return { perm, pos }
}

/**
 * One tenant's documents in columnar form. Immutable: an update builds a new one (tens of
 * milliseconds for 20k cars), which keeps queries lock-free and simple.
 */
export class TenantIndex {
  readonly n: number
  readonly terms: ReadonlyMap<FilterField, TermColumn>
  readonly numbers: ReadonlyMap<NumericColumn, NumberColumn>
  readonly text: TextIndex
  readonly orders: { readonly [S in SortBy]: SortOrder }
  /** 1 when shown and available: visible whatever the date. */
  readonly alwaysVisible: Uint8Array
  /** sold_ts of shown, sold cars; -Infinity otherwise. */
  readonly soldAt: Float64Array
  readonly allDocs: Int32Array
  /** Scratch arrays reused by every query (queries run one at a time on the event loop). */
  readonly scratch: {
    readonly mask: Uint32Array
    readonly baseMask: Uint32Array
    readonly flags: Uint8Array
    readonly seen: Uint8Array
    readonly exact: Uint8Array
    readonly textDocs: Int32Array
    readonly matched: Int32Array
    /** Docs that are not hits: near misses (tagged with their one failing refinement) and, without a text query, all others (tag 255). */
    readonly rest: Int32Array
    readonly restTag: Uint8Array
    /** `rest` grouped by tag. */
    readonly bucketed: Int32Array
  }

  constructor(readonly docs: readonly SearchDoc[]) {
    const n = docs.length
    this.n = n
    this.terms = new Map(
      FILTER_FIELDS.filter((f) => FIELD_SPECS[f].kind !== 'range').map((f) => [f, buildTermColumn(docs, f)]),
    )
    this.numbers = new Map(NUMBER_COLUMNS.map((c) => [c, buildNumberColumn(docs, c)]))
    this.text = TextIndex.build(docs)
    this.orders = Object.fromEntries(SORT_OPTIONS.map((s) => [s, buildOrder(docs, s)])) as { [S in SortBy]: SortOrder }
    this.alwaysVisible = Uint8Array.from(docs, (d) => (d.show_on_dealer_website && d.available ? 1 : 0))
    this.soldAt = Float64Array.from(docs, (d) =>
      d.show_on_dealer_website && !d.available && d.sold_ts !== null ? d.sold_ts : -Infinity,
    )
    this.allDocs = Int32Array.from(docs.keys())
    this.scratch = {
      mask: new Uint32Array(n),
      baseMask: new Uint32Array(n),
      flags: new Uint8Array(n),
      seen: new Uint8Array(n),
      exact: new Uint8Array(n),
      textDocs: new Int32Array(n),
      matched: new Int32Array(n),
      rest: new Int32Array(n),
      restTag: new Uint8Array(n),
      bucketed: new Int32Array(n),
    }
  }
}
