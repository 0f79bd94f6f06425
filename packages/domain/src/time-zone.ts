import { ownValue } from './own-keys'
const STATE_TIME_ZONES: Record<string, string> = {
  QLD: 'Australia/Brisbane',
  NSW: 'Australia/Sydney',
  ACT: 'Australia/Sydney',
  VIC: 'Australia/Melbourne',
  TAS: 'Australia/Hobart',
  SA: 'Australia/Adelaide',
  NT: 'Australia/Darwin',
  WA: 'Australia/Perth',
}

/** The IANA zone of an Australian state; Brisbane when unknown (the sales counter's zone). */
export function stateTimeZone(state: string | null | undefined): string {
  return ownValue(STATE_TIME_ZONES, (state ?? '').toUpperCase()) ?? 'Australia/Brisbane'
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']

// Building an Intl formatter costs about a millisecond; keep one per zone.
const weekdayFormats = new Map<string, Intl.DateTimeFormat>()

/** Weekday (0 Sunday .. 6 Saturday) of an instant in a time zone. */
export function weekdayIn(now: Date, timeZone: string): number {
  let format = weekdayFormats.get(timeZone)
  if (!format) weekdayFormats.set(timeZone, (format = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone })))
  return WEEKDAYS.indexOf(format.format(now))
}

/** A location's local date (YYYY-MM-DD) and minutes since midnight at an instant. */
export interface LocalNow {
  date: string
  minutes: number
}

const wallClockFormats = new Map<string, Intl.DateTimeFormat>()
/**
 * The last instant's parts per zone, by its whole second (the parts stop at seconds, so they are
 * the same for the whole second): a page asks for the same few instants many times (each offer's
 * window, the opening hours), and formatToParts is the costly step.
 */
const lastParts = new Map<string, { second: number; parts: Intl.DateTimeFormatPart[] }>()

/** The wall-clock parts (year to second) of an instant in a time zone, as numbers. */
function wallClock(at: Date | number, timeZone: string): (type: Intl.DateTimeFormatPartTypes) => number {
  const second = Math.floor(+at / 1000)
  const last = lastParts.get(timeZone)
  const parts = last?.second === second ? last.parts : formatParts(at, timeZone)
  if (last?.second !== second) lastParts.set(timeZone, { second, parts })
  return (type) => Number(parts.find((p) => p.type === type)?.value ?? 0)
}

function formatParts(at: Date | number, timeZone: string): Intl.DateTimeFormatPart[] {
  let format = wallClockFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
    wallClockFormats.set(timeZone, format)
  }
  return format.formatToParts(at)
}

const pad = (n: number) => String(n).padStart(2, '0')

/** The wall-clock date and time of `now` in `timeZone`. */
export function localNow(now: Date, timeZone: string): LocalNow {
  const part = wallClock(now, timeZone)
  return {
    date: `${part('year')}-${pad(part('month'))}-${pad(part('day'))}`,
    minutes: part('hour') * 60 + part('minute'),
  }
}

/** How far `timeZone`'s wall clock is ahead of UTC at the instant `at` (ms since the epoch). */
function zoneOffsetMs(at: number, timeZone: string): number {
  const part = wallClock(at, timeZone)
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'))
  return wall - (at - (((at % 1000) + 1000) % 1000))
}

/**
 * The instant a local calendar day (YYYY-MM-DD) begins in `timeZone`. Two passes, so a day that
 * starts on the far side of a daylight-saving change (Sydney, Melbourne, Hobart, Adelaide) is right.
 */
export function startOfLocalDay(date: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  const wall = Date.UTC(year, month - 1, day)
  const first = wall - zoneOffsetMs(wall, timeZone)
  return new Date(wall - zoneOffsetMs(first, timeZone))
}

/** Each zone's months as worked out (a few per zone in a process's life: bounded all the same). */
const months = new Map<string, { start: number; end: number }>()
const MAX_MONTHS = 1000

/**
 * The calendar month of `now` in `timeZone`: the instants it starts and the next one starts, and
 * its first day (YYYY-MM-DD). A month's bounds are worked out once per zone (the home page's sales
 * counter asks on every request; each bound takes two zone lookups).
 */
export function localMonth(now: Date, timeZone: string): { start: Date; end: Date; firstDay: string } {
  const [year, month] = localNow(now, timeZone).date.split('-').map(Number) as [number, number]
  const firstDay = `${year}-${pad(month)}-01`
  const key = `${timeZone}\u0000${firstDay}`
  let bounds = months.get(key)
  if (!bounds) {
    const next = month === 12 ? `${year + 1}-01-01` : `${year}-${pad(month + 1)}-01`
    bounds = { start: startOfLocalDay(firstDay, timeZone).getTime(), end: startOfLocalDay(next, timeZone).getTime() }
    if (months.size >= MAX_MONTHS) months.clear()
    months.set(key, bounds)
  }
  return { start: new Date(bounds.start), end: new Date(bounds.end), firstDay }
}
