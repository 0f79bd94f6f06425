/**
 * The theme as the browser loads it (`./browser`, docs/decisions/022-theme-packages.md): Header and
 * Footer are static HTML rendered on the server (ADR 008) and never rendered in the browser, so
 * their code stays out of every page's JavaScript, as do the sprite and the token values (in the
 * theme's style.css). index.ts adds them to this for the server.
 */
import { defineBrowserTheme } from '@dealer/theme-contract'
import { CarCard } from './car-card/car-card'
import { VehicleCtas } from './vehicle-ctas/vehicle-ctas'

export const theme = defineBrowserTheme({
  name: 'outback',
  label: 'Outback',
  slots: { CarCard, VehicleCtas },
  // The car page: the price and actions panel on the left, a little wider than base's.
  layout: { carSidebar: 'left', carSidebarWidth: '400px' },
})

export default theme
