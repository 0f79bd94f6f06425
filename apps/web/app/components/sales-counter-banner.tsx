import { useEffect, useState } from 'react'
import { SALES_COUNTER_ANIMATION_MS, SALES_COUNTER_REFRESH_MS, type SalesCounterFigure } from '@dealer/domain'
import { AnimatedCount } from '@dealer/ui/animated-count'
import * as home from '~/styles/home.css'
import * as layout from '~/styles/layout.css'
import * as styles from '~/styles/sales-counter.css'

/** Where the running page asks for the figure again (routes/api.sales-counter.tsx). */
export const SALES_COUNTER_URL = '/api/sales-counter'

/**
 * The server's figure, asked for again every 150 seconds while the page runs; null once the
 * server has none (a new month with no sale yet).
 */
function useLiveFigure(initial: SalesCounterFigure): SalesCounterFigure | null {
  const [figure, setFigure] = useState<SalesCounterFigure | null>(initial)
  useEffect(() => {
    const refresh = async () => {
      if (document.visibilityState === 'hidden') return
      try {
        const res = await fetch(SALES_COUNTER_URL, { headers: { accept: 'application/json' } })
        if (!res.ok) return
        const body = (await res.json()) as { figure?: SalesCounterFigure | null }
        if (body.figure === null || (body.figure && Number.isInteger(body.figure.count))) setFigure(body.figure)
      } catch {
        // Offline or a failed request: the figure shown stays until the next refresh.
      }
    }
    const timer = window.setInterval(refresh, SALES_COUNTER_REFRESH_MS)
    return () => window.clearInterval(timer)
  }, [])
  return figure
}

/**
 * The 'Sales this Month' banner (docs/spec-coverage.md, Dealer site: reviews and sales counter):
 * the server renders the figure; with JavaScript it counts up to it over 2 seconds and follows
 * the server every 150 seconds. Screen readers get the figure itself, not the count's frames.
 */
export function SalesCounterBanner({ figure: initial }: { figure: SalesCounterFigure }) {
  const figure = useLiveFigure(initial)
  if (!figure) return null
  return (
    <section className={styles.band} aria-labelledby="sales-counter-title">
      <div className={`${layout.container} ${styles.inner}`}>
        <p className={styles.count}>
          <span aria-hidden="true" data-sales-count>
            <AnimatedCount value={figure.count} from={0} durationMs={SALES_COUNTER_ANIMATION_MS} />
          </span>
          <span className={home.srOnly}>{figure.count.toLocaleString('en-AU')}</span>
        </p>
        <div className={styles.words}>
          <h2 id="sales-counter-title" className={styles.title}>
            Sales this Month
          </h2>
          {figure.basis ? <p className={styles.basis}>{figure.basis}</p> : null}
        </div>
      </div>
    </section>
  )
}
