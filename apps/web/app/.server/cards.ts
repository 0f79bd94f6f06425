import type { Car } from '@dealer/domain'
import type { TenantConfig } from '@dealer/tenant'
import type { CarCardData } from '@dealer/theme-contract'
import { toCarCardData } from '@dealer/ui'

/** Cards for a tenant: tag rules and similar links follow the tenant's lists and flags. */
export function carCards(cars: readonly Car[], tenant: TenantConfig, now: Date): CarCardData[] {
  return cars.map((car) =>
    toCarCardData(car, {
      now,
      certifiedMake: tenant.lists.certifiedMake,
      greenTags: tenant.lists.greenTags,
      fuelTagsFirst: tenant.features.fuelTagsFirst,
    }),
  )
}
