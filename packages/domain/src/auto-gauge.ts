import type { Car } from './car'
import { hasPrice } from './money'

/** What GET {carPath}/autogauge returns (docs/spec-coverage.md, Car page). */
export interface AutoGaugeResponse {
  fill: number
  listing_price: number
  market_range_min: number
  market_range_max: number
  confidence: number
  description: string
}

/** The panel shows only above this confidence (docs/spec-coverage.md, Car page). */
export const AUTO_GAUGE_MIN_CONFIDENCE = 0.2
export type AutoGaugeBand = 'low' | 'medium' | 'high'
export type DealLabel = 'Good Deal' | 'Great Deal'

export interface AutoGaugeView extends AutoGaugeResponse {
  band: AutoGaugeBand
  dealLabel: DealLabel
}

/** Under 0.3 low, 0.3 to under 0.6 medium, 0.6 and above high (docs/spec-coverage.md, Car page). */
export function autoGaugeBand(fill: number): AutoGaugeBand {
  if (fill < 0.3) return 'low'
  if (fill < 0.6) return 'medium'
  return 'high'
}

/** 'Good Deal' if fill is under 0.65, else 'Great Deal' (docs/spec-coverage.md, Car page). */
export function dealLabel(fill: number): DealLabel {
  return fill < 0.65 ? 'Good Deal' : 'Great Deal'
}

const NUMERIC_FIELDS = ['fill', 'listing_price', 'market_range_min', 'market_range_max', 'confidence'] as const

/**
 * The panel to show, or null when it is hidden: a failed fetch (null), any
 * missing field, confidence of 0.2 or lower, or market_range_max below listing_price.
 * Traced in docs/spec-coverage.md, Car page.
 */
export function autoGaugeView(
  response: Partial<Record<keyof AutoGaugeResponse, unknown>> | null | undefined,
): AutoGaugeView | null {
  if (!response) return null
  for (const key of NUMERIC_FIELDS) {
    const v = response[key]
    if (typeof v !== 'number' || !Number.isFinite(v)) return null
  }
  if (typeof response.description !== 'string') return null
  const data = response as AutoGaugeResponse
  if (!(data.confidence > AUTO_GAUGE_MIN_CONFIDENCE)) return null
  if (data.market_range_max < data.listing_price) return null
  return {
    fill: data.fill,
    listing_price: data.listing_price,
    market_range_min: data.market_range_min,
    market_range_max: data.market_range_max,
    confidence: data.confidence,
    description: data.description,
    band: autoGaugeBand(data.fill),
    dealLabel: dealLabel(data.fill),
  }
}

/** The badge needs the price at least this far below the market average (docs/spec-coverage.md, Car page). */
export const MARKET_BADGE_MIN_SAVING = 500

export interface MarketPriceBadge {
  average: number
  saving: number
  source: 'state' | 'national'
}

/**
 * Market-price badge: shown only when the price is at least 500 below the
 * average, the state average preferred, else the national one.
 * Traced in docs/spec-coverage.md, Car page.
 */
export function marketPriceBadge(car: Pick<Car, 'price' | 'autograb_data'>): MarketPriceBadge | null {
  if (!hasPrice(car.price) || !car.autograb_data) return null
  const { state_average_market_price: state, average_market_price: national } = car.autograb_data
  const pick =
    typeof state === 'number' && state > 0
      ? { average: state, source: 'state' as const }
      : typeof national === 'number' && national > 0
        ? { average: national, source: 'national' as const }
        : null
  if (!pick) return null
  const saving = pick.average - car.price
  return saving >= MARKET_BADGE_MIN_SAVING ? { ...pick, saving } : null
}

/** What the Price Comparison panel shows: the badge, the gauge, each or both or neither. */
export interface MarketPanel {
  badge: MarketPriceBadge | null
  gauge: AutoGaugeView | null
}

/**
 * The panel's two market figures come from different sources (ADR 017): the badge from the feed's
 * autograb average, the gauge from other listings on the platform. Shown together they must agree,
 * so a gauge whose range does not contain the badge's average is left out (the badge is the spec's
 * own figure, and a gauge range above an average the page states would contradict it).
 */
export function marketPanel(badge: MarketPriceBadge | null, gauge: AutoGaugeView | null): MarketPanel {
  if (badge && gauge && (badge.average < gauge.market_range_min || badge.average > gauge.market_range_max)) {
    return { badge, gauge: null }
  }
  return { badge, gauge }
}
