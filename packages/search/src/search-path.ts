import type { CarType } from '@dealer/domain'
import type { FilterField } from './fields'
import { ALL_STOCK_PATH, type FilterSet } from './search-state'
import { slugify, valueKey } from './slug'
import { indexVocabulary, type SearchVocabulary } from './vocabulary'

/**
 * The car-type search paths (`/search/{car type}-cars` and the combined ones) and the types each
 * lists (docs/spec-coverage.md, Search).
 */
export const CAR_TYPE_ROUTES: { readonly [segment: string]: readonly CarType[] } = {
  'new-cars': ['new'],
  'demo-cars': ['demo'],
  'used-cars': ['used'],
  'new-and-demo-cars': ['new', 'demo'],
  'new-used-and-demo-cars': [],
}

const SEGMENT = /^[a-z0-9][a-z0-9-]{0,99}$/

/**
 * Filters named by the segments after `/search/`, or null when they name nothing this tenant
 * has (a 404). Precedence on a clash of slugs: car-type route, make, dealership, location.
 */
export function resolvePathSegments(segments: readonly string[], vocab: SearchVocabulary): FilterSet | null {
  if (segments.length === 0) return {}
  if (segments.length > 2 || !segments.every((s) => SEGMENT.test(s))) return null
  const v = indexVocabulary(vocab)
  const [first, second] = segments as [string, string | undefined]
  if (second !== undefined) {
    const make = v.makeBySlug.get(first)
    const model = make?.models.find((m) => m.slug === second)
    return make && model ? { make: [make.label], model: [model.label] } : null
  }
  // Own keys only: `/search/constructor` must not find Object's constructor (docs/spec-coverage.md, Hardening).
  const types = Object.hasOwn(CAR_TYPE_ROUTES, first) ? CAR_TYPE_ROUTES[first] : undefined
  if (types) return types.length > 0 ? { car_type: types } : {}
  const make = v.makeBySlug.get(first)
  if (make) return { make: [make.label] }
  const dealership = v.dealershipBySlug.get(first)
  if (dealership) return { dealership_name: [dealership.label] }
  const location = v.locationBySlug.get(first)
  if (location) return { location_name: [location.label] }
  return null
}

export interface SearchPath {
  readonly path: string
  /** Fields the path carries entirely; the query string carries the rest. */
  readonly consumed: ReadonlySet<FilterField>
}

function sameSingle(a: readonly string[] | undefined, b: readonly string[] | undefined): boolean {
  return a?.length === 1 && b?.length === 1 && a[0] === b[0]
}

/**
 * The canonical path of normalised filters. A path segment is used only when the segment
 * resolves back to exactly that filter, so a slug clash falls back to the query string.
 * Order of preference: make (and model), dealership, location, car type.
 */
export function buildSearchPath(filters: FilterSet, vocab: SearchVocabulary): SearchPath {
  const v = indexVocabulary(vocab)
  const make = filters.make?.length === 1 ? v.makeByLabelKey.get(valueKey(filters.make[0]!)) : undefined
  if (make && make.label === filters.make![0]) {
    const modelLabel = filters.model?.length === 1 ? filters.model[0]! : null
    const model = modelLabel === null ? undefined : make.models.find((m) => m.label === modelLabel)
    if (model) {
      const back = resolvePathSegments([make.slug, model.slug], vocab)
      if (back && sameSingle(back.make, filters.make) && sameSingle(back.model, filters.model)) {
        return { path: `/search/${make.slug}/${model.slug}`, consumed: new Set(['make', 'model']) }
      }
    }
    const back = resolvePathSegments([make.slug], vocab)
    if (back && sameSingle(back.make, filters.make))
      return { path: `/search/${make.slug}`, consumed: new Set(['make']) }
  }
  for (const [field, byLabel] of [
    ['dealership_name', v.dealershipByLabelKey],
    ['location_name', v.locationByLabelKey],
  ] as const) {
    const values = filters[field]
    const entry = values?.length === 1 ? byLabel.get(valueKey(values[0]!)) : undefined
    if (entry && entry.label === values![0]) {
      const back = resolvePathSegments([entry.slug], vocab)
      if (back && sameSingle(back[field], values)) return { path: `/search/${entry.slug}`, consumed: new Set([field]) }
    }
  }
  const types = filters.car_type ?? []
  for (const [segment, routeTypes] of Object.entries(CAR_TYPE_ROUTES)) {
    if (routeTypes.length > 0 && routeTypes.length === types.length && routeTypes.every((t, i) => types[i] === t)) {
      return { path: `/search/${segment}`, consumed: new Set(['car_type']) }
    }
  }
  return { path: ALL_STOCK_PATH, consumed: new Set() }
}

/** Path for one make (and model) label, for links such as the header's stock menu. */
export function makeSearchPath(make: string, model?: string | null): string {
  return model ? `/search/${slugify(make)}/${slugify(model)}` : `/search/${slugify(make)}`
}
