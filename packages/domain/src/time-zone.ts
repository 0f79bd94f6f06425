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

/** The IANA zone of an Australian state; Brisbane when unknown (the spec's sales-counter zone). */
export function stateTimeZone(state: string | null | undefined): string {
  return STATE_TIME_ZONES[(state ?? '').toUpperCase()] ?? 'Australia/Brisbane'
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
