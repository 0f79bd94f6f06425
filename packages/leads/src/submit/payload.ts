import { hasPrice, type Car, type CarStatus, type CarType } from '@dealer/domain'
import type { LeadFormType } from '../forms/registry'
import { LEAD_SOURCE } from '../forms/messages'
import type { LeadContext } from './context'

/** The car a lead was about, copied when the lead came in (the car may be sold or gone later). */
export interface VehicleSnapshot {
  id: string
  slug: string
  name: string
  year: number
  make: string
  model: string
  badge: string | null
  vin: string | null
  stock_number: string
  /** Null when the car has no price (10 or less; docs/spec-coverage.md, Stock rules). */
  price: number | null
  /** How the price is stated ('drive_away', 'egc'...; priceTypeLabel names it). Absent in leads stored before it was kept. */
  price_type?: string | null
  car_type: CarType
  status: CarStatus
  km: number
  dealership_id: string
  dealership_slug: string
  location_id: string | null
}

/**
 * A stored lead's payload (JSON in `leads.payload`): the validated form values plus the
 * lead payload extras (url, source, user_agent, car_id, car_dealership_id, lead_attributes).
 */
export interface LeadPayload {
  version: 1
  form: LeadFormType
  fields: Record<string, unknown>
  url: string
  source: typeof LEAD_SOURCE
  user_agent: string | null
  car_id: string | null
  car_dealership_id: string | null
  lead_attributes: { visited_pages: string[]; linked_query_params: Record<string, string> }
  vehicle: VehicleSnapshot | null
  created_at: string
}

/** Assembles the payload of a new lead. */
export function buildLeadPayload(input: {
  form: LeadFormType
  fields: Record<string, unknown>
  context: LeadContext
  carId: string | null
  car: Car | undefined
  createdAt: string
}): LeadPayload {
  const { car } = input
  return {
    version: 1,
    form: input.form,
    fields: input.fields,
    url: input.context.url,
    source: LEAD_SOURCE,
    user_agent: input.context.userAgent,
    car_id: input.carId,
    car_dealership_id: car?.dealership_id ?? null,
    lead_attributes: {
      visited_pages: input.context.visitedPages,
      linked_query_params: input.context.linkedQueryParams,
    },
    vehicle: car ? snapshot(car) : null,
    created_at: input.createdAt,
  }
}

function snapshot(car: Car): VehicleSnapshot {
  return {
    id: car.id,
    slug: car.slug,
    name: car.name,
    year: car.year,
    make: car.make,
    model: car.model,
    badge: car.badge,
    vin: car.vin,
    stock_number: car.stocknum,
    price: hasPrice(car.price) ? car.price : null,
    price_type: hasPrice(car.price) ? car.price_type : null,
    car_type: car.car_type,
    status: car.status,
    km: car.km,
    dealership_id: car.dealership_id,
    dealership_slug: car.dealership_slug,
    location_id: car.location_id,
  }
}
