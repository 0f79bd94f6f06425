import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import * as layout from '~/styles/layout.css'
import * as styles from '~/styles/form.css'

/**
 * The page a lead form stands on by itself (the no-JS target of the car page's buttons and of
 * the navigation): an optional way back, the title, a line of context, then the form, and
 * optionally more below the card.
 */
export function FormPage(props: {
  title: string
  back?: { to: string; label: string }
  intro?: ReactNode
  children: ReactNode
  after?: ReactNode
}) {
  return (
    <div className={`${layout.container} ${layout.section}`}>
      <div className={styles.card}>
        {props.back ? (
          <p className={layout.muted} data-back-link>
            <Link to={props.back.to}>← {props.back.label}</Link>
          </p>
        ) : null}
        <h1 className={layout.sectionTitle}>{props.title}</h1>
        {props.intro ? <p>{props.intro}</p> : null}
        {props.children}
      </div>
      {props.after}
    </div>
  )
}
