import type { AppLoadContext } from '@remix-run/node'
import type { Car } from '@dealer/domain'
import { carPhone, telHref } from '@dealer/tenant'

/** What a stored lead says about where it went: its car (or the car's snapshot), the location chosen. */
export interface LeadPhoneFacts {
  /** The lead's car as the site has it now, else as the lead copied it (sold and gone since). */
  car: Pick<Car, 'car_type' | 'dealership_slug' | 'location_id'> | null
  /** The location the shopper chose or the form was for (test drive, location enquiry). */
  locationId: string | null
}

/**
 * The number a page shown after a lead gives the shopper to call (docs/spec-coverage.md, Lead
 * forms): for a lead about a car, the number that car's page gives (ADR 016: the dealership's or
 * car type's override, else the car's location's, else the main number), whichever form was sent;
 * for a lead without a car, the number of the location it went to, else the dealer's.
 */
export function leadPhone(tenant: AppLoadContext['tenant'], facts: LeadPhoneFacts): { number: string; href: string } {
  const ofCar = facts.car ? carPhone(facts.car, tenant) : null
  if (ofCar) return { number: ofCar.number, href: ofCar.href }
  const location = facts.locationId ? tenant.locations.find((l) => l.id === facts.locationId) : undefined
  const number = location?.phone ?? tenant.dealer.phone
  return { number, href: telHref(number) }
}
