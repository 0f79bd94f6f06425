import { formatDate, formatTime12h } from './dates'
import type { OpeningHour, SpecialHour } from './location'

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

/** What a closed day reads (docs/spec-coverage.md, Dealer site: locations): 'Closed', or on some sites one of the others. */
export const CLOSED_DAY_TEXTS = {
  closed: 'Closed',
  'by-appointment': 'By appointment only',
  'enquire-now': 'Enquire Now',
} as const
export type ClosedDayMode = keyof typeof CLOSED_DAY_TEXTS

/** A row of the hours table; `enquire` marks a closed day that links to the enquiry form. */
export interface OpeningHoursCell extends OpeningHoursRow {
  enquire: boolean
}

/**
 * The opening-hours table with the site's wording for days without hours: 'Closed', 'By
 * appointment only', or an 'Enquire Now' link (docs/spec-coverage.md, Dealer site: locations).
 */
export function openingHoursRows(entries: readonly OpeningHour[], mode: ClosedDayMode = 'closed'): OpeningHoursCell[] {
  const text = CLOSED_DAY_TEXTS[mode]
  return openingHoursTable(entries, text).map((r) => ({ ...r, enquire: mode === 'enquire-now' && r.hours === text }))
}

/** A holiday (special) hours entry as its table shows it. */
export interface SpecialHoursRow {
  /** dd/MM/yyyy. */
  date: string
  label: string | null
  /** '9:00 am - 1:00 pm', or 'Closed'. */
  hours: string
}

/**
 * Holiday hours, date order, times in 12-hour form with am or pm; a closed day or one without
 * both times reads 'Closed' (docs/spec-coverage.md, Dealer site: locations).
 */
export function specialHoursRows(entries: readonly SpecialHour[]): SpecialHoursRow[] {
  return [...entries]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((h) => ({
      date: formatDate(h.date),
      label: h.label,
      hours:
        h.status === 'Closed' || !h.start_hour || !h.end_hour
          ? 'Closed'
          : `${formatTime12h(h.start_hour)} - ${formatTime12h(h.end_hour)}`,
    }))
}
