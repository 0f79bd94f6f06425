import type { CtaAction } from '@dealer/theme-contract'
import type { ReactNode } from 'react'
import { ctaIcons, Icon } from '../icons/icons'

/** One action as a link: tel: for calls, data-dialog for actions the app opens in a dialog. */
export function CtaLink({
  action,
  className,
  iconClassName,
  children,
}: {
  action: CtaAction
  className: string
  iconClassName?: string
  /** The label as drawn; the action's whole label by default. */
  children?: ReactNode
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
      {children ?? <span>{action.label}</span>}
    </a>
  )
}
