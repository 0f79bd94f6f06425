/**
 * The theme as the browser loads it (`./browser`, docs/decisions/022-theme-packages.md): Header and
 * Footer are static HTML rendered on the server (ADR 008) and never rendered in the browser, so
 * their code stays out of every page's JavaScript. index.ts adds them to this for the server.
 */
import { defineTheme } from '@dealer/theme-contract'
import { CarCard } from './car-card/car-card'
import { tokens } from './tokens'
import { VehicleCtas } from './vehicle-ctas/vehicle-ctas'

export const theme = defineTheme({
  name: 'coastal',
  label: 'Coastal',
  tokens,
  slots: { CarCard, VehicleCtas },
})

export default theme
