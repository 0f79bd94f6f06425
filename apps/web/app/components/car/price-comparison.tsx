import { formatMoney, type MarketPanel } from '@dealer/domain'
import * as layout from '~/styles/layout.css'
import * as styles from '~/styles/car.css'

/**
 * Price Comparison (docs/spec-coverage.md, Car page): the market badge and the auto gauge, each
 * only when its data supports it and never contradicting the other (`marketPanel`), each saying
 * what it is based on; nothing at all when neither shows.
 */
export function PriceComparison({ market }: { market: MarketPanel & { state: string | null } }) {
  const { badge, gauge, state } = market
  if (!badge && !gauge) return null
  return (
    <section className={styles.panel} aria-labelledby="market-title" id="price-comparison">
      <h2 id="market-title">Price Comparison</h2>
      {badge ? (
        <p className={styles.badge} data-testid="market-badge">
          {formatMoney(badge.saving)} below the {badge.source === 'state' ? 'state' : 'national'} market average of{' '}
          {formatMoney(badge.average)}
        </p>
      ) : null}
      {badge ? (
        <p className={layout.muted} data-testid="market-badge-basis">
          Market average from AutoGrab market data for this vehicle
          {badge.source === 'national' ? ' across Australia' : state ? ` in ${state}` : ' in its state'}.
        </p>
      ) : null}
      {gauge ? (
        <div data-testid="auto-gauge" data-band={gauge.band}>
          <p className={styles.bigFigure}>{gauge.dealLabel}</p>
          <meter min={0} max={1} low={0.3} high={0.6} optimum={1} value={gauge.fill} className={styles.meter}>
            {Math.round(gauge.fill * 100)}%
          </meter>
          <p>
            Market range {formatMoney(gauge.market_range_min)} – {formatMoney(gauge.market_range_max)}
          </p>
          <p className={layout.muted}>{gauge.description}</p>
        </div>
      ) : null}
    </section>
  )
}
