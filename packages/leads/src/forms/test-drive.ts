import { z } from 'zod'
import { checkSlot, type LocalNow, type SlotLocation, type SlotProblem, ownValue } from '@dealer/domain'
import { carFields, contactFields, values, type Choice } from './common'
import { isLocalDateTime, optionalDateTimeField } from './date-time'
import { commentsField, hiddenText, selectField, termsField } from './fields'
import {
  DATE_TIME_INVALID,
  LOCATION_REQUIRED,
  TEST_DRIVE_DAY_NEEDED,
  TEST_DRIVE_TIME_NEEDED,
  slotMessage,
} from './messages'

/** When the test drive can be booked: each location's hours and clock (docs/spec-coverage.md, Lead forms). */
export interface TestDriveAvailability {
  /** The location's own hours, by location id. */
  locations: Record<string, SlotLocation>
  /** The location the car is at, when the page has no location select. */
  fixedLocationId?: string
  /** Each location's wall clock now, by location id (the first day offered is its today). */
  now: Record<string, LocalNow>
}

export interface TestDriveFormOptions {
  /** Locations to book at (value = location id); when given the select is shown and required. */
  locations?: readonly Choice[]
  /** A custom disclaimer adds terms acceptance (docs/spec-coverage.md, Lead forms); default false. */
  termsRequired?: boolean
  /** With it, a chosen day and time must be inside the chosen location's opening hours. */
  availability?: TestDriveAvailability
}

const optionalDay = () =>
  z
    .string({ invalid_type_error: DATE_TIME_INVALID })
    .trim()
    .max(10, DATE_TIME_INVALID)
    .refine((v) => isLocalDateTime(`${v}T00:00`), DATE_TIME_INVALID)
    .optional()
const optionalTime = () =>
  z
    .string({ invalid_type_error: DATE_TIME_INVALID })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, DATE_TIME_INVALID)
    .optional()

/**
 * Test drive booking (docs/spec-coverage.md, Lead forms): the date-time is optional. The page asks
 * for a day and a start time (`preferred_date`, `preferred_time`), which become
 * `preferred_datetime`; a client may also send `preferred_datetime` itself. With availability, the
 * slot must be one the location offers, and a refusal says why beside the field.
 */
export function testDriveSchema(options: TestDriveFormOptions = {}) {
  const showLocation = (options.locations ?? []).length > 0
  const contact = z.object({
    ...contactFields(),
    message: commentsField(false),
    ...carFields(),
    terms_conditions: termsField(options.termsRequired ?? false),
  })
  const slot = z
    .object({
      location: showLocation ? selectField(values(options.locations), LOCATION_REQUIRED) : hiddenText(),
      preferred_date: optionalDay(),
      preferred_time: optionalTime(),
      preferred_datetime: optionalDateTimeField(),
    })
    .superRefine((v, ctx) => checkAvailability(v, ctx, options.availability))
  // Two halves, so the slot is checked even when a contact field is missing (zod skips a
  // refinement of an object with a missing field): a form without JS shows every message at once.
  return z.intersection(contact, slot).transform(({ preferred_date, preferred_time, ...rest }) => ({
    ...rest,
    preferred_datetime:
      preferred_date && preferred_time ? `${preferred_date}T${preferred_time}` : rest.preferred_datetime,
  }))
}

type SlotValues = { location?: string; preferred_date?: string; preferred_time?: string; preferred_datetime?: string }

function checkAvailability(v: SlotValues, ctx: z.RefinementCtx, availability: TestDriveAvailability | undefined) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message })
  if (v.preferred_date && !v.preferred_time) return issue('preferred_time', TEST_DRIVE_TIME_NEEDED)
  if (v.preferred_time && !v.preferred_date) return issue('preferred_date', TEST_DRIVE_DAY_NEEDED)
  const fromFields = Boolean(v.preferred_date && v.preferred_time)
  const [date, time] = fromFields ? [v.preferred_date!, v.preferred_time!] : (v.preferred_datetime?.split('T') ?? [])
  const locationId = availability?.fixedLocationId ?? v.location
  // The id is the shopper's: only the record's own keys count (not __proto__ or toString).
  const location =
    locationId && availability && Object.hasOwn(availability.locations, locationId)
      ? availability.locations[locationId]
      : undefined
  const now = locationId ? ownValue(availability?.now, locationId) : undefined
  if (!date || !time || !location || !now) return
  const problem = checkSlot(location, date, time.slice(0, 5), now)
  // 'invalid' was already reported by the field's own check.
  if (!problem || problem.kind === 'invalid') return
  issue(fromFields ? slotField(problem) : 'preferred_datetime', slotMessage(location.name, problem))
}

/** A problem with the day shows beside the day; one with the time beside the time. */
function slotField(problem: SlotProblem): 'preferred_date' | 'preferred_time' {
  return problem.kind === 'closed' || problem.kind === 'out-of-range' ? 'preferred_date' : 'preferred_time'
}
