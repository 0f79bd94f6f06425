import { z } from 'zod'
import { CAR_TYPES } from './car-type'

export const carTypeSchema = z.enum(CAR_TYPES)

export const CAR_STATUSES = ['in_stock', 'coming_soon', 'sold'] as const
export const carStatusSchema = z.enum(CAR_STATUSES)
export type CarStatus = z.infer<typeof carStatusSchema>

/** Series order: duo, city, sport (docs/spec-coverage.md, Search). */
export const SERIES_ORDER = ['duo', 'city', 'sport'] as const

export const ITEM_TYPES = ['car', 'caravan'] as const
export const itemTypeSchema = z.enum(ITEM_TYPES)
export type ItemType = z.infer<typeof itemTypeSchema>

export const imageSchema = z.object({
  url: z.string(),
  thumb: z.object({ url: z.string() }),
})
export type CarImage = z.infer<typeof imageSchema>

export const hotspotPositionSchema = z.object({
  activeAngle: z.number(),
  posX: z.number(),
  posY: z.number(),
  hotspotId: z.string(),
})
export const hotspotSchema = z.object({
  id: z.string(),
  description: z.string(),
  anchors: z.array(z.string()).default([]),
  exterior: z.array(hotspotPositionSchema).default([]),
  interior: z.array(hotspotPositionSchema).default([]),
})
export type Hotspot = z.infer<typeof hotspotSchema>

/** Manufacturer variant data (the feed's "variant"). */
export const variantSpecSchema = z
  .object({
    fuelconsumptioncombined: z.number().nullable(),
    cylinders: z.number().nullable(),
    enginesize: z.number().nullable(),
    enginesize_litres: z.number().nullable(),
    induction: z.string().nullable(),
    geartype: z.string().nullable(),
    fuelcapacity: z.number().nullable(),
    grossvehiclemass: z.number().nullable(),
    vehiclelength: z.number().nullable(),
    vehicleheight: z.number().nullable(),
    vehiclewidth: z.number().nullable(),
    towingcapacitybraked: z.number().nullable(),
    torque: z.number().nullable(),
    ancaprating: z.number().nullable(),
    bodyconfiguration: z.string().nullable(),
  })
  .partial()
export type VariantSpec = z.infer<typeof variantSpecSchema>

export const caravanSpecSchema = z
  .object({
    body_width: z.number().nullable(),
    body_length: z.number().nullable(),
    tare_weight: z.number().nullable(),
    axle_type: z.string().nullable(),
    sleeps: z.number().nullable(),
    aggregate_trailer_mass: z.number().nullable(),
  })
  .partial()
export type CaravanSpec = z.infer<typeof caravanSpecSchema>

export const autograbSchema = z.object({
  state_average_market_price: z.number().nullable(),
  average_market_price: z.number().nullable(),
})

/** One lender's quote, keyed by lender identifier in `finance_lenders`. */
export const financeLenderSchema = z
  .object({
    deposit: z.number(),
    termYears: z.number(),
    termMonths: z.number(),
    termWeeks: z.number(),
    interestRate: z.number().nullable(),
    comparisonRate: z.number().nullable(),
    establishmentFees: z.number(),
    paymentWeek: z.number().nullable(),
    paymentMonth: z.number().nullable(),
    totalPayable: z.number(),
    balloon: z.number(),
    financeProvider: z.string(),
    disclaimer: z.string(),
  })
  .partial()
export type FinanceLender = z.infer<typeof financeLenderSchema>

export const carSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  carsales_title: z.string().nullable().default(null),
  year: z.number().int(),
  make: z.string(),
  model: z.string(),
  badge: z.string().nullable().default(null),
  series: z.string().nullable().default(null),
  colour: z.string().nullable().default(null),
  interior_colour: z.string().nullable().default(null),

  price: z.number(),
  before_price: z.number().nullable().default(null),
  offer_price: z.number().nullable().default(null),
  subscription_price: z.number().nullable().default(null),
  weekly_price: z.number().nullable().default(null),
  preorder: z.boolean().default(false),
  price_type: z.string().nullable().default(null),

  status: carStatusSchema,
  car_type: carTypeSchema,
  reserved: z.boolean().default(false),
  sold_date: z.string().nullable().default(null),
  tag: z.string().nullable().default(null),
  certified: z.boolean().default(false),
  created_at: z.string(),
  show_on_dealer_website: z.boolean().default(true),
  test_drive_only: z.boolean().default(false),

  stocknum: z.string(),
  vin: z.string().nullable().default(null),
  nvic: z.string().nullable().default(null),
  regplate: z.string().nullable().default(null),
  rego_expiry: z.string().nullable().default(null),
  compliance_date: z.string().nullable().default(null),
  build_date: z.string().nullable().default(null),
  km: z.number().int().nonnegative(),
  file: z.string().nullable().default(null),

  drive: z.string().nullable().default(null),
  seats: z.number().int().nullable().default(null),
  doors: z.number().int().nullable().default(null),
  engine_size: z.number().nullable().default(null),
  gearnum: z.number().int().nullable().default(null),
  bodyconfiguration: z.string().nullable().default(null),
  fuel: z.string().nullable().default(null),
  simple_fuel: z.string().nullable().default(null),
  body: z.string().nullable().default(null),
  simple_body: z.string().nullable().default(null),
  trans: z.string().nullable().default(null),
  simple_transmission: z.string().nullable().default(null),
  simple_drive: z.string().nullable().default(null),

  images: z.array(imageSchema).default([]),
  video_url: z.string().nullable().default(null),
  external_video_url: z.string().nullable().default(null),
  spin_images: z.array(z.string()).default([]),
  spin_interior_image: z.string().nullable().default(null),
  hotspots: z.array(hotspotSchema).default([]),
  views: z.number().int().default(0),

  dealercomments: z.string().nullable().default(null),
  standard_equipment: z.array(z.string()).default([]),
  filtered_features: z.array(z.string()).default([]),
  dealership_id: z.string(),
  dealership_slug: z.string(),
  location_id: z.string().nullable().default(null),
  city: z.string().nullable().default(null),
  state: z.string().nullable().default(null),
  item_type: itemTypeSchema.default('car'),

  variant: variantSpecSchema.nullable().default(null),
  caravan: caravanSpecSchema.nullable().default(null),
  autograb_data: autograbSchema.nullable().default(null),
  finance_lenders: z.record(financeLenderSchema).default({}),
})
/** A car as stored and served; field names are the stock feed's, so feeds map one to one. */
export type Car = z.infer<typeof carSchema>
export type CarInput = z.input<typeof carSchema>

/** A car's display name: year make model badge series. */
export function carDisplayName(car: Pick<Car, 'year' | 'make' | 'model' | 'badge' | 'series'>): string {
  return [car.year, car.make, car.model, car.badge, car.series].filter(Boolean).join(' ')
}
