import type { AppLoadContext } from '@remix-run/node'
import { listMarketComparables } from '@dealer/db'
import {
  type AutoGaugeResponse,
  type Car,
  type MarketCar,
  comparableCriteria,
  hasPrice,
  isAvailable,
  marketComparison,
} from '@dealer/domain'
import { carLocation } from './visible-car'

/**
 * The auto gauge for a car of this dealer, from comparable listings across the whole network
 * (every dealer's stock in the car's state), or null when the panel is hidden: a car that is not
 * available or has no price, too few or too scattered comparables, a price above the market range,
 * or any failure (logged, never thrown: a failed fetch hides the panel).
 * How the figures are made: docs/decisions/017-market-comparison.md. Traced in docs/spec-coverage.md, Car page.
 */
export async function carAutoGauge(context: AppLoadContext, car: Car): Promise<AutoGaugeResponse | null> {
  const { tenant, services } = context
  try {
    if (!isAvailable(car) || !hasPrice(car.price)) return null
    const subject: MarketCar = {
      ...car,
      // The feed's state for the car, else the state of the dealer location it stands at.
      state: car.state?.trim() || carLocation(context, car)?.address.state || null,
    }
    const criteria = comparableCriteria(subject)
    if (!criteria) return null
    const listings = await listMarketComparables(services.database.db, criteria, { tenant: tenant.slug, id: car.id })
    return marketComparison(subject, listings)
  } catch (error) {
    console.error(`auto gauge for ${car.slug} (${tenant.slug}) not shown:`, error)
    return null
  }
}

/** The body of GET /cars/{slug}/autogauge: the spec's six fields, all null when the panel is hidden. */
export type AutoGaugeBody = AutoGaugeResponse | { [K in keyof AutoGaugeResponse]: null }

export function autoGaugeBody(response: AutoGaugeResponse | null): AutoGaugeBody {
  if (!response) {
    return {
      fill: null,
      listing_price: null,
      market_range_min: null,
      market_range_max: null,
      confidence: null,
      description: null,
    }
  }
  // Exactly the spec's fields, in its order, whatever else the response object carries.
  return {
    fill: response.fill,
    listing_price: response.listing_price,
    market_range_min: response.market_range_min,
    market_range_max: response.market_range_max,
    confidence: response.confidence,
    description: response.description,
  }
}
