/** Spec §9: sales added per day of the month, and seconds per extra sale during the day. */
export const SALES_PER_DAY = 192
export const SECONDS_PER_SALE = 450
/** Spec §4/§9: refresh interval and count-up animation. */
export const SALES_COUNTER_REFRESH_MS = 150_000
export const SALES_COUNTER_ANIMATION_MS = 2000
export const SALES_COUNTER_TIME_ZONE = 'Australia/Brisbane'

/**
 * Spec §9 'Sales this Month': (day of month − 1) × 192 + floor(seconds since midnight / 450),
 * both read in Australia/Brisbane time.
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
