import { describe, expect, it } from 'vitest'
import { autoGaugeBand, autoGaugeView, dealLabel, marketPanel, marketPriceBadge } from './auto-gauge'

const ok = {
  fill: 0.7,
  listing_price: 25000,
  market_range_min: 23000,
  market_range_max: 28000,
  confidence: 0.8,
  description: 'Priced below market',
}

describe('auto gauge', () => {
  it('bands the fill: < 0.3 low, 0.3 to < 0.6 medium, ≥ 0.6 high', () => {
    expect(autoGaugeBand(0.29)).toBe('low')
    expect(autoGaugeBand(0.3)).toBe('medium')
    expect(autoGaugeBand(0.59)).toBe('medium')
    expect(autoGaugeBand(0.6)).toBe('high')
  })

  it("labels 'Good Deal' under 0.65, else 'Great Deal'", () => {
    expect(dealLabel(0.64)).toBe('Good Deal')
    expect(dealLabel(0.65)).toBe('Great Deal')
  })

  it('shows the panel only when confidence is above 0.2', () => {
    expect(autoGaugeView(ok)).toMatchObject({ band: 'high', dealLabel: 'Great Deal' })
    expect(autoGaugeView({ ...ok, confidence: 0.2 })).toBeNull()
    expect(autoGaugeView({ ...ok, confidence: 0.21 })).not.toBeNull()
  })

  it('hides on a missing field, a failed fetch or market_range_max below listing_price', () => {
    for (const key of Object.keys(ok) as (keyof typeof ok)[]) {
      const { [key]: _dropped, ...rest } = ok
      expect(autoGaugeView(rest)).toBeNull()
    }
    expect(autoGaugeView({ ...ok, fill: null })).toBeNull()
    expect(autoGaugeView(null)).toBeNull()
    expect(autoGaugeView({ ...ok, market_range_max: 24999 })).toBeNull()
    expect(autoGaugeView({ ...ok, market_range_max: 25000 })).not.toBeNull()
  })
})

describe('market-price badge', () => {
  it('prefers the state average and needs a saving of at least 500', () => {
    const badge = marketPriceBadge({
      price: 20000,
      autograb_data: { state_average_market_price: 20500, average_market_price: 30000 },
    })
    expect(badge).toEqual({ average: 20500, saving: 500, source: 'state' })
    expect(
      marketPriceBadge({
        price: 20001,
        autograb_data: { state_average_market_price: 20500, average_market_price: 30000 },
      }),
    ).toBeNull()
  })

  it('falls back to the national average', () => {
    expect(
      marketPriceBadge({
        price: 20000,
        autograb_data: { state_average_market_price: null, average_market_price: 21000 },
      }),
    ).toEqual({
      average: 21000,
      saving: 1000,
      source: 'national',
    })
  })

  it('is hidden without data or a price', () => {
    expect(marketPriceBadge({ price: 20000, autograb_data: null })).toBeNull()
    expect(
      marketPriceBadge({ price: 0, autograb_data: { state_average_market_price: 20500, average_market_price: null } }),
    ).toBeNull()
  })
})

describe('market panel', () => {
  const gauge = autoGaugeView({
    ...ok,
    listing_price: 54990,
    market_range_min: 60000,
    market_range_max: 64800,
    fill: 1,
  })!

  it('never shows a gauge range that does not contain the stated market average', () => {
    const below = { average: 57700, saving: 2710, source: 'state' as const }
    expect(marketPanel(below, gauge)).toEqual({ badge: below, gauge: null })
    const above = { average: 65000, saving: 10010, source: 'national' as const }
    expect(marketPanel(above, gauge)).toEqual({ badge: above, gauge: null })
  })

  it('shows both when the range contains the average, and either alone', () => {
    const inside = { average: 60000, saving: 5010, source: 'state' as const }
    expect(marketPanel(inside, gauge)).toEqual({ badge: inside, gauge })
    expect(marketPanel({ ...inside, average: 64800 }, gauge).gauge).toBe(gauge)
    expect(marketPanel(null, gauge)).toEqual({ badge: null, gauge })
    expect(marketPanel(inside, null)).toEqual({ badge: inside, gauge: null })
  })
})
