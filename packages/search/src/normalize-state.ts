import { FIELD_SPECS, FILTER_FIELDS, type FilterField } from './fields'
import { canonicalRange } from './range'
import { buildSearchPath, type SearchPath } from './search-path'
import {
  LIMITS,
  SORT_OPTIONS,
  filtersOf,
  searchStateSchema,
  type SearchState,
  type SearchStateInput,
  type SortBy,
} from './search-state'
import { valueKey } from './slug'
import { EMPTY_VOCABULARY, indexVocabulary, type SearchVocabulary, type TermField } from './vocabulary'

// Control characters never belong in a filter value or query and would only poison caches.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/g

/** Trim, drop control characters and collapse runs of spaces. */
export function cleanText(raw: string): string {
  return raw.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim()
}

/** The free-text query as the engines receive it: clean and at most 100 characters. */
export function normalizeQuery(raw: string): string {
  return cleanText(cleanText(raw).slice(0, LIMITS.queryLength))
}

/**
 * A text value spelled as the vocabulary spells it. A closed vocabulary (the app's) drops a value
 * the dealer's stock does not have, so `?make=Lamborghini` cannot name the page
 * (docs/spec-coverage.md, Hardening); an open one keeps it as written.
 */
function canonicalTerm(field: FilterField, value: string, vocab: SearchVocabulary): string | null {
  const v = indexVocabulary(vocab)
  const key = valueKey(value)
  const fallback = v.termLabel ? null : value
  switch (field) {
    case 'make':
      return v.makeLabel.get(key) ?? fallback
    case 'model':
      return v.modelLabel.get(key) ?? fallback
    case 'dealership_name':
      return v.dealershipByLabelKey.get(key)?.label ?? fallback
    case 'location_name':
      return v.locationByLabelKey.get(key)?.label ?? fallback
    default:
      return v.termLabel?.get(field as TermField)?.get(key) ?? fallback
  }
}

/**
 * Canonical values of one filter: cleaned, validated for the field's kind, spelled as the
 * vocabulary spells them, de-duplicated case-insensitively and sorted, so equal filters give
 * equal URLs and cache keys. Invalid values are dropped, never thrown on.
 */
export function normalizeFilterValues(
  field: FilterField,
  values: readonly string[],
  vocab: SearchVocabulary = EMPTY_VOCABULARY,
): string[] {
  if (values.length === 0) return []
  const spec = FIELD_SPECS[field]
  const out: string[] = []
  for (const raw of values) {
    if (raw.length > LIMITS.valueLength * 4) continue
    const value = cleanText(raw)
    if (!value || value.length > LIMITS.valueLength) continue
    let canonical: string | null
    switch (spec.kind) {
      case 'enum':
      case 'boolean': {
        const lower = value.toLowerCase()
        canonical = spec.values!.includes(lower) ? lower : null
        break
      }
      case 'numeric':
      case 'banded':
      case 'range':
        canonical = canonicalRange(value)
        break
      default:
        canonical = canonicalTerm(field, value, vocab)
    }
    if (canonical !== null) out.push(canonical)
  }
  if (spec.values) {
    const order = spec.values
    const set = new Set(out)
    return order.filter((v) => set.has(v))
  }
  out.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  const seen = new Set<string>()
  const unique = out.filter((v) => {
    const key = valueKey(v)
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
  return unique.slice(0, LIMITS.valuesPerField)
}

export function clampPage(page: unknown): number {
  if (typeof page !== 'number' || !Number.isInteger(page) || page < 1) return 1
  return Math.min(page, LIMITS.maxPage)
}

const EMPTY_STATE: Readonly<SearchState> = searchStateSchema.parse({})

/**
 * The states `normalizeSearchState` wrote, with the vocabulary they were normalised against and
 * their path: encoding one again need not normalise it again (a results page encodes its state half
 * a dozen times). States are never changed once made, only copied.
 */
const normalised = new WeakMap<SearchState, { readonly vocab: SearchVocabulary; readonly path: SearchPath }>()

/** The path of a state `normalizeSearchState` wrote against `vocab`, or null for any other object. */
export function normalisedPath(state: object, vocab: SearchVocabulary): SearchPath | null {
  const known = normalised.get(state as SearchState)
  return known?.vocab === vocab ? known.path : null
}

/**
 * `to`, made from `from` by taking filter values or the query away and going back to page 1 (a
 * chip's remove link, 'Clear all'): each field keeps its canonical order, so when `from` is a state
 * this module normalised, `to` is normalised too and needs only its own path.
 */
export function narrowedFrom(from: SearchState, to: SearchState): SearchState {
  const known = normalised.get(from)
  if (known) {
    const path = buildSearchPath(filtersOf(to), known.vocab)
    to.currentPath = path.path
    normalised.set(to, { vocab: known.vocab, path })
  }
  return to
}

/** A normalised state on another page (1 to 5000; the path does not change with the page). */
export function onPage(state: SearchState, page: number, vocab: SearchVocabulary): SearchState {
  const known = normalised.get(state)
  const copy = { ...state, page: clampPage(page) }
  if (known?.vocab === vocab) normalised.set(copy, known)
  return copy
}

/**
 * The canonical form of a state: every value normalised, page clamped to 1..5000, an unknown sort
 * replaced by 'relevance', all three car types written as none (both list all stock), and
 * `currentPath` set to the path the state encodes to. Idempotent.
 */
export function normalizeSearchState(
  input: SearchStateInput | SearchState,
  vocab: SearchVocabulary = EMPTY_VOCABULARY,
): SearchState {
  // Read field by field rather than through the schema, so one bad field (page -1) does not
  // throw away the good ones.
  const raw = input as Record<string, unknown>
  const text = (v: unknown) => (typeof v === 'string' ? v : '')
  const list = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [])
  // Every field is set below; the defaults only fix the key order (a schema parse per call was
  // the most of a search page's zod time: the page encodes some thirty URLs).
  const state: SearchState = { ...EMPTY_STATE }
  state.query = normalizeQuery(text(raw.query))
  state.page = clampPage(raw.page)
  const sortBy = text(raw.sortBy)
  state.sortBy = (SORT_OPTIONS as readonly string[]).includes(sortBy) ? (sortBy as SortBy) : 'relevance'
  state.isMinRange = raw.isMinRange === true
  state.isMaxRange = raw.isMaxRange === true
  for (const f of FILTER_FIELDS) state[f] = normalizeFilterValues(f, list(raw[f]), vocab)
  if (state.car_type.length === FIELD_SPECS.car_type.values!.length) state.car_type = []
  const path = buildSearchPath(filtersOf(state), vocab)
  state.currentPath = path.path
  normalised.set(state, { vocab, path })
  return state
}
