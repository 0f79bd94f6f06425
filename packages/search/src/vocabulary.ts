import { ownValue } from '@dealer/domain'
import { FIELD_SPECS, FILTER_FIELDS, type FilterField } from './fields'
import { slugify, valueKey } from './slug'

/** A value that has its own path segment: `/search/{slug}` shows the filter value `label`. */
export interface VocabularyEntry {
  readonly slug: string
  readonly label: string
}
export interface MakeEntry extends VocabularyEntry {
  readonly models: readonly VocabularyEntry[]
}

/**
 * What a tenant's search paths can name (docs/spec-coverage.md, Search): makes and their models
 * (`/search/{make}/{model}`), dealerships (`/search/{dealership_slug}`, filter `dealership_name`)
 * and locations (`/search/{location slug}`, filter `location_name`). The codec needs it because a
 * path segment alone cannot say which of these it is.
 */
export interface SearchVocabulary {
  readonly makes: readonly MakeEntry[]
  readonly dealerships: readonly VocabularyEntry[]
  readonly locations: readonly VocabularyEntry[]
  /**
   * Every value the dealer's stock gives each text field (term and multi fields, labels as the
   * cars spell them). When set, the vocabulary is closed: a make, model, dealership, location or
   * other text value it does not hold is dropped from a search, so a URL cannot put any text into
   * the page (docs/spec-coverage.md, Hardening). Unset (tools, tests), any value passes.
   */
  readonly terms?: { readonly [F in TermField]?: readonly string[] }
}

/** The text fields of a search (term and multi kinds): their values come from the stock, not from a fixed list. */
export const TERM_FIELDS = FILTER_FIELDS.filter((f) => {
  const kind = FIELD_SPECS[f].kind
  return kind === 'term' || kind === 'multi'
})
/** A text field of a search. */
export type TermField = FilterField

export const EMPTY_VOCABULARY: SearchVocabulary = { makes: [], dealerships: [], locations: [] }

export interface VocabularyInput {
  /** Make and model labels as the cars carry them. */
  readonly makeModels?: Iterable<{ readonly make: string; readonly model: string }>
  readonly dealerships?: Iterable<{ readonly slug: string; readonly name: string }>
  readonly locations?: Iterable<{ readonly slug: string; readonly name: string }>
  /**
   * Records (search documents, models) whose text fields close the vocabulary: each term field's
   * values are read from its column (a list for multi fields). Absent: the vocabulary stays open.
   */
  readonly termSources?: Iterable<object>
}

function termValues(sources: Iterable<object>): SearchVocabulary['terms'] {
  const found = new Map<TermField, Map<string, string>>(TERM_FIELDS.map((f) => [f, new Map()]))
  for (const source of sources) {
    for (const field of TERM_FIELDS) {
      const raw = ownValue(source as Readonly<Record<string, unknown>>, FIELD_SPECS[field].column)
      const values = Array.isArray(raw) ? raw : [raw]
      const seen = found.get(field)!
      for (const v of values) {
        if (typeof v !== 'string' || !v.trim()) continue
        const key = valueKey(v)
        if (!seen.has(key)) seen.set(key, v.trim())
      }
    }
  }
  return Object.fromEntries([...found].map(([f, m]) => [f, [...m.values()].sort()]))
}

/** Build a vocabulary from labels; slugs of makes and models come from `slugify`. */
export function buildVocabulary(input: VocabularyInput): SearchVocabulary {
  const makes = new Map<string, { label: string; models: Map<string, string> }>()
  for (const { make, model } of input.makeModels ?? []) {
    const slug = slugify(make)
    if (!slug) continue
    let entry = makes.get(slug)
    if (!entry) makes.set(slug, (entry = { label: make.trim(), models: new Map() }))
    const modelSlug = slugify(model)
    if (modelSlug && !entry.models.has(modelSlug)) entry.models.set(modelSlug, model.trim())
  }
  const named = (items: VocabularyInput['dealerships']) =>
    [...(items ?? [])]
      .filter((d) => slugify(d.slug) === d.slug && d.slug)
      .map((d) => ({ slug: d.slug, label: d.name.trim() }))
  return {
    makes: [...makes].map(([slug, m]) => ({
      slug,
      label: m.label,
      models: [...m.models].map(([s, label]) => ({ slug: s, label })),
    })),
    dealerships: named(input.dealerships),
    locations: named(input.locations),
    ...(input.termSources ? { terms: termValues(input.termSources) } : {}),
  }
}

const opened = new WeakMap<SearchVocabulary, SearchVocabulary>()

/** The same vocabulary without its closed term lists: any text value passes (kept as written). */
export function openVocabulary(vocab: SearchVocabulary): SearchVocabulary {
  if (!vocab.terms) return vocab
  let open = opened.get(vocab)
  if (!open)
    opened.set(vocab, (open = { makes: vocab.makes, dealerships: vocab.dealerships, locations: vocab.locations }))
  return open
}

/** Lookups derived once per vocabulary object. */
export interface VocabularyIndex {
  readonly makeBySlug: ReadonlyMap<string, MakeEntry>
  /** value key of a make label or slug → label. */
  readonly makeLabel: ReadonlyMap<string, string>
  readonly makeByLabelKey: ReadonlyMap<string, MakeEntry>
  /** value key of any model label or slug → label. */
  readonly modelLabel: ReadonlyMap<string, string>
  readonly dealershipBySlug: ReadonlyMap<string, VocabularyEntry>
  readonly dealershipByLabelKey: ReadonlyMap<string, VocabularyEntry>
  readonly locationBySlug: ReadonlyMap<string, VocabularyEntry>
  readonly locationByLabelKey: ReadonlyMap<string, VocabularyEntry>
  /** value key → label of each term field of a closed vocabulary; null when the vocabulary is open. */
  readonly termLabel: ReadonlyMap<TermField, ReadonlyMap<string, string>> | null
}

const cache = new WeakMap<SearchVocabulary, VocabularyIndex>()

function firstWins<V>(entries: Iterable<[string, V]>): Map<string, V> {
  const map = new Map<string, V>()
  for (const [k, v] of entries) if (!map.has(k)) map.set(k, v)
  return map
}

export function indexVocabulary(vocab: SearchVocabulary): VocabularyIndex {
  const hit = cache.get(vocab)
  if (hit) return hit
  const models = vocab.makes.flatMap((m) => m.models)
  const index: VocabularyIndex = {
    makeBySlug: firstWins(vocab.makes.map((m) => [m.slug, m])),
    makeLabel: firstWins(
      vocab.makes.flatMap(
        (m) =>
          [
            [valueKey(m.label), m.label],
            [m.slug, m.label],
          ] as [string, string][],
      ),
    ),
    makeByLabelKey: firstWins(vocab.makes.map((m) => [valueKey(m.label), m])),
    modelLabel: firstWins(
      models.flatMap(
        (m) =>
          [
            [valueKey(m.label), m.label],
            [m.slug, m.label],
          ] as [string, string][],
      ),
    ),
    dealershipBySlug: firstWins(vocab.dealerships.map((d) => [d.slug, d])),
    dealershipByLabelKey: firstWins(vocab.dealerships.map((d) => [valueKey(d.label), d])),
    locationBySlug: firstWins(vocab.locations.map((d) => [d.slug, d])),
    locationByLabelKey: firstWins(vocab.locations.map((d) => [valueKey(d.label), d])),
    termLabel: vocab.terms
      ? new Map(TERM_FIELDS.map((f) => [f, firstWins((vocab.terms![f] ?? []).map((v) => [valueKey(v), v]))]))
      : null,
  }
  cache.set(vocab, index)
  return index
}
