import type { ReactNode } from 'react'
import { PartnerRegion } from '~/components/partner-region'
import type { FigureView } from '~/lib/car-finance'
import * as layout from '~/styles/layout.css'
import * as styles from '~/styles/car.css'
import { FinanceTeaser } from './finance-teaser'

/**
 * The top of the sidebar: title, price, the status of a car that cannot simply be bought today,
 * the finance teaser of an eligible car, and where it is (docs/spec-coverage.md, Car page).
 */
export function CarSummary({
  car,
  teaser,
  locationName,
  afterPrice = null,
}: {
  car: {
    heading: string
    subtitle: string
    price: string | null
    priceLabel: string | null
    status: { kind: string; label: string; note: string } | null
  }
  teaser: FigureView | null
  /** Where the car is (the location panel's name); null when the page has no location. */
  locationName: string | null
  /** Beside the price: the tenant's pricing partner blocks (docs/decisions/023-partner-blocks.md). */
  afterPrice?: ReactNode
}) {
  return (
    <>
      <h1 className={styles.title}>
        {car.heading}
        {car.subtitle ? <span className={styles.subtitle}>{car.subtitle}</span> : null}
      </h1>
      {car.status ? (
        <p className={styles.status} data-status={car.status.kind} data-testid="car-status">
          <strong>{car.status.label}</strong> <span>{car.status.note}</span>
        </p>
      ) : null}
      <p className={styles.price}>
        {car.price ?? 'Price on application'}
        {car.price && car.priceLabel ? <span className={styles.priceLabel}>{car.priceLabel}</span> : null}
      </p>
      {afterPrice}
      {teaser ? <FinanceTeaser teaser={teaser} /> : null}
      <p className={layout.muted}>
        <a href="#vehicle-map">{locationName ?? 'Vehicle Location'}</a>
      </p>
    </>
  )
}

/**
 * The summary as the car page draws it: one element (its items laid out as the sidebar's own) whose
 * server HTML the browser keeps (car-page-parts.ts), with the tenant's pricing partner blocks.
 */
export function CarSummaryPart({
  priceHtml,
  ...props
}: Omit<Parameters<typeof CarSummary>[0], 'afterPrice'> & { priceHtml: string }) {
  return (
    <div id="car-summary" className={styles.sidebarGroup}>
      <CarSummary {...props} afterPrice={<PartnerRegion region="car-price" html={priceHtml} />} />
    </div>
  )
}
