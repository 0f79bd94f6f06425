import type { CarriedInput } from '~/lib/calculator-query'
import * as styles from '~/styles/car.css'
import { CarriedInputs } from './carried-inputs'

type DeliveryView =
  | { kind: 'idle'; postcode: string }
  | { kind: 'error'; postcode: string; error: string }
  | { kind: 'price'; postcode: string; price: string; name: string; distanceKm: number | null; place: string }

/**
 * The delivery calculator (docs/spec-coverage.md, Car page): a GET form by postcode, priced by the
 * dealer's own table; the distance shows for a dealer that prices by distance. The page leaves it
 * out for a dealer without a table.
 */
export function DeliveryCalculator({
  delivery,
  action,
  carried = [],
}: {
  delivery: DeliveryView
  action: string
  /** The other calculators' values, kept when this form is submitted. */
  carried?: readonly CarriedInput[]
}) {
  return (
    <section className={styles.panel} aria-labelledby="delivery-title" id="delivery-calculator">
      <h2 id="delivery-title">Delivery Calculator</h2>
      <form method="get" action={`${action}#delivery-calculator`} className={styles.form} noValidate>
        <CarriedInputs inputs={carried} />
        <label>
          Your postcode
          <input
            name="postcode"
            inputMode="numeric"
            maxLength={4}
            autoComplete="postal-code"
            defaultValue={delivery.postcode}
            aria-invalid={delivery.kind === 'error' ? true : undefined}
            aria-describedby="delivery-message"
          />
        </label>
        <button type="submit" className={styles.button}>
          Calculate Delivery
        </button>
      </form>
      <div id="delivery-message" role="status" data-testid="delivery-message">
        {delivery.kind === 'error' ? <p className={styles.error}>{delivery.error}</p> : null}
        {delivery.kind === 'price' ? (
          <p>
            {delivery.name} to {delivery.place}
            {delivery.distanceKm === null ? '' : ` (${delivery.distanceKm} km)`}: <strong>{delivery.price}</strong>
          </p>
        ) : null}
      </div>
    </section>
  )
}
