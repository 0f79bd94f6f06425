import { z } from 'zod'

export const LOCATION_TYPES = ['sales', 'used', 'service', 'parts'] as const
export const locationTypeSchema = z.enum(LOCATION_TYPES)
export type LocationType = z.infer<typeof locationTypeSchema>

/**
 * A time of day as "HH:MM", 24-hour. Anything else ("8:30am", "5pm") is refused where a dealer's
 * config is read: read as a time it would close the day, so no test drive could be booked on it.
 */
export const timeOfDaySchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'Expected a 24-hour time as HH:MM, like "08:30" or "17:00"' })

/** An open day needs both times, the closing one after the opening one. */
function openTimes(open: string | null, close: string | null, ctx: z.RefinementCtx, keys: readonly [string, string]) {
  if (open === null) ctx.addIssue({ code: 'custom', path: [keys[0]], message: 'An open day needs an opening time' })
  if (close === null) ctx.addIssue({ code: 'custom', path: [keys[1]], message: 'An open day needs a closing time' })
  if (open !== null && close !== null && close <= open) {
    ctx.addIssue({
      code: 'custom',
      path: [keys[1]],
      message: `Expected a closing time after the opening time (${open})`,
    })
  }
}

/** weekday 0 is Sunday, 6 Saturday (docs/spec-coverage.md, Pages and navigation). Times are "HH:MM" 24-hour. */
export const openingHourSchema = z
  .object({
    weekday: z.number().int().min(0).max(6),
    status: z.enum(['Open', 'Closed']),
    open: timeOfDaySchema.nullable(),
    close: timeOfDaySchema.nullable(),
  })
  // A misspelt key ("opne") is refused, not dropped (the tenant file's message names the key meant).
  .strict()
  .superRefine((day, ctx) => {
    if (day.status === 'Open') openTimes(day.open, day.close, ctx, ['open', 'close'])
  })
export type OpeningHour = z.infer<typeof openingHourSchema>

export const specialHourSchema = z
  .object({
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Expected a date as YYYY-MM-DD, like "2026-12-25"' }),
    status: z.enum(['Open', 'Closed']),
    start_hour: timeOfDaySchema.nullable(),
    end_hour: timeOfDaySchema.nullable(),
    label: z.string().nullable().default(null),
  })
  .strict()
  .superRefine((day, ctx) => {
    if (day.status === 'Open') openTimes(day.start_hour, day.end_hour, ctx, ['start_hour', 'end_hour'])
  })
export type SpecialHour = z.infer<typeof specialHourSchema>

export const locationSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  location_type: locationTypeSchema,
  location_subtype: z.string().nullable().default(null),
  primary: z.boolean().default(false),
  visible: z.boolean().default(true),
  dealership_id: z.string(),
  dealership_slug: z.string(),
  manufacturers: z.array(z.string()).default([]),
  dealer_license_number: z.string().nullable().default(null),
  motor_vehicle_repairer: z.string().nullable().default(null),
  image_url: z.string().nullable().default(null),
  average_rating: z.number().nullable().default(null),
  review_count: z.number().int().default(0),
  // Strict like the location itself in a tenant file: a misspelt 'postcde' is refused by name, not
  // dropped to leave 'postcode' missing (or an optional 'place_ur' silently unset).
  address: z
    .object({
      street: z.string(),
      city: z.string(),
      state: z.string(),
      postcode: z.string(),
      lat: z.number(),
      long: z.number(),
      place_url: z.string().nullable().default(null),
    })
    .strict(),
  phone: z.string(),
  landline_phone: z.string().nullable().default(null),
  email: z.string().nullable().default(null),
  website_url: z.string().nullable().default(null),
  opening_hours: z.array(openingHourSchema).default([]),
  special_hours: z.array(specialHourSchema).default([]),
})
export type Location = z.infer<typeof locationSchema>
export type LocationInput = z.input<typeof locationSchema>

/**
 * An empty type means sales; a subtype containing 'pre-owned sales' is used.
 * Traced in docs/spec-coverage.md, Pages and navigation.
 */
export function effectiveLocationType(type: string | null | undefined, subtype?: string | null): LocationType {
  if (subtype && subtype.toLowerCase().includes('pre-owned sales')) return 'used'
  const parsed = locationTypeSchema.safeParse(type)
  return parsed.success ? parsed.data : 'sales'
}

/**
 * The contact-us slug is the location name without a Sales, Service or Parts suffix
 * (docs/spec-coverage.md, Pages and navigation).
 */
export function contactUsSlug(name: string): string {
  return siteName(name)
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** A location's name without its Sales, Service or Parts suffix: the site its departments share. */
export function siteName(name: string): string {
  return name.replace(/\s*[-–]?\s*(sales|service|parts)\s*$/i, '')
}
