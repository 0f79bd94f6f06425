// Tokens and base's page defaults first, so they come before every component rule in style.css.
import './theme.css'
import '@dealer/theme-base/global.css'
import { defineTheme } from '@dealer/theme-contract'
import { IconSprite, withBaseSlots } from '@dealer/theme-base/source'
import { theme as browserTheme } from './browser'
import { CarCard } from './car-card/car-card'
import { Header } from './header/header'
import { tokens } from './tokens'
import { VehicleCtas } from './vehicle-ctas/vehicle-ctas'

/**
 * The outback theme: dark, photo first, a drawer menu. Built through the kit: `withBaseSlots`
 * fills the Footer with base's (compiled into this theme's style.css, re-tinted in theme.css.ts),
 * and its own slots reuse base's parts from `@dealer/theme-base/source`
 * (docs/spec-coverage.md, Theme kit: third theme).
 */
// The browser's theme plus the token values, the static slots and the sprite, which only the server
// uses; base's icons (Icon, from @dealer/theme-base/source) point at base's sprite.
export const theme = defineTheme({
  ...browserTheme,
  tokens,
  slots: withBaseSlots({ ...browserTheme.slots, Header }),
  sprite: IconSprite,
})

export default theme
export { CarCard, Header, tokens, VehicleCtas }
