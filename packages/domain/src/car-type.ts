/** Car types in their fixed display order: new, demo, used (docs/spec-coverage.md, Search). */
export const CAR_TYPES = ['new', 'demo', 'used'] as const
export type CarType = (typeof CAR_TYPES)[number]

/**
 * How every page names a car type: spec rows, card facts, search filters, home links, breadcrumbs.
 * Kept apart from the zod schemas of car.ts, so a page that only shows a label ships no zod.
 */
export const CAR_TYPE_LABELS: Readonly<Record<CarType, string>> = { new: 'New', demo: 'Demo', used: 'Used' }

/**
 * The stock a dealer has, in words, for titles and descriptions: 'New, demo and used cars', 'Used
 * cars', 'New and used caravans'. Only the types given (the dealer's visible stock) are named, so a
 * used-only yard never claims new or demo cars; null when there are none
 * (docs/spec-coverage.md, Search engines).
 */
export function stockPhrase(types: readonly CarType[], noun: string): string | null {
  const words = CAR_TYPES.filter((t) => types.includes(t)).map((t) => CAR_TYPE_LABELS[t].toLowerCase())
  if (words.length === 0) return null
  const list = words.length === 1 ? words[0]! : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]!}`
  const text = `${list} ${noun}`
  return text[0]!.toUpperCase() + text.slice(1)
}
