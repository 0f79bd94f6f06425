import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import * as layout from '~/styles/layout.css'
import * as styles from '~/styles/form.css'

/** A lead form's page: one card with an optional way back, the title, then the form and its text. */
export function LeadPage(props: { title: string; back?: { to: string; label: string }; children: ReactNode; after?: ReactNode }) {
  return (
    <div className={`${layout.container} ${layout.section}`}>
      <div className={styles.card}>
        {props.back ? (
          <p className={layout.muted} data-back-link>
            <Link to={props.back.to}>← {props.back.label}</Link>
          </p>
        ) : null}
        <h1 className={layout.sectionTitle}>{props.title}</h1>
        {props.children}
      </div>
      {props.after}
    </div>
  )
}
