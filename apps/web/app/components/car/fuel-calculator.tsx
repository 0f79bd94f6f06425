import { FUEL_INPUT_BOUNDS, formatMoney } from '@dealer/domain'
import * as layout from '~/styles/layout.css'
import * as styles from '~/styles/car.css'

interface BoundInput {
  value: number
  input: string
  error: string | null
}

/**
 * The fuel calculator (docs/spec-coverage.md, Car page): a GET form with bounded inputs; a value
 * out of range is brought inside and the field says so. The economy used is stated, and marked
 * as assumed when the car's own figure is not listed.
 */
export function FuelCalculator({
  fuel,
  action,
}: {
  fuel: {
    economy: number
    economyListed: boolean
    price: BoundInput
    km: BoundInput
    weekly: number
    monthly: number
    yearly: number
  }
  action: string
}) {
  const { pricePerLitre, weeklyKm } = FUEL_INPUT_BOUNDS
  return (
    <section className={styles.panel} aria-labelledby="fuel-title" id="fuel-calculator">
      <h2 id="fuel-title">Fuel Calculator</h2>
      <form method="get" action={`${action}#fuel-calculator`} className={styles.form}>
        <label>
          Fuel price ($ a litre)
          <input
            name="fuel_price"
            type="number"
            min={pricePerLitre.min}
            max={pricePerLitre.max}
            step={pricePerLitre.step}
            defaultValue={fuel.price.input}
            aria-invalid={fuel.price.error ? true : undefined}
            aria-describedby="fuel-price-help"
          />
        </label>
        <p id="fuel-price-help" className={fuel.price.error ? styles.fieldError : styles.help}>
          {fuel.price.error ?? `$${pricePerLitre.min.toFixed(2)} to $${pricePerLitre.max.toFixed(2)} a litre`}
        </p>
        <label>
          Distance (km a week)
          <input
            name="weekly_km"
            type="number"
            min={weeklyKm.min}
            max={weeklyKm.max}
            step={weeklyKm.step}
            defaultValue={fuel.km.input}
            aria-invalid={fuel.km.error ? true : undefined}
            aria-describedby="weekly-km-help"
          />
        </label>
        <p id="weekly-km-help" className={fuel.km.error ? styles.fieldError : styles.help}>
          {fuel.km.error ?? `${weeklyKm.min} to ${weeklyKm.max.toLocaleString('en-AU')} km a week`}
        </p>
        <button type="submit" className={styles.button}>
          Calculate
        </button>
      </form>
      <p data-testid="fuel-result">
        <strong>{formatMoney(fuel.weekly)}</strong> a week, {formatMoney(fuel.monthly)} a month,{' '}
        {formatMoney(fuel.yearly)} a year.
      </p>
      <p className={layout.muted}>
        {fuel.economyListed
          ? `Based on this vehicle's listed combined consumption of ${fuel.economy} L/100km.`
          : `This vehicle's consumption is not listed, so this assumes ${fuel.economy} L/100km.`}
      </p>
    </section>
  )
}
