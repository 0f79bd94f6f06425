import { Link } from '@remix-run/react'
import type { LeadCar } from '~/lib/lead-car'
import * as layout from '~/styles/layout.css'
import * as pages from '~/styles/lead-pages.css'

/** The car a lead form is about: photo, name (linking to its page) and price. */
export function CarSummary({ car, caption }: { car: LeadCar; caption?: string }) {
  return (
    <div className={pages.carSummary}>
      {car.image ? <img className={pages.carThumb} src={car.image} alt="" width={120} height={90} /> : <span />}
      <div className={pages.carSummaryText}>
        {caption ? <p className={layout.muted}>{caption}</p> : null}
        <p className={pages.carSummaryName}>
          <Link to={`/cars/${car.slug}`}>{car.name}</Link>
        </p>
        {car.price ? <p>{car.price}</p> : null}
      </div>
    </div>
  )
}
