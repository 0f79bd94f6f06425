import type { Settings } from 'meilisearch'
import { FACET_FIELDS, FIELD_SPECS, FILTER_FIELDS, type FacetField } from '../fields'
import { SEARCHABLE_ATTRIBUTES } from '../tokenize'

/** Default index name of a tenant: one index per tenant (ADR 005). */
export function defaultIndexUid(tenant: string): string {
  return `cars-${tenant}`
}

/** The Meilisearch attribute a facet is counted on: bands are stored precomputed. */
export function facetAttribute(field: FacetField): string {
  return FIELD_SPECS[field].kind === 'banded' ? `${field}_band` : FIELD_SPECS[field].column
}

/** Fields the stock-visibility filter reads (docs/spec-coverage.md, Stock rules). */
const VISIBILITY_ATTRIBUTES = ['show_on_dealer_website', 'available', 'sold_ts']

/**
 * Index settings. `sort` comes first so 'Lowest Price' is strictly by price even with a text
 * query; the fixed orders and the descending custom rank break every remaining tie.
 */
export const INDEX_SETTINGS: Settings = {
  searchableAttributes: [...SEARCHABLE_ATTRIBUTES],
  filterableAttributes: [
    ...new Set([
      ...FILTER_FIELDS.map((f) => FIELD_SPECS[f].column),
      ...FACET_FIELDS.map(facetAttribute),
      ...VISIBILITY_ATTRIBUTES,
      'id',
    ]),
  ],
  sortableAttributes: ['price', 'created_ts'],
  rankingRules: [
    'sort',
    'words',
    'typo',
    'proximity',
    'attribute',
    'exactness',
    'car_type_order:asc',
    'series_order:asc',
    'rank:desc',
  ],
  // Stock numbers and years are codes: a typo there finds the wrong car.
  typoTolerance: { disableOnAttributes: ['stocknum', 'year'] },
  faceting: { maxValuesPerFacet: 1000, sortFacetValuesBy: { '*': 'alpha' } },
  // Exact counts (page mode) up to this many cars per tenant.
  pagination: { maxTotalHits: 100_000 },
}
