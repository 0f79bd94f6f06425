/** Sales added per day of the month, and seconds per extra sale during the day (docs/spec-coverage.md, Stock rules). */
export const SALES_PER_DAY = 192
export const SECONDS_PER_SALE = 450
/** Refresh interval and count-up animation (docs/spec-coverage.md, Stock rules). */
export const SALES_COUNTER_REFRESH_MS = 150_000
export const SALES_COUNTER_ANIMATION_MS = 2000
export const SALES_COUNTER_TIME_ZONE = 'Australia/Brisbane'

/**
 * 'Sales this Month': (day of month − 1) × 192 + floor(seconds since midnight / 450),
 * both read in Australia/Brisbane time.
 * Traced in docs/spec-coverage.md, Stock rules.
 */
export function salesCounter(now: Date, timeZone: string = SALES_COUNTER_TIME_ZONE): number {
  const parts = new Intl.DateTimeFormat('en-AU', {
    timeZone,
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(now)
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0)
  const seconds = part('hour') * 3600 + part('minute') * 60 + part('second')
  return (part('day') - 1) * SALES_PER_DAY + Math.floor(seconds / SECONDS_PER_SALE)
}
