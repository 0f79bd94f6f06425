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
}

export const EMPTY_VOCABULARY: SearchVocabulary = { makes: [], dealerships: [], locations: [] }

export interface VocabularyInput {
  /** Make and model labels as the cars carry them. */
  readonly makeModels?: Iterable<{ readonly make: string; readonly model: string }>
  readonly dealerships?: Iterable<{ readonly slug: string; readonly name: string }>
  readonly locations?: Iterable<{ readonly slug: string; readonly name: string }>
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
  }
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
  }
  cache.set(vocab, index)
  return index
}
