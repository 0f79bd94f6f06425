import { carDisplayName, type Car } from './car'
import { CAR_TYPE_LABELS } from './car-type'
import type { OpeningHour, SpecialHour } from './location'
import { hasOdometer, hasPrice } from './money'

type Json = string | number | boolean | null | Json[] | { [key: string]: Json }
/** A schema.org node as plain JSON. */
export type JsonLd = { [key: string]: Json }

export interface BreadcrumbItem {
  name: string
  url: string
}

/** The dealer that sells the car (schema.org AutoDealer). */
export interface SellerInfo {
  name: string
  url?: string | null
  telephone?: string | null
  image?: string | null
  address?: { street: string; city: string; state: string; postcode: string } | null
}

export interface CarStructuredDataInput {
  car: Car
  /** Canonical URL of the car page. */
  url: string
  seller: SellerInfo
  /** Plain-text description, e.g. the dealer comments as text. */
  description?: string | null
}

const SCHEMA = 'https://schema.org'

/**
 * `href` as an absolute URL, resolved against `base` (the page's own URL): a photo's path
 * (/images/...) means nothing to a crawler reading the JSON. Null when neither makes a URL.
 */
export function absoluteUrl(href: string, base: string): string | null {
  try {
    return new URL(href, base).href
  } catch {
    return null
  }
}

/** Offer availability: available cars in stock, coming soon or pre-order cars, else sold. */
export function offerAvailability(car: Pick<Car, 'status' | 'preorder'>): string {
  if (car.status === 'in_stock') return car.preorder ? `${SCHEMA}/PreOrder` : `${SCHEMA}/InStock`
  if (car.status === 'coming_soon') return `${SCHEMA}/PreOrder`
  return `${SCHEMA}/SoldOut`
}

/** Drops null, undefined and empty strings so the JSON carries only what is known. */
function compact(node: Record<string, Json | undefined>): JsonLd {
  const out: JsonLd = {}
  for (const [k, v] of Object.entries(node)) {
    if (v === undefined || v === null || v === '') continue
    out[k] = v
  }
  return out
}

function sellerNode(seller: SellerInfo): JsonLd {
  return compact({
    '@type': 'AutoDealer',
    name: seller.name,
    url: seller.url,
    telephone: seller.telephone,
    image: seller.image,
    address: seller.address
      ? compact({
          '@type': 'PostalAddress',
          streetAddress: seller.address.street,
          addressLocality: seller.address.city,
          addressRegion: seller.address.state,
          postalCode: seller.address.postcode,
          addressCountry: 'AU',
        })
      : null,
  })
}

/**
 * schema.org Car with its Offer (price in AUD when the car has one, availability),
 * VIN, odometer in km (unitCode KMT), model year and the AutoDealer seller.
 */
export function carStructuredData({ car, url, seller, description }: CarStructuredDataInput): JsonLd {
  const offer = compact({
    '@type': 'Offer',
    url,
    priceCurrency: 'AUD',
    // A price of 10 or less is no price (docs/spec-coverage.md, Stock rules); the offer then has none rather than $1.
    price: hasPrice(car.price) ? car.price : null,
    availability: offerAvailability(car),
    itemCondition: car.car_type === 'new' ? `${SCHEMA}/NewCondition` : `${SCHEMA}/UsedCondition`,
    seller: sellerNode(seller),
  })
  const engine =
    typeof car.engine_size === 'number' && car.engine_size > 0
      ? {
          '@type': 'EngineSpecification',
          engineDisplacement: { '@type': 'QuantitativeValue', value: car.engine_size, unitCode: 'CMQ' },
        }
      : null
  return compact({
    '@context': SCHEMA,
    '@type': 'Car',
    name: carDisplayName(car),
    url,
    sku: car.stocknum,
    brand: { '@type': 'Brand', name: car.make },
    model: car.model,
    vehicleConfiguration: car.badge,
    vehicleModelDate: String(car.year),
    vehicleIdentificationNumber: car.vin,
    // Only a reading the page shows: 0 is no reading, not a car that has never moved.
    mileageFromOdometer: hasOdometer(car.km) ? { '@type': 'QuantitativeValue', value: car.km, unitCode: 'KMT' } : null,
    color: car.colour,
    vehicleInteriorColor: car.interior_colour,
    bodyType: car.simple_body ?? car.body,
    fuelType: car.simple_fuel ?? car.fuel,
    vehicleTransmission: car.simple_transmission ?? car.trans,
    driveWheelConfiguration: car.simple_drive ?? car.drive,
    numberOfDoors: car.doors,
    seatingCapacity: car.seats,
    vehicleEngine: engine,
    image: absoluteImages(car.images, url),
    description: description ?? null,
    offers: offer,
  })
}

function absoluteImages(images: Car['images'], base: string): string[] | null {
  const urls = images.map((i) => absoluteUrl(i.url, base)).filter((u): u is string => u !== null)
  return urls.length ? urls : null
}

/** schema.org BreadcrumbList from ordered items (positions start at 1). */
export function breadcrumbStructuredData(items: readonly BreadcrumbItem[]): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: item.url,
    })),
  }
}

/** One step of a page's breadcrumb trail: its label and its path on the site. */
export interface BreadcrumbStep {
  name: string
  path: string
}

/**
 * The car page's breadcrumb trail, as the page shows it: Home, '{Type} stock' (the car type's
 * search page), the car's name. The visible breadcrumb and the BreadcrumbList JSON-LD are both
 * made from it, so they cannot disagree (docs/spec-coverage.md, Search engines).
 */
export function carBreadcrumbTrail(
  car: Pick<Car, 'car_type' | 'slug' | 'year' | 'make' | 'model' | 'badge' | 'series'>,
): BreadcrumbStep[] {
  return [
    { name: 'Home', path: '/' },
    { name: `${CAR_TYPE_LABELS[car.car_type]} stock`, path: `/search/${car.car_type}-cars` },
    { name: carDisplayName(car), path: `/cars/${car.slug}` },
  ]
}

/** The car page's breadcrumb trail with absolute URLs on `siteUrl`, for the BreadcrumbList. */
export function carBreadcrumbs(
  car: Pick<Car, 'car_type' | 'slug' | 'year' | 'make' | 'model' | 'badge' | 'series'>,
  siteUrl: string,
): BreadcrumbItem[] {
  const base = siteUrl.replace(/\/+$/, '')
  return carBreadcrumbTrail(car).map((step) => ({ name: step.name, url: `${base}${step.path}` }))
}

const WEEKDAY_URLS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map(
  (d) => `${SCHEMA}/${d}`,
)
/** Monday first, as the hours table reads. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/**
 * schema.org OpeningHoursSpecification from a location's weekly hours: days with the same hours
 * share one entry (Monday first); closed days, and days whose times are not HH:MM, are left out.
 */
export function openingHoursSpecification(entries: readonly OpeningHour[]): JsonLd[] {
  const groups = new Map<string, { opens: string; closes: string; days: string[] }>()
  const byDay = new Map(entries.map((e) => [e.weekday, e]))
  for (const day of WEEK_ORDER) {
    const e = byDay.get(day)
    if (!e || e.status !== 'Open' || !e.open || !e.close || !HH_MM.test(e.open) || !HH_MM.test(e.close)) continue
    const key = `${e.open}-${e.close}`
    const group = groups.get(key) ?? { opens: e.open, closes: e.close, days: [] }
    group.days.push(WEEKDAY_URLS[day]!)
    groups.set(key, group)
  }
  return [...groups.values()].map((g) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: g.days,
    opens: g.opens,
    closes: g.closes,
  }))
}

/**
 * Holiday hours as schema.org special opening hours: one date each; a closed day opens and closes
 * at 00:00 (schema.org's way of saying closed all day). Entries with a bad date or time are left out.
 */
export function specialOpeningHoursSpecification(entries: readonly SpecialHour[]): JsonLd[] {
  return entries.flatMap((h): JsonLd[] => {
    if (!ISO_DATE.test(h.date)) return []
    const open = h.status === 'Open' && h.start_hour && h.end_hour
    if (open && (!HH_MM.test(h.start_hour!) || !HH_MM.test(h.end_hour!))) return []
    return [
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: h.date,
        validThrough: h.date,
        opens: open ? h.start_hour! : '00:00',
        closes: open ? h.end_hour! : '00:00',
      },
    ]
  })
}

/** A dealer, or one of its locations, as schema.org AutoDealer. */
export interface DealerStructuredDataInput {
  name: string
  /** The page about it: the home page for the dealer, the location's page for a location. */
  url: string
  telephone?: string | null
  email?: string | null
  image?: string | null
  address?: { street: string; city: string; state: string; postcode: string } | null
  geo?: { lat: number; long: number } | null
  openingHours?: readonly OpeningHour[]
  specialHours?: readonly SpecialHour[]
  /** Other sites or departments of the dealer (home page), each its own AutoDealer. */
  departments?: readonly DealerStructuredDataInput[]
}

function dealerNode(input: DealerStructuredDataInput): JsonLd {
  const hours = openingHoursSpecification(input.openingHours ?? [])
  const special = specialOpeningHoursSpecification(input.specialHours ?? [])
  const departments = (input.departments ?? []).map(dealerNode)
  const geo =
    input.geo && Number.isFinite(input.geo.lat) && Number.isFinite(input.geo.long)
      ? { '@type': 'GeoCoordinates', latitude: input.geo.lat, longitude: input.geo.long }
      : null
  return compact({
    ...sellerNode({ ...input, image: input.image ? absoluteUrl(input.image, input.url) : null }),
    email: input.email,
    geo,
    openingHoursSpecification: hours.length ? hours : null,
    specialOpeningHoursSpecification: special.length ? special : null,
    department: departments.length ? departments : null,
  })
}

/**
 * schema.org AutoDealer for the home page (the dealer, its other sites as departments) and each
 * location page, with its opening hours (docs/spec-coverage.md, Search engines).
 */
export function dealerStructuredData(input: DealerStructuredDataInput): JsonLd {
  return { '@context': SCHEMA, ...dealerNode(input) }
}

/**
 * JSON for a <script type="application/ld+json"> tag: '<' is escaped so text from feeds
 * can never close the script element.
 */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
