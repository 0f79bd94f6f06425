// Tokens and base's page defaults first, so they come before every component rule in style.css.
import './theme.css'
import '@dealer/theme-base/global.css'
import { defineTheme } from '@dealer/theme-contract'
import { IconSprite } from '@dealer/theme-base/source'
import { theme as browserTheme } from './browser'
import { CarCard } from './car-card/car-card'
import { Footer } from './footer/footer'
import { Header } from './header/header'
import { tokens } from './tokens'
import { VehicleCtas } from './vehicle-ctas/vehicle-ctas'

/**
 * The coastal theme fills every slot itself (Footer by wrapping base's), so its style.css holds
 * only what it draws. A theme that keeps some of base's slots uses `withBaseSlots` from
 * `@dealer/theme-base/source`, which compiles those base components into its own CSS.
 */
// The browser's theme plus the token values, the static slots and the sprite, which only the server
// uses; base's icons (Icon, from @dealer/theme-base/source) point at base's sprite.
export const theme = defineTheme({
  ...browserTheme,
  tokens,
  slots: { ...browserTheme.slots, Header, Footer },
  sprite: IconSprite,
})

export default theme
export { CarCard, Footer, Header, tokens, VehicleCtas }
