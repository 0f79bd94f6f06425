import type { FigureView } from '~/lib/car-finance'
import * as styles from './finance.css'

/**
 * The sidebar's weekly finance teaser, linking to the calculator, with its basis and the
 * disclaimer link (docs/spec-coverage.md, Car page): the calculator's opening figure, or
 * 'Enquire for Finance' when that is 25 or less.
 */
export function FinanceTeaser({ teaser }: { teaser: FigureView }) {
  return (
    <div className={styles.teaser} data-testid="finance-teaser">
      <p className={styles.teaser}>
        <a href="#finance-calculator" className={styles.teaserLink}>
          {teaser.enquire ? teaser.label : `From ${teaser.label} ${teaser.per}*`}
        </a>
        {teaser.basis ? <span className={styles.basis}>{teaser.basis}</span> : null}
      </p>
      <p className={styles.basis}>
        <a href="#financeDisclaimer" className={styles.tapLink}>
          Click for Finance Disclaimer
        </a>
      </p>
    </div>
  )
}
