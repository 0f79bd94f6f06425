/** Sales added per day of the month, and seconds per extra sale during the day (docs/spec-coverage.md, Stock rules). */
export const SALES_PER_DAY = 192
export const SECONDS_PER_SALE = 450
/** Refresh interval and count-up animation (docs/spec-coverage.md, Stock rules). */
export const SALES_COUNTER_REFRESH_MS = 150_000
export const SALES_COUNTER_ANIMATION_MS = 2000
export const SALES_COUNTER_TIME_ZONE = 'Australia/Brisbane'

// One formatter per zone: building one costs far more than using it (the home page asks on each request).
const counterFormats = new Map<string, Intl.DateTimeFormat>()

/**
 * 'Sales this Month': (day of month − 1) × 192 + floor(seconds since midnight / 450),
 * both read in Australia/Brisbane time.
 * Traced in docs/spec-coverage.md, Stock rules.
 */
export function salesCounter(now: Date, timeZone: string = SALES_COUNTER_TIME_ZONE): number {
  let format = counterFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-AU', {
      timeZone,
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    })
    counterFormats.set(timeZone, format)
  }
  const parts = format.formatToParts(now)
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0)
  const seconds = part('hour') * 3600 + part('minute') * 60 + part('second')
  return (part('day') - 1) * SALES_PER_DAY + Math.floor(seconds / SECONDS_PER_SALE)
}

/**
 * What the 'Sales this Month' banner counts, per dealer: `sold` (the default) counts the cars the
 * dealer's stock shows sold since the 1st in its own time zone; `formula` is the spec's running
 * figure above (docs/decisions/021-sales-counter.md).
 */
export const SALES_COUNTER_MODES = ['sold', 'formula'] as const
export type SalesCounterMode = (typeof SALES_COUNTER_MODES)[number]

/** The banner's figure and, where it counts real sales, the words saying what it counts. */
export interface SalesCounterFigure {
  count: number
  /** e.g. 'Cars sold from our stock since 1 November'; null for the formula. */
  basis: string | null
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/**
 * The banner's figure, or null when there is none to show. In `sold` mode a month with no sale
 * shows nothing: zero is as likely to mean a stock feed that never reports sales as a month
 * without one, so it is not claimed (docs/decisions/021-sales-counter.md).
 * Traced in docs/spec-coverage.md, Dealer site: reviews and sales counter.
 */
export function salesCounterFigure(input: {
  mode: SalesCounterMode
  now: Date
  /** Cars sold since `monthStart` (the dealer's stock); ignored by the formula. */
  soldThisMonth: number
  /** The first day of the dealer's month, YYYY-MM-DD. */
  monthStart: string
  /** 'Cars' or 'Caravans'. */
  noun: string
}): SalesCounterFigure | null {
  if (input.mode === 'formula') return { count: salesCounter(input.now), basis: null }
  if (!Number.isInteger(input.soldThisMonth) || input.soldThisMonth <= 0) return null
  const month = MONTHS[Number(input.monthStart.slice(5, 7)) - 1]
  if (!month) return null
  return { count: input.soldThisMonth, basis: `${input.noun} sold from our stock since 1 ${month}` }
}
