import type { OpeningHour, SpecialHour } from './location'
import { WEEKDAY_NAMES } from './opening-hours'
import { formatTime12h } from './dates'
import type { LocalNow } from './time-zone'

/*
 * Test drive availability (docs/spec-coverage.md, Lead forms): a
 * shopper may pick a day and a start time, and only times inside the location's opening hours
 * are offered or accepted. Pure functions over a location's hours, so the browser (to offer the
 * slots) and the server (to refuse anything else) decide by one rule.
 */

/** Minutes between two offered start times, and the length of a drive: the last slot ends at closing. */
export const SLOT_MINUTES = 30
/** How many days ahead, today included, a test drive can be booked. */
export const BOOKING_DAYS = 14

/** What the slot rules need to know about a location. */
export interface SlotLocation {
  name: string
  /** IANA zone of the location; its wall clock is the one the shopper picks in. */
  timeZone: string
  hours: readonly OpeningHour[]
  special: readonly Pick<SpecialHour, 'date' | 'status' | 'start_hour' | 'end_hour'>[]
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/

/** "08:30" → 510; null for anything else. */
export function timeToMinutes(hhmm: string | null | undefined): number | null {
  const m = TIME.exec(hhmm ?? '')
  return m ? Number(m[1]) * 60 + Number(m[2]) : null
}

/** 510 → "08:30". */
export function minutesToTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
}

function dateToUtc(date: string): Date | null {
  const m = DATE.exec(date)
  if (!m) return null
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])))
  return d.toISOString().slice(0, 10) === date ? d : null
}

/** `date` plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const d = dateToUtc(date)
  if (!d) return date
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

/** "2026-11-21" → "Saturday 21 November". */
export function dayLabel(date: string): string {
  const d = dateToUtc(date)
  if (!d) return date
  const month = d.toLocaleString('en-AU', { month: 'long', timeZone: 'UTC' })
  return `${WEEKDAY_NAMES[d.getUTCDay()]} ${d.getUTCDate()} ${month}`
}

/** Opening and closing minutes on `date` (holiday hours first), or null when closed. */
export function hoursOn(location: SlotLocation, date: string): { open: number; close: number } | null {
  const d = dateToUtc(date)
  if (!d) return null
  const special = location.special.find((s) => s.date === date)
  const [status, from, to] = special
    ? [special.status, special.start_hour, special.end_hour]
    : (() => {
        const entry = location.hours.find((h) => h.weekday === d.getUTCDay())
        return [entry?.status ?? 'Closed', entry?.open, entry?.close] as const
      })()
  const open = timeToMinutes(from)
  const close = timeToMinutes(to)
  if (status !== 'Open' || open === null || close === null || close - open < SLOT_MINUTES) return null
  return { open, close }
}

/** The days a test drive can be booked on, from the location's today. */
export function bookingDays(now: LocalNow, count = BOOKING_DAYS): string[] {
  return Array.from({ length: count }, (_, i) => addDays(now.date, i))
}

/**
 * The days a shopper may pick, each labelled: a day the location is closed all day reads
 * '(closed)'; today, open but with no start time left (past its last slot or its closing), reads
 * '(no times left)', which is true, where '(closed)' would not be. Both are not bookable. With no
 * location chosen yet every day is offered as it is.
 */
export function bookingDayOptions(
  location: SlotLocation | undefined,
  now: LocalNow,
): { value: string; label: string; disabled: boolean }[] {
  return bookingDays(now).map((d) => {
    const closed = location ? hoursOn(location, d) === null : false
    const full = location && !closed ? slotsOn(location, d, now).length === 0 : false
    const label = closed ? `${dayLabel(d)} (closed)` : full ? `${dayLabel(d)} (no times left)` : dayLabel(d)
    return { value: d, label, disabled: closed || full }
  })
}

/** Start times offered on `date`: every slot inside opening hours, and none already past. */
export function slotsOn(location: SlotLocation, date: string, now: LocalNow): string[] {
  const hours = hoursOn(location, date)
  if (!hours || date < now.date) return []
  const slots: string[] = []
  for (let t = hours.open; t + SLOT_MINUTES <= hours.close; t += SLOT_MINUTES) {
    if (date > now.date || t > now.minutes) slots.push(minutesToTime(t))
  }
  return slots
}

/** Every start time any of `locations` offers on any day of the week: the list shown before a day is known. */
export function allSlotTimes(locations: readonly SlotLocation[]): string[] {
  const times = new Set<number>()
  for (const location of locations) {
    for (const entry of location.hours) {
      const open = timeToMinutes(entry.open)
      const close = timeToMinutes(entry.close)
      if (entry.status !== 'Open' || open === null || close === null) continue
      for (let t = open; t + SLOT_MINUTES <= close; t += SLOT_MINUTES) times.add(t)
    }
  }
  return [...times].sort((a, b) => a - b).map(minutesToTime)
}

/** Why a chosen slot cannot be booked, or null when it can. */
export type SlotProblem =
  | { kind: 'invalid' }
  | { kind: 'out-of-range'; days: number }
  | { kind: 'closed'; day: string }
  | { kind: 'past' }
  | { kind: 'outside-hours'; day: string; open: string; close: string; first: string; last: string }

/** Checks a chosen day and start time against the location's hours and clock. */
export function checkSlot(
  location: SlotLocation,
  date: string,
  time: string,
  now: LocalNow,
  days = BOOKING_DAYS,
): SlotProblem | null {
  const minutes = timeToMinutes(time)
  if (!dateToUtc(date) || minutes === null) return { kind: 'invalid' }
  if (date < now.date || date > addDays(now.date, days - 1)) return { kind: 'out-of-range', days }
  const hours = hoursOn(location, date)
  if (!hours) return { kind: 'closed', day: dayLabel(date) }
  if (date === now.date && minutes <= now.minutes) return { kind: 'past' }
  if (minutes < hours.open || minutes + SLOT_MINUTES > hours.close || (minutes - hours.open) % SLOT_MINUTES !== 0) {
    return {
      kind: 'outside-hours',
      day: dayLabel(date),
      open: minutesToTime(hours.open),
      close: minutesToTime(hours.close),
      first: minutesToTime(hours.open),
      last: minutesToTime(
        hours.open + Math.floor((hours.close - hours.open - SLOT_MINUTES) / SLOT_MINUTES) * SLOT_MINUTES,
      ),
    }
  }
  return null
}

/** Monday to Sunday, as a week reads. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const

/**
 * A location's weekly hours in words, days with the same hours run together: 'Monday to Friday
 * 9:00 am to 5:30 pm, Saturday 9:00 am to 4:00 pm, Sunday 10:00 am to 4:00 pm'; a closed day reads
 * 'Sunday closed'. The hint beside a time list that cannot follow the day (no JavaScript).
 */
export function weeklyHoursText(location: Pick<SlotLocation, 'hours'>): string {
  const text = (weekday: number) => {
    const entry = location.hours.find((h) => h.weekday === weekday)
    const open = timeToMinutes(entry?.open)
    const close = timeToMinutes(entry?.close)
    if (entry?.status !== 'Open' || open === null || close === null || close - open < SLOT_MINUTES) return 'closed'
    return `${formatTime12h(minutesToTime(open))} to ${formatTime12h(minutesToTime(close))}`
  }
  const runs: { from: number; to: number; hours: string }[] = []
  for (const weekday of WEEK_ORDER) {
    const hours = text(weekday)
    const last = runs[runs.length - 1]
    if (last && last.hours === hours) last.to = weekday
    else runs.push({ from: weekday, to: weekday, hours })
  }
  return runs
    .map((r) => `${WEEKDAY_NAMES[r.from]}${r.to !== r.from ? ` to ${WEEKDAY_NAMES[r.to]}` : ''} ${r.hours}`)
    .join(', ')
}
