import { FUEL_INPUT_BOUNDS, formatMoney } from '@dealer/domain'
import type { CarriedInput } from '~/lib/calculator-query'
import * as layout from '~/styles/layout.css'
import * as styles from '~/styles/car.css'
import { CarriedInputs } from './carried-inputs'

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
  carried = [],
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
  /** The other calculators' values, kept when this form is submitted. */
  carried?: readonly CarriedInput[]
}) {
  const { pricePerLitre, weeklyKm } = FUEL_INPUT_BOUNDS
  return (
    <section className={styles.panel} aria-labelledby="fuel-title" id="fuel-calculator">
      <h2 id="fuel-title">Fuel Calculator</h2>
      <form method="get" action={`${action}#fuel-calculator`} className={styles.form}>
        <CarriedInputs inputs={carried} />
        <BoundField
          label="Fuel price ($ a litre)"
          name="fuel_price"
          bounds={pricePerLitre}
          field={fuel.price}
          hint={`$${pricePerLitre.min.toFixed(2)} to $${pricePerLitre.max.toFixed(2)} a litre`}
        />
        <BoundField
          label="Distance (km a week)"
          name="weekly_km"
          bounds={weeklyKm}
          field={fuel.km}
          hint={`${weeklyKm.min} to ${weeklyKm.max.toLocaleString('en-AU')} km a week`}
        />
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

/** A bounded number field with its range, or the reason its value was changed, right under it. */
function BoundField(props: {
  label: string
  name: string
  bounds: { min: number; max: number; step: number }
  field: BoundInput
  hint: string
}) {
  const helpId = `${props.name}-help`
  return (
    <>
      <label>
        {props.label}
        <input
          name={props.name}
          type="number"
          min={props.bounds.min}
          max={props.bounds.max}
          step={props.bounds.step}
          defaultValue={props.field.input}
          aria-invalid={props.field.error ? true : undefined}
          aria-describedby={helpId}
        />
      </label>
      <p id={helpId} className={props.field.error ? styles.fieldError : styles.help}>
        {props.field.error ?? props.hint}
      </p>
    </>
  )
}
