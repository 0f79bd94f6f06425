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

/** Weekday (0 Sunday .. 6 Saturday) of an instant in a time zone. */
export function weekdayIn(now: Date, timeZone: string): number {
  const name = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone }).format(now)
  return WEEKDAYS.indexOf(name)
}
