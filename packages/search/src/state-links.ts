import { FILTER_FIELDS, type FilterField } from './fields'
import { narrowedFrom } from './normalize-state'
import type { SearchState, SortBy } from './search-state'

/**
 * A state with one filter value switched on or off, back on page 1 (a new result set starts at
 * its first page). Encode it with `encodeSearchUrl` to get the link.
 */
export function toggleFilterValue(state: SearchState, field: FilterField, value: string, on?: boolean): SearchState {
  const has = state[field].includes(value)
  const want = on ?? !has
  if (!want) return narrowedFrom(state, { ...state, [field]: state[field].filter((v) => v !== value), page: 1 })
  return { ...state, [field]: has ? state[field] : [...state[field], value], page: 1 }
}

/** A state with a field's values replaced (a select's choice; [] is its All option), page 1. */
export function withFilterValues(state: SearchState, field: FilterField, values: readonly string[]): SearchState {
  return { ...state, [field]: [...values], page: 1 }
}

export function withSort(state: SearchState, sortBy: SortBy): SearchState {
  return { ...state, sortBy, page: 1 }
}

/** 'Clear Filters': no refinement and no query, same sort, page 1. */
export function clearedState(state: SearchState): SearchState {
  const cleared: SearchState = { ...state, query: '', page: 1, isMinRange: false, isMaxRange: false }
  for (const f of FILTER_FIELDS) cleared[f] = []
  return narrowedFrom(state, cleared)
}
