import type { AppLoadContext } from '@remix-run/node'
import { findCarById, findCarBySlug, type Database } from '@dealer/db'
import {
  type Car,
  carDisplayName,
  carSpecGroups,
  compactSpecRows,
  formatMoney,
  hasPrice,
  isVisible,
} from '@dealer/domain'
import type { TenantConfig } from '@dealer/tenant'
import type { LeadCar } from '~/lib/lead-car'

const SLUG = /^[a-z0-9][a-z0-9-]{0,200}$/
const KEY = /^[A-Za-z0-9][A-Za-z0-9_-]{0,200}$/

/** Whether a shopper may see the tenant's car at `now` (docs/spec-coverage.md, Stock rules). */
const shownAt = (car: Car, tenant: TenantConfig, now: Date) => isVisible(car, now, tenant.dealer.include_sold_cars_days)

/**
 * The car the tenant's page /cars/{slug} shows at `now`, or null (a 404): the car holding the
 * slug, if visible. The car page and the link a lead carries to it (`carPageLive`) both go by this.
 */
export async function carOnPage(
  db: Database['db'],
  tenant: TenantConfig,
  slug: string,
  now: Date,
): Promise<Car | null> {
  const car = await findCarBySlug(db, tenant.slug, slug)
  return car && shownAt(car, tenant, now) ? car : null
}

/**
 * The one lookup of a car a shopper may see: the tenant's car named by its slug (or, with
 * `by: 'slug-or-id'`, by the id a link's car_id may carry; docs/spec-coverage.md, Lead forms), and
 * visible (docs/spec-coverage.md, Stock rules), else null. Another tenant's car, a hidden car and a
 * malformed key are all simply no car.
 */
export async function findVisibleCar(
  context: AppLoadContext,
  key: string | null | undefined,
  { by = 'slug-or-id' }: { by?: 'slug' | 'slug-or-id' } = {},
): Promise<Car | null> {
  if (!key) return null
  const { tenant, services } = context
  const { db } = services.database
  if (by === 'slug') return SLUG.test(key) ? carOnPage(db, tenant, key, services.now()) : null
  if (!KEY.test(key)) return null
  const car = (await findCarBySlug(db, tenant.slug, key.toLowerCase())) ?? (await findCarById(db, tenant.slug, key))
  return car && shownAt(car, tenant, services.now()) ? car : null
}

/** The tenant's visible car by slug, or a 404 (other tenants' and hidden cars too). */
export async function loadVisibleCar(context: AppLoadContext, slug: string | null | undefined): Promise<Car> {
  const car = await findVisibleCar(context, slug, { by: 'slug' })
  if (!car) throw new Response(null, { status: 404 })
  return car
}

/** The car a page's `car_id` query parameter names, or null: a general page never fails because of its link. */
export function carFromQuery(context: AppLoadContext, request: Request): Promise<Car | null> {
  return findVisibleCar(context, new URL(request.url).searchParams.get('car_id'))
}

/** The car as a lead form's summary shows it. */
export function leadCar(car: Car): LeadCar {
  return {
    id: car.id,
    slug: car.slug,
    name: carDisplayName(car),
    price: hasPrice(car.price) ? formatMoney(car.price) : null,
    image: car.images[0]?.thumb.url ?? null,
  }
}

/** The car's location in the tenant config, or null. */
export function carLocation(context: AppLoadContext, car: Car) {
  return context.tenant.locations.find((l) => l.id === car.location_id) ?? null
}

/** Key specs for print and PDF: the featured group, then the summary, each row once (the odometer is in both), 10 at most. */
export function printSpecs(car: Car) {
  const g = carSpecGroups(car)
  return compactSpecRows([...g.featured, ...g.summary]).slice(0, 10)
}
