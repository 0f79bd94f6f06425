import { parseFavouriteIds } from './favourites'
import { carSpecGroups, type SpecRow } from './spec-rows'

type SpecCar = Parameters<typeof carSpecGroups>[0]

/** A shopper compares at most this many cars side by side. */
export const MAX_COMPARE = 4

/** One row of the comparison: a label, each car's value ('—' where a car has none), and whether they differ. */
export interface CompareRow {
  readonly key: string
  readonly label: string
  readonly values: readonly string[]
  readonly differs: boolean
}

export const NO_VALUE = '—'

/**
 * The comparison table of up to four cars: every specification any of them has, in the car
 * page's order (headline figures, specifications, summary), each row marked when the cars differ.
 * A row every car lacks never appears, because the car page drops empty values first.
 */
export function compareRows(cars: readonly SpecCar[], lead: readonly SpecRow[][] = []): CompareRow[] {
  const perCar = cars.map((car, i) => {
    const g = carSpecGroups(car)
    return [...(lead[i] ?? []), ...g.featured, ...g.specifications, ...g.summary]
  })
  const order: { key: string; label: string }[] = []
  const seen = new Set<string>()
  for (const rows of perCar) {
    for (const row of rows) {
      if (!seen.has(row.key)) {
        seen.add(row.key)
        order.push({ key: row.key, label: row.label })
      }
    }
  }
  return order.map(({ key, label }) => {
    const values = perCar.map((rows) => rows.find((r) => r.key === key)?.value ?? NO_VALUE)
    return { key, label, values, differs: new Set(values).size > 1 }
  })
}

/** The compare list from a URL or cookie value: the same id rules as favourites, at most four. */
export function parseCompareIds(raw: string | null | undefined): string[] {
  return parseFavouriteIds(raw).slice(0, MAX_COMPARE)
}

/**
 * The list after adding (on) or removing (off) a car. Adding a fifth car drops the oldest, so the
 * newest choice always goes in.
 */
export function toggleCompareId(ids: readonly string[], id: string, on: boolean): string[] {
  const rest = ids.filter((x) => x !== id)
  return on ? [...rest, id].slice(-MAX_COMPARE) : rest
}

/** 'Recently viewed' keeps this many cars. */
export const MAX_VIEWED = 12

/** The viewed list after opening a car: it moves to the front. */
export function pushViewedId(ids: readonly string[], id: string): string[] {
  return [id, ...ids.filter((x) => x !== id)].slice(0, MAX_VIEWED)
}
