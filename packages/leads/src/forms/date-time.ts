import { z } from 'zod'
import { DATE_TIME_INVALID } from './messages'

// What <input type="datetime-local"> submits: minutes, optionally seconds, no zone.
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/

/** Whether `value` is a real local date-time (no 31 February) within a sane range of years. */
export function isLocalDateTime(value: string): boolean {
  const m = LOCAL_DATE_TIME.exec(value)
  if (!m) return false
  const [year, month, day, hour, minute, second] = m.slice(1).map((p) => Number(p ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  if (year < 2000 || year > 2100 || hour > 23 || minute > 59 || second > 59) return false
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/** An optional local date-time, as the dealer's local wall time (the shopper picks in it). */
export const optionalDateTimeField = () =>
  z
    .string({ invalid_type_error: DATE_TIME_INVALID })
    .trim()
    .max(19, DATE_TIME_INVALID)
    .refine(isLocalDateTime, DATE_TIME_INVALID)
    .optional()
