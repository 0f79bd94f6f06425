import type { CtaId } from '@dealer/theme-contract'
import { icon } from '../styles/utils.css'

/** The ids of the icons' symbols in the page's sprite (./icon-sprite.tsx): `icon-phone`. */
export const ICON_ID_PREFIX = 'icon-'

/** The icons the theme draws (each a 24×24 line drawing in ./icon-sprite.tsx). */
export type IconName =
  | 'phone'
  | 'pin'
  | 'clock'
  | 'chevronDown'
  | 'arrowRight'
  | 'menu'
  | 'more'
  | 'close'
  | 'camera'
  | 'mail'
  | 'calendar'
  | 'chat'
  | 'swap'
  | 'dollar'
  | 'document'
  | 'search'
  | 'check'
  | 'heart'
  | 'car'

/**
 * A line icon drawn in the text colour; decorative, so hidden from assistive tech. The drawing is
 * the page's sprite's symbol (`IconSprite`, which the server writes once per page): a page that
 * shows icons needs the sprite in it.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      className={className ? `${icon} ${className}` : icon}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <use href={`#${ICON_ID_PREFIX}${name}`} />
    </svg>
  )
}

/** The icon each vehicle call to action carries, whatever its label. */
export const ctaIcons: { readonly [K in CtaId]: IconName } = {
  reserve: 'check',
  enquire: 'mail',
  chat: 'chat',
  call: 'phone',
  'test-drive': 'calendar',
  'trade-in': 'swap',
  finance: 'dollar',
  history: 'document',
  similar: 'search',
  request: 'mail',
}
