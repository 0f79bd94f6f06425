import type { SearchDoc } from './search-doc'

/** Attributes a text query searches, most important first (also Meilisearch's searchableAttributes). */
export const SEARCHABLE_ATTRIBUTES = [
  'make',
  'model',
  'badge',
  'series',
  'year',
  'body',
  'fuel',
  'transmission',
  'drive',
  'colour',
  'tag',
  'stocknum',
  'name',
  'city',
  'location_name',
  'dealership_name',
] as const satisfies readonly (keyof SearchDoc)[]

/** Most words a query is split into; the rest are ignored. */
export const MAX_QUERY_TOKENS = 10

/**
 * Lower-case words of letters and digits in any script, accents dropped: "CX-5 Maxx Sport" →
 * ["cx", "5", "maxx", "sport"], "Škoda" → ["skoda"], "日本車" → ["日本車"]; punctuation and emoji
 * are separators (docs/spec-coverage.md, Hardening).
 */
export function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
}

/** Query words, de-duplicated, at most 10; the last one is matched as a prefix. */
export function queryTokens(query: string): string[] {
  const tokens = tokenize(query)
  const last = tokens[tokens.length - 1]
  // Keep the last word last even when it repeats an earlier one: it is the one being typed.
  const unique = [...new Set(tokens.slice(0, -1))].filter((t) => t !== last)
  if (last !== undefined) unique.push(last)
  return unique.slice(-MAX_QUERY_TOKENS)
}

/**
 * A query that has text but no word to match ("!!!", "🚗"): every engine answers it with no
 * hits, never with all stock (docs/spec-coverage.md, Hardening).
 */
export function matchesNothing(query: string): boolean {
  return query.trim() !== '' && tokenize(query).length === 0
}

/** Every word a car can be found by. */
export function docTokens(doc: SearchDoc): Set<string> {
  const words = new Set<string>()
  for (const attr of SEARCHABLE_ATTRIBUTES) {
    const v = doc[attr]
    if (v === null || v === undefined) continue
    for (const t of tokenize(String(v))) words.add(t)
  }
  return words
}
