import { carDisplayName, type Car } from './car'
import { hasPrice } from './money'

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
    mileageFromOdometer: { '@type': 'QuantitativeValue', value: car.km, unitCode: 'KMT' },
    color: car.colour,
    vehicleInteriorColor: car.interior_colour,
    bodyType: car.simple_body ?? car.body,
    fuelType: car.simple_fuel ?? car.fuel,
    vehicleTransmission: car.simple_transmission ?? car.trans,
    driveWheelConfiguration: car.simple_drive ?? car.drive,
    numberOfDoors: car.doors,
    seatingCapacity: car.seats,
    vehicleEngine: engine,
    image: car.images.length ? car.images.map((i) => i.url) : null,
    description: description ?? null,
    offers: offer,
  })
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

const STOCK_LABELS: Record<Car['car_type'], string> = { new: 'New Cars', demo: 'Demo Cars', used: 'Used Cars' }

/** The car page's breadcrumb trail: Home, the car type's search page, the car. */
export function carBreadcrumbs(
  car: Pick<Car, 'car_type' | 'slug' | 'year' | 'make' | 'model' | 'badge' | 'series'>,
  siteUrl: string,
): BreadcrumbItem[] {
  const base = siteUrl.replace(/\/+$/, '')
  return [
    { name: 'Home', url: `${base}/` },
    { name: STOCK_LABELS[car.car_type], url: `${base}/search/${car.car_type}-cars` },
    { name: carDisplayName(car), url: `${base}/cars/${car.slug}` },
  ]
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
