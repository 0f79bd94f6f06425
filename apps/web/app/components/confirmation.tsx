import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import * as styles from '~/styles/form.css'
import * as layout from '~/styles/layout.css'

/**
 * A confirmation page's card (a status: a lead sent, a payment taken): its title, what the page
 * says, and the way on, back to the car it was about (if any) and on to the stock.
 */
export function Confirmation(props: {
  title: string
  car: { name: string; slug: string } | null
  children: ReactNode
}) {
  return (
    <div className={`${layout.container} ${layout.section}`}>
      <div className={styles.card} role="status">
        <h1 className={layout.sectionTitle}>{props.title}</h1>
        {props.children}
        <p>
          {props.car ? (
            <Link className={layout.buttonGhost} to={`/cars/${props.car.slug}`}>
              Back to the {props.car.name}
            </Link>
          ) : null}{' '}
          <Link className={layout.button} to="/search/new-used-and-demo-cars">
            Keep browsing
          </Link>
        </p>
      </div>
    </div>
  )
}
