import type { CompiledFilter, CompiledRequest } from '../compile'
import type { NumberRange } from '../range'

/** A string literal of Meilisearch's filter syntax. */
export function quote(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`
}

function rangeExpr(column: string, r: NumberRange): string {
  if (r.min !== null && r.max !== null) return `${column} ${r.min} TO ${r.max}`
  if (r.min !== null) return `${column} >= ${r.min}`
  return `${column} <= ${r.max}`
}

/** One field's constraint: values OR'd. */
export function filterExpression(f: CompiledFilter): string {
  if (f.ranges.length > 0) {
    const parts = f.ranges.map((r) => rangeExpr(f.column, r))
    return parts.length === 1 ? parts[0]! : `(${parts.join(' OR ')})`
  }
  if (f.kind === 'boolean')
    return f.values.length === 1 ? `${f.column} = ${f.values[0]}` : `${f.column} IN [${f.values.join(', ')}]`
  return `${f.column} IN [${f.values.map(quote).join(', ')}]`
}

/** Stock visibility as a filter, given the sold cut-off (docs/spec-coverage.md, Stock rules). */
export function visibilityExpression(soldCutoff: number): string {
  return `show_on_dealer_website = true AND (available = true OR sold_ts >= ${soldCutoff})`
}

/**
 * The filter of a query: visibility, presets, price > 0 when asked, and the refinements except
 * the one at `skip` (a facet's own filter is left out of its count: disjunctive facets).
 * Items of the array are AND'd by Meilisearch.
 */
export function filterFor(c: CompiledRequest, skip = -1): string[] {
  return [
    visibilityExpression(c.soldCutoff),
    ...c.base.map(filterExpression),
    ...(c.positivePrice ? ['price > 0'] : []),
    ...c.refinements.filter((_, i) => i !== skip).map(filterExpression),
  ]
}

/** Meilisearch sort parameter of a sort option; 'relevance' uses the ranking rules alone. */
export function sortFor(c: CompiledRequest): string[] | undefined {
  switch (c.sort) {
    case 'latest':
      return ['created_ts:desc']
    case 'price-desc':
      return ['price:desc']
    case 'price-asc':
      return ['price:asc']
    default:
      return undefined
  }
}
