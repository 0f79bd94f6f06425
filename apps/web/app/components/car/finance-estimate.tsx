import type { EstimateView } from '~/lib/car-finance'
import { Figure } from './finance-calculator'
import * as styles from './finance.css'

/**
 * The lender's finance estimate (docs/spec-coverage.md, Car page): worked out on the same basis
 * as the teaser and the calculator, so the three agree; 'Offer ends dd/MM/yyyy' while the dealer's
 * offer runs. The lender's own quote (youx), when there is one, shows below with its own basis.
 */
export function FinanceEstimate({
  estimate,
  lenderQuote,
}: {
  estimate: EstimateView | null
  lenderQuote: string | null
}) {
  if (!estimate && !lenderQuote) return null
  return (
    <div className={styles.estimate} data-testid="finance-estimate">
      {estimate ? (
        <>
          <h3>Finance estimate from {estimate.provider}</h3>
          <Figure figure={estimate.figure} testId="finance-estimate-repayment" />
          {estimate.offerEnds ? <p className={styles.offerEnds}>{estimate.offerEnds}</p> : null}
        </>
      ) : null}
      {lenderQuote ? (
        <p className={styles.basis} data-testid="lender-quote">
          {lenderQuote}
        </p>
      ) : null}
    </div>
  )
}
