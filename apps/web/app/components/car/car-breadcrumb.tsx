import { Link } from '@remix-run/react'
import * as styles from '~/styles/car.css'

/** Home › {Type} stock › the car. */
export function CarBreadcrumb({ car }: { car: { carType: string; carTypeLabel: string; title: string } }) {
  return (
    <nav id="car-breadcrumb" aria-label="Breadcrumb" className={styles.breadcrumb}>
      <ol>
        <li>
          <Link to="/">Home</Link>
        </li>
        <li>
          <Link to={`/search/${car.carType}-cars`}>{car.carTypeLabel} stock</Link>
        </li>
        <li aria-current="page">{car.title}</li>
      </ol>
    </nav>
  )
}
