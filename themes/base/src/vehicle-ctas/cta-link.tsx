import type { CtaAction, VehicleCtasProps } from '@dealer/theme-contract'
import { ctaIcons, Icon } from '../icons/icons'

/** One action as a link: tel: for calls, data-dialog for actions the app opens in a dialog. */
export function CtaLink({
  action,
  className,
  iconClassName,
}: {
  action: CtaAction
  className: string
  iconClassName?: string
}) {
  return (
    <a
      className={className}
      href={action.href}
      data-cta={action.id}
      data-emphasis={action.emphasis}
      data-dialog={action.dialog ?? undefined}
    >
      <Icon name={ctaIcons[action.id]} className={iconClassName} />
      <span>{action.label}</span>
    </a>
  )
}

/** The class names a theme gives the mobile bottom bar of CTAs. */
export interface CtaBarClasses {
  bar: string
  barMessage: string
  barRow: string
  barAction: Record<CtaAction['emphasis'], string>
  barIcon: string
}

/** The fixed mobile bottom bar: an optional sold message over a row of CTA links. */
export function CtaBar({ props, classes: s }: { props: VehicleCtasProps; classes: CtaBarClasses }) {
  return (
    <div className={s.bar} role="group" aria-label="Vehicle actions" data-placement="bar">
      {props.soldMessage ? <p className={s.barMessage}>{props.soldMessage}</p> : null}
      <div className={s.barRow}>
        {props.actions.map((action) => (
          <CtaLink key={action.id} action={action} className={s.barAction[action.emphasis]} iconClassName={s.barIcon} />
        ))}
      </div>
    </div>
  )
}
