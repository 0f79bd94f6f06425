import type { AppLoadContext } from '@remix-run/node'
import { findCarById, findCarBySlug } from '@dealer/db'
import { isVisible, type Car } from '@dealer/domain'

const KEY = /^[A-Za-z0-9][A-Za-z0-9_-]{0,200}$/

/**
 * The tenant's visible cars for a list of ids or slugs (favourites, compare, recently viewed),
 * in the list's order; anything unknown, hidden or of another dealer is left out.
 */
export async function visibleCars(context: AppLoadContext, keys: readonly string[]): Promise<Car[]> {
  const { tenant, services } = context
  const { db } = services.database
  const now = services.now()
  const found = await Promise.all(
    keys
      .filter((k) => KEY.test(k))
      .map(
        async (k) => (await findCarById(db, tenant.slug, k)) ?? (await findCarBySlug(db, tenant.slug, k.toLowerCase())),
      ),
  )
  const seen = new Set<string>()
  return found.filter((car): car is Car => {
    if (!car || seen.has(car.id) || !isVisible(car, now, tenant.dealer.include_sold_cars_days)) return false
    seen.add(car.id)
    return true
  })
}
