/**
 * Base's components without its token values: what another theme imports (as
 * `@dealer/theme-base/source`) to reuse or wrap a base slot. Built into that theme, these
 * components' styles land in that theme's own style.css, filled with that theme's tokens.
 * The page defaults (body font and colours, box sizing, focus ring) are a separate import,
 * `@dealer/theme-base/global.css`, that every theme's index makes.
 */
import type { Slots } from '@dealer/theme-contract'
import { CarCard } from './car-card/car-card'
import { Footer } from './footer/footer'
import { Header } from './header/header'
import { VehicleCtas } from './vehicle-ctas/vehicle-ctas'

export {
  CardAttributes,
  CardEnd,
  CardLocation,
  CardMedia,
  CardPrice,
  CardShell,
  type CardShellClasses,
} from './car-card/card-parts'
export { CardPhoto } from './car-card/card-photo'
export { CarCard } from './car-card/car-card'
export { FIND_SIMILAR, PRICE_ON_APPLICATION } from './car-card/labels'
export { tagLook, type TagLook } from './car-card/tag-look'
export { WatchlistForm } from './car-card/watchlist-form'
export { Footer } from './footer/footer'
export { PaymentLogo } from './footer/payment-logos'
export { Header } from './header/header'
export {
  DesktopNav,
  MobileMenu,
  MobileSub,
  NavEntryItem,
  type MobileMenuClasses,
  type MobileSubClasses,
  type NavEntryClasses,
} from './header/nav-menus'
export { AccountLinks } from './header/account-links'
export { ariaCurrent, dropdownLinks } from './header/nav-parts'
export { ctaIcons, Icon, ICON_ID_PREFIX, type IconName } from './icons/icons'
export { IconSprite } from './icons/icon-sprite'
export { media } from './styles/media'
export { container, icon, plainSummary, visuallyHidden } from './styles/utils.css'
export { BAR_ACTIONS, barActions, CtaBar, type CtaBarClasses } from './vehicle-ctas/cta-bar'
export { CtaLink } from './vehicle-ctas/cta-link'
export { VehicleCtas } from './vehicle-ctas/vehicle-ctas'

/** Every slot of the contract, as base draws it. */
export const baseSlots: Slots = { Header, Footer, CarCard, VehicleCtas }

/**
 * A theme's slots with base's filling the gaps. Call it from the theme's own source, so the base
 * components it falls back to are compiled into that theme's style.css (a page links only its
 * theme's CSS, and class names differ between builds).
 */
export function withBaseSlots(slots: Partial<Slots>): Slots {
  return { ...baseSlots, ...slots }
}
