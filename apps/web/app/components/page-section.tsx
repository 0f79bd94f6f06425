import type { ReactNode } from 'react'
import * as layout from '~/styles/layout.css'

/**
 * A full-width band of a page: its title (labelling the section, id `${id}-title`) with an
 * optional link or button beside it, over the band's content.
 */
export function PageSection({
  id,
  title,
  muted = false,
  action,
  children,
}: {
  id: string
  title: ReactNode
  muted?: boolean
  action?: ReactNode
  children: ReactNode
}) {
  return (
    <section className={muted ? layout.sectionMuted : layout.section} aria-labelledby={`${id}-title`}>
      <div className={layout.container}>
        <div className={layout.sectionHead}>
          <h2 id={`${id}-title`} className={layout.sectionTitle}>
            {title}
          </h2>
          {action}
        </div>
        {children}
      </div>
    </section>
  )
}
