import { FACET_FIELDS, FIELD_SPECS, bandIndexOf, bandValue, type FacetField } from '../src/fields'
import type { SearchDoc } from '../src/search-doc'
import { SEARCHABLE_ATTRIBUTES } from '../src/tokenize'

/**
 * The benchmark's query, expressed so every library can run it with the same meaning: a text
 * query, refinements on term and banded fields (values exactly as stored), all facet counts.
 */
export interface BenchQuery {
  readonly query: string
  readonly filters: { readonly [F in FacetField]?: readonly string[] }
  readonly facets: readonly FacetField[]
  readonly hitsPerPage: number
  readonly soldCutoff: number
}

export interface BenchAnswer {
  readonly count: number
  readonly ids: readonly string[]
  /** Facet value → count, values with no car left out. */
  readonly facets: { readonly [F in FacetField]?: Readonly<Record<string, number>> }
}

/** A library under measurement. */
export interface BenchEngine {
  readonly name: string
  build(docs: readonly SearchDoc[]): Promise<void>
  run(q: BenchQuery): Promise<BenchAnswer>
}

/** The value a flat library stores for a facet field (bands precomputed, numbers as text). */
export function flatValue(doc: SearchDoc, field: FacetField): string | string[] | null {
  const spec = FIELD_SPECS[field]
  const raw = (doc as unknown as Record<string, unknown>)[spec.column]
  if (spec.kind === 'banded') {
    const i = bandIndexOf(spec.bands!, typeof raw === 'number' ? raw : null)
    return i === -1 ? null : bandValue(spec.bands![i]!)
  }
  if (Array.isArray(raw)) return raw as string[]
  if (raw === null || raw === undefined || raw === '') return null
  return String(raw)
}

/** The text a library indexes for full-text search. */
export function flatText(doc: SearchDoc): string {
  return SEARCHABLE_ATTRIBUTES.map((a) => doc[a] ?? '').join(' ')
}

export const ALL_FACETS = FACET_FIELDS
