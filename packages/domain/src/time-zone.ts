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

const localFormats = new Map<string, Intl.DateTimeFormat>()

/** The wall-clock date and time of `now` in `timeZone`. */
export function localNow(now: Date, timeZone: string): LocalNow {
  let cached = localFormats.get(timeZone)
  if (!cached) {
    cached = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    localFormats.set(timeZone, cached)
  }
  const parts = cached.formatToParts(now)
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00'
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    minutes: Number(part('hour')) * 60 + Number(part('minute')),
  }
}
