import { FILTER_FIELDS, type FilterField } from './fields'
import { clampPage, normalisedPath, normalizeSearchState, onPage } from './normalize-state'
import { resolvePathSegments } from './search-path'
import { LIMITS, type SearchState, type SearchStateInput } from './search-state'
import { EMPTY_VOCABULARY, type SearchVocabulary } from './vocabulary'

/** Query parameter names besides the filter fields (which use their own names). */
export const PARAM = {
  query: 'query',
  page: 'page',
  sortBy: 'sortBy',
  isMinRange: 'isMinRange',
  isMaxRange: 'isMaxRange',
} as const

// A URL longer than this is not something a shopper built; parse only its first part.
const MAX_PARAMS = 400

function splitPath(pathname: string): string[] | null {
  const trimmed = pathname.replace(/\/+$/, '')
  if (trimmed !== '/search' && !trimmed.startsWith('/search/')) return null
  const segments: string[] = []
  for (const part of trimmed.slice('/search'.length).split('/')) {
    if (!part) continue
    let decoded: string
    try {
      decoded = decodeURIComponent(part)
    } catch {
      return null
    }
    segments.push(decoded.toLowerCase())
  }
  return segments
}

function truthy(value: string | null): boolean {
  return value === 'true' || value === '1'
}

/**
 * The state named by a search URL, or null when the path names nothing (answer 404).
 * Never throws: unknown parameters are ignored, bad values dropped, a bad page means page 1,
 * a bad sort means most relevant; path and query filters are merged. The result is normalised,
 * so `encodeSearchUrl` of it is the canonical URL (redirect there when it differs).
 */
export function decodeSearchUrl(
  pathname: string,
  searchParams: URLSearchParams | string,
  vocab: SearchVocabulary = EMPTY_VOCABULARY,
): SearchState | null {
  const segments = splitPath(pathname)
  if (!segments) return null
  const fromPath = resolvePathSegments(segments, vocab)
  if (!fromPath) return null
  let params: URLSearchParams
  try {
    params = typeof searchParams === 'string' ? new URLSearchParams(searchParams) : searchParams
  } catch {
    params = new URLSearchParams()
  }
  const first: Partial<Record<string, string>> = {}
  const lists: Partial<Record<FilterField, string[]>> = {}
  let seen = 0
  for (const [key, value] of params) {
    if (++seen > MAX_PARAMS) break
    if ((FILTER_FIELDS as readonly string[]).includes(key)) {
      const list = (lists[key as FilterField] ??= [])
      if (list.length < LIMITS.valuesPerField * 2) list.push(value)
    } else if (!Object.hasOwn(first, key)) {
      first[key] = value
    }
  }
  const input: Record<string, unknown> = {
    query: first[PARAM.query] ?? '',
    page: /^\d{1,9}$/.test(first[PARAM.page] ?? '') ? Number(first[PARAM.page]) : 1,
    sortBy: first[PARAM.sortBy] ?? 'relevance',
    isMinRange: truthy(first[PARAM.isMinRange] ?? null),
    isMaxRange: truthy(first[PARAM.isMaxRange] ?? null),
  }
  for (const f of FILTER_FIELDS) input[f] = [...(fromPath[f] ?? []), ...(lists[f] ?? [])]
  return normalizeSearchState(input as SearchStateInput, vocab)
}

/**
 * The canonical URL (path and query) of a state: path segments for car type, make/model, dealership
 * or location where a search path exists (docs/spec-coverage.md, Search); every other filter as
 * repeated query parameters in a fixed order; sort only when not the default; page only after the
 * first.
 */
export function encodeSearchUrl(
  state: SearchStateInput | SearchState,
  vocab: SearchVocabulary = EMPTY_VOCABULARY,
): string {
  // A state the codec normalised already is canonical as it is (its path kept with it).
  const known = normalisedPath(state, vocab)
  const s = known ? (state as SearchState) : normalizeSearchState(state, vocab)
  const { path, consumed } = known ?? normalisedPath(s, vocab)!
  const params = new URLSearchParams()
  if (s.query) params.append(PARAM.query, s.query)
  for (const f of FILTER_FIELDS) {
    if (consumed.has(f)) continue
    for (const v of s[f]) params.append(f, v)
  }
  if (s.sortBy !== 'relevance') params.append(PARAM.sortBy, s.sortBy)
  if (s.isMinRange) params.append(PARAM.isMinRange, 'true')
  if (s.isMaxRange) params.append(PARAM.isMaxRange, 'true')
  if (s.page > 1) params.append(PARAM.page, String(s.page))
  const qs = params.toString()
  return qs ? `${path}?${qs}` : path
}

/** A state's first-page URL, by state object: a results page links to a dozen pages of the same search. */
const firstPages = new WeakMap<SearchState, { readonly vocab: SearchVocabulary; readonly url: string }>()

/**
 * The URL of the same search on another page (1 drops the parameter). The page is the URL's last
 * parameter (encodeSearchUrl), so each page's URL is the first page's with it appended.
 */
export function searchPageUrl(state: SearchState, page: number, vocab: SearchVocabulary = EMPTY_VOCABULARY): string {
  let first = firstPages.get(state)
  if (first?.vocab !== vocab)
    firstPages.set(state, (first = { vocab, url: encodeSearchUrl(onPage(state, 1, vocab), vocab) }))
  const clamped = clampPage(page)
  if (clamped === 1) return first.url
  return `${first.url}${first.url.includes('?') ? '&' : '?'}${PARAM.page}=${clamped}`
}
