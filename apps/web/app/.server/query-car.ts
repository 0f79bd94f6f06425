import type { AppLoadContext } from '@remix-run/node'
import { findCarById, findCarBySlug } from '@dealer/db'
import { type Car, isVisible } from '@dealer/domain'

const KEY = /^[A-Za-z0-9][A-Za-z0-9_-]{0,200}$/

/**
 * The tenant's visible car named by a `car_id` query parameter (links carry the id or the
 * slug; docs/spec-coverage.md, Lead forms), or null: a general page never fails because of what its link carried.
 */
export async function carFromQuery(context: AppLoadContext, request: Request): Promise<Car | null> {
  const value = new URL(request.url).searchParams.get('car_id') ?? ''
  if (!KEY.test(value)) return null
  const { tenant, services } = context
  const { db } = services.database
  const car = (await findCarById(db, tenant.slug, value)) ?? (await findCarBySlug(db, tenant.slug, value.toLowerCase()))
  return car && isVisible(car, services.now(), tenant.dealer.include_sold_cars_days) ? car : null
}
