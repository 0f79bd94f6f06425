import { CAR_TYPE_LABELS, ownValue } from '@dealer/domain'
import { FIELD_SPECS, bandValue, type FacetField } from './fields'
import type { FacetItem } from './engine'
import { valueKey } from './slug'

const ENUM_LABELS: Readonly<Record<string, string>> = {
  ...CAR_TYPE_LABELS,
  in_stock: 'In Stock',
  coming_soon: 'Coming Soon',
  sold: 'Sold',
  car: 'Car',
  caravan: 'Caravan',
}
const BOOLEAN_LABELS: Readonly<Record<string, string>> = { true: 'Certified', false: 'Not Certified' }

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true })

/** The label a facet value is shown with. */
export function facetLabel(field: FacetField, value: string): string {
  const spec = FIELD_SPECS[field]
  if (spec.kind === 'enum') return ownValue(ENUM_LABELS, value) ?? value
  if (spec.kind === 'boolean') return ownValue(BOOLEAN_LABELS, value) ?? value
  if (spec.kind === 'banded') return spec.bands!.find((b) => bandValue(b) === value)?.label ?? value
  return value
}

/** The display order of a facet's items (sorted values; docs/spec-coverage.md, Search). */
export function compareFacetItems(
  field: FacetField,
): (a: Pick<FacetItem, 'label' | 'value'>, b: Pick<FacetItem, 'label' | 'value'>) => number {
  const spec = FIELD_SPECS[field]
  if (spec.values) return (a, b) => spec.values!.indexOf(a.value) - spec.values!.indexOf(b.value)
  if (spec.bands) {
    const order = spec.bands.map(bandValue)
    return (a, b) => order.indexOf(a.value) - order.indexOf(b.value)
  }
  // Newest years first; other numbers (seats) ascending.
  if (spec.kind === 'numeric')
    return field === 'year' ? (a, b) => Number(b.value) - Number(a.value) : (a, b) => Number(a.value) - Number(b.value)
  return (a, b) => collator.compare(a.label, b.label) || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0)
}

/** Whether a selected value can stand in this facet's list (a band, a single number, a term). */
export function isListableValue(field: FacetField, value: string): boolean {
  const spec = FIELD_SPECS[field]
  if (spec.kind === 'banded') return spec.bands!.some((b) => bandValue(b) === value)
  if (spec.kind === 'numeric') return /^\d+$/.test(value)
  return true
}

/**
 * Facet items from raw counts, in sorted order (names A–Z, car types new/demo/used,
 * bands low to high, years newest first). Values with no car are left out unless selected, so
 * a shopper can always see and clear a selection.
 */
export function buildFacetItems(
  field: FacetField,
  counts: Iterable<readonly [value: string, count: number]>,
  selected: readonly string[],
): FacetItem[] {
  const ranged = FIELD_SPECS[field].kind === 'numeric' || FIELD_SPECS[field].kind === 'banded'
  const key = (v: string) => (ranged ? v : valueKey(v))
  const selectedKeys = new Set(selected.map(key))
  const items: FacetItem[] = []
  const seen = new Set<string>()
  for (const [value, count] of counts) {
    const k = key(value)
    if (seen.has(k)) continue
    const isSelected = selectedKeys.has(k)
    if (count <= 0 && !isSelected) continue
    seen.add(k)
    items.push({ label: facetLabel(field, value), value, count, selected: isSelected })
  }
  for (const value of selected) {
    const k = key(value)
    if (seen.has(k) || !isListableValue(field, value)) continue
    seen.add(k)
    items.push({ label: facetLabel(field, value), value, count: 0, selected: true })
  }
  return items.sort(compareFacetItems(field))
}

/** The popular makes group holds the first 20 makes by count (docs/spec-coverage.md, Search). */
export const POPULAR_MAKES_SIZE = 20
export const ALL_MAKES_HEADING = 'All Makes'

export interface MakeGroups {
  /** Up to 20 makes with the most cars, most first (ties A–Z). */
  readonly popular: readonly FacetItem[]
  readonly heading: typeof ALL_MAKES_HEADING
  /** Every make, A–Z. */
  readonly all: readonly FacetItem[]
}

/** The make select's groups: popular makes, then an 'All Makes' heading and every make. */
export function groupPopularMakes(items: readonly FacetItem[], size: number = POPULAR_MAKES_SIZE): MakeGroups {
  const popular = [...items].sort((a, b) => b.count - a.count || collator.compare(a.label, b.label)).slice(0, size)
  return { popular, heading: ALL_MAKES_HEADING, all: items }
}

/** The displayed result count caps at 1999 (docs/spec-coverage.md, Search). */
export const DISPLAY_COUNT_CAP = 1999

/**
 * The count shown on 'Show Me {count} {cars}': the exact count up to 1999; above it the
 * configured stock count, else a summed facet, else 1999.
 */
export function displayCount(
  count: number,
  fallback: { stockCount?: number | null; facetSum?: number | null } = {},
): number {
  if (count <= DISPLAY_COUNT_CAP) return count
  return fallback.stockCount ?? fallback.facetSum ?? DISPLAY_COUNT_CAP
}
