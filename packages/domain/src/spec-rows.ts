import type { Car } from './car'
import { CAR_TYPE_LABELS } from './car-type'
import { formatDate } from './dates'
import { formatKm, hasOdometer } from './money'

/** One labelled specification, value already formatted for display. */
export interface SpecRow {
  key: string
  label: string
  value: string
}

/** The detail page's three specification groups (docs/spec-coverage.md, Car page). */
export interface SpecGroups {
  featured: SpecRow[]
  specifications: SpecRow[]
  summary: SpecRow[]
}

/** Key information and specs show 4 before 'Show More' (docs/spec-coverage.md, Car page). */
export const SPEC_PREVIEW_COUNT = 4
export const SHOW_MORE = 'Show More'
export const SHOW_LESS = 'Show Less'

type SpecValue = string | number | null | undefined

/** An empty value is null, undefined, NaN or blank text; such rows are dropped (docs/spec-coverage.md, Car page). */
export function isEmptySpecValue(value: SpecValue): boolean {
  if (value === null || value === undefined) return true
  if (typeof value === 'number') return !Number.isFinite(value)
  return value.trim() === ''
}

const decimals = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 2 })

/** Numbers with thousands separators and up to 2 decimals, optionally with a unit. */
function withUnit(value: SpecValue, unit?: string): SpecValue {
  if (typeof value !== 'number' || !Number.isFinite(value)) return value
  const n = decimals.format(value)
  return unit ? `${n} ${unit}` : n
}

/**
 * A value as one line where it holds a figure and its unit: the space after a figure ('6.6 m',
 * '2,700 kg', '4 stars') becomes a no-break space, so a narrow column never puts the unit on a line
 * of its own. Words and long codes keep their spaces (they may still wrap).
 */
export function keepUnitsWithFigures(value: string): string {
  return value.replace(/(\d) (?=[^\s\d])/g, '$1\u00a0')
}

/**
 * A row, or null when its value is empty (spec rows with empty values are dropped;
 * docs/spec-coverage.md, Car page).
 */
export function specRow(key: string, label: string, value: SpecValue, unit?: string): SpecRow | null {
  if (isEmptySpecValue(value)) return null
  const shown = withUnit(value, unit)
  return { key, label, value: String(shown).trim() }
}

/**
 * An engine measure of 0 (an electric car's cylinders, engine capacity, fuel tank) means the
 * measure does not apply, not that it is zero: the row is dropped like an empty one.
 */
function measured<T>(value: T): T | null {
  return typeof value === 'number' && value <= 0 ? null : value
}

/** Drops empty rows and rows whose key already appeared. */
export function compactSpecRows(rows: readonly (SpecRow | null)[]): SpecRow[] {
  const seen = new Set<string>()
  const out: SpecRow[] = []
  for (const row of rows) {
    if (!row || seen.has(row.key)) continue
    seen.add(row.key)
    out.push(row)
  }
  return out
}

/**
 * The first 4 rows, the rest behind 'Show More' (no toggle when nothing is hidden)
 * (docs/spec-coverage.md, Car page).
 */
export function keyInformation(rows: readonly SpecRow[], count: number = SPEC_PREVIEW_COUNT) {
  const hidden = rows.slice(count)
  return { visible: rows.slice(0, count), hidden, toggleLabel: hidden.length > 0 ? SHOW_MORE : null }
}

/** "2.0L" from a size in litres, else from cc. */
function engineLitres(car: SpecCar): string | null {
  const litres = car.variant?.enginesize_litres
  if (typeof litres === 'number' && litres > 0) return `${litres.toFixed(1)}L`
  const cc = car.engine_size ?? car.variant?.enginesize
  return typeof cc === 'number' && cc > 0 ? `${(cc / 1000).toFixed(1)}L` : null
}

/**
 * Caravan lengths and widths come in metres in our feeds; anything of 100 or more can only
 * be millimetres, so it is labelled that way rather than shown as a 6,100 m van.
 */
function caravanLength(value: number | null | undefined): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return null
  return value >= 100 ? `${decimals.format(value)} mm` : `${decimals.format(value)} m`
}

type SpecCar = Pick<
  Car,
  | 'year'
  | 'make'
  | 'model'
  | 'badge'
  | 'series'
  | 'colour'
  | 'interior_colour'
  | 'car_type'
  | 'stocknum'
  | 'vin'
  | 'regplate'
  | 'rego_expiry'
  | 'compliance_date'
  | 'build_date'
  | 'km'
  | 'drive'
  | 'seats'
  | 'doors'
  | 'engine_size'
  | 'gearnum'
  | 'bodyconfiguration'
  | 'fuel'
  | 'simple_fuel'
  | 'body'
  | 'simple_body'
  | 'trans'
  | 'simple_transmission'
  | 'simple_drive'
  | 'item_type'
  | 'variant'
  | 'caravan'
>

function caravanRows(car: SpecCar): (SpecRow | null)[] {
  const c = car.caravan ?? {}
  return [
    specRow('sleeps', 'Sleeps', c.sleeps),
    specRow('body_length', 'Body Length', caravanLength(c.body_length)),
    specRow('body_width', 'Body Width', caravanLength(c.body_width)),
    specRow('tare_weight', 'Tare Weight', c.tare_weight, 'kg'),
    specRow('aggregate_trailer_mass', 'Aggregate Trailer Mass (ATM)', c.aggregate_trailer_mass, 'kg'),
    specRow('axle_type', 'Axle Type', c.axle_type),
  ]
}

/**
 * The specification groups of a car (docs/spec-coverage.md, Car page):
 * - featured: the headline figures (their first 4 are the key information);
 * - specifications: body, drivetrain and the manufacturer variant data, or the caravan's;
 * - summary: condition, identifiers, registration and dates.
 * Empty values are dropped throughout.
 */
export function carSpecGroups(car: SpecCar): SpecGroups {
  const v = car.variant ?? {}
  const isCaravan = car.item_type === 'caravan'
  const km = hasOdometer(car.km) ? formatKm(car.km) : null

  const featured = isCaravan
    ? compactSpecRows([...caravanRows(car).slice(0, 4), specRow('km', 'Odometer', km)])
    : compactSpecRows([
        specRow('km', 'Odometer', km),
        specRow('body', 'Body Type', car.simple_body ?? car.body),
        specRow('transmission', 'Transmission', car.simple_transmission ?? car.trans),
        specRow('fuel', 'Fuel Type', car.simple_fuel ?? car.fuel),
        specRow('drive', 'Drive Type', car.simple_drive ?? car.drive),
        specRow('engine', 'Engine', engineLitres(car)),
        specRow('colour', 'Colour', car.colour),
        specRow('seats', 'Seats', car.seats),
      ])

  const specifications = compactSpecRows(
    isCaravan
      ? [specRow('make', 'Make', car.make), specRow('model', 'Model', car.model), ...caravanRows(car)]
      : [
          specRow('year', 'Year', String(car.year)),
          specRow('make', 'Make', car.make),
          specRow('model', 'Model', car.model),
          specRow('badge', 'Badge', car.badge),
          specRow('series', 'Series', car.series),
          specRow('body', 'Body', car.body ?? car.simple_body),
          specRow('bodyconfiguration', 'Body Configuration', car.bodyconfiguration ?? v.bodyconfiguration),
          specRow('colour', 'Colour', car.colour),
          specRow('interior_colour', 'Interior Colour', car.interior_colour),
          specRow('transmission', 'Transmission', car.trans ?? car.simple_transmission),
          specRow('geartype', 'Gear Type', v.geartype),
          specRow('gearnum', 'Gears', car.gearnum),
          specRow('drive', 'Drive', car.drive ?? car.simple_drive),
          specRow('fuel', 'Fuel', car.fuel ?? car.simple_fuel),
          specRow('engine', 'Engine', engineLitres(car)),
          specRow('enginesize', 'Engine Capacity', measured(car.engine_size ?? v.enginesize), 'cc'),
          specRow('cylinders', 'Cylinders', measured(v.cylinders)),
          specRow('induction', 'Induction', v.induction),
          specRow('torque', 'Torque', v.torque, 'Nm'),
          specRow(
            'fuelconsumptioncombined',
            'Fuel Consumption (Combined)',
            measured(v.fuelconsumptioncombined),
            'L/100km',
          ),
          specRow('fuelcapacity', 'Fuel Capacity', measured(v.fuelcapacity), 'L'),
          specRow('seats', 'Seats', car.seats),
          specRow('doors', 'Doors', car.doors),
          specRow('vehiclelength', 'Length', v.vehiclelength, 'mm'),
          specRow('vehiclewidth', 'Width', v.vehiclewidth, 'mm'),
          specRow('vehicleheight', 'Height', v.vehicleheight, 'mm'),
          specRow('grossvehiclemass', 'Gross Vehicle Mass', v.grossvehiclemass, 'kg'),
          specRow('towingcapacitybraked', 'Towing Capacity (Braked)', v.towingcapacitybraked, 'kg'),
          specRow(
            'ancaprating',
            'ANCAP Rating',
            typeof v.ancaprating === 'number' && v.ancaprating > 0 ? `${v.ancaprating} stars` : null,
          ),
        ],
  )

  const summary = compactSpecRows([
    specRow('car_type', 'Condition', CAR_TYPE_LABELS[car.car_type]),
    specRow('year', 'Year', String(car.year)),
    specRow('km', 'Odometer', km),
    specRow('stocknum', 'Stock Number', car.stocknum),
    specRow('vin', 'VIN', car.vin),
    specRow('regplate', 'Registration', car.regplate),
    specRow('rego_expiry', 'Rego Expiry', car.rego_expiry ? formatDate(car.rego_expiry) : null),
    specRow('compliance_date', 'Compliance Date', car.compliance_date ? formatDate(car.compliance_date) : null),
    specRow('build_date', 'Build Date', car.build_date ? formatDate(car.build_date) : null),
  ])

  return { featured, specifications, summary }
}
