/**
 * The sort options (docs/spec-coverage.md, Search) with their stable URL values (the `sortBy`
 * parameter). No zod here: browsers load it.
 */
export const SORT_OPTIONS = ['relevance', 'latest', 'price-desc', 'price-asc'] as const
export type SortBy = (typeof SORT_OPTIONS)[number]

/** Labels of the sort select. */
export const SORT_LABELS: { readonly [S in SortBy]: string } = {
  relevance: 'Most Relevant',
  latest: 'Latest',
  'price-desc': 'Highest Price',
  'price-asc': 'Lowest Price',
}
