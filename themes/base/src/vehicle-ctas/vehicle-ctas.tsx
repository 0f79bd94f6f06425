import { CtaRegion, type VehicleCtasProps } from '@dealer/theme-contract'
import { CtaBar } from './cta-bar'
import { CtaLink } from './cta-link'
import * as s from './vehicle-ctas.css'

/**
 * Vehicle call-to-action buttons. Each action is a link, so it works without JavaScript; with
 * `dialog` set the app opens that dialog instead (data-dialog), the link being the fallback.
 * Sidebar: a two-column grid with primary actions across. Bar: the fixed mobile bottom bar.
 */
export function VehicleCtas(props: VehicleCtasProps) {
  if (props.placement === 'bar') return <CtaBar props={props} classes={s} />
  const paired = props.actions.filter((action) => action.emphasis === 'secondary' && action.id !== 'call')
  const lastPaired = paired.at(-1)
  return (
    <CtaRegion placement="sidebar" className={s.sidebar}>
      {props.soldMessage ? <p className={s.soldMessage}>{props.soldMessage}</p> : null}
      <ul className={s.grid} aria-label="Vehicle actions">
        {props.actions.map((action) => {
          const isCall = action.id === 'call' && action.emphasis === 'secondary'
          // A half-width button left alone on the last row takes the whole row.
          const alone = action === lastPaired && paired.length % 2 === 1
          return (
            <li key={action.id} className={isCall ? s.call : alone ? s.cell.primary : s.cell[action.emphasis]}>
              <CtaLink
                action={action}
                className={isCall ? `${s.action.secondary} ${s.callAction}` : s.action[action.emphasis]}
              />
            </li>
          )
        })}
      </ul>
    </CtaRegion>
  )
}
