import { formatTime12h } from './dates'
import type { OpeningHour } from './location'

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const
/** Display order: Monday to Sunday. */
const DISPLAY_ORDER = [1, 2, 3, 4, 5, 6, 0] as const

export interface OpeningHoursRow {
  label: string
  hours: string
}

function hoursText(entry: OpeningHour | undefined, closedText: string): string {
  if (!entry || entry.status === 'Closed' || !entry.open || !entry.close) return closedText
  return `${formatTime12h(entry.open)} - ${formatTime12h(entry.close)}`
}

/**
 * A Monday-to-Sunday table; Closed for closed days; Monday to Friday
 * collapse to 'Mon-Fri' when all five are identical.
 * Traced in docs/spec-coverage.md, Pages and navigation.
 */
export function openingHoursTable(entries: readonly OpeningHour[], closedText = 'Closed'): OpeningHoursRow[] {
  const byDay = new Map(entries.map((e) => [e.weekday, e]))
  const rows = DISPLAY_ORDER.map((d) => ({ label: WEEKDAY_NAMES[d], hours: hoursText(byDay.get(d), closedText) }))
  const weekdays = rows.slice(0, 5)
  if (weekdays.every((r) => r.hours === weekdays[0]!.hours)) {
    return [{ label: 'Mon-Fri', hours: weekdays[0]!.hours }, ...rows.slice(5)]
  }
  return rows
}
