/**
 * Number ranges as they appear in URLs and filters: "5000-30000", "5000-" (and above),
 * "-30000" (up to), "2020" (exactly). Ends are inclusive whole numbers.
 */
export interface NumberRange {
  readonly min: number | null
  readonly max: number | null
}

// Nine digits cover any price or odometer reading and keep numbers exact.
const RANGE = /^(\d{1,9})?-(\d{1,9})?$/
const SINGLE = /^\d{1,9}$/

/**
 * Parse a range value; null when it is not one. Thousands separators, dollar signs and spaces
 * are ignored so a hand-typed "$5,000-30,000" still works; reversed ends are swapped.
 */
export function parseRange(raw: string): NumberRange | null {
  const value = raw.replace(/[\s,$]/g, '')
  if (SINGLE.test(value)) {
    const n = Number(value)
    return { min: n, max: n }
  }
  const m = RANGE.exec(value)
  if (!m) return null
  const min = m[1] === undefined ? null : Number(m[1])
  const max = m[2] === undefined ? null : Number(m[2])
  // "-" alone constrains nothing: treat as not a range rather than a filter that matches all.
  if (min === null && max === null) return null
  if (min !== null && max !== null && min > max) return { min: max, max: min }
  return { min, max }
}

/** The canonical text of a range: "2020" for a single number, else "min-max" with open ends empty. */
export function formatRange(range: NumberRange): string {
  if (range.min !== null && range.min === range.max) return String(range.min)
  return `${range.min ?? ''}-${range.max ?? ''}`
}

/** Canonical text of a raw range value, or null when it is not a range. */
export function canonicalRange(raw: string): string | null {
  const r = parseRange(raw)
  return r ? formatRange(r) : null
}

export function inRange(n: number, range: NumberRange): boolean {
  return (range.min === null || n >= range.min) && (range.max === null || n <= range.max)
}
