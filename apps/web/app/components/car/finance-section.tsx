import { Link } from '@remix-run/react'
import { formatMoney } from '@dealer/domain'
import type { CarriedInput } from '~/lib/calculator-query'
import type { FinanceSectionView } from '~/lib/car-page'
import { CarriedInputs } from './carried-inputs'
import * as layout from '~/styles/layout.css'
import * as styles from '~/styles/car.css'

export interface FinanceView extends FinanceSectionView {
  estimate: { provider: string; rates: string; payment: string | null; frequency: string | null } | null
  disclaimer: { preview: string; truncated: boolean; full: string }
}

/**
 * The finance calculator, the lender estimate and the disclaimer (docs/spec-coverage.md, Car page).
 * A GET form, so it works without JavaScript; only for a finance-eligible car.
 */
export function FinanceSection({
  finance,
  action,
  carSlug,
  carried = [],
}: {
  finance: FinanceView
  action: string
  carSlug: string
  /** The other calculators' values, kept when this form is submitted. */
  carried?: readonly CarriedInput[]
}) {
  return (
    <section className={styles.panel} aria-labelledby="finance-title" id="finance-calculator">
      <h2 id="finance-title">Finance Calculator</h2>
      <form method="get" action={`${action}#finance-calculator`} className={styles.form}>
        <CarriedInputs inputs={carried} />
        <label>
          Purchase price ($)
          <input
            name="amount"
            type="number"
            inputMode="numeric"
            min={0}
            step="any"
            defaultValue={finance.amountInput}
            aria-describedby="amount-help"
          />
        </label>
        <p id="amount-help" className={styles.help} role={finance.amountHelp ? 'alert' : undefined}>
          {finance.amountHelp ??
            `${formatMoney(finance.bounds.amount.min)} to ${formatMoney(finance.bounds.amount.max)}`}
        </p>
        <NumberField
          label="Deposit / trade-in ($)"
          name="deposit"
          bounds={finance.bounds.money}
          value={finance.deposit}
        />
        <NumberField
          label="Term (years)"
          name="term"
          bounds={finance.bounds.term}
          step={finance.bounds.term.step}
          value={finance.term}
        />
        <NumberField
          label="Interest rate (% p.a.)"
          name="interest"
          bounds={finance.bounds.interest}
          value={finance.interest}
        />
        <NumberField
          label="Residual / balloon ($)"
          name="residual"
          bounds={finance.bounds.money}
          value={finance.residual}
        />
        <label>
          Repayment frequency
          <select name="frequency" defaultValue={finance.frequency}>
            {finance.frequencies.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={styles.button}>
          Calculate
        </button>
      </form>
      <div className={styles.result} aria-live="polite" data-testid="finance-result">
        {finance.enquire ? (
          <p className={styles.bigFigure}>{finance.label}</p>
        ) : (
          <>
            <p>
              <span className={styles.bigFigure} data-testid="finance-repayment">
                {finance.label}
              </span>{' '}
              {finance.frequencyLabel.toLowerCase()}*
            </p>
            <p className={layout.muted}>Total repayments {finance.total}</p>
          </>
        )}
        <p>
          <Link to={`/finance?car_id=${encodeURIComponent(carSlug)}#finance-form`}>Get Finance Now</Link>
        </p>
      </div>
      {finance.estimate ? (
        <div className={styles.estimate} data-testid="finance-estimate">
          <h3>Finance estimate from {finance.estimate.provider}</h3>
          {finance.estimate.payment ? (
            <p className={styles.bigFigure}>
              {finance.estimate.payment} {finance.estimate.frequency?.toLowerCase()}
            </p>
          ) : null}
          <p>{finance.estimate.rates}</p>
        </div>
      ) : null}
      <div id="financeDisclaimer" className={styles.disclaimer}>
        <h3>Finance Disclaimer</h3>
        {finance.disclaimer.truncated ? (
          <details className={styles.toggle}>
            <summary>
              <span className={styles.more}>
                {finance.disclaimer.preview} <u>Show More</u>
              </span>
              <span className={styles.less}>Show Less</span>
            </summary>
            <p>{finance.disclaimer.full}</p>
          </details>
        ) : (
          <p>{finance.disclaimer.full}</p>
        )}
      </div>
    </section>
  )
}

/** A number field of the finance calculator, inside its label, with the calculator's bounds. */
function NumberField(props: {
  label: string
  name: string
  bounds: { min: number; max: number }
  step?: number | 'any'
  value: number | string
}) {
  return (
    <label>
      {props.label}
      <input
        name={props.name}
        type="number"
        min={props.bounds.min}
        max={props.bounds.max}
        step={props.step ?? 'any'}
        defaultValue={props.value}
      />
    </label>
  )
}
