import { ownValue } from '@dealer/domain'
import { FIELD_SPECS, bandIndexOf, bandValue, type FacetField } from '../fields'
import type { SearchDoc } from '../search-doc'
import { facetAttribute } from './settings'

const BANDED = (Object.keys(FIELD_SPECS) as FacetField[]).filter((f) => FIELD_SPECS[f].kind === 'banded')

/** A SearchDoc plus the band of each banded field (Meilisearch counts facets by value only). */
export type MeiliDocument = SearchDoc & Record<string, unknown>

export function toMeiliDocument(doc: SearchDoc): MeiliDocument {
  const out: Record<string, unknown> = { ...doc }
  for (const field of BANDED) {
    const spec = FIELD_SPECS[field]
    const n = ownValue(doc as unknown as Record<string, unknown>, spec.column)
    const i = bandIndexOf(spec.bands!, typeof n === 'number' ? n : null)
    out[facetAttribute(field)] = i === -1 ? null : bandValue(spec.bands![i]!)
  }
  return out as MeiliDocument
}

/** Back to the SearchDoc shape: drop band fields and Meilisearch's own (_formatted, ...). */
export function fromMeiliHit(hit: Record<string, unknown>): SearchDoc {
  const out: Record<string, unknown> = {}
  const drop = new Set(BANDED.map(facetAttribute))
  for (const [k, v] of Object.entries(hit)) if (!k.startsWith('_') && !drop.has(k)) out[k] = v
  return out as unknown as SearchDoc
}
