import type { AppLoadContext } from '@remix-run/node'
import { findCarBySlug } from '@dealer/db'
import { type Car, carSpecGroups, isVisible } from '@dealer/domain'

const SLUG = /^[a-z0-9][a-z0-9-]{0,200}$/

/** The tenant's visible car by slug, or a 404 (other tenants' and hidden cars too). */
export async function loadVisibleCar(context: AppLoadContext, slug: string | null | undefined): Promise<Car> {
  const { tenant, services } = context
  if (!slug || !SLUG.test(slug)) throw new Response(null, { status: 404 })
  const car = await findCarBySlug(services.database.db, tenant.slug, slug)
  if (!car || !isVisible(car, services.now(), tenant.dealer.include_sold_cars_days)) {
    throw new Response(null, { status: 404 })
  }
  return car
}

/** The car's location in the tenant config, or null. */
export function carLocation(context: AppLoadContext, car: Car) {
  return context.tenant.locations.find((l) => l.id === car.location_id) ?? null
}

/** Key specs for print and PDF: the featured group (first 8). */
export function printSpecs(car: Car) {
  const g = carSpecGroups(car)
  return [...g.featured, ...g.summary].slice(0, 10)
}
