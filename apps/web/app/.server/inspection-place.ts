import type { AppLoadContext } from '@remix-run/node'

/**
 * Where cars are inspected: the primary sales or used-car location, else the dealer's address. The
 * trade-in FAQ names it, and so does the confirmation of an accepted offer. Its own module, so
 * that /success does not import the trade-in form's page module (a form route by lead-forms.test).
 */
export function inspectionPlace(tenant: AppLoadContext['tenant']): string {
  const places = tenant.locations.filter(
    (l) => l.visible && (l.location_type === 'sales' || l.location_type === 'used'),
  )
  const place = places.find((l) => l.primary) ?? places[0]
  return place ? `${place.name}, ${place.address.street}, ${place.address.city}` : tenant.dealer.address
}
