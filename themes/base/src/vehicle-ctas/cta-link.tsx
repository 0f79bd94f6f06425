import { CtaLink as ContractCtaLink, type CtaAction } from '@dealer/theme-contract'
import { ctaIcons, Icon } from '../icons/icons'
import { visuallyHidden } from '../styles/utils.css'

/**
 * One action as a link with its icon: the contract's `CtaLink` (tel: for calls, data-dialog for
 * actions the app opens in a dialog, the whole label as its name). `short` shows only the label's
 * first part ('Call Now'), the rest kept for assistive technology.
 */
export function CtaLink({
  action,
  className,
  iconClassName,
  short = false,
}: {
  action: CtaAction
  className: string
  iconClassName?: string
  short?: boolean
}) {
  return (
    <ContractCtaLink
      action={action}
      className={className}
      before={<Icon name={ctaIcons[action.id]} className={iconClassName} />}
      shortLabelHiddenClassName={short ? visuallyHidden : undefined}
    />
  )
}
