import { CtaBar, ctaIcons, Icon } from '@dealer/theme-base/source'
import { CtaLink, CtaRegion, type VehicleCtasProps } from '@dealer/theme-contract'
import * as s from './vehicle-ctas.css'

/**
 * Coastal CTAs: a stacked full-width group (icon disc, label, arrow) in the sidebar, and a
 * floating rounded dock on phones. Links throughout, so nothing needs JavaScript; actions with
 * a dialog carry data-dialog for the app to open it instead.
 */
export function VehicleCtas(props: VehicleCtasProps) {
  if (props.placement === 'bar') return <CtaBar props={props} classes={s} />
  return (
    <CtaRegion placement="sidebar" className={s.root}>
      {props.soldMessage ? <p className={s.soldMessage}>{props.soldMessage}</p> : null}
      <ul className={s.stack} aria-label="Vehicle actions">
        {props.actions.map((action) => (
          <li key={action.id}>
            <CtaLink
              action={action}
              className={s.action[action.emphasis]}
              before={
                <span className={s.disc[action.emphasis]}>
                  <Icon name={ctaIcons[action.id]} />
                </span>
              }
              labelClassName={s.label}
              after={<Icon name="arrowRight" className={s.arrow} />}
            />
          </li>
        ))}
      </ul>
    </CtaRegion>
  )
}
