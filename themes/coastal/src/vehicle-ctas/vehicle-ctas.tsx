import { CtaBar, ctaIcons, Icon } from '@dealer/theme-base/source'
import type { VehicleCtasProps } from '@dealer/theme-contract'
import * as s from './vehicle-ctas.css'

/**
 * Coastal CTAs: a stacked full-width group (icon disc, label, arrow) in the sidebar, and a
 * floating rounded dock on phones. Links throughout, so nothing needs JavaScript; actions with
 * a dialog carry data-dialog for the app to open it instead.
 */
export function VehicleCtas(props: VehicleCtasProps) {
  if (props.placement === 'bar') return <CtaBar props={props} classes={s} />
  return (
    <div className={s.root} data-placement="sidebar">
      {props.soldMessage ? <p className={s.soldMessage}>{props.soldMessage}</p> : null}
      <ul className={s.stack} aria-label="Vehicle actions">
        {props.actions.map((action) => (
          <li key={action.id}>
            <a
              className={s.action[action.emphasis]}
              href={action.href}
              data-cta={action.id}
              data-emphasis={action.emphasis}
              data-dialog={action.dialog ?? undefined}
            >
              <span className={s.disc[action.emphasis]}>
                <Icon name={ctaIcons[action.id]} />
              </span>
              <span className={s.label}>{action.label}</span>
              <Icon name="arrowRight" className={s.arrow} />
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
