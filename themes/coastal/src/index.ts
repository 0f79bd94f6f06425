// Tokens and base's page defaults first, so they come before every component rule in style.css.
import './theme.css'
import '@dealer/theme-base/global.css'
import { defineTheme } from '@dealer/theme-contract'
import { CarCard } from './car-card/car-card'
import { Footer } from './footer/footer'
import { Header } from './header/header'
import { tokens } from './tokens'
import { VehicleCtas } from './vehicle-ctas/vehicle-ctas'

/**
 * The coastal theme. It fills every slot, Footer by wrapping base's, so each component's CSS
 * is in this theme's style.css: a slot left to the app's fallback would render base markup
 * whose styles are not on the page.
 */
export const theme = defineTheme({
  name: 'coastal',
  label: 'Coastal',
  tokens,
  slots: { Header, Footer, CarCard, VehicleCtas },
})

export default theme
export { CarCard, Footer, Header, tokens, VehicleCtas }
