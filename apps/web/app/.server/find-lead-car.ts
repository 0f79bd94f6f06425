import type { AppLoadContext } from '@remix-run/node'
import { findCarById, findCarBySlug } from '@dealer/db'
import { carDisplayName, formatMoney, hasPrice, isVisible, type Car } from '@dealer/domain'
import type { LeadCar } from '~/lib/lead-car'

const KEY = /^[A-Za-z0-9][A-Za-z0-9_-]{0,200}$/

/**
 * The tenant's visible car named by a link's car_id (the car pages send the slug; an id works
 * too), or null for anything else: a bad car_id never fails the form, it just names no car.
 */
export async function findLeadCar(context: AppLoadContext, carId: string | null | undefined): Promise<Car | null> {
  if (!carId || !KEY.test(carId)) return null
  const { tenant, services } = context
  const { db } = services.database
  const car = (await findCarBySlug(db, tenant.slug, carId)) ?? (await findCarById(db, tenant.slug, carId))
  return car && isVisible(car, services.now(), tenant.dealer.include_sold_cars_days) ? car : null
}

export function leadCar(car: Car): LeadCar {
  return {
    id: car.id,
    slug: car.slug,
    name: carDisplayName(car),
    price: hasPrice(car.price) ? formatMoney(car.price) : null,
    image: car.images[0]?.thumb.url ?? null,
  }
}
