import { maskPhone } from '@dealer/domain'
import { callLinkLabel, type CtaAction } from '@dealer/theme-contract'

/** The element id of the page's dealer phone block, where a masked call button leads. */
export const PHONE_BLOCK_ID = 'dealer-phone'

/**
 * The call button while the number is masked (docs/spec-coverage.md, Car page): the last digits as X, and a
 * link to the page's phone block, whose reveal button records the reveal. With JavaScript a
 * click on it reveals in place (usePhoneReveal). Kept apart from ctas.ts so the page's browser
 * code does not pull in the tenant package.
 */
export function maskedCallAction(phone: string): CtaAction {
  return {
    id: 'call',
    label: callLinkLabel(maskPhone(phone)),
    href: `#${PHONE_BLOCK_ID}`,
    emphasis: 'secondary',
    dialog: null,
  }
}

export function revealedCallAction(phone: string, href: string): CtaAction {
  return { id: 'call', label: callLinkLabel(phone), href, emphasis: 'secondary', dialog: null }
}

/** The same actions with the call button showing the whole number. */
export function revealCall(actions: readonly CtaAction[], phone: string, href: string): CtaAction[] {
  return actions.map((a) => (a.id === 'call' ? revealedCallAction(phone, href) : a))
}
