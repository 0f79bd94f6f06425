import { CtaBar, ctaIcons, Icon } from '@dealer/theme-base/source'
import { CtaLink, CtaRegion, type VehicleCtasProps } from '@dealer/theme-contract'
import * as s from './vehicle-ctas.css'

/**
 * Outback CTAs. Sidebar: the primary actions as bold full-width blocks, the rest as a grid of tiles
 * (icon over label). Phones: base's bottom bar, drawn edge to edge with the call in the accent
 * colour. Links throughout (the contract's CtaLink carries data-cta, data-emphasis, data-dialog).
 */
export function VehicleCtas(props: VehicleCtasProps) {
  if (props.placement === 'bar') return <CtaBar props={props} classes={s} />
  return (
    <CtaRegion placement="sidebar" className={s.root}>
      {props.soldMessage ? <p className={s.soldMessage}>{props.soldMessage}</p> : null}
      <ul className={s.list} aria-label="Vehicle actions">
        {props.actions.map((action) => (
          <li key={action.id} className={s.item[action.emphasis]}>
            <CtaLink
              action={action}
              className={s.action[action.emphasis]}
              before={<Icon name={ctaIcons[action.id]} className={s.icon} />}
              labelClassName={s.label}
              after={action.emphasis === 'primary' ? <Icon name="arrowRight" className={s.arrow} /> : null}
            />
          </li>
        ))}
      </ul>
    </CtaRegion>
  )
}
