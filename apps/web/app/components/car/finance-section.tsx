import { Link } from '@remix-run/react'
import type { CarriedInput } from '~/lib/calculator-query'
import type { CarFinanceView } from '~/lib/car-finance'
import * as styles from '~/styles/car.css'
import { tapLink } from './finance.css'
import { FinanceCalculator } from './finance-calculator'
import { FinanceEstimate } from './finance-estimate'

export interface FinanceView extends CarFinanceView {
  disclaimer: { preview: string; truncated: boolean; full: string }
}

/**
 * The finance calculator, the lender estimate and the disclaimer (docs/spec-coverage.md, Car page).
 * A GET form, so it works without JavaScript; only for a finance-eligible car. Every figure in it
 * and the sidebar's teaser come from one finance basis.
 */
export function FinanceSection({
  finance,
  action,
  carId,
  carSlug,
  carried = [],
  enquireHref = `/finance?car_id=${encodeURIComponent(carSlug)}#finance-form`,
}: {
  finance: FinanceView
  action: string
  carId: string
  carSlug: string
  /** The other calculators' values, kept when this form is submitted. */
  carried?: readonly CarriedInput[]
  /** Where 'Get Finance Now' goes: the finance form for this car. */
  enquireHref?: string
}) {
  return (
    <section className={styles.panel} aria-labelledby="finance-title" id="finance-calculator">
      <h2 id="finance-title">Finance Calculator</h2>
      <FinanceCalculator
        // New fields for another car or another query: the form's inputs start from the server's values.
        key={`${carSlug}|${JSON.stringify(finance.calculator.fields)}`}
        view={finance.calculator}
        carId={carId}
        action={`${action}#finance-calculator`}
        carried={carried}
      >
        <p>
          <Link to={enquireHref} className={tapLink}>
            Get Finance Now
          </Link>
        </p>
      </FinanceCalculator>
      <FinanceEstimate estimate={finance.estimate} lenderQuote={finance.lenderQuote} />
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
