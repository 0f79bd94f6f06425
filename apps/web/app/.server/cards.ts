import type { Car } from '@dealer/domain'
import type { SearchDoc } from '@dealer/search'
import type { TenantConfig } from '@dealer/tenant'
import type { CarCardData } from '@dealer/theme-contract'
import { carCardSource, toCarCardData, type CardSource } from '@dealer/ui'

/** A search hit as a card source: the index keeps the simple_* values under the filter names. */
export function searchDocCardSource(doc: SearchDoc): CardSource {
  return {
    ...doc,
    simple_fuel: doc.fuel,
    simple_body: doc.body,
    simple_transmission: doc.transmission,
  }
}

/** Cards for a tenant: tag rules and similar links follow the tenant's lists and flags. */
export function carCards(cars: readonly (Car | SearchDoc)[], tenant: TenantConfig, now: Date): CarCardData[] {
  return cars.map((car) =>
    toCarCardData('images' in car ? carCardSource(car) : searchDocCardSource(car), {
      now,
      certifiedMake: tenant.lists.certifiedMake,
      greenTags: tenant.lists.greenTags,
      fuelTagsFirst: tenant.features.fuelTagsFirst,
    }),
  )
}
