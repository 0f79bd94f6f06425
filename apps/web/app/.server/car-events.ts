import { carViewCount, recordCarView, recordPhoneReveal } from '@dealer/db'
import type { Car } from '@dealer/domain'
import type { AppLoadContext } from '@remix-run/node'

/*
 * Spec §7 tracking on the car page. A failed record is logged only (spec §8): the shopper still
 * sees the number or the page, whatever the database said.
 */

/** Records that the dealer's number was revealed for `car` ({car_id, dealership_id, website_id}). */
export async function notePhoneReveal({ tenant, services }: AppLoadContext, car: Car, source: 'button' | 'link') {
  try {
    await recordPhoneReveal(
      services.database.db,
      tenant.slug,
      { car_id: car.id, dealership_id: car.dealership_id, website_id: tenant.slug, source },
      services.now(),
    )
  } catch (err) {
    console.error('phone reveal not recorded', err)
  }
}

/** Views counted here for `car` (without the feed's own `views`). */
export function countedViews({ tenant, services }: AppLoadContext, car: Car): Promise<number> {
  return carViewCount(services.database.db, tenant.slug, car.id)
}

/** Counts one view of `car` and returns the new count; 0 when it could not be counted. */
export async function countView({ tenant, services }: AppLoadContext, car: Car): Promise<number> {
  try {
    return await recordCarView(services.database.db, tenant.slug, car.id, services.now())
  } catch (err) {
    console.error('car view not counted', err)
    return 0
  }
}
